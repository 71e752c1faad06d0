// `npm run bench:bulk-assign -w @pod-console/api`: how long creating a batch of licences takes, one `assign-many`
// request of LICENSE_BATCH_MAX (500) identifiers over real HTTP, on PostgreSQL. Each run gets an organization of its
// own (fresh owner, Enterprise plan, room for every licence), so no run finds the licences of another; one warm-up
// run is not counted. Prints every run, then the median and the 95th percentile (nearest rank). A script, not a
// test: figures on a shared machine vary, so nothing here passes or fails on a number.
// BENCH_DATABASE_URL (postgres://postgres:postgres@127.0.0.1:5432/postgres) names the server; the run works in a
// throwaway schema, dropped at the end. BENCH_RUNS (10) changes the number of counted runs, BENCH_JSON=<file> also
// writes the figures as JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';

import { LICENSE_BATCH_MAX } from '@pod-console/hooks/domain';
import pg from 'pg';

import { openDatabase } from '../src/db/database';
import type { Executor } from '../src/db/schema';
import { createTestTokens } from '../src/test-support/test-tokens';
import { startBenchServer } from './bench-server';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const API = '/admin-console/v1';

export interface BulkAssignFigures {
  database: 'postgres';
  identifiers: number;
  runs: number;
  /** Each counted run's milliseconds, in the order run. */
  samples: number[];
  median: number;
  p95: number;
}

/** An owner and their organization on an active Enterprise plan with room for every licence of a batch. */
async function insertOrganization(
  db: Executor,
): Promise<{ organizationId: string; subject: string; email: string }> {
  const userId = randomUUID();
  const organizationId = randomUUID();
  const subject = `bench-bulk-${userId}`;
  const email = `${subject}@bench.example.com`;
  await db
    .insertInto('users')
    .values({ id: userId, subject, email, first_name: 'Bench', last_name: 'Bulk', system_role: 'USER' })
    .execute();
  await db
    .insertInto('organizations')
    .values({
      id: organizationId,
      name: 'Bench Bulk Co',
      owner_user_id: userId,
      pod_admin_license_count: 10_000,
    })
    .execute();
  await db
    .insertInto('memberships')
    .values({ organization_id: organizationId, user_id: userId, role: 'OWNER' })
    .execute();
  await db
    .insertInto('subscriptions')
    .values({
      organization_id: organizationId,
      product: 'enterprise',
      status: 'active',
      cancel_at_period_end: false,
    })
    .execute();
  return { organizationId, subject, email };
}

/** The value below which `share` of the sorted samples fall, by nearest rank. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function main(): Promise<void> {
  const schema = `api_bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: DATABASE_URL, schema });
  const { db } = database;
  try {
    const tokens = await createTestTokens();
    const app = await startBenchServer(db, tokens, database.organizationChanges);
    try {
      const samples: number[] = [];
      console.log(
        `PostgreSQL (schema ${schema}); ${LICENSE_BATCH_MAX} identifiers per request, ${RUNS} runs after a warm-up\n`,
      );
      for (let run = 0; run <= RUNS; run++) {
        const { organizationId, subject, email } = await insertOrganization(db);
        const token = await tokens.mint({ sub: subject, email });
        const identifiers = Array.from(
          { length: LICENSE_BATCH_MAX },
          (_, index) => `Bench iPad ${run}-${index + 1}`,
        );
        const body = JSON.stringify({ organizationId, identifiers, licenseType: 'POD_ADMIN' });
        const started = performance.now();
        const response = await fetch(`${app.address}${API}/licenses/assign-many`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        const answer = (await response.json()) as { licenseIds?: string[] };
        const elapsed = performance.now() - started;
        if (response.status !== 201 || answer.licenseIds?.length !== LICENSE_BATCH_MAX) {
          throw new Error(`assign-many answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
        }
        if (run === 0) {
          console.log(`warm-up   ${round(elapsed).toFixed(1).padStart(7)} ms`);
          continue;
        }
        samples.push(elapsed);
        console.log(`run ${String(run).padStart(2)}    ${round(elapsed).toFixed(1).padStart(7)} ms`);
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const figures: BulkAssignFigures = {
        database: 'postgres',
        identifiers: LICENSE_BATCH_MAX,
        runs: samples.length,
        samples: samples.map(round),
        median: round(median(sorted)),
        p95: round(percentile(sorted, 0.95)),
      };
      console.log(
        `\nassign-many, ${LICENSE_BATCH_MAX} identifiers: median ${figures.median} ms, p95 ${figures.p95} ms`,
      );
      if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
