// Test support, not shipped: a fetch-driven stand-in for the browser and the Auth0 SPA client, so tests drive the
// real provider over real HTTP on 127.0.0.1 (no Chromium, no mocks of oidc-provider).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  createIdentityProvider,
  createMemoryAccountStore,
  type AccountStore,
  type IdentityAccount,
  type IdentityProvider,
  type PlatformServiceAccount,
  type ServiceAccountClients,
} from '../identity/provider';

export const TEST_CLIENT_ID = 'pod-console-local';
export const TEST_AUDIENCE = 'https://api.pod-console.local/admin-console/v1';
export const TEST_CONSOLE_ORIGIN = 'http://127.0.0.1:5173';
export const TEST_REDIRECT_URI = TEST_CONSOLE_ORIGIN;

export const ALICE: IdentityAccount = {
  id: 'alice',
  email: 'alice@example.com',
  emailVerified: true,
  givenName: 'Alice',
  familyName: 'Anders',
  description: 'Member of Acme (Business trial)',
};

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestIdentityProvider {
  provider: IdentityProvider;
  issuer: string;
  accounts: AccountStore;
  dataDir: string;
  /** Stops the server; removes the data directory unless it was passed in. */
  close(): Promise<void>;
}

/**
 * Binds a bare server on an ephemeral port first, then creates the provider with the issuer that port gives:
 * the issuer must be known before the provider exists.
 */
export async function startTestIdentityProvider(
  options: {
    accounts?: AccountStore;
    dataDir?: string;
    /** Puts something in front of the provider's handler (e.g. its rate limits); closed before the provider. */
    wrap?: (handler: NodeHandler) => Promise<{ handler: NodeHandler; close(): Promise<void> }>;
    serviceAccounts?: ServiceAccountClients;
    platformServiceAccounts?: readonly PlatformServiceAccount[];
  } = {},
): Promise<TestIdentityProvider> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'pod-console-identity-')));
  const accounts = options.accounts ?? createMemoryAccountStore([ALICE]);

  const late: { handler?: NodeHandler } = {};
  const server = createServer((req, res) => late.handler!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('server has no address');
  const issuer = `http://127.0.0.1:${address.port}/`;

  const provider = await createIdentityProvider({
    issuer,
    clientId: TEST_CLIENT_ID,
    audience: TEST_AUDIENCE,
    redirectUris: [TEST_REDIRECT_URI, `${TEST_CONSOLE_ORIGIN}/`],
    postLogoutRedirectUris: [TEST_CONSOLE_ORIGIN, `${TEST_CONSOLE_ORIGIN}/`],
    corsOrigins: [TEST_CONSOLE_ORIGIN],
    dataDir,
    accounts,
    ...(options.serviceAccounts && { serviceAccounts: options.serviceAccounts }),
    ...(options.platformServiceAccounts && { platformServiceAccounts: options.platformServiceAccounts }),
  });
  const wrapped = options.wrap ? await options.wrap(provider.handler) : undefined;
  late.handler = wrapped?.handler ?? provider.handler;

  return {
    provider,
    issuer,
    accounts,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await wrapped?.close();
      await provider.close();
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookies by name; paths and expiry are ignored, which is enough for one provider on one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A browser with a cookie jar that follows redirects itself, so every hop can be inspected. */
export class TestBrowser {
  readonly jar = new CookieJar();

  constructor(readonly issuer: string) {}

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  postForm(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows redirects while they stay on the provider; stops at the first answer that is not a redirect, or at a
   * redirect that leaves the provider (to the console), whose URL is returned as `leftTo`.
   */
  async follow(first: Response, from: string | URL): Promise<{ response: Response; url: URL; leftTo?: URL }> {
    let response = first;
    let url = new URL(from);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      const next = new URL(location, url);
      if (next.origin !== new URL(this.issuer).origin) return { response, url, leftTo: next };
      await response.body?.cancel();
      url = next;
      response = await this.request(url);
    }
    throw new Error('too many redirects');
  }

  async open(url: string | URL): Promise<{ response: Response; url: URL; leftTo?: URL }> {
    return this.follow(await this.request(url), url);
  }

  async submit(url: string | URL, fields: Record<string, string>) {
    return this.follow(await this.postForm(url, fields), url);
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeOptions {
  challenge?: string | undefined;
  scope?: string;
  audience?: string | undefined;
  extra?: Record<string, string>;
}

/** The authorize URL as the Auth0 SPA client builds it: code flow with PKCE, `audience`, `response_mode=query`. */
export function authorizeUrl(issuer: string, options: AuthorizeOptions = {}): URL {
  const url = new URL('authorize', issuer);
  const params: Record<string, string | undefined> = {
    client_id: TEST_CLIENT_ID,
    scope: options.scope ?? 'openid profile email offline_access',
    audience: 'audience' in options ? options.audience : TEST_AUDIENCE,
    redirect_uri: TEST_REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    state: randomBytes(12).toString('base64url'),
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: options.challenge,
    code_challenge_method: options.challenge ? 'S256' : undefined,
    ...options.extra,
  };
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** The login page's form action, read from its HTML. */
export function formAction(html: string, base: URL, suffix: string): URL {
  const match = new RegExp(`action="([^"]*/${suffix})"`).exec(html);
  if (!match) throw new Error(`no form posting to …/${suffix} on the page`);
  return new URL(match[1]!.replace(/&amp;/g, '&'), base);
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/** Signs in with one click on the account's button and exchanges the code, like the Auth0 SPA client. */
export async function signInAndGetTokens(
  browser: TestBrowser,
  accountId: string,
  options: { scope?: string } = {},
): Promise<TokenResponse> {
  const { verifier, challenge } = pkcePair();
  const page = await browser.open(authorizeUrl(browser.issuer, { challenge, ...options }));
  if (page.response.status !== 200) throw new Error(`login page answered ${page.response.status}`);
  const html = await page.response.text();
  const done = await browser.submit(formAction(html, page.url, 'login'), { account_id: accountId });
  const code = done.leftTo?.searchParams.get('code');
  if (!code) throw new Error(`no code in the redirect (${done.leftTo?.search ?? done.response.status})`);
  return exchangeCode(browser.issuer, code, verifier);
}

export async function exchangeCode(issuer: string, code: string, verifier: string): Promise<TokenResponse> {
  const response = await fetch(new URL('oauth/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: TEST_CLIENT_ID,
      redirect_uri: TEST_REDIRECT_URI,
    }),
  });
  const body = (await response.json()) as TokenResponse & { error?: string; error_description?: string };
  if (!response.ok) throw new Error(`token endpoint: ${body.error}: ${body.error_description}`);
  return body;
}

/** The refresh_token grant as auth0-spa-js 2.x posts it (useFormData): it keeps `audience` and `scope` to itself. */
export function refreshGrant(issuer: string, refreshToken: string): Promise<Response> {
  return fetch(new URL('oauth/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      redirect_uri: TEST_REDIRECT_URI,
    }),
  });
}

/**
 * The Auth0 client's silent renewal, `prompt=none`, with the browser's cookies: the tokens the code is exchanged for
 * when the session cookie still names a session, else the error the provider redirects with (`login_required`).
 */
export async function silentAuthorize(
  browser: TestBrowser,
): Promise<{ tokens: TokenResponse; error?: undefined } | { tokens?: undefined; error: string }> {
  const { verifier, challenge } = pkcePair();
  const { leftTo, response } = await browser.open(
    authorizeUrl(browser.issuer, { challenge, extra: { prompt: 'none' } }),
  );
  const code = leftTo?.searchParams.get('code');
  if (code) return { tokens: await exchangeCode(browser.issuer, code, verifier) };
  return { error: leftTo?.searchParams.get('error') ?? `status ${response.status}` };
}

export function decodeJwtPart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
