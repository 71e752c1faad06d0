// `npm run bench -w @pod-console/api`: an organization with 10,000 licences, then GET organization and licence
// assignment at 100 concurrent connections (autocannon). Prints p50, p99 and requests/s. A script, not a test.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (in a throwaway schema) instead of in-memory PGlite.
import { randomBytes, randomUUID } from 'node:crypto';

import autocannon from 'autocannon';
import pg from 'pg';

import { openDatabase } from '../src/db/database';
import { createTestTokens } from '../src/test-support/test-tokens';
import { startBenchServer } from './bench-server';

const LICENSES = 10_000;
const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const schema = url ? `api_bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase(url ? { databaseUrl: url, ...(schema && { schema }) } : {});
  const { db } = database;
  const tokens = await createTestTokens();

  const userId = randomUUID();
  const organizationId = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: userId,
      subject: 'bench',
      email: 'bench@example.com',
      first_name: 'Bench',
      last_name: 'Mark',
      system_role: 'USER',
      selected_organization_id: null,
    })
    .execute();
  await db
    .insertInto('organizations')
    .values({
      id: organizationId,
      name: 'Bench Co',
      owner_user_id: userId,
      pod_admin_license_count: 1_000_000,
    })
    .execute();
  await db.insertInto('memberships').values({ organization_id: organizationId, user_id: userId }).execute();
  await db
    .insertInto('subscriptions')
    .values({
      organization_id: organizationId,
      product: 'enterprise',
      status: 'active',
      cancel_at_period_end: false,
    })
    .execute();
  const start = Date.now() - LICENSES * 1000;
  for (let offset = 0; offset < LICENSES; offset += 1000) {
    await db
      .insertInto('licenses')
      .values(
        Array.from({ length: 1000 }, (_, index) => ({
          id: randomUUID(),
          organization_id: organizationId,
          identifier: `Device ${offset + index}`,
          license_key_hash: index % 2 === 0 ? randomBytes(32).toString('hex') : null,
          trial: false,
          created_at: new Date(start + (offset + index) * 1000),
        })),
      )
      .execute();
  }

  const app = await startBenchServer(db, tokens);
  const { address } = app;
  const token = await tokens.mint({ sub: 'bench', email: 'bench@example.com' });
  // Browsers always offer gzip; the organization answer is served gzipped from the cache.
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-encoding': 'gzip',
  };

  const get = await fetch(`${address}/admin-console/v1/organizations/${organizationId}`, { headers });
  const body = (await get.json()) as { licenses: unknown[] };
  const size = JSON.stringify(body).length;
  console.log(
    `Database: ${url ? 'PostgreSQL' : 'PGlite (in memory)'}; organization with ${body.licenses.length} licences, answer ${(size / 1024).toFixed(0)} KiB`,
  );
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);

  const report = (name: string, result: Awaited<ReturnType<typeof autocannon>>) =>
    console.log(
      `${name.padEnd(24)} p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ` +
        `${result.requests.average.toFixed(0).padStart(6)} req/s   (${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors})`,
    );

  report(
    'GET organization',
    await autocannon({
      url: `${address}/admin-console/v1/organizations/${organizationId}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      // The load comes from a worker thread, so the client's work does not share the server's event loop.
      workers: 1,
      headers,
    }),
  );
  report(
    'POST assign licence',
    await autocannon({
      url: `${address}/admin-console/v1/licenses/assign-member-to-license`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      workers: 1,
      headers,
      body: JSON.stringify({ organizationId, identifier: 'Bench device', licenseType: 'POD_ADMIN' }),
    }),
  );

  await app.close();
  await database.close();
  if (url && schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
