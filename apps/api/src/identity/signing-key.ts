import { generateKeyPairSync } from 'node:crypto';

import { calculateJwkThumbprint, type JWK } from 'jose';

import { readOrCreateOnce } from './data-file';

/** The file, inside the provider's data directory, that holds the private signing key. */
export const SIGNING_KEY_FILE = 'identity-signing-key.jwk.json';

export interface SigningKey {
  /** The private RSA key as a JWK with `kid`, `alg: 'RS256'` and `use: 'sig'`. Never leaves this process. */
  jwk: JWK & { kid: string };
  /** Whether this call created the file (false: an existing key was reused). */
  created: boolean;
}

/**
 * Loads the provider's RS256 signing key from `dataDir`, creating it on first use.
 * The key must persist: a new key on every restart would invalidate every
 * access token the console and the API already hold.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const { value, created } = await readOrCreateOnce(dataDir, {
    name: SIGNING_KEY_FILE,
    parse: parseKey,
    async create() {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const exported = privateKey.export({ format: 'jwk' }) as JWK;
      const kid = await calculateJwkThumbprint(exported, 'sha256');
      const jwk = { ...exported, kid, alg: 'RS256', use: 'sig' };
      return { value: jwk, text: `${JSON.stringify(jwk, null, 2)}\n` };
    },
  });
  return { jwk: value, created };
}

function parseKey(text: string, file: string): JWK & { kid: string } {
  let jwk: JWK;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch (error) {
    throw new Error(`${file} is not valid JSON; delete it to create a new signing key`, { cause: error });
  }
  if (jwk.kty !== 'RSA' || typeof jwk.d !== 'string' || typeof jwk.kid !== 'string') {
    throw new Error(`${file} is not a private RSA JWK with a kid; delete it to create a new signing key`);
  }
  return { ...jwk, kid: jwk.kid, alg: 'RS256', use: 'sig' };
}
