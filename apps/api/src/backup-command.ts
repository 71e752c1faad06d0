// The commands of `npm run backup -- <file>` and `npm run restore -- <file>` (backup-main.ts) (README "Backups", docs/decisions/0036-backups.md):
// PostgreSQL with DATABASE_URL (and DATABASE_SCHEMA), otherwise the PGlite folder of DATA_DIR (default `.data`).
// A backup is consistent while the API runs: PostgreSQL reads one snapshot; a PGlite folder in use is backed up by
// the server that holds it. A restore goes into an empty database: a fresh schema or data folder.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { restoreBackup, writeBackup, type BackupHeader } from './db/backup';
import { BACKUP_CONTROL_PATH, readBackupControl } from './db/backup-control';
import { openDatabase, type OpenDatabase } from './db/database';
import { findRepositoryRoot } from './contract/contract';

const USAGE = 'Usage: npm run backup -- <file>   |   npm run restore -- <file>';

function open(env: NodeJS.ProcessEnv, dataDir: string): Promise<OpenDatabase> {
  return env.DATABASE_URL
    ? openDatabase({
        databaseUrl: env.DATABASE_URL,
        ...(env.DATABASE_SCHEMA && { schema: env.DATABASE_SCHEMA }),
        migrate: false,
        applicationName: 'pod-console-backup',
      })
    : openDatabase({ dataDir: join(dataDir, 'pglite'), migrate: false });
}

const rowsIn = (header: BackupHeader) => Object.values(header.tables).reduce((sum, count) => sum + count, 0);

export async function runBackupCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = console.log,
): Promise<void> {
  const [command, target] = args;
  if ((command !== 'backup' && command !== 'restore') || !target) throw new Error(USAGE);
  const file = resolve(target);
  const dataDir = resolve(env.DATA_DIR ?? join(findRepositoryRoot(), '.data'));
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'pglite')}`;
  const running = env.DATABASE_URL ? null : await readBackupControl(dataDir);

  if (command === 'backup') {
    // Written beside, then renamed: a backup that fails leaves no file that looks whole.
    const partial = `${file}.partial`;
    try {
      if (running) {
        const answer = await fetch(`${running.url}${BACKUP_CONTROL_PATH}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${running.secret}` },
        });
        if (!answer.ok || !answer.body)
          throw new Error(`The running server refused the backup (${answer.status}).`);
        await pipeline(Readable.fromWeb(answer.body as never), createWriteStream(partial));
        // A cut answer is a truncated gzip: reading it through fails here rather than at restore.
        await pipeline(
          createReadStream(partial),
          createGunzip(),
          new Writable({ write: (_chunk, _encoding, next) => next() }),
        );
      } else {
        const database = await open(env, dataDir);
        try {
          await writeBackup(database.db, createWriteStream(partial));
        } finally {
          await database.close();
        }
      }
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const { size } = await stat(file);
    print(`Backed up ${where}${running ? ', through the running server' : ''} to ${file} (${size} bytes).`);
    return;
  }

  if (running)
    throw new Error(
      `A server is running on ${join(dataDir, 'pglite')}: restore into a fresh data folder (DATA_DIR) instead, or stop it and move its folder away first.`,
    );
  const database = await open(env, dataDir);
  try {
    const { header, migratedAfter } = await restoreBackup(database.db, createReadStream(file));
    print(
      `Restored ${rowsIn(header)} rows of ${Object.keys(header.tables).length} tables, taken ${header.createdAt}, into ${where}` +
        (migratedAfter.length > 0 ? `; then migrated: ${migratedAfter.join(', ')}.` : '.'),
    );
  } finally {
    await database.close();
  }
}
