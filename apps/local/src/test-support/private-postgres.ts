// A PostgreSQL server of its own, in a fresh temporary folder on a free port, that a test or the soak may stop,
// crash and start again: the machine's shared server (127.0.0.1:5432) serves other suites at the same time and must
// never be restarted. initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from '@pod-console/api/testing';

import { shellWord, whenOrphaned } from './orphan-watchdog';

const run = promisify(execFile);

/** What a machine without the server binaries must install; the message of the failure that says so. */
export const POSTGRES_MISSING =
  'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found on PATH nor in /usr/lib/postgresql/*/bin. ' +
  'Install them: `apt-get install -y postgresql` on Debian or Ubuntu, `brew install postgresql@15` on macOS.';

export type StopMode = 'fast' | 'immediate';

export interface PrivatePostgres {
  port: number;
  /** A connection string to `database` (default `postgres`), as the superuser `postgres`, trusted. */
  url(database?: string): string;
  /** `pg_ctl stop -m <mode>`: fast rolls back and closes every session; immediate is a crash (recovery on start). */
  stop(mode: StopMode): Promise<void>;
  start(): Promise<void>;
  /** The server's log so far, for a failure message. */
  log(): Promise<string>;
  /** Stops the server (immediately) and removes its folder. */
  close(): Promise<void>;
}

export interface PrivatePostgresOptions {
  /**
   * false: `fsync=off`, for tests on a busy machine; the soak keeps real fsync, so that its crash restarts recover
   * from a WAL flushed as in production.
   */
  fsync: boolean;
}

/** The folder holding initdb and pg_ctl: PATH first, then Debian's layout (the newest version). */
export function findPostgresBin(
  where: { path?: string; debian?: string } = { path: process.env.PATH, debian: '/usr/lib/postgresql' },
): string {
  for (const folder of (where.path ?? '').split(delimiter))
    if (folder && existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl'))) return folder;
  const debian = where.debian;
  if (debian && existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  throw new Error(POSTGRES_MISSING);
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error(
      'Running as root, the PostgreSQL server must run as the user `postgres`, which does not exist. ' +
        POSTGRES_MISSING,
    );
  }
}

/**
 * Servers still running, stopped when this process exits, so that a test that times out leaves none behind (and by a
 * watchdog when it is killed).
 */
const running = new Map<string, () => void>();
process.once('exit', () => {
  for (const stop of running.values()) stop();
});

export async function startPrivatePostgres(options: PrivatePostgresOptions): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  const root = await mkdtemp(join(tmpdir(), 'pod-console-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    await chown(root, uid, gid);
  }
  const exec = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const settingsOn = (port: number) =>
    [
      `-p ${port}`,
      // Its socket in its own folder: the machine's server owns the default one.
      `-k ${root}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=60',
      '-c shared_buffers=32MB',
      // Commits still write their WAL before answering (synchronous_commit stays on), so a crash of the server
      // loses nothing: only a crash of the machine would, which no test causes.
      ...(options.fsync ? [] : ['-c fsync=off']),
    ].join(' ');

  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const startOn = (port: number) =>
    exec('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '120', '-o', settingsOn(port)]);
  const stop = async (mode: StopMode) => {
    await exec('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '120']);
  };
  // A free port can be taken by another suite before the server binds it: then another one.
  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      await startOn(port);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const pgCtl = join(bin, 'pg_ctl');
  const stopCommand = [...(asRoot ? ['runuser', '-u', 'postgres', '--'] : []), pgCtl]
    .concat(['stop', '-D', dataDir, '-m', 'immediate', '-w'])
    .map(shellWord)
    .join(' ');
  const watchdog = whenOrphaned(`${stopCommand} >/dev/null 2>&1; rm -rf ${shellWord(root)}`);
  running.set(root, () => {
    const args = ['stop', '-D', dataDir, '-m', 'immediate', '-w'];
    try {
      if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args], { stdio: 'ignore' });
      else execFileSync(pgCtl, args, { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    rmSync(root, { recursive: true, force: true });
  });
  let closed = false;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start: async () => {
      await startOn(port);
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
    async close() {
      if (closed) return;
      closed = true;
      running.delete(root);
      watchdog.cancel();
      await stop('immediate').catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}
