import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadOrCreateSigningKey, SIGNING_KEY_FILE } from './signing-key';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pod-console-signing-key-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('loadOrCreateSigningKey', () => {
  it('creates a private RS256 key readable only by its owner, in a directory it creates', async () => {
    const dataDir = join(root, 'nested', 'identity');
    const key = await loadOrCreateSigningKey(dataDir);

    expect(key.created).toBe(true);
    expect(key.jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(key.jwk.d).toEqual(expect.any(String));
    const file = join(dataDir, SIGNING_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(key.jwk);
  });

  it('reuses the key on the next start', async () => {
    const first = await loadOrCreateSigningKey(root);
    const second = await loadOrCreateSigningKey(root);

    expect(second.created).toBe(false);
    expect(second.jwk).toEqual(first.jwk);
  });

  it('gives the same key to two starts racing on one directory', async () => {
    const [a, b] = await Promise.all([loadOrCreateSigningKey(root), loadOrCreateSigningKey(root)]);

    expect(a.jwk.kid).toBe(b.jwk.kid);
  });

  it('refuses a file that holds no private RSA key, saying how to recover', async () => {
    await writeFile(join(root, SIGNING_KEY_FILE), JSON.stringify({ kty: 'EC', kid: 'x' }));

    await expect(loadOrCreateSigningKey(root)).rejects.toThrow(/delete it to create a new signing key/);
  });
});
