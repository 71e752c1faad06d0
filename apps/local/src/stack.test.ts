// The product as `npm start` runs it, on free ports: the real identity provider, a real sign-in, a real token, the
// API on its database; plus the console's static server and persistence across restarts.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { enqueueMail, findRepositoryRoot } from '@pod-console/api';
import {
  authorizeUrl,
  decodeJwtPart,
  exchangeCode,
  formAction,
  pkcePair,
  signInAndGetTokens,
  TestBrowser,
  migratedPgliteSnapshot,
} from '@pod-console/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from './seed/demo-data';
import { startStack, type Stack } from './stack';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pod-console-stack-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const api = (stack: Stack, path: string, token: string, init: RequestInit = {}) =>
  fetch(`${stack.apiBaseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

describe('the stack', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      apiPort: 0,
      idpPort: 0,
      dataDir: join(dataDir, 'memory'),
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
    });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('lists the seeded demo users on the login page', async () => {
    const browser = new TestBrowser(stack.issuer);
    const page = await browser.open(authorizeUrl(stack.issuer, { challenge: pkcePair().challenge }));
    const html = await page.response.text();
    expect(page.response.status).toBe(200);
    for (const account of stack.demoAccounts) expect(html).toContain(account.email);
    expect(html).toContain('Acme Robotics on a Business trial');
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('signs a demo user in and serves the API with the real access token', async () => {
    const tokens = await signInAndGetTokens(new TestBrowser(stack.issuer), DEMO_IDS.alice);
    expect(decodeJwtPart(tokens.id_token, 1)).toMatchObject({
      email: 'alice@example.com',
      email_verified: true,
    });
    const me = await api(stack, '/users/current-user', tokens.access_token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'alice@example.com',
      organizations: [{ name: 'Acme Robotics' }],
    });
    const organization = await api(stack, `/organizations/${DEMO_IDS.acme}`, tokens.access_token);
    expect(((await organization.json()) as { licenses: unknown[] }).licenses).toHaveLength(5);
  });

  it('sends the mail it queues to its local mail catcher', async () => {
    const inbox = stack.mailInbox;
    expect(inbox?.smtpPort).toBeGreaterThan(0);
    expect(inbox?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await enqueueMail(stack.db, {
      kind: 'invitation',
      organizationId: null,
      to: 'stack-mail@example.com',
      subject: 'Hello from the stack',
      text: 'Hello.',
      html: '<p>Hello.</p>',
    });
    // The sender looks at the outbox every few seconds.
    const deadline = Date.now() + 20_000;
    let caught: Array<{ subject: string }> = [];
    while (caught.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      caught = (await (
        await fetch(`${inbox!.url}/api/messages?to=stack-mail@example.com`)
      ).json()) as typeof caught;
    }
    expect(caught.map((message) => message.subject)).toEqual(['Hello from the stack']);
    expect((await fetch(`${inbox!.url}/`)).status).toBe(200);
  });

  it('delivers a demo organization’s signed events to its local webhook inbox, which verifies them', async () => {
    const token = (await signInAndGetTokens(new TestBrowser(stack.issuer), DEMO_IDS.alice)).access_token;
    const list = async () =>
      (await (await api(stack, `/organizations/${DEMO_IDS.acme}/webhook-endpoints`, token)).json()) as {
        webhook_endpoints: Array<{ id: string; url: string }>;
      };
    await expect.poll(async () => (await list()).webhook_endpoints.length, { timeout: 10_000 }).toBe(1);
    const [endpoint] = (await list()).webhook_endpoints;
    expect(endpoint!.url).toBe(`${stack.webhookInboxUrl}/receive`);
    // No body, so no content type (the helper's would announce one).
    const sent = await fetch(
      `${stack.apiBaseUrl}/organizations/${DEMO_IDS.acme}/webhook-endpoints/${endpoint!.id}/test-events`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    );
    expect(sent.status).toBe(202);
    const received = async () =>
      (
        (await (await fetch(`${stack.webhookInboxUrl}/events`)).json()) as {
          received: Array<{ type: string; verified: boolean; organizationId: string }>;
        }
      ).received;
    await expect
      .poll(received, { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({ type: 'webhook.test', verified: true, organizationId: DEMO_IDS.acme }),
      ]);
    const page = await (await fetch(stack.webhookInboxUrl)).text();
    expect(page).toContain('Signature valid');

    // Its Stop switch is a form: another site's page cannot stop it through a browser that has it open.
    const stopped = await fetch(`${stack.webhookInboxUrl}/toggle`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: '',
      redirect: 'manual',
    });
    expect(stopped.status).toBe(403);
    expect(
      ((await (await fetch(`${stack.webhookInboxUrl}/events`)).json()) as { receiving: boolean }).receiving,
    ).toBe(true);
  });

  it('serves the API reference with every operation of the contract, loading nothing from elsewhere', async () => {
    const response = await fetch(stack.apiReferenceUrl);
    expect(response.status).toBe(200);
    const page = await response.text();
    const contract = await readFile(join(findRepositoryRoot(), 'openapi/v1.yaml'), 'utf8');
    const operations = [...contract.matchAll(/operationId: (\w+)/g)].map((match) => match[1]!);
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((id) => !page.includes(`"${id}"`))).toEqual([]);
    expect(page).not.toMatch(/<script[^>]+src="https?:/);
  });

  it('reports an unverified e-mail in the ID token for the console’s gate', async () => {
    const tokens = await signInAndGetTokens(new TestBrowser(stack.issuer), DEMO_IDS.uma);
    expect(decodeJwtPart(tokens.id_token, 1)).toMatchObject({
      email: 'uma@example.com',
      email_verified: false,
    });
  });

  it('signs up through screen_hint=signup into the database, and the first API call creates the user', async () => {
    const browser = new TestBrowser(stack.issuer);
    const { verifier, challenge } = pkcePair();
    const page = await browser.open(
      authorizeUrl(stack.issuer, { challenge, extra: { screen_hint: 'signup' } }),
    );
    const html = await page.response.text();
    const done = await browser.submit(formAction(html, page.url, 'signup'), {
      email: 'fresh@example.com',
      given_name: 'Fresh',
      family_name: 'Face',
    });
    const code = done.leftTo?.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await exchangeCode(stack.issuer, code!, verifier);
    const row = await stack.db
      .selectFrom('identity_accounts')
      .selectAll()
      .where('email', '=', 'fresh@example.com')
      .executeTakeFirst();
    expect(row).toMatchObject({ given_name: 'Fresh', family_name: 'Face', email_verified: true });
    const me = await api(stack, '/users/current-user', tokens.access_token);
    expect(await me.json()).toMatchObject({
      email: 'fresh@example.com',
      first_name: 'Fresh',
      last_name: 'Face',
      organizations: [],
    });
  });

  it('maps logout returnTo to the registered console origin', async () => {
    const browser = new TestBrowser(stack.issuer);
    const logout = new URL('v2/logout', stack.issuer);
    logout.searchParams.set('client_id', stack.clientId);
    logout.searchParams.set('returnTo', stack.consoleOrigin);
    const page = await browser.open(logout);
    expect(page.response.status).toBe(200);
    expect(await page.response.text()).toContain('logout');
  });

  it('allows the console origin through CORS on the API', async () => {
    const response = await fetch(`${stack.apiBaseUrl}/users/current-user`, {
      method: 'OPTIONS',
      headers: {
        origin: stack.consoleOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(stack.consoleOrigin);
  });
});

describe('rate limits of the stack', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      apiPort: 0,
      idpPort: 0,
      dataDir: join(dataDir, 'limited'),
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
      rateLimits: { tokenRequestsPerClient: { max: 2, windowMs: 60_000 } },
    });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('limits the identity provider’s token endpoint per client address, with an OAuth error and Retry-After', async () => {
    const attempt = () =>
      fetch(new URL('oauth/token', stack.issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: stack.clientId,
          grant_type: 'refresh_token',
          refresh_token: 'guessed',
        }),
      });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });
  });
});

describe('the console server', () => {
  let stack: Stack;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = join(dataDir, 'console');
    await mkdir(join(consoleDir, 'assets'), { recursive: true });
    await writeFile(
      join(consoleDir, 'index.html'),
      '<!doctype html><title>Pod Console</title><div id="root"></div>',
    );
    await writeFile(join(consoleDir, 'assets', 'app-1234.js'), 'console.log("app")');
    await writeFile(join(dataDir, 'secret.txt'), 'outside');
    stack = await startStack({
      apiPort: 0,
      idpPort: 0,
      consolePort: 0,
      consoleDir,
      dataDir: join(dataDir, 'console-data'),
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
      seed: false,
    });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('serves files, falls back to index.html for routes, and refuses the rest', async () => {
    const index = await fetch(`${stack.consoleOrigin}/billing?x=1`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>Pod Console</title>');
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${stack.apiOrigin} ${stack.issuer.replace(/\/$/, '')}`);
    expect(csp).not.toContain('unsafe-eval');

    const asset = await fetch(`${stack.consoleOrigin}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${stack.consoleOrigin}/assets/missing.js`)).status).toBe(404);
    const traversal = await fetch(`${stack.consoleOrigin}/..%2fsecret.txt`);
    expect(await traversal.text()).not.toContain('outside');
    expect((await fetch(`${stack.consoleOrigin}/`, { method: 'POST' })).status).toBe(405);
  });

  it('registers the console origin for login redirects', () => {
    expect(stack.consoleServed).toBe(true);
    expect(stack.consoleOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('tells the console where the app simulator is, in the configuration it inlines', async () => {
    expect(stack.appSimulatorUrl).toBe(`${stack.apiOrigin}/app-simulator`);
    const html = await (await fetch(`${stack.consoleOrigin}/licenses`)).text();
    const block = /<script type="application\/json" id="pod-console-config">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({ appSimulatorUrl: stack.appSimulatorUrl });
    expect((await fetch(stack.appSimulatorUrl!)).status).toBe(200);
  });
});

describe('persistence', () => {
  it('keeps data and the signing key across restarts of a data folder', async () => {
    const persistent = join(dataDir, 'persistent');
    // The folder starts from the migrated snapshot (initdb skipped), then lives on disk like any other.
    const first = await startStack({
      apiPort: 0,
      idpPort: 0,
      dataDir: persistent,
      pgliteSnapshot: await migratedPgliteSnapshot(),
    });
    let token: string;
    try {
      token = (await signInAndGetTokens(new TestBrowser(first.issuer), DEMO_IDS.bob)).access_token;
      const created = await api(first, '/organizations', token, {
        method: 'POST',
        body: JSON.stringify({ organizationName: 'Survivor' }),
      });
      expect(created.status).toBe(201);
    } finally {
      await first.close();
    }
    // Same ports, so the issuer of the old token matches; the provider reuses its persisted key.
    const second = await startStack({
      apiPort: Number(new URL(first.apiOrigin).port),
      idpPort: Number(new URL(first.issuer).port),
      dataDir: persistent,
    });
    try {
      const list = await api(second, '/organizations', token);
      expect(list.status).toBe(200);
      expect(
        ((await list.json()) as Array<{ name: string }>).map((organization) => organization.name),
      ).toContain('Survivor');
    } finally {
      await second.close();
    }
  });
});
