import { Auth0Client, type GetTokenSilentlyOptions } from '@auth0/auth0-spa-js';
import { AUTH_DEFAULT_SCOPE, type IdentityClient } from '@pod-console/hooks';
import type { ConsoleConfig } from '../lib/read-config';

/**
 * The Auth0 SPA client, unmodified, for Auth0 in production or the local provider (local-identity-provider.md):
 * `domain` keeps its scheme and no `issuer` is set (fact 1); refresh tokens with the local-storage cache, so no
 * hidden frame is needed and a reload keeps the session (fact 8). spec §1: code flow with PKCE, the API
 * audience, a redirect to the site origin, scope openid profile email.
 */
export function createIdentityClient(config: ConsoleConfig, origin: string): IdentityClient {
  const client = new Auth0Client({
    domain: config.authDomain,
    clientId: config.authClientId,
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
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
