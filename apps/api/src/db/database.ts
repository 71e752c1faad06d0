// Opens the product database: embedded PGlite by default (a data folder, or memory for tests), PostgreSQL when a
// connection string is given. Both run the same migrations and the same Kysely queries.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import { migrate } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… — use PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); tests give each run its own. */
  schema?: string;
  /** PGlite data folder; omitted means in memory. Its parent folder is created (PGlite does not). */
  dataDir?: string;
  /** Apply pending migrations after opening. Default true. */
  migrate?: boolean;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let driver: DatabaseDriver;
  if (options.databaseUrl) {
    driver = 'postgres';
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new TypeError(`invalid schema name ${schema}`);
    if (schema) {
      const setup = new pg.Client({ connectionString: options.databaseUrl });
      await setup.connect();
      try {
        await setup.query(`create schema if not exists ${schema}`);
      } finally {
        await setup.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema && { options: `-c search_path=${schema}` }),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    driver = 'pglite';
    if (options.dataDir) await mkdir(dirname(options.dataDir), { recursive: true });
    // pg_trgm serves the admin table's text filter (migration 0004); PGlite loads an extension at construction.
    const pglite = new PGlite({
      ...(options.dataDir && { dataDir: options.dataDir }),
      extensions: { pg_trgm },
    });
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  }
  if (options.migrate !== false) await migrate(db);
  return { db, driver, close: () => db.destroy() };
}
