import { isSafeReturnPath, shouldStoreReturnPath } from '../domain/index';

/** spec §3: session storage holds the post-login return path. The spec does not print the key; this is ours. */
export const RETURN_PATH_STORAGE_KEY = 'pod-console.return-path';

export type ReturnPathStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can throw (disabled cookies, some private modes): losing the return path must not stop a login.
function attempt<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}

/**
 * spec §2: remember the path the user asked for, only when it is safe and not "/". Otherwise forget any
 * earlier one, so a stale path from an abandoned login is not followed later.
 */
export function rememberReturnPath(storage: ReturnPathStorage, key: string, path: string, origin: string) {
  attempt(() => (shouldStoreReturnPath(path, origin) ? storage.setItem(key, path) : storage.removeItem(key)));
}

/**
 * spec §2: read the stored return path once and clear it. A path that is not same-origin is dropped (no open
 * redirect), whatever put it in storage (docs/decisions/0003-return-path.md).
 */
export function takeReturnPath(storage: ReturnPathStorage, key: string, origin: string): string | null {
  const path = attempt(() => storage.getItem(key));
  forgetReturnPath(storage, key);
  return path != null && isSafeReturnPath(path, origin) ? path : null;
}

export function forgetReturnPath(storage: ReturnPathStorage, key: string) {
  attempt(() => storage.removeItem(key));
}
