// Two API processes on one PostgreSQL database and one data folder, as behind a load balancer: each a real child
// process running `main.ts` (what `npm start` runs), with its own ports. The identity providers of both sit behind
// one small proxy whose URL is the public issuer (PUBLIC_ISSUER_URL) of both: that is the deployment, one issuer
// served by several processes. Pointing both at process 1's issuer instead would send every browser to process 1
// and prove nothing about process 2's provider. The proxy goes round-robin, or to one process when a step must
// (a sign-in started at one process and completed at the other).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_PREFIX } from '@pod-console/api';
import {
  authorizeUrl,
  exchangeCode,
  formAction,
  pkcePair,
  refreshGrant,
  silentAuthorize,
  TestBrowser,
  type TokenResponse,
  TEST_DRIVERS,
  TEST_POSTGRES_URL,
  freePort,
} from '@pod-console/api/testing';
import { getLicenseCounts } from '@pod-console/hooks/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from './seed/demo-data';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
/** How long one process may take to compile, migrate and seed on two slow, busy cores. */
const START_TIMEOUT_MS = 40_000;

interface ApiProcess {
  apiBaseUrl: string;
  idpPort: number;
  child: ChildProcess;
  /** The child's recent output, for the failure message. */
  output(): string;
}

function spawnApi(env: Record<string, string>, apiPort: number, idpPort: number): ApiProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    API_PORT: `${apiPort}`,
    IDP_PORT: `${idpPort}`,
    // Each process's own mail catcher, on free ports (two cannot share the defaults).
    MAIL_SMTP_PORT: '0',
    MAIL_INBOX_PORT: '0',
  };
  // The local payment provider, whatever the developer's shell says.
  delete childEnv.STRIPE_SECRET_KEY;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    apiBaseUrl: `http://127.0.0.1:${apiPort}${API_PREFIX}`,
    idpPort,
    child,
    output: () => output,
  };
}

async function whenReady(api: ApiProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = new URL('/ready', api.apiBaseUrl);
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) {
      const how = api.child.exitCode ?? api.child.signalCode;
      throw new Error(`the API process exited (${how}):\n${api.output()}`);
    }
    const status = await fetch(ready).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API process was not ready within ${timeoutMs} ms:\n${api.output()}`);
}

/** SIGTERM (the graceful stop of main.ts), then SIGKILL if it has not exited within 10 s. */
async function stop(api: ApiProcess): Promise<void> {
  const { child } = api;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Proxy {
  url: string;
  backends: number[];
  /** Sends every request to this backend (an index into `backends`); undefined: round-robin. */
  pinned: number | undefined;
  /** Which backend served each request, by path. */
  served: Array<{ backend: number; path: string }>;
  close(): Promise<void>;
}

/** The load balancer in front of the identity providers: a few lines of node:http. */
async function startProxy(): Promise<Proxy> {
  const agent = new Agent({ keepAlive: false });
  let turn = 0;
  const proxy: Proxy = {
    url: '',
    backends: [],
    pinned: undefined,
    served: [],
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const backend = proxy.pinned ?? turn++ % proxy.backends.length;
    proxy.served.push({ backend, path: new URL(req.url ?? '/', 'http://proxy').pathname });
    const upstream = request(
      {
        host: '127.0.0.1',
        port: proxy.backends[backend],
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return proxy;
}

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T>(
  api: ApiProcess,
  method: string,
  path: string,
  token: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${api.apiBaseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

interface OrganizationAnswer {
  license_counts: { POD_ADMIN: number };
  licenses: Array<{ id: string; identifier: string | null; revoked_at: string | null; trial: boolean }>;
}

const licenseCountsOf = (organization: OrganizationAnswer) =>
  getLicenseCounts({
    licenses: organization.licenses.map((license) => ({
      identifier: license.identifier,
      revokedAt: license.revoked_at,
      trial: license.trial,
    })),
    licenseCounts: organization.license_counts,
  });

describe.each(TEST_DRIVERS.filter((driver) => driver === 'postgres'))(
  'two API processes on one %s database and data folder',
  () => {
    const schema = `api_test_${randomBytes(6).toString('hex')}`;
    let dataDir: string;
    let proxy: Proxy;
    const apis: ApiProcess[] = [];
    /** The platform admin's tokens: owner of Pod Console HQ (Enterprise, 20 licences, none assigned). */
    let tokens: TokenResponse;

    beforeAll(
      async () => {
        dataDir = await mkdtemp(join(tmpdir(), 'pod-console-two-processes-'));
        proxy = await startProxy();
        // The schema is in the URL too, so that even a process ignoring DATABASE_SCHEMA writes nowhere else.
        await withAdmin((admin) => admin.query(`create schema ${schema}`));
        const url = new URL(TEST_POSTGRES_URL);
        url.searchParams.set('options', `-c search_path=${schema}`);
        const env = {
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          DATABASE_SCHEMA: schema,
          PUBLIC_ISSUER_URL: proxy.url,
          // No console: neither process serves one (the console origin stays the default for CORS).
          CONSOLE_DIR: join(dataDir, 'no-console'),
          LOG_LEVEL: 'warn',
        };
        const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
        proxy.backends = [ports[1]!, ports[3]!];
        // One after the other, as a rolling deployment starts them: the demo seed both run on start is not safe
        // to run twice at once on an empty database (two inserts of one terms version collide).
        apis.push(spawnApi(env, ports[0]!, ports[1]!));
        await whenReady(apis[0]!, START_TIMEOUT_MS);
        apis.push(spawnApi(env, ports[2]!, ports[3]!));
        await whenReady(apis[1]!, START_TIMEOUT_MS);
      },
      2 * START_TIMEOUT_MS + 10_000,
    );

    afterAll(async () => {
      await Promise.all(apis.map((api) => stop(api)));
      await proxy?.close();
      await withAdmin((admin) => admin.query(`drop schema if exists ${schema} cascade`));
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 30_000);

    it('completes through one process a sign-in started through the other, and each API accepts its tokens', async () => {
      const browser = new TestBrowser(proxy.url);
      const { verifier, challenge } = pkcePair();
      const backendsOf = (path: string) =>
        proxy.served.filter((entry) => entry.path.startsWith(path)).map((entry) => entry.backend);

      // Process 1: the authorization request, its interaction and the login page.
      proxy.pinned = 0;
      const page = await browser.open(authorizeUrl(proxy.url, { challenge }));
      expect(page.response.status).toBe(200);
      const html = await page.response.text();
      // Process 2: the login, which resumes the authorization and issues the code.
      proxy.pinned = 1;
      const done = await browser.submit(formAction(html, page.url, 'login'), { account_id: DEMO_IDS.admin });
      const code = done.leftTo?.searchParams.get('code');
      expect(code, `redirect: ${done.leftTo?.href ?? done.response.status}`).toEqual(expect.any(String));
      // Process 1 exchanges the code; process 2 renews with the refresh token.
      proxy.pinned = 0;
      const signedIn = await exchangeCode(proxy.url, code!, verifier);
      proxy.pinned = 1;
      const renewal = await refreshGrant(proxy.url, signedIn.refresh_token!);
      expect(renewal.status).toBe(200);
      tokens = (await renewal.json()) as TokenResponse;
      // Process 1 again: silent renewal with the session cookie process 2 set.
      proxy.pinned = 0;
      const silent = await silentAuthorize(browser);
      expect(silent.error).toBeUndefined();
      proxy.pinned = undefined;

      expect(backendsOf('/authorize')).toEqual([0, 1, 0]);
      expect(backendsOf('/interaction/')).toEqual([0, 1]);
      expect(backendsOf('/oauth/token')).toEqual([0, 1, 0]);
      // Each API accepts the access token the other process's provider issued.
      const fromProcess = [signedIn.access_token, tokens.access_token];
      for (const [index, api] of apis.entries()) {
        const me = await call<{ email: string }>(api, 'GET', '/users/current-user', fromProcess[1 - index]!);
        expect(me).toMatchObject({ status: 200, body: { email: 'admin@example.com' } });
      }
    });

    it('refuses a refresh token spent through one process when it is presented to the other', async () => {
      proxy.pinned = 0;
      const next = (await (await refreshGrant(proxy.url, tokens.refresh_token!)).json()) as TokenResponse;
      proxy.pinned = 1;
      const replay = await refreshGrant(proxy.url, tokens.refresh_token!);
      proxy.pinned = undefined;

      expect(next.refresh_token).toEqual(expect.any(String));
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('never assigns more licences than the organization has, under assignments racing through both APIs', async () => {
      const signIn = await signInThroughProxy(proxy, DEMO_IDS.admin);
      const before = await call<OrganizationAnswer>(apis[0]!, 'GET', `/organizations/${DEMO_IDS.hq}`, signIn);
      expect(before.status).toBe(200);
      const counts = licenseCountsOf(before.body);
      const attempts = 36;
      expect(counts.unassigned).toBeGreaterThan(0);
      expect(counts.unassigned).toBeLessThan(attempts);

      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, index) =>
          call(apis[index % 2]!, 'POST', '/licenses/assign-member-to-license', signIn, {
            body: { organizationId: DEMO_IDS.hq, identifier: `Racer ${index}`, licenseType: 'POD_ADMIN' },
          }),
        ),
      );

      const accepted = answers.filter((answer) => answer.status === 201);
      expect(accepted).toHaveLength(counts.unassigned);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(attempts - counts.unassigned);
      // Each process had fewer attempts than free licences, so each accepted some.
      const acceptedBy = new Set(
        answers.flatMap((answer, index) => (answer.status === 201 ? [index % 2] : [])),
      );
      expect(acceptedBy).toEqual(new Set([0, 1]));
      const after = await call<OrganizationAnswer>(apis[1]!, 'GET', `/organizations/${DEMO_IDS.hq}`, signIn);
      expect(licenseCountsOf(after.body)).toEqual({
        assigned: counts.available,
        available: counts.available,
        unassigned: 0,
      });
    });

    it('shows a change made through one API on a poll through the other, as soon as the database announces it', async () => {
      const token = await signInThroughProxy(proxy, DEMO_IDS.admin);
      const path = `/organizations/${DEMO_IDS.hq}`;
      // Process 2 has answered (and cached) the organization: its ETag names that version.
      const cached = await call<OrganizationAnswer>(apis[1]!, 'GET', path, token);
      const etag = cached.headers.get('etag');
      expect(etag).toEqual(expect.any(String));
      const licenseCount = cached.body.license_counts.POD_ADMIN + 1;

      const changed = await call(apis[0]!, 'PATCH', `${path}/update-license-count`, token, {
        body: { licenseCount, licenseType: 'POD_ADMIN' },
      });
      expect(changed.status).toBe(204);
      // Process 2 answers unchanged polls from memory, and forgets the organization when the database announces the
      // change (decision 0022): within milliseconds of the commit, so the first poll after it almost always sees it.
      const poll = () =>
        call<OrganizationAnswer>(apis[1]!, 'GET', path, token, { headers: { 'if-none-match': etag! } });
      // Polled until it sees the change; the limit only fails a notice that never comes.
      const deadline = Date.now() + 15_000;
      let next = await poll();
      while (next.status === 304 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        next = await poll();
      }

      expect(next.status).toBe(200);
      expect(next.headers.get('etag')).not.toBe(etag);
      expect(next.body.license_counts.POD_ADMIN).toBe(licenseCount);
    });
  },
);

async function withAdmin(task: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await task(client);
  } finally {
    await client.end();
  }
}

/** A fresh sign-in through the proxy, round-robin: the access token. */
async function signInThroughProxy(proxy: Proxy, accountId: string): Promise<string> {
  const browser = new TestBrowser(proxy.url);
  const { verifier, challenge } = pkcePair();
  const page = await browser.open(authorizeUrl(proxy.url, { challenge }));
  const html = await page.response.text();
  const done = await browser.submit(formAction(html, page.url, 'login'), { account_id: accountId });
  const code = done.leftTo?.searchParams.get('code');
  if (!code) throw new Error(`no code: ${done.leftTo?.href ?? done.response.status}`);
  return (await exchangeCode(proxy.url, code, verifier)).access_token;
}
