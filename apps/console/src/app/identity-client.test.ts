import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdentityClient, type LoadAuth0Client } from './identity-client';

const config = {
  apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
  authDomain: 'http://127.0.0.1:4000/identity',
  authClientId: 'pod-console',
  authAudience: 'https://api.pod-console.test',
  supportEmail: 'support@example.com',
  appScheme: 'podapp',
  appSimulatorUrl: '',
};
const NOW_MS = 1_800_000_000_000;
const USER = { sub: 'user-1', email: 'alice@example.com', email_verified: true };

/** A stand-in for Auth0Client: records what it was built with and called for. */
function fakeAuth0() {
  const constructed: Auth0ClientOptions[] = [];
  const calls: string[] = [];
  class FakeClient {
    constructor(options: Auth0ClientOptions) {
      constructed.push(options);
    }
    checkSession = vi.fn(async () => void calls.push('checkSession'));
    isAuthenticated = vi.fn(async () => (calls.push('isAuthenticated'), true));
    getUser = vi.fn(async () => (calls.push('getUser'), { sub: 'from-client' }));
    getTokenSilently = vi.fn(async () => (calls.push('getTokenSilently'), 'fresh-token'));
    loginWithRedirect = vi.fn(async () => void calls.push('loginWithRedirect'));
    handleRedirectCallback = vi.fn(async () => (calls.push('handleRedirectCallback'), {}));
    logout = vi.fn(async () => void calls.push('logout'));
  }
  const load = vi.fn<LoadAuth0Client>(async () => FakeClient as never);
  return { constructed, calls, load };
}

function cacheSession(expiresAtSeconds = NOW_MS / 1000 + 600) {
  localStorage.setItem(
    '@@auth0spajs@@::pod-console::https://api.pod-console.test::openid profile email offline_access',
    JSON.stringify({ body: { access_token: 'cached-token' }, expiresAt: expiresAtSeconds }),
  );
  localStorage.setItem(
    '@@auth0spajs@@::pod-console::@@user@@',
    JSON.stringify({ id_token: 'id', decodedToken: { claims: {}, user: USER } }),
  );
}

let idle: Array<() => void>;
const create = (fake: ReturnType<typeof fakeAuth0>) =>
  createIdentityClient(config, 'https://console.example', {
    load: fake.load,
    now: () => NOW_MS,
    whenIdle: (task) => idle.push(task),
  });

beforeEach(() => {
  idle = [];
});
afterEach(() => localStorage.clear());

describe('createIdentityClient', () => {
  it('builds the Auth0 client with local storage and refresh tokens, so a reload keeps the session (spec §3)', async () => {
    const fake = fakeAuth0();
    await create(fake).checkSession();
    expect(fake.constructed).toEqual([
      expect.objectContaining({
        domain: 'http://127.0.0.1:4000/identity',
        clientId: 'pod-console',
        cacheLocation: 'localstorage',
        useRefreshTokens: true,
        authorizationParams: {
          audience: 'https://api.pod-console.test',
          redirect_uri: 'https://console.example',
          scope: 'openid profile email',
        },
      }),
    ]);
  });

  it('passes the identity figures of spec §9 and §5 instead of relying on the library’s defaults', async () => {
    const fake = fakeAuth0();
    await create(fake).checkSession();
    expect(fake.constructed[0]).toMatchObject({
      httpTimeoutInSeconds: 10,
      authorizeTimeoutInSeconds: 60,
      sessionCheckExpiryDays: 1,
      leeway: 60,
    });
  });

  it('starts loading the client at once when nothing is cached, and restores the session through it', async () => {
    const fake = fakeAuth0();
    const client = create(fake);
    expect(fake.load).toHaveBeenCalledTimes(1);
    await client.checkSession();
    expect(await client.isAuthenticated()).toBe(true);
    expect(await client.getUser()).toEqual({ sub: 'from-client' });
    expect(await client.getTokenSilently()).toBe('fresh-token');
    expect(fake.calls).toEqual(['checkSession', 'isAuthenticated', 'getUser', 'getTokenSilently']);
    expect(fake.load).toHaveBeenCalledTimes(1);
  });

  it('starts a cached session and its first calls without the client, which loads once the page is idle', async () => {
    cacheSession();
    const fake = fakeAuth0();
    const client = create(fake);
    await client.checkSession();
    expect(await client.isAuthenticated()).toBe(true);
    expect(await client.getUser()).toEqual(USER);
    expect(await client.getTokenSilently()).toBe('cached-token');
    expect(await client.getTokenSilently({ cacheMode: 'on' })).toBe('cached-token');
    expect(fake.load).not.toHaveBeenCalled();
    idle.forEach((task) => task());
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([]);
  });

  it('asks the client for a forced renewal, a token for other parameters, and a token in its last minute', async () => {
    cacheSession();
    const fake = fakeAuth0();
    const client = create(fake);
    expect(await client.getTokenSilently({ cacheMode: 'off' })).toBe('fresh-token');
    expect(await client.getTokenSilently({ authorizationParams: { scope: 'openid' } })).toBe('fresh-token');
    cacheSession(NOW_MS / 1000 + 60);
    expect(await client.getTokenSilently()).toBe('fresh-token');
    expect(fake.calls).toEqual(['getTokenSilently', 'getTokenSilently', 'getTokenSilently']);
  });

  it('hands a sign-in return, login and logout to the client', async () => {
    cacheSession();
    const fake = fakeAuth0();
    const client = create(fake);
    await client.handleRedirectCallback('https://console.example/?code=c&state=s');
    await client.loginWithRedirect();
    await client.logout({ openUrl: false });
    expect(fake.calls).toEqual(['handleRedirectCallback', 'loginWithRedirect', 'logout']);
  });

  it('tries the download again after it failed', async () => {
    const fake = fakeAuth0();
    const working = fake.load.getMockImplementation()!;
    let offline = true;
    fake.load.mockImplementation(() => (offline ? Promise.reject(new Error('offline')) : working()));
    const client = create(fake);
    await expect(client.checkSession()).rejects.toThrow('offline');
    offline = false;
    await client.checkSession();
    expect(fake.calls).toEqual(['checkSession']);
  });
});
