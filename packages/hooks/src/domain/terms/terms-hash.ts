import type { AgreementPayload } from '@pod-console/sdk';

// Base64 without Buffer, so the same code runs in browsers and in Node ≥ 20.
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * spec §5: the terms text is trimmed before hashing; the hash is the base64 encoding of its SHA-256.
 * Web Crypto (`globalThis.crypto.subtle`) keeps this free of Node-only modules.
 */
export async function hashTerms(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  // Without a secure context (plain http on a LAN) browsers hide `subtle`; say so instead of a TypeError.
  if (subtle == null) throw new Error('Web Crypto (crypto.subtle) is not available in this environment.');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text.trim()));
  return toBase64(new Uint8Array(digest));
}

/** spec §3: the agreement payload sent when the user accepts the terms. */
export async function buildAgreement(version: string, text: string): Promise<AgreementPayload> {
  return { version, tosHash: await hashTerms(text) };
}
