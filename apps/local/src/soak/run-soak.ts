// The soak (docs/decisions/0037-soak-and-chaos.md): two API processes on a PostgreSQL server of their own, a mixed load
// of real clients for a while, and meanwhile PostgreSQL stopped and started again (fast, and as a crash) and one API
// process killed and started again. Afterwards the database is compared with every acknowledged write, the answers
// with the contract's only 5xx (503 with Retry-After), and each process's memory after warm-up is fitted to a line.
// `npm run soak` runs it for 30 minutes; `soak.test.ts` for two.
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '@pod-console/api';
import pg from 'pg';

import { killApi, startApiProcesses, withPostgres, type ApiProcesses } from '../test-support/api-processes';
import { startPrivatePostgres, type PrivatePostgres, type StopMode } from '../test-support/private-postgres';
import { checkDatabase, type Check, type DatabaseFigures } from './checks';
import { createSoakOrganizations } from './fixtures';
import { startLoad, type LoadPacing, type OrganizationLedger, type WriteRecord } from './load';
import { watchLogs, type ProcessLog } from './logs';
import { MEMORY_REPORTER, memoryGrowth, watchMemory, type MemoryGrowth, type ProcessMemory } from './memory';
import { SoakMetrics, type Violation } from './metrics';

export type ChaosAction =
  | { kind: 'postgres'; mode: StopMode }
  | {
      kind: 'kill-api';
      /** The process's index (0 or 1). */
      process: number;
    };

export interface ChaosStep {
  /** When, as a fraction of the load's duration. */
  at: number;
  action: ChaosAction;
}

export interface SoakOptions {
  durationMs: number;
  organizations: number;
  pacing: LoadPacing;
  chaos: ChaosStep[];
  /** How long PostgreSQL stays stopped before it starts again. */
  postgresDownMs: number;
  /** How long a killed API process stays dead before it starts again. */
  apiDownMs: number;
  /** Real fsync (the soak) or not (the test on a busy machine). */
  fsync: boolean;
  /** How often each API process reports its memory. */
  memorySampleMs: number;
  /** Memory samples this long after the load (or a restarted process) starts are left out of the growth. */
  warmUpMs: number;
  /**
   * A process not ready this long after its start, or a chaos step whose processes have not answered again after it,
   * fails (it only catches a hang).
   */
  recoveryDeadlineMs: number;
  log(line: string): void;
}

export interface ChaosRecord {
  step: ChaosStep;
  /** Since the load started. */
  startedAtMs: number;
  /** `pg_ctl stop` or the kill, until gone. */
  stopMs: number;
  /** Until PostgreSQL accepted connections again (pg_ctl start, recovery included) or the process was ready. */
  backAfterMs: number;
  /**
   * From the step's start until each API process answered a 2xx after it was back (a process the step left alone:
   * its first 2xx after the step began); undefined: it never did in time.
   */
  answeredAgainAfterMs: Array<number | undefined>;
}

export interface SoakResult {
  options: Omit<SoakOptions, 'log'> & { log: undefined };
  loadMs: number;
  /** From the end of the load until every operation in flight had its answer. */
  drainMs: number;
  metrics: SoakMetrics;
  violations: Violation[];
  chaos: ChaosRecord[];
  checks: Check[];
  figures: DatabaseFigures;
  writes: Record<'acknowledged' | 'refused' | 'given-up', Record<string, number>>;
  memory: MemoryGrowth[];
  /** Each API process's log lines at warn and above, counted. */
  logs: ProcessLog[];
  surprises: string[];
  passed: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function databaseOn(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // A connection lost while idle must not crash the soak.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function writesOf(ledgers: readonly OrganizationLedger[]): SoakResult['writes'] {
  const writes: SoakResult['writes'] = { acknowledged: {}, refused: {}, 'given-up': {} };
  const add = (record: WriteRecord) => {
    const byKind = writes[record.outcome];
    byKind[record.kind] = (byKind[record.kind] ?? 0) + 1;
  };
  for (const ledger of ledgers) {
    for (const { record } of ledger.assignments.values()) add(record);
    for (const { record } of ledger.invitations.values()) add(record);
    for (const record of [...ledger.revocations, ...ledger.claims, ...ledger.reports]) add(record);
  }
  return writes;
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { log } = options;
  let postgres: PrivatePostgres | undefined;
  let processes: ApiProcesses | undefined;
  const memories: ProcessMemory[] = [];
  const logs: ProcessLog[] = [];
  try {
    postgres = await startPrivatePostgres({ fsync: options.fsync });
    await withPostgres(postgres.url(), (client) => client.query('create database soak'));
    const databaseUrl = postgres.url('soak');
    log(`PostgreSQL ${options.fsync ? '(fsync on)' : '(fsync off)'} on port ${postgres.port}`);

    processes = await startApiProcesses({
      databaseUrl,
      count: 2,
      spawn: { nodeArgs: ['--expose-gc', '--import', MEMORY_REPORTER], ipc: true },
      env: { SOAK_MEMORY_SAMPLE_MS: String(options.memorySampleMs) },
      // A start slowed by a busy machine breaks nothing here (the other process serves meanwhile): only a hang fails.
      startTimeoutMs: options.recoveryDeadlineMs,
    });
    const started = processes;
    started.proxy.recording = false;
    started.apis.forEach((api, index) => {
      memories.push(watchMemory(`api-${index + 1}`, api.child));
      logs.push(watchLogs(`api-${index + 1}`, api.child));
    });
    log(`API processes ready: ${started.apis.map((api) => api.apiOrigin).join(', ')}`);

    const setup = databaseOn(databaseUrl);
    const organizations = await createSoakOrganizations(setup, {
      count: options.organizations,
      licenses: options.pacing.licenses,
    }).finally(() => setup.destroy());

    const metrics = new SoakMetrics();
    const load = await startLoad({
      organizations,
      proxy: started.proxy,
      origins: started.apis.map((api) => api.apiOrigin),
      metrics,
      pacing: options.pacing,
      durationMs: options.durationMs,
    });
    const loadStart = Date.now();
    const since = () => Date.now() - loadStart;
    log(`load started: ${organizations.length} organizations, ${options.durationMs / 1000} s`);

    /** Waits until `process` answers a 2xx at or after `after` (its traffic is the load's own). */
    const answeredAgain = async (process: number, after: number, stepStart: number) => {
      const deadline = Date.now() + options.recoveryDeadlineMs;
      for (;;) {
        const at = metrics.firstAnswerAfter(process, after);
        if (at !== undefined) return at - stepStart;
        if (Date.now() > deadline) return undefined;
        await sleep(50);
      }
    };

    const chaos: ChaosRecord[] = [];
    const runChaos = async () => {
      for (const step of [...options.chaos].sort((a, b) => a.at - b.at)) {
        await sleep(Math.max(0, loadStart + step.at * options.durationMs - Date.now()));
        const stepStart = Date.now();
        let stopMs: number;
        let backAt: number;
        if (step.action.kind === 'postgres') {
          await postgres!.stop(step.action.mode);
          stopMs = Date.now() - stepStart;
          log(`PostgreSQL stopped (${step.action.mode}) in ${stopMs} ms`);
          await sleep(options.postgresDownMs);
          await postgres!.start();
          backAt = Date.now();
          log(`PostgreSQL started again ${backAt - stepStart} ms after the stop began`);
        } else {
          const index = step.action.process;
          await killApi(started.apis[index]!);
          stopMs = Date.now() - stepStart;
          log(`api-${index + 1} killed (SIGKILL)`);
          await sleep(options.apiDownMs);
          const api = await started.restart(index);
          memories.push(watchMemory(`api-${index + 1} (restarted)`, api.child));
          logs.push(watchLogs(`api-${index + 1} (restarted)`, api.child));
          backAt = Date.now();
          log(`api-${index + 1} started again and ready ${backAt - stepStart} ms after the kill`);
        }
        const { action } = step;
        // A process the step did not touch is asked only to have answered since it began: it served meanwhile.
        const touched = (index: number) => action.kind === 'postgres' || action.process === index;
        const answeredAgainAfterMs = await Promise.all(
          started.apis.map((_, index) =>
            answeredAgain(index, touched(index) ? backAt : stepStart, stepStart),
          ),
        );
        log(
          `answered again: ${answeredAgainAfterMs.map((ms, index) => `api-${index + 1} ${ms ?? 'never'} ms`).join(', ')}`,
        );
        chaos.push({
          step,
          startedAtMs: stepStart - loadStart,
          stopMs,
          backAfterMs: backAt - stepStart,
          answeredAgainAfterMs,
        });
      }
    };

    // The load runs its duration, and on until the last chaos step has seen both processes answer again.
    const progress = setInterval(
      () => log(`${Math.round(since() / 1000)} s: ${metrics.total(200) + metrics.total(201)} answered 2xx`),
      60_000,
    );
    try {
      await Promise.all([sleep(options.durationMs), runChaos()]);
    } finally {
      clearInterval(progress);
    }
    const loadMs = since();
    log('load stopping: waiting for every operation in flight to be answered');
    await load.stop();
    const drainMs = since() - loadMs;

    const checkDb = databaseOn(databaseUrl);
    const { checks, figures } = await checkDatabase(checkDb, load.ledgers).finally(() => checkDb.destroy());
    const writes = writesOf(load.ledgers);
    const given = (outcome: keyof SoakResult['writes']) =>
      Object.values(writes[outcome]).reduce((sum, count) => sum + count, 0);
    const serverErrors = metrics.violationsOf('server-error');
    const stale = metrics.violationsOf('stale');
    const recovered = chaos.filter((record) => record.answeredAgainAfterMs.every((ms) => ms !== undefined));
    const lines = (violations: Violation[]) =>
      violations
        .slice(0, 8)
        .map((violation) => `${violation.kind} ${violation.what}`)
        .join('; ');
    checks.push(
      {
        name: 'no 5xx other than 503 with Retry-After',
        passed: serverErrors.length === 0,
        detail:
          serverErrors.length === 0
            ? `${metrics.total(503)} answers 503, each with Retry-After`
            : `${serverErrors.length}: ${lines(serverErrors)}`,
      },
      {
        name: 'every write answered in time (none given up)',
        passed: given('given-up') === 0,
        detail: given('given-up') === 0 ? 'all answered' : `${given('given-up')} given up`,
      },
      {
        name: 'no write refused that the load expected to succeed',
        passed: load.surprises.length === 0,
        detail: load.surprises.length === 0 ? 'none' : load.surprises.slice(0, 8).join('; '),
      },
      {
        name: 'polls show what was acknowledged before them; reads list the organization',
        passed: stale.length === 0,
        detail:
          stale.length === 0
            ? `every poll fresh to ${options.pacing.freshnessGraceMs / 1000} s`
            : `${stale.length}: ${lines(stale)}`,
      },
      {
        name: 'each API process answered again after every restart',
        passed: chaos.length === options.chaos.length && recovered.length === chaos.length,
        detail: `${recovered.length} of ${options.chaos.length} steps`,
      },
    );

    const memory = memories.flatMap((process) => {
      const first = process.samples[0]?.at ?? Date.now();
      const growth = memoryGrowth(process, Math.max(loadStart, first) + options.warmUpMs);
      return growth ? [growth] : [];
    });
    return {
      options: { ...options, log: undefined },
      loadMs,
      drainMs,
      metrics,
      violations: metrics.violations,
      chaos,
      checks,
      figures,
      writes,
      memory,
      logs,
      surprises: load.surprises,
      passed: checks.every((check) => check.passed),
    };
  } finally {
    await processes?.close();
    await postgres?.close();
  }
}
