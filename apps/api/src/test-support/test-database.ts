// Test support: the databases the suite runs against. PGlite always; PostgreSQL too when 127.0.0.1:5432 answers
// (these machines run one with trust auth and a `test` database), each run in its own schema, dropped afterwards.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

import { openDatabase, type DatabaseDriver, type OpenDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { TEST_POSTGRES_URL } from './test-postgres';

export { TEST_POSTGRES_URL };

/** pglite, plus postgres when the local server answered the run's global setup. */
export const TEST_DRIVERS: DatabaseDriver[] = inject('postgresAnswers') ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The routes' tests run on one database: PostgreSQL, production's, when it answers (and faster per query), else
 * PGlite. The SQL they reach is tested on both (db/, data/, read-models/, the rate-limit store), and the whole
 * stack's tests run on PGlite, as `npm start` does (docs/decisions/0029-test-schedule.md).
 */
export const ROUTE_TEST_DRIVERS: DatabaseDriver[] = [
  TEST_DRIVERS.includes('postgres') ? 'postgres' : 'pglite',
];

let snapshot: Promise<Blob> | undefined;

/** The run's migrated PGlite database (global-setup.ts), read once per test file. */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshotPath')).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** `applicationName` names a test's PostgreSQL connections, so that it can find (and end) its own. */
export async function openTestDatabase(
  driver: DatabaseDriver,
  options: { applicationName?: string } = {},
): Promise<OpenDatabase> {
  if (driver === 'pglite') return openDatabase({ pgliteSnapshot: await migratedPgliteSnapshot() });
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const opened = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema, ...options });
  return {
    ...opened,
    async close() {
      await opened.close();
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

const TABLES = [
  'mail_outbox',
  'mail_notices',
  'terms_acceptances',
  'terms_documents',
  'subscriptions',
  'invitations',
  'licenses',
  'service_accounts',
  'memberships',
  'organizations',
  'users',
  'identity_accounts',
] as const;

/** The tables `truncate … cascade` of TABLES would empty: those and every table that references one, recursively. */
const tablesToEmpty = new WeakMap<Kysely<Database>, Promise<string[]>>();

function tablesReachedFrom(db: Kysely<Database>): Promise<string[]> {
  let tables = tablesToEmpty.get(db);
  if (!tables) {
    tables = sql<{ name: string }>`
      with recursive reached(oid) as (
        select oid from pg_class
        where relnamespace = current_schema()::regnamespace and relname in (${sql.join([...TABLES])})
        union
        select constraints.conrelid from pg_constraint constraints join reached on constraints.confrelid = reached.oid
        where constraints.contype = 'f'
      )
      select relname as name from pg_class where oid in (select oid from reached)
    `
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.name));
    tablesToEmpty.set(db, tables);
  }
  return tables;
}

/**
 * Empties every table between tests: much cheaper than a new database. One statement of deletes (foreign keys are
 * checked at its end, so order does not matter), not `truncate`, which gives each table a new file: 70 ms a test on
 * either database, against 6 ms on PostgreSQL and 30 on PGlite. The delete triggers keep the counts as truncate's did.
 */
export async function emptyTables(db: Kysely<Database>): Promise<void> {
  const tables = await tablesReachedFrom(db);
  const deletes = tables.map(
    (table, index) => sql`${sql.raw(`d${index}`)} as (delete from ${sql.table(table)})`,
  );
  await sql`with ${sql.join(deletes)} select 1`.execute(db);
}

/** Two processes' databases: two pools on one PostgreSQL schema, or one PGlite (it lives in one process). */
export async function openTwoProcessesDatabases(
  driver: 'pglite' | 'postgres',
): Promise<{ first: OpenDatabase; second: OpenDatabase; close: () => Promise<void> }> {
  if (driver === 'pglite') {
    const only = await openTestDatabase('pglite');
    return { first: only, second: only, close: () => only.close() };
  }
  const schema = `api_test_two_${randomUUID().slice(0, 8)}`;
  const first = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema });
  const second = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema });
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Two processes' databases for the tests of a background job (several processes looking at once): opened once for
 * the file, emptied before each test, closed after the last.
 */
export function useTwoProcessesDatabases(driver: 'pglite' | 'postgres'): {
  first: OpenDatabase;
  second: OpenDatabase;
} {
  let databases: Awaited<ReturnType<typeof openTwoProcessesDatabases>> | undefined;
  beforeAll(async () => {
    databases = await openTwoProcessesDatabases(driver);
  });
  beforeEach(async () => {
    await emptyTables(databases!.first.db);
  });
  afterAll(async () => {
    await databases?.close();
  });
  return {
    get first() {
      return databases!.first;
    },
    get second() {
      return databases!.second;
    },
  };
}
