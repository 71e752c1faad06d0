import { Auth0Client, type GetTokenSilentlyOptions } from '@auth0/auth0-spa-js';
import {
  AUTH_AUTHORIZE_TIMEOUT_SECONDS,
  AUTH_CACHE_LOCATION,
  AUTH_DEFAULT_SCOPE,
  AUTH_ID_TOKEN_LEEWAY_SECONDS,
  AUTH_SESSION_COOKIE_DAYS,
  AUTH_TOKEN_TIMEOUT_MS,
  type IdentityClient,
} from '@pod-console/hooks';
import type { ConsoleConfig } from '../lib/read-config';

/**
 * The Auth0 SPA client, unmodified, for Auth0 in production or the local identity provider of the API
 * (docs/decisions/0004-identity-provider-and-token-cache.md): `domain` keeps its scheme and no `issuer` is set;
 * refresh tokens with the local-storage cache, so no hidden frame is needed and a reload keeps the session.
 * spec §1: code flow with PKCE, the API audience, a redirect to the site origin, scope openid profile email.
 * The figures of spec §9 and §5 that are options are passed explicitly, though they equal the library's
 * defaults today: the figure is ours, not whatever a later version defaults to.
 */
export function createIdentityClient(config: ConsoleConfig, origin: string): IdentityClient {
  const client = new Auth0Client({
    domain: config.authDomain,
    clientId: config.authClientId,
    cacheLocation: AUTH_CACHE_LOCATION,
    useRefreshTokens: true,
    httpTimeoutInSeconds: AUTH_TOKEN_TIMEOUT_MS / 1000,
    authorizeTimeoutInSeconds: AUTH_AUTHORIZE_TIMEOUT_SECONDS,
    sessionCheckExpiryDays: AUTH_SESSION_COOKIE_DAYS,
    leeway: AUTH_ID_TOKEN_LEEWAY_SECONDS,
    authorizationParams: {
      audience: config.authAudience,
      redirect_uri: origin,
      scope: AUTH_DEFAULT_SCOPE,
    },
  });
  // Auth0Client's getTokenSilently is overloaded (a verbose form returns an object); the session needs the plain
  // token, so the adapter names each method the session calls.
  return {
    checkSession: () => client.checkSession(),
    isAuthenticated: () => client.isAuthenticated(),
    getUser: () => client.getUser(),
    getTokenSilently: async (options) => {
      const token = await client.getTokenSilently(options as GetTokenSilentlyOptions);
      if (typeof token !== 'string') throw new Error('The identity client gave no access token');
      return token;
    },
    loginWithRedirect: (options) => client.loginWithRedirect(options),
    handleRedirectCallback: (url) => client.handleRedirectCallback(url),
    logout: (options) => client.logout(options),
  };
}
