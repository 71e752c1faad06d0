// Backups of the product database, the same on PGlite and PostgreSQL (docs/decisions/0036-backups.md): every table's
// rows as JSON, read in one read-only repeatable-read transaction (one snapshot: consistent while the API writes),
// written as gzipped JSON lines; restored into an empty database migrated to the backup's version, with triggers
// and foreign-key checks off while its rows go in (they were consistent when read), then migrated to this version.
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

import { sql, type Kysely, type Transaction } from 'kysely';

import { migrate, MIGRATIONS } from './migrate';
import type { Database } from './schema';

export const BACKUP_FORMAT = 'pod-console-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Rows per line of the file and per statement of a restore. */
const BATCH_ROWS = 500;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The last migration applied to the database it was taken from. */
  schemaVersion: string;
  createdAt: string;
  /** Each table's rows in the backup. */
  tables: Record<string, number>;
}

interface TableBatch {
  table: string;
  rows: unknown[];
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The tables of the database's schema, by name. */
async function tablesOf(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name
  `.execute(db);
  return rows.map((row) => row.name);
}

/** The columns a row can be given (not the generated ones). */
async function writableColumnsOf(db: Executor, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position
  `.execute(db);
  return rows.map((row) => row.name);
}

async function writeLine(out: Writable, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}

/**
 * Writes a backup of `db` to `out` (gzipped) and answers its header. One snapshot: a write that committed before the
 * backup began is in it, one that committed after is not, whatever the API does meanwhile.
 */
export async function writeBackup(
  db: Kysely<Database>,
  out: Writable,
  now = new Date(),
): Promise<BackupHeader> {
  const gzip = createGzip();
  const piped = gzip.pipe(out);
  const done = once(piped, 'finish');
  const header = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      const tables = await tablesOf(trx);
      if (!tables.includes('schema_migrations'))
        throw new BackupError('There is no Pod Console database here: no migration has run on it.');
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await sql<{
          count: string;
        }>`select count(*) as count from ${sql.table(table)}`.execute(trx);
        counts[table] = Number(rows[0]!.count);
      }
      const schema = await sql<{ version: string }>`
        select version from schema_migrations order by version desc limit 1
      `.execute(trx);
      const backupHeader: BackupHeader = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        schemaVersion: schema.rows[0]?.version ?? '',
        createdAt: now.toISOString(),
        tables: counts,
      };
      await writeLine(gzip, backupHeader);
      for (const table of tables) {
        // The snapshot does not move, so pages by physical order are stable within it.
        for (let offset = 0; offset < counts[table]!; offset += BATCH_ROWS) {
          const { rows } = await sql<{ row: unknown }>`
            select to_jsonb(t) as row from ${sql.table(table)} t order by ctid limit ${BATCH_ROWS} offset ${offset}
          `.execute(trx);
          await writeLine(gzip, { table, rows: rows.map((item) => item.row) } satisfies TableBatch);
        }
      }
      return backupHeader;
    });
  gzip.end();
  await done;
  return header;
}

export interface RestoreSummary {
  header: BackupHeader;
  /** Migrations applied after the rows went in: the backup was taken by an earlier version. */
  migratedAfter: string[];
}

/**
 * Restores the backup read from `input` into `db`, which must hold no organization and no user (a fresh data folder
 * or schema). Everything happens in one transaction: a backup that fails to load leaves the database as it was.
 */
export async function restoreBackup(db: Kysely<Database>, input: Readable): Promise<RestoreSummary> {
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = parseHeader(first.done ? '' : first.value);
  const position = MIGRATIONS.findIndex((migration) => migration.version === header.schemaVersion);
  if (position < 0)
    throw new BackupError(
      `This backup was taken at schema version "${header.schemaVersion}", which this version of Pod Console does not know; restore it with a version that does.`,
    );
  await migrate(db, { through: header.schemaVersion });
  await db.transaction().execute(async (trx) => {
    const taken = await sql<{ users: string; organizations: string }>`
      select (select count(*) from users) as users, (select count(*) from organizations) as organizations
    `.execute(trx);
    const existing = taken.rows[0]!;
    if (Number(existing.users) > 0 || Number(existing.organizations) > 0)
      throw new BackupError(
        'The database to restore into is not empty: restore into a fresh data folder (PGlite) or schema (PostgreSQL).',
      );
    // Its rows were consistent when read: no trigger recounts them and no foreign key is checked row by row.
    await sql`set local session_replication_role = replica`.execute(trx);
    const tables = new Set(await tablesOf(trx));
    const columns = new Map<string, string[]>();
    for (const table of Object.keys(header.tables)) {
      if (!tables.has(table)) throw new BackupError(`The backup's table "${table}" does not exist here.`);
      columns.set(table, await writableColumnsOf(trx, table));
      // What the migrations wrote (a counter row, the applied versions) is replaced by what the backup holds.
      await sql`delete from ${sql.table(table)}`.execute(trx);
    }
    const loaded: Record<string, number> = {};
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (next.value.trim() === '') continue;
      const batch = JSON.parse(next.value) as TableBatch;
      const names = columns.get(batch.table);
      if (!names)
        throw new BackupError(`The backup holds rows of "${batch.table}" but does not list that table.`);
      const list = sql.join(names.map((name) => sql.ref(name)));
      await sql`
        insert into ${sql.table(batch.table)} (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.table(batch.table)}, ${JSON.stringify(batch.rows)}::jsonb)
      `.execute(trx);
      loaded[batch.table] = (loaded[batch.table] ?? 0) + batch.rows.length;
    }
    for (const [table, count] of Object.entries(header.tables)) {
      if ((loaded[table] ?? 0) !== count)
        throw new BackupError(
          `The backup is incomplete: "${table}" should have ${count} rows and has ${loaded[table] ?? 0}.`,
        );
    }
  });
  const migratedAfter = await migrate(db);
  return { header, migratedAfter };
}

function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupError('This is not a Pod Console backup (its first line is not JSON).');
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupError('This is not a Pod Console backup.');
  if (header.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `This backup's format version is ${String(header.formatVersion)}; this version of Pod Console reads ${BACKUP_FORMAT_VERSION}.`,
    );
  if (typeof header.schemaVersion !== 'string' || typeof header.tables !== 'object' || header.tables === null)
    throw new BackupError('This backup has no schema version or table list.');
  return header as BackupHeader;
}
