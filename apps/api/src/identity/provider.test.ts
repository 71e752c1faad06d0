import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PAGE_TOKENS_CSS } from '../pages/page-tokens';
import { createIdentityProvider, createMemoryAccountStore, type IdentityAccount } from './provider';
import { SIGNING_KEY_FILE } from './signing-key';
import {
  ALICE,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  TEST_CONSOLE_ORIGIN,
  TestBrowser,
  authorizeUrl,
  decodeJwtPart,
  formAction,
  pkcePair,
  refreshGrant,
  signInAndGetTokens,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../test-support/test-browser';

const HOSTILE: IdentityAccount = {
  id: 'mallory',
  email: 'mallory@example.com',
  emailVerified: false,
  givenName: '<script>alert(1)</script>',
  familyName: 'O"Brien & <b>sons</b>',
  description: '<img src=x onerror=alert(2)>',
};

let idp: TestIdentityProvider;

beforeAll(async () => {
  idp = await startTestIdentityProvider({ accounts: createMemoryAccountStore([ALICE, HOSTILE]) });
});

afterAll(async () => {
  await idp?.close();
});

const refresh = (refreshToken: string) => refreshGrant(idp.issuer, refreshToken);

describe('discovery', () => {
  it('publishes the issuer with a trailing slash and the Auth0-compatible routes', async () => {
    const response = await fetch(new URL('.well-known/openid-configuration', idp.issuer));
    const discovery = (await response.json()) as Record<string, unknown>;

    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.authorization_endpoint).toBe(`${idp.issuer}authorize`);
    expect(discovery.token_endpoint).toBe(`${idp.issuer}oauth/token`);
    expect(discovery.end_session_endpoint).toBe(`${idp.issuer}v2/logout`);
    expect(discovery.jwks_uri).toBe(`${idp.issuer}.well-known/jwks.json`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_modes_supported).toContain('web_message');
  });
});

describe('configuration', () => {
  it('refuses an issuer without the trailing slash the Auth0 client expects', async () => {
    await expect(
      createIdentityProvider({
        issuer: 'http://127.0.0.1:4001',
        clientId: TEST_CLIENT_ID,
        audience: TEST_AUDIENCE,
        redirectUris: [TEST_CONSOLE_ORIGIN],
        postLogoutRedirectUris: [TEST_CONSOLE_ORIGIN],
        corsOrigins: [TEST_CONSOLE_ORIGIN],
        dataDir: idp.dataDir,
        accounts: createMemoryAccountStore(),
      }),
    ).rejects.toThrow(/trailing slash/);
  });
});

describe('listen', () => {
  it('serves on a port of its own on 127.0.0.1 and stops on close', async () => {
    const provider = await createIdentityProvider({
      issuer: 'http://127.0.0.1:4001/',
      clientId: TEST_CLIENT_ID,
      audience: TEST_AUDIENCE,
      redirectUris: [TEST_CONSOLE_ORIGIN],
      postLogoutRedirectUris: [TEST_CONSOLE_ORIGIN],
      corsOrigins: [TEST_CONSOLE_ORIGIN],
      dataDir: idp.dataDir,
      accounts: createMemoryAccountStore(),
    });
    const { port } = await provider.listen(0);
    const jwks = await fetch(`http://127.0.0.1:${port}/.well-known/jwks.json`);

    expect(jwks.status).toBe(200);
    await provider.close();
    await expect(fetch(`http://127.0.0.1:${port}/.well-known/jwks.json`)).rejects.toThrow();
  });
});

describe('authorization', () => {
  it('refuses an authorization request without a PKCE code challenge', async () => {
    const browser = new TestBrowser(idp.issuer);
    const { leftTo } = await browser.open(authorizeUrl(idp.issuer));

    expect(leftTo?.origin).toBe(TEST_CONSOLE_ORIGIN);
    expect(leftTo?.searchParams.get('error')).toBe('invalid_request');
    expect(leftTo?.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(leftTo?.searchParams.get('code')).toBeNull();
  });

  it('refuses the plain PKCE method', async () => {
    const browser = new TestBrowser(idp.issuer);
    const url = authorizeUrl(idp.issuer, { challenge: 'a'.repeat(43) });
    url.searchParams.set('code_challenge_method', 'plain');
    const { leftTo } = await browser.open(url);

    expect(leftTo?.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses an audience other than the API', async () => {
    const browser = new TestBrowser(idp.issuer);
    const { challenge } = pkcePair();
    const { leftTo } = await browser.open(
      authorizeUrl(idp.issuer, { challenge, audience: 'https://elsewhere.example/api' }),
    );

    expect(leftTo?.searchParams.get('error')).toBe('invalid_target');
  });
});

describe('tokens', () => {
  it('issues an RS256 at+jwt access token for the API audience carrying the e-mail and name claims', async () => {
    const tokens = await signInAndGetTokens(new TestBrowser(idp.issuer), ALICE.id);
    const header = decodeJwtPart(tokens.access_token, 0);
    const payload = decodeJwtPart(tokens.access_token, 1);

    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({
      iss: idp.issuer,
      aud: TEST_AUDIENCE,
      sub: ALICE.id,
      client_id: TEST_CLIENT_ID,
      email: ALICE.email,
      email_verified: true,
      given_name: ALICE.givenName,
      family_name: ALICE.familyName,
    });
    // The access token's scope holds API scopes only, never openid.
    expect(String(payload.scope ?? '')).not.toMatch(/openid/);
  });

  it('issues access and ID tokens that live 10 minutes', async () => {
    const tokens = await signInAndGetTokens(new TestBrowser(idp.issuer), ALICE.id);
    const access = decodeJwtPart(tokens.access_token, 1);
    const id = decodeJwtPart(tokens.id_token, 1);

    expect(tokens.expires_in).toBe(600);
    expect(Number(access.exp) - Number(access.iat)).toBe(600);
    expect(Number(id.exp) - Number(id.iat)).toBe(600);
    const renewed = (await (await refresh(tokens.refresh_token!)).json()) as { access_token: string };
    const renewedAccess = decodeJwtPart(renewed.access_token, 1);
    expect(Number(renewedAccess.exp) - Number(renewedAccess.iat)).toBe(600);
  });

  it('issues an ID token for the client with the profile and e-mail claims the console reads', async () => {
    const tokens = await signInAndGetTokens(new TestBrowser(idp.issuer), ALICE.id);
    const header = decodeJwtPart(tokens.id_token, 0);
    const payload = decodeJwtPart(tokens.id_token, 1);

    expect(header.alg).toBe('RS256');
    expect(payload).toMatchObject({
      iss: idp.issuer,
      aud: TEST_CLIENT_ID,
      sub: ALICE.id,
      email: ALICE.email,
      email_verified: true,
      name: 'Alice Anders',
      given_name: 'Alice',
      family_name: 'Anders',
    });
    expect(payload.nonce).toEqual(expect.any(String));
  });

  it('renews the access token with the refresh_token grant when offline_access is asked for', async () => {
    const tokens = await signInAndGetTokens(new TestBrowser(idp.issuer), ALICE.id);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const response = await refresh(tokens.refresh_token!);
    const renewed = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      id_token: string;
    };

    expect(response.status).toBe(200);
    // The SPA client verifies a new ID token on every refresh.
    expect(decodeJwtPart(renewed.id_token, 1)).toMatchObject({
      iss: idp.issuer,
      aud: TEST_CLIENT_ID,
      sub: ALICE.id,
    });
    expect(decodeJwtPart(renewed.access_token, 1)).toMatchObject({
      aud: TEST_AUDIENCE,
      sub: ALICE.id,
      email: ALICE.email,
    });
    expect(decodeJwtPart(renewed.access_token, 0).typ).toBe('at+jwt');
    // A public client's refresh token rotates: the used one is spent.
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
  });

  it('answers the console origin with CORS headers on the token endpoint, and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(new URL('oauth/token', idp.issuer), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'auth0-client,content-type',
        },
      });

    const allowed = await preflight(TEST_CONSOLE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_CONSOLE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('auth0-client');

    const response = await fetch(new URL('oauth/token', idp.issuer), {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: TEST_CLIENT_ID,
      }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sessions', () => {
  it('renews silently with prompt=none while signed in, also through response_mode=web_message', async () => {
    const browser = new TestBrowser(idp.issuer);
    await signInAndGetTokens(browser, ALICE.id);

    const { challenge } = pkcePair();
    const silent = await browser.open(authorizeUrl(idp.issuer, { challenge, extra: { prompt: 'none' } }));
    expect(silent.leftTo?.searchParams.get('code')).toEqual(expect.any(String));

    const iframe = await browser.open(
      authorizeUrl(idp.issuer, { challenge, extra: { prompt: 'none', response_mode: 'web_message' } }),
    );
    expect(iframe.response.status).toBe(200);
    const html = await iframe.response.text();
    expect(html).toContain('"code":"');
    expect(html).toContain(TEST_CONSOLE_ORIGIN);
  });

  it('ends the session on /v2/logout with Auth0 parameters and redirects to returnTo', async () => {
    const browser = new TestBrowser(idp.issuer);
    const tokens = await signInAndGetTokens(browser, ALICE.id);

    const logoutUrl = new URL('v2/logout', idp.issuer);
    logoutUrl.searchParams.set('client_id', TEST_CLIENT_ID);
    logoutUrl.searchParams.set('returnTo', TEST_CONSOLE_ORIGIN);
    const confirm = await browser.open(logoutUrl);
    expect(confirm.response.status).toBe(200);
    const html = await confirm.response.text();

    // The confirm page submits itself with logout=yes; this test plays the browser running that script.
    expect(html).toContain('<input type="hidden" name="logout" value="yes">');
    expect(html).toContain('.submit();');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await browser.submit(new URL(action, confirm.url), { xsrf, logout: 'yes' });
    expect(done.leftTo?.href).toBe(`${TEST_CONSOLE_ORIGIN}/`);

    const { challenge } = pkcePair();
    const silent = await browser.open(authorizeUrl(idp.issuer, { challenge, extra: { prompt: 'none' } }));
    expect(silent.leftTo?.searchParams.get('error')).toBe('login_required');
    // Refresh tokens die with the session: the console sees invalid_grant and signs in again.
    const refreshed = await refresh(tokens.refresh_token!);
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('login page', () => {
  async function openLoginPage(browser: TestBrowser, extra?: Record<string, string>) {
    const { challenge } = pkcePair();
    const page = await browser.open(authorizeUrl(idp.issuer, { challenge, ...(extra && { extra }) }));
    expect(page.response.status).toBe(200);
    return { url: page.url, html: await page.response.text(), headers: page.response.headers };
  }

  it('lists every account as a button in an accessible page that loads nothing external', async () => {
    const { html, headers } = await openLoginPage(new TestBrowser(idp.issuer));

    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in to Pod Console (local)</title>');
    expect(html).toContain('<h1>Sign in to Pod Console (local)</h1>');
    expect(html).toMatch(/<form method="post" action="\/interaction\/[\w-]+\/login">/);
    expect(html).toContain('<button class="account" type="submit" name="account_id" value="alice">');
    expect(html).toContain('alice@example.com');
    expect(html).toContain('Alice Anders');
    expect(html).toContain('Member of Acme (Business trial)');
    expect(html).toMatch(/<a href="\/interaction\/[\w-]+\?screen=signup">Create an account<\/a>/);
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('draws the login page in the console’s tokens, dark under a dark system preference', async () => {
    const { html } = await openLoginPage(new TestBrowser(idp.issuer));

    const style = /<style nonce="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('@media (prefers-color-scheme:dark){:root{--color-surface:#111318;');
    expect(style).toContain('body{font-family:system-ui');
    expect(style).toContain('background:var(--color-surface);color:var(--color-fg)');
    // Every colour after the tokens is one of them.
    expect(style.startsWith(PAGE_TOKENS_CSS)).toBe(true);
    expect(style.slice(PAGE_TOKENS_CSS.length)).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });

  it('escapes a hostile display name and description', async () => {
    const { html } = await openLoginPage(new TestBrowser(idp.issuer));

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>sons</b>');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; O&quot;Brien &amp; &lt;b&gt;sons&lt;/b&gt;',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  it('refuses a login form posted for another interaction than the browser is in', async () => {
    const browser = new TestBrowser(idp.issuer);
    const { url } = await openLoginPage(browser);

    const forged = await browser.postForm(new URL('/interaction/not-this-one/login', url), {
      account_id: 'alice',
    });

    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Sign-in expired');
  });

  it('refuses an account that does not exist', async () => {
    const browser = new TestBrowser(idp.issuer);
    const { url, html } = await openLoginPage(browser);

    const response = await browser.postForm(formAction(html, url, 'login'), { account_id: 'nobody' });

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('That account does not exist.');
  });
});

describe('sign-up', () => {
  it('shows the sign-up form for screen_hint=signup and keeps typed values when a field is missing', async () => {
    const browser = new TestBrowser(idp.issuer);
    const { challenge } = pkcePair();
    const page = await browser.open(
      authorizeUrl(idp.issuer, { challenge, extra: { screen_hint: 'signup' } }),
    );
    const html = await page.response.text();

    expect(html).toContain('<h1>Create your Pod Console account (local)</h1>');
    expect(html).toContain('<label for="signup-email">E-mail</label>');
    expect(html).toContain('<label for="signup-given_name">First name</label>');
    expect(html).toContain('<label for="signup-family_name">Last name</label>');

    const invalid = await browser.postForm(formAction(html, page.url, 'signup'), {
      email: 'not-an-email',
      given_name: '"><script>x</script>',
      family_name: ' ',
    });
    const again = await invalid.text();

    expect(invalid.status).toBe(400);
    expect(again).toContain('Enter an e-mail address in the form name@example.com');
    expect(again).toContain('Enter your last name');
    expect(again).toContain('value="not-an-email"');
    expect(again).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(again).toContain('aria-invalid="true" aria-describedby="signup-family_name-error"');
  });

  it('creates the account in the store and signs it in', async () => {
    const browser = new TestBrowser(idp.issuer);
    const { challenge } = pkcePair();
    const page = await browser.open(
      authorizeUrl(idp.issuer, { challenge, extra: { screen_hint: 'signup' } }),
    );
    const html = await page.response.text();

    const done = await browser.submit(formAction(html, page.url, 'signup'), {
      email: ' new.user@example.com ',
      given_name: 'Nora',
      family_name: 'Neu',
    });

    expect(done.leftTo?.searchParams.get('code')).toEqual(expect.any(String));
    const created = (await idp.accounts.list()).find((account) => account.email === 'new.user@example.com');
    expect(created).toMatchObject({ givenName: 'Nora', familyName: 'Neu', emailVerified: true });
  });

  it('refuses an e-mail that already has an account', async () => {
    const browser = new TestBrowser(idp.issuer);
    const { challenge } = pkcePair();
    const page = await browser.open(
      authorizeUrl(idp.issuer, { challenge, extra: { screen_hint: 'signup' } }),
    );
    const html = await page.response.text();

    const response = await browser.postForm(formAction(html, page.url, 'signup'), {
      email: 'ALICE@example.com',
      given_name: 'Alice',
      family_name: 'Again',
    });

    expect(response.status).toBe(409);
    expect(await response.text()).toContain('An account with this e-mail already exists.');
  });
});

describe('signing key', () => {
  it('persists in the data directory and is reused by the next provider', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pod-console-identity-key-'));
    try {
      const kidOf = async (issuer: string) => {
        const jwks = (await (await fetch(new URL('.well-known/jwks.json', issuer))).json()) as {
          keys: { kid: string; d?: string }[];
        };
        expect(jwks.keys).toHaveLength(1);
        expect(jwks.keys[0]!.d).toBeUndefined();
        return jwks.keys[0]!.kid;
      };

      const first = await startTestIdentityProvider({ dataDir });
      const firstKid = await kidOf(first.issuer);
      await first.close();
      const second = await startTestIdentityProvider({ dataDir });
      const secondKid = await kidOf(second.issuer);
      await second.close();

      expect(secondKid).toBe(firstKid);
      const file = JSON.parse(await readFile(join(dataDir, SIGNING_KEY_FILE), 'utf8')) as { kid: string };
      expect(file.kid).toBe(firstKid);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
