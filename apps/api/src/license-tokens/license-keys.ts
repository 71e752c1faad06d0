// A licence key and a claim's request id (docs/decisions/0027-licences-at-scale.md, 0043-offline-licence-tokens.md):
// made and hashed here for the claim (routes/app-licenses.ts) and the enrolment (routes/enrolment.ts) alike.
import { createHash, randomBytes } from 'node:crypto';

/** The prefix of every licence key: a key found somewhere says what it is. */
export const LICENSE_KEY_PREFIX = 'pk_';

/** 32 random bytes, base64url: 256 bits, beyond guessing, and short enough for the contract's 32–128 characters. */
export function newLicenseKey(): string {
  return `${LICENSE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a key: its SHA-256, hex. A key is random, so a plain hash cannot be reversed by guessing. */
export function licenseKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The claim's request id (its `Idempotency-Key`), hashed as a key is: only the hash is stored (decision 0043). */
export function requestHashOf(headers: Record<string, unknown>): string | null {
  const id = headers['idempotency-key'];
  return typeof id === 'string' ? licenseKeyHash(id) : null;
}
