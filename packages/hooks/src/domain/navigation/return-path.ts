// The post-login return path (spec §2) comes from the address bar and is followed after login, so it is an
// open-redirect vector (ASVS 3.7.2). A naive startsWith('/') lets "//evil", "/\evil" and "/\t/evil" through:
// browsers treat "\" as "/" and drop tabs and newlines while parsing, turning all three into "//evil".

// C0 controls (tab, newline… which URL parsing strips), DEL and C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Accept only a same-origin path ("/x?y#z"): exactly one leading "/", no backslash, no control character, and
 * `new URL(path, origin)` must stay on `origin` (docs/decisions/0003-return-path.md).
 */
export function isSafeReturnPath(path: unknown, origin: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\') || CONTROL_CHARACTERS.test(path)) return false;
  const expected = originOf(origin);
  if (expected == null) return false;
  try {
    return new URL(path, expected).origin === expected;
  } catch {
    return false;
  }
}

/** spec §2: the return target is remembered only when it is safe and not "/". */
export function shouldStoreReturnPath(path: unknown, origin: string): boolean {
  return path !== '/' && isSafeReturnPath(path, origin);
}
