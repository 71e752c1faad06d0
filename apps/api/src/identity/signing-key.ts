import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { calculateJwkThumbprint, type JWK } from 'jose';

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
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SIGNING_KEY_FILE);

  const existing = await readKey(file);
  if (existing) return { jwk: existing, created: false };

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const exported = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(exported, 'sha256');
  const jwk = { ...exported, kid, alg: 'RS256', use: 'sig' };

  // Written in full under a temporary name, then linked into place: link() fails when the file exists, so two
  // processes starting on one directory at once agree on the first key, and nobody reads a half-written file.
  const temporary = join(dataDir, `.${SIGNING_KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, `${JSON.stringify(jwk, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKey(file);
    if (!winner) throw new Error(`${file} exists but holds no usable RSA key`, { cause: error });
    return { jwk: winner, created: false };
  } finally {
    await rm(temporary, { force: true });
  }
  return { jwk, created: true };
}

async function readKey(file: string): Promise<(JWK & { kid: string }) | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
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
