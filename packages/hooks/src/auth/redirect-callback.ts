// spec §2: on return from the identity provider the query parameters state, code and error are read and the
// history entry is replaced without them.

/**
 * The query parameters the provider adds on its way back: `error_description` travels with `error`, and `iss`
 * names the issuer (RFC 9207 authorization response issuer, which oidc-provider sends).
 */
const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_description', 'iss'] as const;

/**
 * A return from the provider carries `state` with `code` (success) or `error` (failure). Requiring `state`
 * (as @auth0/auth0-react does) keeps a stray `?error=` on some other page from being taken for one.
 */
export function isRedirectCallback(url: URL): boolean {
  const { searchParams } = url;
  return searchParams.has('state') && (searchParams.has('code') || searchParams.has('error'));
}

/** The same path, query and hash without the provider's parameters: what the history entry is replaced by. */
export function withoutCallbackParams(url: URL): string {
  const clean = new URL(url.href);
  for (const name of CALLBACK_PARAMS) clean.searchParams.delete(name);
  return clean.pathname + clean.search + clean.hash;
}
