// `npm run bench:admin -w @pod-console/local`: 10,000 synthetic organizations, then the platform admin's
// Organizations table at 50 concurrent connections (autocannon): the default page, a text filter, a state filter
// and a sort by assigned licences. Prints p50, p99 and requests/s, and the p50 of one connection (what a request
// costs the server without queueing). A script, not a test.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (in a throwaway schema) instead of in-memory PGlite;
// BENCH_JSON=<file> also writes the figures as JSON (the root `npm run bench` reads them).
//
// The load comes from a child process (apps/api/scripts/bench-load.ts), away from the server's event loop.
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';

import {
  createTestTokens,
  dropBenchSchema,
  openDatabase,
  runLoad,
  startBenchServer,
  type LoadResult,
} from '@pod-console/api/bench';
import { sql } from 'kysely';

import { seedSyntheticOrganizations } from '../src/seed/synthetic-organizations';

const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** How long one connection runs per case, for the server's cost without queueing. */
const SINGLE_SECONDS = Number(process.env.BENCH_SINGLE_SECONDS ?? 3);

/** What one case measured, as the root `npm run bench` reads it. */
interface AdminCaseFigures {
  name: string;
  p50: number;
  p99: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  /** The p50 of one connection alone: what a call costs the server without queueing. */
  singleP50: number;
}

interface AdminBenchFigures {
  database: 'pglite' | 'postgres';
  organizations: number;
  connections: number;
  seconds: number;
  cases: AdminCaseFigures[];
}

const CASES: Array<[string, string]> = [
  ['default page', ''],
  ['q=robotics', 'q=robotics'],
  ['state=payment_problem', 'state=payment_problem'],
  ['sort=-assigned', 'sort=-assigned'],
];

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const schema = url ? `api_bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase(url ? { databaseUrl: url, ...(schema && { schema }) } : {});
  const { db } = database;
  const tokens = await createTestTokens();

  const seeding = performance.now();
  const seeded = await seedSyntheticOrganizations(db, { organizations: ORGANIZATIONS });
  console.log(
    `Database: ${url ? 'PostgreSQL' : 'PGlite (in memory)'}; ${seeded.inserted.organizations} organizations ` +
      `(${seeded.inserted.licenses} licences, ${seeded.inserted.memberships} memberships) seeded in ` +
      `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  // Fresh statistics, as autovacuum gathers them on a database that grew to this size: without a vacuum the
  // trigram indexes, built on empty tables, look too costly to the planner.
  await sql`vacuum analyze`.execute(db);

  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      subject: 'bench-admin',
      email: 'bench-admin@example.com',
      first_name: 'Bench',
      last_name: 'Admin',
      system_role: 'SUPER_ADMIN',
      selected_organization_id: null,
    })
    .execute();

  // With the change feed, as the API runs: the list is remembered while nothing changes (decision 0055).
  const app = await startBenchServer(db, tokens, database.organizationChanges);
  const { address } = app;
  const token = await tokens.mint({ sub: 'bench-admin', email: 'bench-admin@example.com' });
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const pathOf = (query: string) => `/admin-console/v1/admin/organizations${query ? `?${query}` : ''}`;

  for (const [name, query] of CASES) {
    const response = await fetch(`${address}${pathOf(query)}`, { headers });
    const body = (await response.json()) as { total: number; items: unknown[] };
    console.log(`${name.padEnd(24)} ${response.status}: ${body.items.length} of ${body.total}`);
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);

  const report = (name: string, result: LoadResult) =>
    console.log(
      `${name.padEnd(24)} p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ` +
        `${result.requests.average.toFixed(0).padStart(6)} req/s   (${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const loaded: LoadResult[] = [];
  for (const [name, query] of CASES) {
    const result = await runLoad({
      url: `${address}${pathOf(query)}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers,
    });
    loaded.push(result);
    report(name, result);
  }
  const singles: number[] = [];
  console.log(`\n1 connection, ${SINGLE_SECONDS} s each\n`);
  for (const [name, query] of CASES) {
    const result = await runLoad({
      url: `${address}${pathOf(query)}`,
      connections: 1,
      duration: SINGLE_SECONDS,
      headers,
    });
    singles.push(result.latency.p50);
    console.log(
      `${name.padEnd(24)} p50 ${String(result.latency.p50).padStart(5)} ms   mean ${result.latency.mean.toFixed(2).padStart(6)} ms   ` +
        `${result.requests.average.toFixed(0).padStart(6)} req/s`,
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );

  await app.close();
  await database.close();
  await dropBenchSchema(url, schema);
  if (process.env.BENCH_JSON) {
    const figures: AdminBenchFigures = {
      database: url ? 'postgres' : 'pglite',
      organizations: seeded.inserted.organizations,
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      cases: CASES.map(([name], index) => ({
        name,
        p50: loaded[index]!.latency.p50,
        p99: loaded[index]!.latency.p99,
        perSecond: loaded[index]!.requests.average,
        non2xx: loaded[index]!.non2xx,
        errors: loaded[index]!.errors,
        singleP50: singles[index]!,
      })),
    };
    await writeFile(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
