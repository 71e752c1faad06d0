import { AUTH_CACHED_TOKEN_MARGIN_SECONDS } from '../constants';

/**
 * spec §9: a cached access token is used while it has more than 60 s left; after that it is renewed first, so a
 * call never leaves with a token that expires on its way.
 */
export function isCachedTokenValid(expiresAtSeconds: number, nowSeconds: number): boolean {
  return (
    Number.isFinite(expiresAtSeconds) && expiresAtSeconds - AUTH_CACHED_TOKEN_MARGIN_SECONDS > nowSeconds
  );
}
