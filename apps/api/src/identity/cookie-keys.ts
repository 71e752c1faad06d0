import { randomBytes } from 'node:crypto';

import { readOrCreateOnce } from './data-file';

/** The file, beside the signing key in the provider's data directory, that holds the cookie keys. */
export const COOKIE_KEYS_FILE = 'identity-cookie-keys.json';

/** 32 random bytes: the size of the HMAC-SHA256 key the cookies are signed with. */
const KEY_BYTES = 32;

/**
 * The provider's cookie keys, created on first use and kept so that a restart or another process accepts existing
 * cookies; the first key signs and every key verifies (docs/decisions/0004-identity-provider-and-token-cache.md).
 */
export async function loadOrCreateCookieKeys(dataDir: string): Promise<{ keys: string[]; created: boolean }> {
  const { value, created } = await readOrCreateOnce(dataDir, {
    name: COOKIE_KEYS_FILE,
    parse: parseKeys,
    async create() {
      const keys = [randomBytes(KEY_BYTES).toString('base64url')];
      return { value: keys, text: `${JSON.stringify({ keys }, null, 2)}\n` };
    },
  });
  return { keys: value, created };
}

function parseKeys(text: string, file: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON; delete it to create new cookie keys`, { cause: error });
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (
    !Array.isArray(keys) ||
    keys.length === 0 ||
    !keys.every((key): key is string => typeof key === 'string' && key.length >= 32)
  ) {
    throw new Error(
      `${file} holds no "keys" list of strings of at least 32 characters; delete it to create new cookie keys`,
    );
  }
  return keys;
}
