// Operational endpoints outside the contract's base path, for process supervisors and load balancers:
// `GET /health` (liveness: the process answers) and `GET /ready` (readiness: the database answers and its
// migrations are current, so the API can serve calls). Neither needs a token nor CORS; both answer in a few
// milliseconds and are logged only when they fail, since probes call them every few seconds.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

import { MIGRATIONS } from '../db/migrate';
import type { Database } from '../db/schema';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-faults';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem';

export type CheckResult = 'ok' | 'failed' | 'pending' | 'skipped';

/** What the process itself knows about its readiness (server.ts: still preparing the database, or stopping). */
export interface StartupState {
  /** `starting` until the database is migrated (and seeded), `stopping` once shutdown has begun. */
  phase(): 'starting' | 'ready' | 'stopping';
}

export interface HealthOptions {
  db: Kysely<Database>;
  startup?: StartupState;
  /** How long the database may take to answer a check. Default 2000 ms. */
  checkTimeoutMs?: number;
}

export interface Readiness {
  ready: boolean;
  checks: { startup: CheckResult; database: CheckResult; migrations: CheckResult };
  /** Versions the code expects but the database has not applied (when it could be asked). */
  pendingMigrations?: string[];
}

class CheckTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Asks the database: `select 1`, then the applied versions against `MIGRATIONS` (db/migrate.ts). */
export async function checkReadiness(options: HealthOptions): Promise<Readiness> {
  const phase = options.startup?.phase() ?? 'ready';
  const timeoutMs = options.checkTimeoutMs ?? 2000;
  if (phase === 'stopping')
    return { ready: false, checks: { startup: 'failed', database: 'skipped', migrations: 'skipped' } };
  const startup: CheckResult = phase === 'starting' ? 'pending' : 'ok';
  try {
    await withTimeout(sql`select 1`.execute(options.db), timeoutMs);
  } catch {
    return { ready: false, checks: { startup, database: 'failed', migrations: 'skipped' } };
  }
  let applied: Set<string>;
  try {
    const rows = await withTimeout(
      sql<{ version: string }>`select version from schema_migrations`.execute(options.db),
      timeoutMs,
    );
    applied = new Set(rows.rows.map((row) => row.version));
  } catch (error) {
    // 42P01: it answered `select 1` but has no schema_migrations table yet, so nothing is applied.
    if ((error as { code?: unknown }).code !== '42P01')
      return { ready: false, checks: { startup, database: 'failed', migrations: 'skipped' } };
    applied = new Set();
  }
  // Versions applied by a newer release are fine: migrations only add (db/migrate.ts, "append only").
  const pendingMigrations = MIGRATIONS.map((migration) => migration.version).filter(
    (version) => !applied.has(version),
  );
  const migrations: CheckResult = pendingMigrations.length === 0 ? 'ok' : 'pending';
  return {
    ready: startup === 'ok' && migrations === 'ok',
    checks: { startup, database: 'ok', migrations },
    ...(pendingMigrations.length > 0 && { pendingMigrations }),
  };
}

function failedChecks(readiness: Readiness): string {
  return Object.entries(readiness.checks)
    .filter(([, result]) => result === 'failed' || result === 'pending')
    .map(([name, result]) => `${name}: ${result}`)
    .join(', ');
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  // Liveness answers from the process alone: a database outage must not get a healthy process restarted.
  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => reply.send({ status: 'ok' }));

  app.get('/ready', { logLevel: 'warn' }, async (request, reply) => {
    const readiness = await checkReadiness(options);
    if (readiness.ready) return reply.send({ status: 'ready', checks: readiness.checks });
    request.log.warn({ readiness }, 'not ready');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .type(PROBLEM_CONTENT_TYPE)
      .send({
        ...problemBody(503, `Not ready (${failedChecks(readiness)}).`, '/ready'),
        checks: readiness.checks,
        ...(readiness.pendingMigrations && { pendingMigrations: readiness.pendingMigrations }),
      });
  });
}
