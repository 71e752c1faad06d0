// Backups of a PGlite folder while its server runs (docs/decisions/0036-backups.md). PGlite lives inside the server's
// process, and a second process must never open its folder, so the server answers backups itself: a random secret
// and its address in `<dataDir>/backup-control.json` (readable by the folder's owner only), and
// `POST /control/backup` with that secret as a bearer token streams a backup (db/backup.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { ApiPlugin } from '../app';
import { writeBackup } from './backup';

export const BACKUP_CONTROL_FILE = 'backup-control.json';
export const BACKUP_CONTROL_PATH = '/control/backup';

export interface BackupControl {
  /** The server's origin, e.g. http://127.0.0.1:4000. */
  url: string;
  secret: string;
  pid: number;
}

export function newBackupSecret(): string {
  return randomBytes(32).toString('base64url');
}

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The route; anything but the secret answers 404, as if there were none. */
export function backupControlRoute(secret: string): ApiPlugin {
  return (app, context) => {
    app.post(BACKUP_CONTROL_PATH, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, secret)) return reply.code(404).send();
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/gzip', 'cache-control': 'no-store' });
      try {
        await writeBackup(context.db, reply.raw);
      } catch (error) {
        request.log.error({ err: error }, 'the backup failed');
        // Cut the answer: a client that reads a truncated gzip knows the backup is not whole.
        reply.raw.destroy(error instanceof Error ? error : undefined);
      }
    });
  };
}

export async function writeBackupControl(
  dataDir: string,
  control: BackupControl,
): Promise<() => Promise<void>> {
  const path = join(dataDir, BACKUP_CONTROL_FILE);
  await writeFile(path, JSON.stringify(control), { mode: 0o600 });
  return () => rm(path, { force: true });
}

/** The running server's control of `dataDir`, when one is running; null otherwise (no file, or its process ended). */
export async function readBackupControl(dataDir: string): Promise<BackupControl | null> {
  let control: BackupControl;
  try {
    control = JSON.parse(await readFile(join(dataDir, BACKUP_CONTROL_FILE), 'utf8')) as BackupControl;
  } catch {
    return null;
  }
  try {
    process.kill(control.pid, 0);
  } catch {
    return null;
  }
  return control;
}
