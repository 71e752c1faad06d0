import type { Auth0Client, Auth0ClientOptions, GetTokenSilentlyOptions } from '@auth0/auth0-spa-js';
import {
  AUTH_AUTHORIZE_TIMEOUT_SECONDS,
  AUTH_CACHE_LOCATION,
  AUTH_DEFAULT_SCOPE,
  AUTH_ID_TOKEN_LEEWAY_SECONDS,
  AUTH_SESSION_COOKIE_DAYS,
  AUTH_TOKEN_TIMEOUT_MS,
  type IdentityClient,
  type IdentityTokenOptions,
} from '@pod-console/hooks';
import { readCachedSession, type CachedSession } from '../lib/cached-session';
import { afterFirstScreen } from '../lib/lazy-with-preload';
import type { ConsoleConfig } from '../lib/read-config';

/** The Auth0 client's class, loaded on first need (tests pass their own). */
export type LoadAuth0Client = () => Promise<new (options: Auth0ClientOptions) => Auth0Client>;

const loadAuth0: LoadAuth0Client = () => import('@auth0/auth0-spa-js').then((module) => module.Auth0Client);

export interface IdentityClientDependencies {
  load?: LoadAuth0Client;
  /** Where the Auth0 client keeps its cache (`cacheLocation: 'localstorage'`). Default: the browser's. */
  storage?: () => Storage | null;
  now?: () => number;
  /** Runs `task` once the page has a moment (the Auth0 client's code, when a cached session needs it not yet). */
  whenIdle?: (task: () => void) => void;
}

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Once the first screen has had its turn: the client's code is not needed before the cached token's last minute
 * or a click on sign out (which load it themselves if it has not come yet), and loaded earlier it would compete
 * with the first screen's code and data for a slow phone's bandwidth.
 */
const warmUp = (task: () => void) => {
  afterFirstScreen(task, { delayMs: 5000, idleTimeoutMs: 5000 });
};

/**
 * The Auth0 SPA client, unmodified, for Auth0 or the API's local identity provider, with refresh tokens in local
 * storage (spec §1; docs/decisions/0004-identity-provider-and-token-cache.md). The spec §9 and §5 figures are passed
 * even where they equal the library's defaults. Its code loads on demand
 * (docs/decisions/0021-identity-client-on-demand.md).
 */
export function createIdentityClient(
  config: ConsoleConfig,
  origin: string,
  dependencies: IdentityClientDependencies = {},
): IdentityClient {
  const { load = loadAuth0, storage = browserStorage, now = Date.now, whenIdle = warmUp } = dependencies;
  const options: Auth0ClientOptions = {
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
  };

  let loading: Promise<Auth0Client> | undefined;
  const client = (): Promise<Auth0Client> => {
    loading ??= load().then(
      (Client) => new Client(options),
      (error: unknown) => {
        // A failed download (a network blip) is tried again on the next need.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const cached = (): CachedSession | null => {
    const store = storage();
    return store
      ? readCachedSession(store, {
          clientId: config.authClientId,
          audience: config.authAudience,
          scope: AUTH_DEFAULT_SCOPE,
          nowSeconds: Math.floor(now() / 1000),
        })
      : null;
  };

  if (cached()) whenIdle(() => void client().catch(() => undefined));
  else void client().catch(() => undefined);

  // Auth0Client's getTokenSilently is overloaded (a verbose form returns an object); the session needs the plain
  // token, so the adapter names each method the session calls.
  return {
    checkSession: async () => {
      if (cached()) return;
      await (await client()).checkSession();
    },
    isAuthenticated: async () => (cached() ? true : (await client()).isAuthenticated()),
    getUser: async () => cached()?.user ?? (await client()).getUser(),
    getTokenSilently: async (tokenOptions?: IdentityTokenOptions) => {
      const session = usesCache(tokenOptions) ? cached() : null;
      if (session) return session.accessToken;
      const token = await (await client()).getTokenSilently(tokenOptions as GetTokenSilentlyOptions);
      if (typeof token !== 'string') throw new Error('The identity client gave no access token');
      return token;
    },
    loginWithRedirect: async (loginOptions) => (await client()).loginWithRedirect(loginOptions),
    handleRedirectCallback: async (url) => (await client()).handleRedirectCallback(url),
    logout: async (logoutOptions) => (await client()).logout(logoutOptions),
  };
}

/** A plain token request, which the Auth0 client would answer from its cache too. */
function usesCache(options: IdentityTokenOptions | undefined): boolean {
  if (options == null) return true;
  return (options.cacheMode ?? 'on') !== 'off' && options.authorizationParams == null;
}
