// @vitest-environment happy-dom
import { createConsoleClient } from '@pod-console/sdk';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_LOGIN_REDIRECT_DELAY_MS, STORAGE_KEYS } from '../domain/index';
import { ConsoleProvider } from '../provider/console-provider';
import { createConsoleQueryClient } from '../provider/create-console-query-client';
import { useCurrentUser } from '../queries/current-user';
import { api, API_BASE_URL, problem, setupApiServer } from '../test/api';
import { wireUser } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { AuthSessionProvider, useAuthSession, type AuthSession } from './auth-session-provider';
import type { IdentityClient, IdentityTokenOptions, IdentityUser } from './identity-client';
import { RETURN_PATH_STORAGE_KEY } from './return-path-storage';

const { requests, server } = setupApiServer(...readHandlers());

const ADA: IdentityUser = { sub: 'auth0|ada', email: 'ada@example.com', email_verified: true, name: 'Ada' };

/** The identity provider error shape of @auth0/auth0-spa-js (`GenericError`: `error`, `error_description`). */
const identityError = (error: string) => Object.assign(new Error(error), { error, error_description: error });

/** An identity client that answers like Auth0Client would, driven by the test. */
class FakeIdentityClient implements IdentityClient {
  authenticated = false;
  user: IdentityUser | undefined = undefined;
  token: string | undefined = 'token-1';
  /** Set to make getTokenSilently fail. */
  tokenError: unknown = null;
  /** When set, checkSession fails with it. */
  checkSessionError: unknown = null;
  /** When set, handleRedirectCallback fails with it. */
  callbackError: unknown = null;
  /** When `getUser` last answered: the moment the session start ends. */
  userReadAt = 0;

  checkSession = vi.fn(async () => {
    if (this.checkSessionError) throw this.checkSessionError;
  });
  isAuthenticated = vi.fn(async () => this.authenticated);
  getUser = vi.fn(async () => {
    this.userReadAt = performance.now();
    return this.user;
  });
  getTokenSilently = vi.fn(async (_options?: IdentityTokenOptions) => {
    if (this.tokenError) throw this.tokenError;
    return this.token;
  });
  loginWithRedirect = vi.fn(async () => {});
  handleRedirectCallback = vi.fn(async () => {
    if (this.callbackError) throw this.callbackError;
    this.authenticated = true;
    this.user = ADA;
    return { appState: undefined };
  });
  logout = vi.fn(async () => {
    this.authenticated = false;
    this.user = undefined;
  });

  signIn() {
    this.authenticated = true;
    this.user = ADA;
    return this;
  }
}

function setUrl(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
}

const currentPath = () => window.location.pathname + window.location.search + window.location.hash;

function renderSession(
  identityClient: IdentityClient,
  props: { navigate?: (path: string, options: { replace: boolean }) => void; strict?: boolean } = {},
) {
  const queryClient = createConsoleQueryClient();
  const sessions: AuthSession[] = [];
  const Wrapper = ({ children }: { children?: ReactNode }) => {
    const provider = (
      <AuthSessionProvider
        identityClient={identityClient}
        queryClient={queryClient}
        navigate={props.navigate}
      >
        {children}
      </AuthSessionProvider>
    );
    return props.strict ? <StrictMode>{provider}</StrictMode> : provider;
  };
  const hook = renderHook(
    () => {
      const session = useAuthSession();
      sessions.push(session);
      return session;
    },
    { wrapper: Wrapper },
  );
  return { ...hook, queryClient, sessions };
}

beforeEach(() => {
  setUrl('/');
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(cleanup);

describe('AuthSessionProvider, starting', () => {
  it('is loading, then signed in with the identity token’s claims when the provider holds a session', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result, sessions } = renderSession(identity);
    expect(sessions[0]).toMatchObject({ status: 'loading', user: null, error: null });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user).toEqual(ADA);
    expect(identity.checkSession).toHaveBeenCalledTimes(1);
    expect(identity.handleRedirectCallback).not.toHaveBeenCalled();
  });

  it('is loading, then signed out when there is no session', async () => {
    const identity = new FakeIdentityClient();
    const { result, sessions } = renderSession(identity);
    expect(sessions[0]!.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.user).toBeNull();
  });

  it('stops loading and keeps the error when the identity client fails (spec §4)', async () => {
    const identity = new FakeIdentityClient();
    identity.checkSessionError = identityError('timeout');
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(identity.checkSessionError);
    expect(result.current.user).toBeNull();
  });
});

describe('AuthSessionProvider, login', () => {
  it('remembers the current path and query in session storage before leaving for the provider (spec §2)', async () => {
    setUrl('/billing?plan=business');
    const identity = new FakeIdentityClient();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    const options = { authorizationParams: { screen_hint: 'signup' } };
    await act(() => result.current.login(options));
    expect(window.sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBe('/billing?plan=business');
    expect(identity.loginWithRedirect).toHaveBeenCalledWith(options);
  });

  it('remembers the returnTo path instead, and does not pass it to the provider', async () => {
    setUrl('/onboarding/plan-selection');
    const identity = new FakeIdentityClient();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() =>
      result.current.login({
        returnTo: '/onboarding/user-info',
        authorizationParams: { screen_hint: 'signup' },
      }),
    );
    expect(window.sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBe('/onboarding/user-info');
    expect(identity.loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { screen_hint: 'signup' },
    });
  });

  it('stores nothing from "/", and forgets a path an abandoned login left (spec §2)', async () => {
    window.sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '/members');
    const identity = new FakeIdentityClient();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() => result.current.login());
    expect(window.sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();
    expect(identity.loginWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('still logs in when the browser refuses storage (some private modes)', async () => {
    setUrl('/billing');
    const identity = new FakeIdentityClient();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    let session: AuthSession | undefined;
    function Probe() {
      session = useAuthSession();
      return null;
    }
    render(
      <AuthSessionProvider
        identityClient={identity}
        queryClient={createConsoleQueryClient()}
        storage={refusing}
      >
        <Probe />
      </AuthSessionProvider>,
    );
    await waitFor(() => expect(session?.status).toBe('signed-out'));
    await act(() => session!.login());
    expect(identity.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(session!.status).toBe('signed-out');
  });

  it('keeps the login error in the session', async () => {
    const identity = new FakeIdentityClient();
    const failure = identityError('popup_closed');
    identity.loginWithRedirect.mockRejectedValueOnce(failure);
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() => result.current.login());
    expect(result.current).toMatchObject({ status: 'error', error: failure });
  });
});

describe('AuthSessionProvider, back from the provider', () => {
  it('takes code and state out of the URL, then goes to the stored path with replace after 100 ms (spec §2, §9)', async () => {
    window.sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '/members?page=2');
    setUrl('/?code=abc123&state=xyz789');
    const identity = new FakeIdentityClient();
    const navigations: Array<{ path: string; replace: boolean; at: number }> = [];
    const navigate = (path: string, { replace }: { replace: boolean }) =>
      navigations.push({ path, replace, at: performance.now() });
    const historyLength = window.history.length;

    const { result } = renderSession(identity, { navigate });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));

    expect(identity.handleRedirectCallback).toHaveBeenCalledWith(
      'http://localhost:3000/?code=abc123&state=xyz789',
    );
    expect(currentPath()).toBe('/');
    expect(window.history.length).toBe(historyLength);
    // Cleared as soon as it is read: a reload during the delay does not follow it twice.
    expect(window.sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();

    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toMatchObject({ path: '/members?page=2', replace: true });
    expect(POST_LOGIN_REDIRECT_DELAY_MS).toBe(100);
    // Not before the delay, measured from the user's read (a busy machine may well run this test later than 100 ms
    // after the sign-in, so "nothing yet" at the first look would be a race). Timers may fire up to a millisecond
    // early on a rounded clock.
    expect(navigations[0]!.at - identity.userReadAt).toBeGreaterThanOrEqual(POST_LOGIN_REDIRECT_DELAY_MS - 1);
  });

  it('keeps the rest of the query and the hash when it removes the provider’s parameters', async () => {
    setUrl('/organization?invite=1&code=abc&state=xyz#top');
    const identity = new FakeIdentityClient();
    const { result } = renderSession(identity, { navigate: vi.fn() });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(currentPath()).toBe('/organization?invite=1#top');
  });

  it('also removes the issuer the provider names in its answer (RFC 9207 iss)', async () => {
    setUrl('/?code=abc&state=xyz&iss=http%3A%2F%2F127.0.0.1%3A4001%2F');
    const identity = new FakeIdentityClient();
    const { result } = renderSession(identity, { navigate: vi.fn() });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(currentPath()).toBe('/');
  });

  it('replaces the history entry itself when no navigate function is given', async () => {
    window.sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '/settings/personal');
    setUrl('/?code=abc&state=xyz');
    const identity = new FakeIdentityClient();
    const popstates = vi.fn();
    window.addEventListener('popstate', popstates);
    const historyLength = window.history.length;
    renderSession(identity);
    await waitFor(() => expect(currentPath()).toBe('/settings/personal'));
    expect(window.history.length).toBe(historyLength);
    // Routers listening to popstate (wouter) see the new location.
    expect(popstates).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', popstates);
  });

  it('never follows a stored path that leaves the origin, and clears it', async () => {
    window.sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '//evil.example/steal');
    setUrl('/?code=abc&state=xyz');
    const identity = new FakeIdentityClient();
    const navigate = vi.fn();
    const { result } = renderSession(identity, { navigate });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await new Promise((settle) => setTimeout(settle, POST_LOGIN_REDIRECT_DELAY_MS + 50));
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();
  });

  it('takes state and error out of the URL and keeps the error when the provider refused the login', async () => {
    setUrl('/?error=access_denied&error_description=Denied&state=xyz');
    const identity = new FakeIdentityClient();
    identity.callbackError = identityError('access_denied');
    const { result } = renderSession(identity, { navigate: vi.fn() });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(identity.callbackError);
    expect(currentPath()).toBe('/');
  });

  it('treats a page with an error parameter but no state as an ordinary page', async () => {
    setUrl('/billing?error=card');
    const identity = new FakeIdentityClient().signIn();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(identity.handleRedirectCallback).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/billing?error=card');
  });

  it('handles the callback once under StrictMode: the provider’s transaction is single-use (spec §4)', async () => {
    window.sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '/billing');
    setUrl('/?code=abc&state=xyz');
    const identity = new FakeIdentityClient();
    const navigate = vi.fn();
    const { result } = renderSession(identity, { navigate, strict: true });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(identity.handleRedirectCallback).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/billing', { replace: true });
  });
});

describe('AuthSessionProvider, tokens', () => {
  it('gives the identity client’s token, through a function whose identity never changes', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result, sessions } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await expect(result.current.getAccessToken()).resolves.toBe('token-1');
    expect(new Set(sessions.map((session) => session.getAccessToken)).size).toBe(1);
  });

  it('gives undefined, like Auth0Client, when only the cache may answer and it holds no token', async () => {
    const identity = new FakeIdentityClient().signIn();
    identity.token = undefined;
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await expect(result.current.getAccessToken({ cacheMode: 'cache-only' })).resolves.toBeUndefined();
    expect(identity.getTokenSilently).toHaveBeenCalledWith({ cacheMode: 'cache-only' });
    expect(result.current.status).toBe('signed-in');
  });

  it('re-renders nobody when a token read brings the same user claims', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result, sessions } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    const renders = sessions.length;
    await act(() => result.current.getAccessToken());
    expect(sessions.length).toBe(renders);
    identity.user = { ...ADA, email_verified: false };
    await act(() => result.current.getAccessToken());
    expect(result.current.user).toEqual({ ...ADA, email_verified: false });
  });

  it.each(['login_required', 'invalid_grant', 'missing_refresh_token'])(
    'clears the session locally when silent token retrieval fails with %s (spec §4)',
    async (code) => {
      const identity = new FakeIdentityClient().signIn();
      const { result, queryClient } = renderSession(identity);
      await waitFor(() => expect(result.current.status).toBe('signed-in'));
      queryClient.setQueryData(['CURRENT_USER', 'current'], { email: 'ada@example.com' });
      window.localStorage.setItem(STORAGE_KEYS.onboardingOrganizationId, 'org-1');
      identity.tokenError = identityError(code);

      await act(() => expect(result.current.getAccessToken()).rejects.toBe(identity.tokenError));

      expect(result.current.status).toBe('signed-out');
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
      expect(window.localStorage.getItem(STORAGE_KEYS.onboardingOrganizationId)).toBeNull();
      // Locally: the client drops its tokens without leaving the page, and no new login starts by itself.
      expect(identity.logout).toHaveBeenCalledExactlyOnceWith({ openUrl: false });
      expect(identity.loginWithRedirect).not.toHaveBeenCalled();
    },
  );

  it('keeps the session on a token failure that says nothing about it, such as a timeout', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    identity.tokenError = identityError('timeout');
    await act(() => expect(result.current.getAccessToken()).rejects.toBe(identity.tokenError));
    expect(result.current.status).toBe('signed-in');
    expect(identity.logout).not.toHaveBeenCalled();
  });

  it('sends a token request the provider refused for a moment again, once, after the wait it named', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    const busy = Object.assign(new Error('too_many_requests'), {
      error: 'too_many_requests',
      error_description: 'Too many sign-in requests from this address. Try again in 1 second.',
    });
    identity.getTokenSilently.mockRejectedValueOnce(busy);
    let token: Promise<string | undefined> | undefined;
    act(() => {
      token = result.current.getAccessToken();
    });
    // The person sees that it waits (useRetryWait reads this).
    await waitFor(() => expect(result.current.retryWaitSeconds).toBe(1));
    expect(identity.getTokenSilently).toHaveBeenCalledTimes(1);
    await act(async () => expect(await token).toBe('token-1'));
    expect(identity.getTokenSilently).toHaveBeenCalledTimes(2);
    expect(result.current.retryWaitSeconds).toBeNull();
    expect(result.current.status).toBe('signed-in');
  });

  it('fails at once when the provider asks for a longer wait than the console holds a person for', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    identity.tokenError = Object.assign(new Error('too_many_requests'), {
      error: 'too_many_requests',
      error_description: 'Too many sign-in requests from this address. Try again in 45 seconds.',
    });
    await act(() => expect(result.current.getAccessToken()).rejects.toBe(identity.tokenError));
    expect(identity.getTokenSilently).toHaveBeenCalledTimes(1);
    expect(result.current.retryWaitSeconds).toBeNull();
  });

  it('restores a session whose first token request was refused for a moment', async () => {
    const identity = new FakeIdentityClient().signIn();
    identity.checkSession.mockRejectedValueOnce(
      Object.assign(new Error('too_many_requests'), {
        error: 'too_many_requests',
        error_description: 'Try again in 1 second.',
      }),
    );
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.retryWaitSeconds).toBe(1));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'), { timeout: 3000 });
    expect(identity.checkSession).toHaveBeenCalledTimes(2);
    expect(result.current.retryWaitSeconds).toBeNull();
  });

  it('feeds the SDK client: API calls carry the session’s token (spec §7)', async () => {
    const identity = new FakeIdentityClient().signIn();
    identity.token = 'token-from-the-identity-client';
    const queryClient = createConsoleQueryClient();

    // The wiring the console uses: the SDK client is created once, from the session's stable getter.
    function ApiProvider({ children }: { children?: ReactNode }) {
      const { getAccessToken } = useAuthSession();
      const client = useMemo(
        () => createConsoleClient({ baseUrl: API_BASE_URL, getAccessToken }),
        [getAccessToken],
      );
      return (
        <ConsoleProvider client={client} queryClient={queryClient}>
          {children}
        </ConsoleProvider>
      );
    }
    function Greeting() {
      const { data } = useCurrentUser();
      return <p>{data ? `Hello ${data.user.displayName}` : 'Loading user information...'}</p>;
    }
    render(
      <AuthSessionProvider identityClient={identity} queryClient={queryClient}>
        <ApiProvider>
          <Greeting />
        </ApiProvider>
      </AuthSessionProvider>,
    );
    await screen.findByText('Hello Ada Lovelace');
    expect(requests.sent()).toEqual([
      expect.objectContaining({
        path: '/users/current-user',
        authorization: 'Bearer token-from-the-identity-client',
      }),
    ]);
  });
});

describe('AuthSessionProvider, a token refused mid-session', () => {
  it('gives a token fresh from the provider (cacheMode off) when the SDK asks for forceRefresh', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await expect(result.current.getAccessToken({ forceRefresh: true })).resolves.toBe('token-1');
    expect(identity.getTokenSilently).toHaveBeenLastCalledWith({ cacheMode: 'off' });
    await result.current.getAccessToken({ forceRefresh: false });
    expect(identity.getTokenSilently).toHaveBeenLastCalledWith({});
  });

  it('renews a token the API refused and the call succeeds, with no error to show', async () => {
    const identity = new FakeIdentityClient().signIn();
    // The cached token has been revoked at the API; only a token fresh from the provider is accepted.
    identity.getTokenSilently.mockImplementation(async (options?: IdentityTokenOptions) =>
      options?.cacheMode === 'off' ? 'renewed-token' : 'revoked-token',
    );
    server.use(
      api.get('/users/current-user', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer renewed-token'
          ? wireUser()
          : problem(401, 'Unauthorized'),
      ),
    );
    const queryClient = createConsoleQueryClient();
    function ApiProvider({ children }: { children?: ReactNode }) {
      const { getAccessToken } = useAuthSession();
      const client = useMemo(
        () => createConsoleClient({ baseUrl: API_BASE_URL, getAccessToken }),
        [getAccessToken],
      );
      return (
        <ConsoleProvider client={client} queryClient={queryClient}>
          {children}
        </ConsoleProvider>
      );
    }
    function Greeting() {
      const { data, error } = useCurrentUser();
      return (
        <p>{error ? 'Failed' : data ? `Hello ${data.user.displayName}` : 'Loading user information...'}</p>
      );
    }
    render(
      <AuthSessionProvider identityClient={identity} queryClient={queryClient}>
        <ApiProvider>
          <Greeting />
        </ApiProvider>
      </AuthSessionProvider>,
    );
    await screen.findByText('Hello Ada Lovelace');
    expect(requests.sent().map((request) => request.authorization)).toEqual([
      'Bearer revoked-token',
      'Bearer renewed-token',
    ]);
    expect(identity.getTokenSilently.mock.calls.map(([options]) => options)).toEqual([
      undefined,
      { cacheMode: 'off' },
    ]);
  });
});

describe('AuthSessionProvider, logout', () => {
  it('leaves no user data in the query cache or in storage, then logs out at the provider back to the origin', async () => {
    const identity = new FakeIdentityClient().signIn();
    const onSessionCleared = vi.fn();
    const queryClient = createConsoleQueryClient();
    let session: AuthSession | undefined;
    function Probe() {
      session = useAuthSession();
      return null;
    }
    render(
      <AuthSessionProvider
        identityClient={identity}
        queryClient={queryClient}
        onSessionCleared={onSessionCleared}
      >
        <Probe />
      </AuthSessionProvider>,
    );
    await waitFor(() => expect(session?.status).toBe('signed-in'));
    queryClient.setQueryData(['ORGANIZATION', 'org-1', 'detail'], { name: 'Analytical Engines' });
    window.sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '/members');
    for (const key of Object.values(STORAGE_KEYS)) {
      window.sessionStorage.setItem(key, 'user data');
      window.localStorage.setItem(key, 'user data');
    }

    await act(() => session!.logout());

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
    expect(identity.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost:3000' } });
    expect(session!.status).toBe('signed-out');
  });

  it('starts no new login while the page leaves for the provider’s logout', async () => {
    const identity = new FakeIdentityClient().signIn();
    const { result } = renderSession(identity);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await act(() => result.current.logout());
    await act(() => result.current.login());
    expect(identity.loginWithRedirect).not.toHaveBeenCalled();
  });
});

describe('useAuthSession', () => {
  it('fails loudly outside an AuthSessionProvider', () => {
    expect(() => renderHook(() => useAuthSession())).toThrow(
      'useAuthSession must be used inside <AuthSessionProvider identityClient={…}>.',
    );
  });
});
