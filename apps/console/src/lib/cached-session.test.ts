import { afterEach, describe, expect, it } from 'vitest';
import { readCachedSession } from './cached-session';

const NOW = 1_800_000_000;
const QUERY = {
  clientId: 'pod-console',
  audience: 'https://api.pod-console.test',
  scope: 'openid profile email',
  nowSeconds: NOW,
};
const USER = { sub: 'user-1', email: 'alice@example.com', email_verified: true, name: 'Alice' };
const TOKEN_KEY =
  '@@auth0spajs@@::pod-console::https://api.pod-console.test::openid profile email offline_access';
const USER_KEY = '@@auth0spajs@@::pod-console::@@user@@';

/** What the Auth0 client writes after a sign-in (its local-storage cache). */
function signedIn({ expiresAt = NOW + 600, token = 'access-1' } = {}) {
  localStorage.setItem(
    TOKEN_KEY,
    JSON.stringify({
      body: { access_token: token, refresh_token: 'refresh-1', expires_in: 600, audience: QUERY.audience },
      expiresAt,
    }),
  );
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ id_token: 'id-1', decodedToken: { claims: {}, user: USER } }),
  );
}

afterEach(() => localStorage.clear());

describe('readCachedSession', () => {
  it("answers the cached access token and the ID token's user", () => {
    signedIn();
    expect(readCachedSession(localStorage, QUERY)).toEqual({ accessToken: 'access-1', user: USER });
  });

  it('answers nothing within 60 s of the expiry, or after it (spec §9)', () => {
    signedIn({ expiresAt: NOW + 60 });
    expect(readCachedSession(localStorage, QUERY)).toBeNull();
    signedIn({ expiresAt: NOW + 61 });
    expect(readCachedSession(localStorage, QUERY)?.accessToken).toBe('access-1');
  });

  it('answers nothing once the client has stripped an expired token, keeping only the refresh token', () => {
    signedIn();
    localStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ body: { refresh_token: 'refresh-1' }, expiresAt: NOW + 600 }),
    );
    expect(readCachedSession(localStorage, QUERY)).toBeNull();
  });

  it('answers nothing for another client, another audience or fewer scopes', () => {
    signedIn();
    expect(readCachedSession(localStorage, { ...QUERY, clientId: 'other' })).toBeNull();
    expect(readCachedSession(localStorage, { ...QUERY, audience: 'https://other.test' })).toBeNull();
    expect(readCachedSession(localStorage, { ...QUERY, scope: 'openid profile email admin' })).toBeNull();
  });

  it('answers nothing without the user, or with entries it cannot read', () => {
    signedIn();
    localStorage.removeItem(USER_KEY);
    expect(readCachedSession(localStorage, QUERY)).toBeNull();
    signedIn();
    localStorage.setItem(TOKEN_KEY, '{not json');
    expect(readCachedSession(localStorage, QUERY)).toBeNull();
  });
});
