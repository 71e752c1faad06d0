// The sign-in session: a thin provider of our own around the identity client instead of @auth0/auth0-react, which
// keeps to itself the storage and history that spec §2's return path and spec §4's local sign-out need
// (docs/decisions/0003-return-path.md); the package then needs no auth0 dependency (the console hands in its
// `IdentityClient`).
import type { AccessTokenOptions } from '@pod-console/sdk';
import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { identityRetryWaitMs, POST_LOGIN_REDIRECT_DELAY_MS, STORAGE_KEYS } from '../domain/index';
import {
  isSessionExpiredError,
  type IdentityClient,
  type IdentityLoginOptions,
  type IdentityTokenOptions,
  type IdentityUser,
} from './identity-client';
import { isRedirectCallback, withoutCallbackParams } from './redirect-callback';
import {
  forgetReturnPath,
  rememberReturnPath,
  RETURN_PATH_STORAGE_KEY,
  takeReturnPath,
  type ReturnPathStorage,
} from './return-path-storage';

export type AuthSessionState =
  | { status: 'loading'; user: null; error: null }
  | { status: 'signed-in'; user: IdentityUser; error: null }
  | { status: 'signed-out'; user: null; error: null }
  | { status: 'error'; user: null; error: unknown };

export type AuthSession = AuthSessionState & {
  /**
   * Sends the browser to the provider, remembering where the user was, or `returnTo` (a same-origin path) when
   * the user should land elsewhere, as the onboarding's sign-up does (spec §2). Failures land in `error`.
   */
  login: (options?: AuthLoginOptions) => Promise<void>;
  /** Clears the cache and stored return path, then logs out at the provider, back to the site origin (spec §2). */
  logout: () => Promise<void>;
  /**
   * A token for the API, of stable identity. When the provider says the session is over, the session is cleared
   * and the error rethrown (spec §4); `forceRefresh` (asked by the SDK after a 401) skips the token cache.
   */
  getAccessToken: (options?: AuthTokenOptions) => Promise<string | undefined>;
  /**
   * While a token request the provider refused for a moment ("try again in 4 seconds", at most
   * RETRY_AFTER_MAX_WAIT_SECONDS) waits to be sent again, once: the wait in seconds; otherwise null
   * (docs/decisions/0033-waiting-for-retry-after.md). `useRetryWait` includes it.
   */
  retryWaitSeconds: number | null;
};

export type AuthLoginOptions = IdentityLoginOptions & { returnTo?: string };

/** The identity client's token options, or the SDK's (`{ forceRefresh: true }` after a 401). */
export type AuthTokenOptions = IdentityTokenOptions & AccessTokenOptions;

/** The SDK's `forceRefresh` in the identity client's terms; other options pass unchanged. */
function identityTokenOptions(options: AuthTokenOptions | undefined): IdentityTokenOptions | undefined {
  if (options?.forceRefresh == null) return options;
  const { forceRefresh, ...rest } = options;
  return forceRefresh ? { ...rest, cacheMode: 'off' } : rest;
}

export type NavigateReplace = (path: string, options: { replace: boolean }) => void;

export interface AuthSessionProviderProps {
  /** The console's `Auth0Client` (or any client of the same shape). Create it once, outside React. */
  identityClient: IdentityClient;
  /** The cache to clear when the session ends: the one given to `ConsoleProvider` (ASVS 14.3.1). */
  queryClient: QueryClient;
  /**
   * How to follow the stored return path after login; always called with `{ replace: true }` (spec §2).
   * Pass wouter's `navigate`. Default: `history.replaceState` plus a `popstate` event.
   */
  navigate?: NavigateReplace;
  /** Where the return path is kept. Default: `sessionStorage` (spec §3). */
  storage?: ReturnPathStorage;
  /** Default: `RETURN_PATH_STORAGE_KEY`. */
  returnPathStorageKey?: string;
  /**
   * Called whenever the session ends here (logout, or a session the provider forgot), after the query cache,
   * the return path and the onboarding keys of spec §3 are cleared: clear whatever other user data the app
   * keeps, such as a remembered organization id (ASVS 14.3.1).
   */
  onSessionCleared?: () => void;
  children?: ReactNode;
}

type Action =
  | { type: 'signed-in'; user: IdentityUser }
  | { type: 'signed-out' }
  | { type: 'failed'; error: unknown }
  | { type: 'user-refreshed'; user: IdentityUser | undefined };

const LOADING: AuthSessionState = { status: 'loading', user: null, error: null };
const SIGNED_OUT: AuthSessionState = { status: 'signed-out', user: null, error: null };

// Claims are small JSON objects from one source; equal text means nothing a consumer reads has changed.
const sameClaims = (a: IdentityUser, b: IdentityUser) => JSON.stringify(a) === JSON.stringify(b);

function reducer(state: AuthSessionState, action: Action): AuthSessionState {
  switch (action.type) {
    case 'signed-in':
      return { status: 'signed-in', user: action.user, error: null };
    case 'signed-out':
      return state.status === 'signed-out' ? state : SIGNED_OUT;
    case 'failed':
      // spec §4: errors stop loading and are stored.
      return { status: 'error', user: null, error: action.error };
    case 'user-refreshed':
      // spec §4: token retrieval refreshes the user. Returning the same state re-renders nobody, which matters
      // because a token is read before every API call, polls included (docs/architecture.md, "Budgets").
      if (state.status !== 'signed-in' || action.user == null || sameClaims(state.user, action.user)) {
        return state;
      }
      return { status: 'signed-in', user: action.user, error: null };
  }
}

function defaultNavigate(path: string) {
  window.history.replaceState(null, '', path);
  // Routers listening to popstate (wouter, React Router's browser history) pick the new location up.
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

function defaultStorage(): ReturnPathStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const noStorage: ReturnPathStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/**
 * spec §3: the onboarding keys hold the user's chosen plan and new organization id. The console may keep them
 * in either storage, so both are cleared; a storage the browser refuses is skipped.
 */
function forgetConsoleStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[name];
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    } catch {
      // Storage disabled: nothing was stored there either.
    }
  }
}

interface StartResult {
  user: IdentityUser | null;
  returnPath: string | null;
}

/** Tells the session how long a token request waits before it is sent again (null: no longer waiting). */
type OnRetryWait = (seconds: number | null) => void;

/**
 * A token request, sent again once when the provider refused it for a short while and said how long
 * (identityRetryWaitMs); any other failure, or a second refusal, is the caller's.
 */
async function withIdentityRetry<T>(request: () => Promise<T>, onRetryWait: OnRetryWait): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const wait = identityRetryWaitMs(error);
    if (wait === null) throw error;
    onRetryWait(wait / 1000);
    try {
      await new Promise((resolve) => setTimeout(resolve, wait));
      return await request();
    } finally {
      onRetryWait(null);
    }
  }
}

/**
 * spec §2, §4: handle a return from the provider (then clean the URL and take the stored return path), or
 * restore a session the provider still holds; then read the user.
 */
async function startSession(
  identityClient: IdentityClient,
  storage: ReturnPathStorage,
  returnPathStorageKey: string,
  onRetryWait: OnRetryWait,
): Promise<StartResult> {
  const url = new URL(window.location.href);
  let returnPath: string | null = null;
  if (isRedirectCallback(url)) {
    try {
      await identityClient.handleRedirectCallback(url.href);
    } finally {
      // Whatever the outcome, the one-time code and state leave the address bar and the history.
      window.history.replaceState(window.history.state, '', withoutCallbackParams(url));
    }
    returnPath = takeReturnPath(storage, returnPathStorageKey, url.origin);
  } else {
    // A code exchange is not sent again (its transaction is single-use); restoring a session is.
    await withIdentityRetry(() => identityClient.checkSession(), onRetryWait);
  }
  const user = (await identityClient.isAuthenticated()) ? ((await identityClient.getUser()) ?? null) : null;
  return { user, returnPath: user ? returnPath : null };
}

// One start per identity client at a time: StrictMode runs effects twice, and a redirect callback can be
// handled only once (the provider's transaction is removed on the first call, spec §4).
const starts = new WeakMap<IdentityClient, Promise<StartResult>>();

function startOnce(
  identityClient: IdentityClient,
  storage: ReturnPathStorage,
  returnPathStorageKey: string,
  onRetryWait: OnRetryWait,
): Promise<StartResult> {
  let start = starts.get(identityClient);
  if (start == null) {
    start = startSession(identityClient, storage, returnPathStorageKey, onRetryWait);
    starts.set(identityClient, start);
    const forget = () => starts.delete(identityClient);
    start.then(forget, forget);
  }
  return start;
}

const AuthSessionContext = createContext<AuthSession | null>(null);

export function AuthSessionProvider({
  identityClient,
  queryClient,
  navigate = defaultNavigate,
  storage,
  returnPathStorageKey = RETURN_PATH_STORAGE_KEY,
  onSessionCleared,
  children,
}: AuthSessionProviderProps) {
  const [state, dispatch] = useReducer(reducer, LOADING);
  const [retryWaitSeconds, setRetryWaitSeconds] = useState<number | null>(null);

  // The latest props, read by callbacks whose identity must not change (getAccessToken feeds the SDK client).
  const latest = useRef({
    identityClient,
    queryClient,
    navigate,
    storage,
    returnPathStorageKey,
    onSessionCleared,
  });
  useLayoutEffect(() => {
    latest.current = {
      identityClient,
      queryClient,
      navigate,
      storage,
      returnPathStorageKey,
      onSessionCleared,
    };
  });
  // Set once logout has begun: the page is leaving for the provider, and a login started by a guard that sees
  // the user signed out would cancel that navigation and sign the user straight back in.
  const leaving = useRef(false);

  const resolveStorage = useCallback(() => latest.current.storage ?? defaultStorage() ?? noStorage, []);

  /**
   * Ends the session in this tab: no user data left in the query cache or in browser storage (ASVS 14.3.1).
   * The identity client's own token cache is cleared by its `logout`.
   */
  const clearLocalSession = useCallback(() => {
    const current = latest.current;
    current.queryClient.clear();
    forgetReturnPath(resolveStorage(), current.returnPathStorageKey);
    forgetConsoleStorage();
    current.onSessionCleared?.();
  }, [resolveStorage]);

  useEffect(() => {
    let active = true;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    startOnce(
      identityClient,
      resolveStorage(),
      latest.current.returnPathStorageKey,
      setRetryWaitSeconds,
    ).then(
      ({ user, returnPath }) => {
        if (!active) return;
        dispatch(user ? { type: 'signed-in', user } : { type: 'signed-out' });
        if (returnPath != null) {
          // spec §2, §9: after login, go to the stored return path, replacing history, after 100 ms.
          redirect = setTimeout(
            () => latest.current.navigate(returnPath, { replace: true }),
            POST_LOGIN_REDIRECT_DELAY_MS,
          );
        }
      },
      (error: unknown) => {
        if (active) dispatch({ type: 'failed', error });
      },
    );
    return () => {
      active = false;
      clearTimeout(redirect);
    };
  }, [identityClient, resolveStorage]);

  const login = useCallback(
    async (options?: AuthLoginOptions) => {
      if (leaving.current) return;
      const { identityClient: client, returnPathStorageKey: key } = latest.current;
      const { returnTo, ...loginOptions } = options ?? {};
      const { pathname, search, hash, origin } = window.location;
      rememberReturnPath(resolveStorage(), key, returnTo ?? pathname + search + hash, origin);
      try {
        await client.loginWithRedirect(options ? loginOptions : undefined);
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    [resolveStorage],
  );

  const logout = useCallback(async () => {
    leaving.current = true;
    clearLocalSession();
    try {
      // spec §2: logout returns to the site origin.
      await latest.current.identityClient.logout({ logoutParams: { returnTo: window.location.origin } });
      // spec §4: logout clears the user.
      dispatch({ type: 'signed-out' });
    } catch (error) {
      leaving.current = false;
      dispatch({ type: 'failed', error });
    }
  }, [clearLocalSession]);

  const getAccessToken = useCallback(
    async (options?: AuthTokenOptions) => {
      const client = latest.current.identityClient;
      let token: string | undefined;
      try {
        token = await withIdentityRetry(
          () => client.getTokenSilently(identityTokenOptions(options)),
          setRetryWaitSeconds,
        );
      } catch (error) {
        if (isSessionExpiredError(error)) {
          // spec §4: the provider no longer knows this session (a restart or a logout elsewhere; see
          // docs/decisions/0004-identity-provider-and-token-cache.md). Cleared locally: our data, then the
          // client's cached tokens and ID token (it does the latter itself only for login_required), without
          // sending the page to the provider.
          clearLocalSession();
          await client.logout({ openUrl: false }).catch(() => undefined);
          dispatch({ type: 'signed-out' });
        }
        throw error;
      }
      // spec §4: token retrieval refreshes the user. A failure here says nothing about the token.
      const user = await client.getUser().catch(() => undefined);
      dispatch({ type: 'user-refreshed', user });
      return token;
    },
    [clearLocalSession],
  );

  const session = useMemo<AuthSession>(
    () => ({ ...state, login, logout, getAccessToken, retryWaitSeconds }),
    [state, login, logout, getAccessToken, retryWaitSeconds],
  );

  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}

/**
 * `{ status, user, error, login, logout, getAccessToken }`. `user` holds the identity token's claims
 * (`email`, `email_verified`, `name`, `sub`): the console's e-mail gate reads `user.email_verified`.
 */
/** The session when inside an AuthSessionProvider, else null (hooks that also work without one). */
export function useOptionalAuthSession(): AuthSession | null {
  return useContext(AuthSessionContext);
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (session == null) {
    throw new Error('useAuthSession must be used inside <AuthSessionProvider identityClient={…}>.');
  }
  return session;
}
