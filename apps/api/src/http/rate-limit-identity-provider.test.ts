// The identity provider behind its rate limits, over real HTTP against the real provider: the token endpoint and
// the sign-in form posts are limited per client address, everything else passes untouched.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import {
  ALICE,
  TEST_CLIENT_ID,
  TEST_CONSOLE_ORIGIN,
  TestBrowser,
  authorizeUrl,
  formAction,
  pkcePair,
  refreshGrant,
  signInAndGetTokens,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../test-support/test-browser';
import { openTestDatabase, ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import {
  identityLimitOf,
  limitIdentityProvider,
  type IdentityProviderLimitOptions,
} from './rate-limit-identity-provider';
import { FAILED_TOKEN_REQUESTS_PER_CLIENT, TOKEN_REQUESTS_PER_CLIENT } from './rate-limits';

/** The test provider of test-support/test-browser.ts, its handler wrapped in the limits. */
const startLimitedProvider = (
  db: OpenDatabase['db'],
  options: Omit<IdentityProviderLimitOptions, 'db' | 'corsOrigins'> = {},
): Promise<TestIdentityProvider> =>
  startTestIdentityProvider({
    wrap: (handler) => limitIdentityProvider(handler, { db, corsOrigins: [TEST_CONSOLE_ORIGIN], ...options }),
  });

const postToken = (issuer: string, headers: Record<string, string> = {}, path = 'oauth/token') =>
  fetch(new URL(path, issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: `guess-${randomUUID()}`,
    }),
  });

describe('which requests count', () => {
  it.each([
    ['POST', '/oauth/token', 'token'],
    ['POST', '/oauth/token?x=1', 'token'],
    ['POST', '/OAuth/Token/', 'token'],
    ['POST', 'http://elsewhere.example/oauth/token', 'token'],
    ['POST', '/interaction/abc123/login', 'signIn'],
    ['POST', '/interaction/abc123/signup', 'signIn'],
    ['POST', '/x/../interaction/abc123/login', 'signIn'],
    ['GET', '/oauth/token', null],
    ['OPTIONS', '/oauth/token', null],
    ['GET', '/interaction/abc123', null],
    ['POST', '/oauth/token/extra', null],
    ['POST', '/v2/logout', null],
    ['GET', '/.well-known/openid-configuration', null],
  ])('%s %s counts against %s', (method, url, expected) => {
    expect(identityLimitOf({ method, url })).toBe(expected);
  });
});

describe.each(ROUTE_TEST_DRIVERS)('the identity provider behind rate limits on %s', (driver) => {
  let database: OpenDatabase;
  let provider: TestIdentityProvider | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  beforeEach(async () => {
    await provider?.close();
    provider = undefined;
    await database.db.deleteFrom('rate_limit_buckets').execute();
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
  });

  it('answers bad refresh-token attempts past 60 a minute from one address 429, as an OAuth error the console can read', async () => {
    expect(FAILED_TOKEN_REQUESTS_PER_CLIENT).toEqual({ max: 60, windowMs: 60_000 });
    provider = await startLimitedProvider(database.db);
    const statuses: number[] = [];
    const refusals: Response[] = [];
    for (let attempt = 0; attempt < 70; attempt++) {
      // A forged X-Forwarded-For changes nothing: no proxy is trusted.
      const response = await postToken(provider.issuer, {
        origin: TEST_CONSOLE_ORIGIN,
        'x-forwarded-for': `198.51.100.${attempt}`,
      });
      statuses.push(response.status);
      if (response.status === 429) refusals.push(response);
      else await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual(Array(10).fill(429));

    const refused = refusals[0]!;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('60');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('access-control-allow-origin')).toBe(TEST_CONSOLE_ORIGIN);
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
    expect(await refused.json()).toEqual({
      error: 'too_many_requests',
      error_description: `Too many sign-in requests from this address. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    });
  });

  it('still signs in and refreshes an honest session from an address that sent 300 bad refresh tokens', async () => {
    provider = await startLimitedProvider(database.db);
    const browser = new TestBrowser(provider.issuer);
    const before = await signInAndGetTokens(browser, ALICE.id);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 300; attempt++) {
      const response = await postToken(provider.issuer, { origin: TEST_CONSOLE_ORIGIN });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(400));
    expect(statuses.slice(60)).toEqual(Array(240).fill(429));
    expect(TOKEN_REQUESTS_PER_CLIENT.max).toBeGreaterThan(300);

    // The same address: a refresh with a valid token, then a whole new sign-in (a code exchange).
    const refreshed = await refreshGrant(provider.issuer, before.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { access_token: string }).access_token).toEqual(expect.any(String));
    const again = await signInAndGetTokens(new TestBrowser(provider.issuer), ALICE.id);
    expect(again.access_token).toEqual(expect.any(String));
    // And a bad one still meets the limit.
    const bad = await postToken(provider.issuer);
    expect(bad.status).toBe(429);
    expect(Number(bad.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await bad.body?.cancel();
  });

  it('answers refused login posts past their limit 429 with a page, and lets a valid one through', async () => {
    provider = await startLimitedProvider(database.db, {
      settings: { failedSignInPostsPerClient: { max: 2, windowMs: 60_000 } },
    });
    const browser = new TestBrowser(provider.issuer);
    const page = await browser.open(authorizeUrl(provider.issuer, { challenge: pkcePair().challenge }));
    const action = formAction(await page.response.text(), page.url, 'login');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await browser.postForm(action, { account_id: `nobody-${attempt}` });
      statuses.push(refused.status);
      if (attempt === 2) {
        expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await refused.text()).toContain('Too many sign-in attempts');
      } else await refused.body?.cancel();
    }
    expect(statuses).toEqual([400, 400, 429]);
    const signedIn = await browser.postForm(action, { account_id: ALICE.id });
    expect(signedIn.status).toBe(303);
    await signedIn.body?.cancel();
  });

  it('lets a client below the limit sign in and refresh while another address floods the token endpoint', async () => {
    provider = await startLimitedProvider(database.db, { trustProxy: true });
    let last: Response | undefined;
    for (let attempt = 0; attempt < 61; attempt++) {
      last = await postToken(provider.issuer, { 'x-forwarded-for': '203.0.113.7' });
      await last.body?.cancel();
    }
    expect(last?.status).toBe(429);

    // The login form's body and the token requests' reach the provider intact.
    const browser = new TestBrowser(provider.issuer);
    const tokens = await signInAndGetTokens(browser, ALICE.id);
    let refreshToken = tokens.refresh_token!;
    for (let round = 0; round < 3; round++) {
      const refreshed = await refreshGrant(provider.issuer, refreshToken);
      expect(refreshed.status, `refresh ${round + 1}`).toBe(200);
      const body = (await refreshed.json()) as { refresh_token: string; access_token: string };
      expect(body.access_token).toEqual(expect.any(String));
      expect(body.refresh_token).not.toBe(refreshToken);
      refreshToken = body.refresh_token;
    }
  });

  it('answers login form posts past the limit with a page saying when to try again', async () => {
    provider = await startLimitedProvider(database.db, {
      settings: { signInPostsPerClient: { max: 2, windowMs: 60_000 } },
    });
    const browser = new TestBrowser(provider.issuer);
    const page = await browser.open(authorizeUrl(provider.issuer, { challenge: pkcePair().challenge }));
    expect(page.response.status).toBe(200);
    const action = formAction(await page.response.text(), page.url, 'login');

    const signedIn = await browser.postForm(action, { account_id: ALICE.id });
    expect(signedIn.status).toBe(303);
    await signedIn.body?.cancel();
    const again = await browser.postForm(action, { account_id: ALICE.id });
    expect(again.status).not.toBe(429);
    await again.body?.cancel();

    const refused = await browser.postForm(action, { account_id: ALICE.id });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await refused.text();
    expect(html).toContain('Too many sign-in attempts');
    expect(html).toContain(
      `There were too many sign-in attempts from this address. Wait ${retryAfter} second${retryAfter === 1 ? '' : 's'}, then try again.`,
    );
    // Pages are not limited.
    const next = await new TestBrowser(provider.issuer).open(
      authorizeUrl(provider.issuer, { challenge: pkcePair().challenge }),
    );
    expect(next.response.status).toBe(200);
    await next.response.body?.cancel();
  });

  it('passes every other request through untouched and counts every spelling of the token route', async () => {
    provider = await startLimitedProvider(database.db, {
      settings: { tokenRequestsPerClient: { max: 1, windowMs: 60_000 } },
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const discovery = await fetch(new URL('.well-known/openid-configuration', provider.issuer));
      expect(discovery.status).toBe(200);
      expect(discovery.headers.get('x-ratelimit-limit')).toBeNull();
      await discovery.body?.cancel();
    }
    const preflight = await fetch(new URL('oauth/token', provider.issuer), {
      method: 'OPTIONS',
      headers: { origin: TEST_CONSOLE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_CONSOLE_ORIGIN);

    const first = await postToken(provider.issuer, {}, 'OAuth/Token/');
    expect(first.status).toBe(400);
    expect(((await first.json()) as { error: string }).error).toBe('invalid_grant');
    const second = await postToken(provider.issuer);
    expect(second.status).toBe(429);
    await second.body?.cancel();
  });
});
