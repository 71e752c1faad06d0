// The operational endpoints: /health answers while the process runs, /ready only while the database answers and
// is migrated (and the process is neither still starting nor stopping); otherwise 503 naming the failed check.
import { createServer } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildApiServer } from '../app';
import { createDatabase, type OpenDatabase } from '../db/database';
import { MIGRATIONS } from '../db/migrate';
import { createRecordingPaymentProvider } from '../test-support/recording-payment-provider';
import { openTestDatabase } from '../test-support/test-database';
import { createTestTokens } from '../test-support/test-tokens';
import type { StartupState } from './health';

async function apiOn(database: OpenDatabase, startup?: StartupState): Promise<FastifyInstance> {
  const tokens = await createTestTokens();
  const app = await buildApiServer({
    db: database.db,
    verifyAccessToken: tokens.verifier,
    publicUrl: 'http://127.0.0.1:4000',
    corsOrigins: ['http://127.0.0.1:5173'],
    payments: createRecordingPaymentProvider(),
    ...(startup && { startup }),
  });
  await app.ready();
  return app;
}

async function get(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body) as unknown,
  };
}

describe('on a migrated database', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let phase: ReturnType<StartupState['phase']> = 'ready';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await apiOn(database, { phase: () => phase });
  });

  afterEach(() => {
    phase = 'ready';
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers /health 200 {status: ok} without a token', async () => {
    const health = await get(app, '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('answers /ready 200 with every check ok', async () => {
    const ready = await get(app, '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { startup: 'ok', database: 'ok', migrations: 'ok' },
    });
  });

  it('answers /ready 503 naming the migration the database lacks', async () => {
    const last = MIGRATIONS.at(-1)!.version;
    await sql`delete from schema_migrations where version = ${last}`.execute(database.db);
    try {
      const ready = await get(app, '/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(ready.body).toEqual({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'Not ready (migrations: pending).',
        instance: '/ready',
        checks: { startup: 'ok', database: 'ok', migrations: 'pending' },
        pendingMigrations: [last],
      });
    } finally {
      await sql`insert into schema_migrations (version) values (${last})`.execute(database.db);
    }
    expect((await get(app, '/ready')).status).toBe(200);
  });

  it('answers /ready 503 while the process is still starting or already stopping; /health stays 200', async () => {
    phase = 'starting';
    const starting = await get(app, '/ready');
    expect(starting.status).toBe(503);
    expect(starting.body).toMatchObject({
      detail: 'Not ready (startup: pending).',
      checks: { startup: 'pending', database: 'ok', migrations: 'ok' },
    });
    phase = 'stopping';
    const stopping = await get(app, '/ready');
    expect(stopping.status).toBe(503);
    expect(stopping.body).toMatchObject({
      detail: 'Not ready (startup: failed).',
      checks: { startup: 'failed', database: 'skipped', migrations: 'skipped' },
    });
    expect((await get(app, '/health')).status).toBe(200);
  });
});

describe('on a database that cannot be reached', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    database = await createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` });
    app = await apiOn(database);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers /health 200 and /ready 503 naming the database', async () => {
    expect((await get(app, '/health')).body).toEqual({ status: 'ok' });
    const ready = await get(app, '/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body).toMatchObject({
      status: 503,
      detail: 'Not ready (database: failed).',
      checks: { startup: 'ok', database: 'failed', migrations: 'skipped' },
    });
  });
});
