import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApiServer } from '../app';
import { API_PREFIX } from '../config';
import { isDatabaseUnavailable } from '../http/database-faults';
import { createRecordingPaymentProvider } from '../test-support/recording-payment-provider';
import { TEST_DRIVERS, TEST_POSTGRES_URL } from '../test-support/test-database';
import { createTestTokens } from '../test-support/test-tokens';
import { openDatabase, type OpenDatabase } from './database';
import { migrate, MIGRATIONS } from './migrate';

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'pod-console-db-'));
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('creates missing parent folders, migrates once and keeps data across reopenings', async () => {
    const dataDir = join(parent, 'nested', 'deeper', 'pglite');
    const first = await openDatabase({ dataDir });
    try {
      expect(await migrate(first.db)).toEqual([]);
      await first.db
        .insertInto('identity_accounts')
        .values({
          id: 'kept',
          email: 'kept@example.com',
          email_verified: true,
          given_name: 'Kept',
          family_name: null,
          description: null,
        })
        .execute();
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.selectFrom('identity_accounts').select('email').execute();
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
      const versions = await second.db
        .selectFrom('schema_migrations' as never)
        .select('version' as never)
        .execute();
      expect(versions.map((row) => (row as { version: string }).version)).toEqual(
        MIGRATIONS.map((migration) => migration.version),
      );
    } finally {
      await second.close();
    }
  });
});

describe.each(TEST_DRIVERS.filter((driver) => driver === 'postgres'))('connections on %s', () => {
  const applicationName = `pod-console-test-${randomBytes(4).toString('hex')}`;
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const lost: string[] = [];
  let database: OpenDatabase;
  let admin: pg.Client;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: TEST_POSTGRES_URL,
      schema,
      applicationName,
      log: ({ err }, message) => lost.push(`${message}: ${err.message}`),
    });
    admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    const tokens = await createTestTokens();
    app = await buildApiServer({
      db: database.db,
      verifyAccessToken: tokens.verifier,
      publicUrl: 'http://127.0.0.1:4000',
      corsOrigins: ['http://127.0.0.1:5173'],
      payments: createRecordingPaymentProvider(),
    });
    await app.ready();
    token = await tokens.mint({ sub: 'sub-survivor', email: 'survivor@example.com' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  /**
   * How a lost connection is reported: PostgreSQL's own message when it arrives before the socket closes, the
   * driver's when the socket closes first.
   */
  const LOST =
    /^database connection lost: (terminating connection due to administrator command|Connection terminated unexpectedly)$/;

  /** What an administrator (or a failover) does: ends every backend of this pool. */
  async function terminateBackends(): Promise<number> {
    const result = await admin.query<{ terminated: boolean }>(
      'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return result.rows.filter((row) => row.terminated).length;
  }

  const currentUser = () =>
    app.inject({
      method: 'GET',
      url: `${API_PREFIX}/users/current-user`,
      headers: { authorization: `Bearer ${token}` },
    });

  async function until(condition: () => boolean): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('survives the termination of its idle connections and answers the next request on a fresh one', async () => {
    expect((await currentUser()).statusCode).toBe(200);
    lost.length = 0;
    const terminated = await terminateBackends();
    expect(terminated).toBeGreaterThan(0);
    // Every lost connection is reported (and not thrown: an 'error' event without a listener ends the process),
    // and the pool drops it. A request sent before the last report may still draw a dead one and answer 503.
    await until(() => lost.length >= terminated);
    for (const line of lost) expect(line).toMatch(LOST);
    const next = await currentUser();
    expect(next.statusCode).toBe(200);
    expect(JSON.parse(next.body)).toMatchObject({ email: 'survivor@example.com' });
  });

  it('survives the termination of a connection held by a transaction; the pool drops it', async () => {
    lost.length = 0;
    const failure = await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        const terminated = await terminateBackends();
        // Between two queries the client is checked out, outside the pool's idle listener. The pool's idle
        // connections end too: once every loss is reported the pool holds no dead one for the next request.
        await until(() => lost.length >= terminated);
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(lost.length).toBeGreaterThan(0);
    for (const line of lost) expect(line).toMatch(LOST);
    expect((failure as Error).message).toMatch(/not queryable|Connection terminated/);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await currentUser()).statusCode).toBe(200);
  });
});
