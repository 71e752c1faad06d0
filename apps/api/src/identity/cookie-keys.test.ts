import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { COOKIE_KEYS_FILE, loadOrCreateCookieKeys } from './cookie-keys';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pod-console-cookie-keys-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('loadOrCreateCookieKeys', () => {
  it('creates one random 32-byte key in a file readable only by its owner', async () => {
    const dataDir = join(root, 'nested');
    const { keys, created } = await loadOrCreateCookieKeys(dataDir);

    expect(created).toBe(true);
    expect(keys).toHaveLength(1);
    expect(Buffer.from(keys[0]!, 'base64url')).toHaveLength(32);
    const file = join(dataDir, COOKIE_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ keys });
  });

  it('reuses the keys on the next start, and two starts racing on one directory agree', async () => {
    const [a, b] = await Promise.all([loadOrCreateCookieKeys(root), loadOrCreateCookieKeys(root)]);
    const next = await loadOrCreateCookieKeys(root);

    expect(a.keys).toEqual(b.keys);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(next).toEqual({ keys: a.keys, created: false });
  });

  it('keeps the keys an operator lists, the signing one first', async () => {
    const keys = ['n'.repeat(43), 'o'.repeat(43)];
    await writeFile(join(root, COOKIE_KEYS_FILE), JSON.stringify({ keys }));

    expect(await loadOrCreateCookieKeys(root)).toEqual({ keys, created: false });
  });

  it('refuses a file without usable keys, saying how to recover', async () => {
    await writeFile(join(root, COOKIE_KEYS_FILE), JSON.stringify({ keys: ['short'] }));

    await expect(loadOrCreateCookieKeys(root)).rejects.toThrow(/delete it to create new cookie keys/);
  });
});
