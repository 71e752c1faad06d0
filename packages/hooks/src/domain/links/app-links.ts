// The links that hand the user to the mobile app through its custom scheme (VITE_APP_SCHEME; see
// docs/decisions/0002-app-links.md).

// RFC 3986 scheme syntax; a misconfigured scheme would produce a link the phone cannot open.
const SCHEME = /^[a-z][a-z0-9+.-]*$/i;

function normaliseScheme(scheme: string): string {
  // Accept "podapp", "podapp:" and "podapp://" from configuration alike.
  const bare = scheme.trim().replace(/:(\/\/)?$/, '');
  if (!SCHEME.test(bare)) throw new Error(`Invalid app scheme: "${scheme}"`);
  return bare;
}

// encodeURIComponent rather than URLSearchParams: a space must arrive as %20, not "+", in the app's parser.
const query = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

export interface ClaimLinkInput {
  scheme: string;
  licenseId: string;
  organizationId: string;
  organizationName: string;
}

/** spec §2: the deep link that claims a licence carries licenseId, organizationId and organizationName. */
export function buildClaimLink({
  scheme,
  licenseId,
  organizationId,
  organizationName,
}: ClaimLinkInput): string {
  return `${normaliseScheme(scheme)}://license/claim?${query([
    ['licenseId', licenseId],
    ['organizationId', organizationId],
    ['organizationName', organizationName],
  ])}`;
}

/** spec §4 and §7: after onboarding, the app is opened with organizationId, licenseId and organizationName. */
export function buildOnboardingCompleteLink({
  scheme,
  licenseId,
  organizationId,
  organizationName,
}: ClaimLinkInput): string {
  return `${normaliseScheme(scheme)}://onboarding/complete?${query([
    ['organizationId', organizationId],
    ['licenseId', licenseId],
    ['organizationName', organizationName],
  ])}`;
}
