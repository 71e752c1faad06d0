// The stack under database faults and at shutdown: it starts unready (not dead) while PostgreSQL is down and
// becomes ready by itself when it comes up; close() lets a request in flight finish, refuses new connections and
// closes the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  TEST_DRIVERS,
  TEST_POSTGRES_URL,
  migratedPgliteSnapshot,
  signInAndGetTokens,
  TestBrowser,
  freePort,
} from '@pod-console/api/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from './seed/demo-data';
import { startStack, type Stack } from './stack';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pod-console-resilience-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Whether a new TCP connection to the port is refused. */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Resolves once an HTTP server of this process has begun a request for `path` (Node's own diagnostics channel). */
function serverReceives(path: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if ((message as { request: IncomingMessage }).request.url === path) {
        unsubscribe('http.server.request.start', listener);
        resolve();
      }
    };
    subscribe('http.server.request.start', listener);
  });
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A TCP proxy in front of the real PostgreSQL, on a fixed port: "the database" comes up when it listens. */
function postgresProxy(port: number) {
  const target = new URL(TEST_POSTGRES_URL);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  return {
    async up() {
      server = createServer((client) => {
        const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

describe.each(TEST_DRIVERS.filter((driver) => driver === 'postgres'))(
  'a stack on %s that is down at start',
  () => {
    const schema = `api_test_${randomBytes(6).toString('hex')}`;
    let proxyPort: number;
    let proxy: ReturnType<typeof postgresProxy>;
    let stack: Stack | undefined;

    beforeAll(async () => {
      proxyPort = await freePort();
      proxy = postgresProxy(proxyPort);
    });

    afterAll(async () => {
      await stack?.close();
      await proxy.down();
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    });

    it('starts unready instead of exiting, then becomes ready by itself when the database comes up', async () => {
      const url = new URL(TEST_POSTGRES_URL);
      url.port = String(proxyPort);
      stack = await startStack({
        apiPort: 0,
        idpPort: 0,
        dataDir: join(dataDir, 'down-at-start'),
        databaseUrl: url.toString(),
        databaseSchema: schema,
        databaseRetry: { initialMs: 50, maxMs: 200 },
      });
      expect(stack.isReady()).toBe(false);
      const health = await fetch(`${stack.apiOrigin}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const unready = await fetch(`${stack.apiOrigin}/ready`);
      expect(unready.status).toBe(503);
      expect(unready.headers.get('retry-after')).toBe('5');
      expect(await unready.json()).toMatchObject({
        checks: { startup: 'pending', database: 'failed', migrations: 'skipped' },
      });

      await proxy.up();
      const started = Date.now();
      const running = stack;
      await eventually(async () => (await fetch(`${running.apiOrigin}/ready`)).status === 200, 10_000);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(running.isReady()).toBe(true);
      await running.whenReady();

      // Migrated and seeded: a demo user signs in and the API serves her.
      const tokens = await signInAndGetTokens(new TestBrowser(running.issuer), DEMO_IDS.alice);
      const me = await fetch(`${running.apiBaseUrl}/users/current-user`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: 'alice@example.com' });
    });
  },
);

describe('closing the stack', () => {
  it('finishes the request in flight, refuses new connections, then closes the database', async () => {
    const stack = await startStack({
      apiPort: 0,
      idpPort: 0,
      dataDir: join(dataDir, 'shutdown'),
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
    });
    const port = Number(new URL(stack.apiOrigin).port);
    const terms = await stack.db
      .selectFrom('terms_documents')
      .select(['id', 'body'])
      .executeTakeFirstOrThrow();

    // Embedded PGlite serves one holder at a time: a transaction held open makes the next request wait in flight.
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const transaction = stack.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await holding;
    const received = serverReceives(`/terms/${terms.id}.md`);
    const inFlight = fetch(`${stack.apiOrigin}/terms/${terms.id}.md`);
    await received;

    let closed = false;
    const closing = stack.close().then(() => {
      closed = true;
    });
    await eventually(() => refuses(port), 2000);
    expect(closed).toBe(false);

    release();
    await transaction;
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(terms.body);
    await closing;
    expect(await refuses(port)).toBe(true);
    await expect(stack.db.selectFrom('users').select('id').execute()).rejects.toThrow(
      'driver has already been destroyed',
    );
  });

  it('cuts a request that outlasts the grace period', async () => {
    const stack = await startStack({
      apiPort: 0,
      idpPort: 0,
      dataDir: join(dataDir, 'shutdown-bounded'),
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
      seed: false,
      shutdownGraceMs: 200,
    });
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const transaction = stack.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await holding;
    const path = `/terms/${randomUUID()}.md`;
    const received = serverReceives(path);
    const inFlight = fetch(`${stack.apiOrigin}${path}`).then(
      (response) => response.status,
      () => 'cut',
    );
    await received;
    const started = Date.now();
    const closing = stack.close();
    expect(await inFlight).toBe('cut');
    expect(Date.now() - started).toBeLessThan(2000);
    release();
    await transaction;
    await closing;
  });
});
