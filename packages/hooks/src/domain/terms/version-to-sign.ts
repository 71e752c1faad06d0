import type { TermsOfService } from '@pod-console/sdk';

export interface TermsSigningState {
  /** The version the user must accept, or null when nothing needs signing. */
  versionToSign: string | null;
  /** spec §3: signed documents keyed by version, plus the current one when it must be signed. */
  signedTermsOfService: Record<string, TermsOfService>;
}

/**
 * spec §4: if the current version is among the user's signed documents nothing needs signing; otherwise the
 * current document is added to the map and its version is reported as versionToSign.
 */
export function getVersionToSign(
  current: TermsOfService | null | undefined,
  signed: readonly TermsOfService[],
): TermsSigningState {
  // A Map, then Object.fromEntries: a version named "__proto__" stays an ordinary key.
  const byVersion = new Map(signed.map((document) => [document.version, document] as const));
  if (current == null || byVersion.has(current.version)) {
    return { versionToSign: null, signedTermsOfService: Object.fromEntries(byVersion) };
  }
  byVersion.set(current.version, current);
  return { versionToSign: current.version, signedTermsOfService: Object.fromEntries(byVersion) };
}
