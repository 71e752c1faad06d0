import { describe, expect, it } from 'vitest';

import { parsePlatformServiceAccounts } from './platform-service-accounts';

const id = 'sa_0123456789abcdefghijklmn';
const hash = 'a'.repeat(64);

describe('parsePlatformServiceAccounts', () => {
  it('reads nothing from an absent or blank setting', () => {
    expect(parsePlatformServiceAccounts(undefined)).toEqual([]);
    expect(parsePlatformServiceAccounts('  ')).toEqual([]);
  });

  it('reads client_id:sha256 pairs separated by commas, the hash in lower case', () => {
    expect(
      parsePlatformServiceAccounts(` ${id}:${'A'.repeat(64)} , sa_zyxwvutsrqponmlkjihgfedc:${hash},`),
    ).toEqual([
      { clientId: id, secretSha256: hash },
      { clientId: 'sa_zyxwvutsrqponmlkjihgfedc', secretSha256: hash },
    ]);
  });

  it.each([
    ['no hash', id, /entry 1: expected client_id:sha256/],
    ['a bad client id', `pod-console:${hash}`, /entry 1: the client id must be sa_/],
    [
      'a secret instead of its hash',
      `${id}:sk_not-a-hash`,
      /entry 1: the secret's SHA-256 must be 64 hex digits/,
    ],
    [
      'a client listed twice',
      `${id}:${hash},${id}:${hash}`,
      /entry 2: sa_0123456789abcdefghijklmn is listed twice/,
    ],
  ])('refuses %s with a message naming the entry', (_label, text, message) => {
    expect(() => parsePlatformServiceAccounts(text)).toThrow(message);
  });
});
