// Opens the product database: PGlite by default, PostgreSQL with a connection string; same migrations and queries.
// A lost pooled connection is logged and dropped, and the next query opens a new one; without the 'error' listener
// Node would exit on it.
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

import { migrate } from './migrate';
import {
  pgliteOrganizationChanges,
  postgresOrganizationChanges,
  type OrganizationChangeFeed,
} from './organization-changes';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

/** Where the database reports a lost connection (pino's `warn` fits). */
export type DatabaseLog = (details: { err: Error }, message: string) => void;

export interface DatabaseOptions {
  /** postgres://… — use PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); tests give each run its own. */
  schema?: string;
  /** PGlite data folder; omitted means in memory. Its parent folder is created (PGlite does not). */
  dataDir?: string;
  /**
   * PGlite, in memory or in a `dataDir` that holds no database yet: start from this data folder (a `dumpDataDir`
   * archive, see `pgliteSnapshot`) instead of an empty one. Skips initdb and the migrations already in it: 0.4 s instead of 1.5–2 s a database, which the API's
   * tests open by the hundred.
   */
  pgliteSnapshot?: Blob;
  /** Apply pending migrations after opening. Default true. */
  migrate?: boolean;
  /** PostgreSQL: how long to wait for a new connection before the query fails. Default 5000 ms. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the application_name its connections show in pg_stat_activity. Default `pod-console-api`. */
  applicationName?: string;
  /** PostgreSQL: where a lost connection is reported. Default: a line on stderr. */
  log?: DatabaseLog;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** The organizations that change, as the database announces them (migration 0010), through any process. */
  organizationChanges: OrganizationChangeFeed;
  /** Creates the schema (PostgreSQL with `schema`) and applies pending migrations. Safe to repeat. */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

const defaultLog: DatabaseLog = ({ err }, message) => {
  console.warn(`${message}: ${err.message}`);
};

/**
 * The database without querying it: a PostgreSQL pool connects on its first query, so this succeeds while the
 * server is down (PGlite runs in this process). `prepare()` then creates the schema and migrates; `openDatabase`
 * does both at once.
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema && !SCHEMA_NAME.test(schema)) throw new TypeError(`invalid schema name ${schema}`);
    const log = options.log ?? defaultLog;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      application_name: options.applicationName ?? 'pod-console-api',
      ...(schema && { options: `-c search_path=${schema}` }),
    });
    // A client checked out (between the queries of a transaction) that loses its connection emits 'error' with
    // no pool listener attached: this one keeps it from being uncaught. Its next query fails, and pg-pool drops a
    // client that is no longer queryable when it comes back.
    pool.on('connect', (client) => {
      let reported = false;
      client.on('error', (error) => {
        // A terminated backend sends its FATAL message, then the socket ends: one loss, one line.
        if (!reported) log({ err: error }, 'database connection lost');
        reported = true;
      });
    });
    // An idle client's error reaches the pool as well; the client's own listener above has logged it already.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const organizationChanges = postgresOrganizationChanges({
      connectionString: options.databaseUrl,
      applicationName: options.applicationName ?? 'pod-console-api',
      log,
    });
    return {
      db,
      driver: 'postgres',
      organizationChanges,
      async prepare() {
        if (schema) await sql.raw(`create schema if not exists ${schema}`).execute(db);
        if (options.migrate !== false) await migrate(db);
      },
      async close() {
        await organizationChanges.close();
        await db.destroy();
      },
    };
  }
  if (options.dataDir) await mkdir(dirname(options.dataDir), { recursive: true });
  // A snapshot fills a folder that holds no database yet (initdb and the migrations skipped); an existing one opens.
  const fromSnapshot =
    options.pgliteSnapshot !== undefined &&
    (!options.dataDir || !existsSync(join(options.dataDir, 'PG_VERSION')));
  // pg_trgm serves the admin table's text filter (migration 0004); PGlite loads an extension at construction.
  const pglite = new PGlite({
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(fromSnapshot && { loadDataDir: options.pgliteSnapshot }),
    extensions: { pg_trgm },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const organizationChanges = pgliteOrganizationChanges(pglite);
  return {
    db,
    driver: 'pglite',
    organizationChanges,
    async prepare() {
      if (options.migrate !== false) await migrate(db);
    },
    async close() {
      await organizationChanges.close();
      await db.destroy();
    },
  };
}

/** Opens the database and prepares it (schema, migrations); fails when it cannot be reached. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  const database = await createDatabase(options);
  try {
    await database.prepare();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** A migrated, empty PGlite database as an archive, for `pgliteSnapshot`: tests open copies of it. */
export async function pgliteSnapshot(): Promise<Blob> {
  const pglite = new PGlite({ extensions: { pg_trgm } });
  try {
    await migrate(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
    // Uncompressed: reading 40 MB is faster than inflating 5 MB, and the archive never leaves the machine.
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}
