// `npm run bench -w @pod-console/api` (the API's part of the root `npm run bench`): an organization with 10,000
// licences, then, at 100 concurrent connections (autocannon, from a child process):
//   - the console's 10 s poll of that organization (GET organization) when it changed (an old `If-None-Match`: the
//     whole answer, gzipped) and when it did not (the current ETag: 304, no body);
//   - licence assignments on that one organization, each connection another of its members;
//   - licence assignments spread over as many organizations as connections, each connection another owner.
// The API runs as it ships, rate limits included (docs/decisions/0018-hardening.md): every connection is another
// user, and at 600 writes a second none reaches one user's 120 writes a minute within 20 s; a longer run would show
// 429s among the statuses (only 201s count).
// Prints p50, p99 and requests/s (assignments: 201 answers a second). A script, not a test.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (in a throwaway schema) instead of in-memory PGlite;
// BENCH_SECONDS (10), BENCH_CONNECTIONS (100) and BENCH_LICENSES (10,000) change the load, BENCH_CASES picks cases; BENCH_JSON=<file> also
// writes the figures as JSON (scripts/bench.mjs reads them).
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';

import type { Kysely } from 'kysely';

import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { createTestTokens } from '../src/test-support/test-tokens';
import { runLoad, type LoadResult } from './bench-load';
import { dropBenchSchema } from './bench-schema';
import { startBenchServer } from './bench-server';

const LICENSES = Number(process.env.BENCH_LICENSES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const API = '/admin-console/v1';

/** What one case measured, as scripts/bench.mjs reads it. */
export interface CaseFigures {
  p50: number;
  p99: number;
  /** Answers a second: every answer for the polls, 201 answers for the assignments. */
  perSecond: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  errors: number;
}

export interface ApiBenchFigures {
  database: 'pglite' | 'postgres';
  connections: number;
  seconds: number;
  licenses: number;
  pollChanged: CaseFigures;
  pollUnchanged: CaseFigures;
  assignOne: CaseFigures;
  assignMany: CaseFigures;
}

interface BenchUser {
  id: string;
  subject: string;
  email: string;
}

function benchUsers(prefix: string, count: number): BenchUser[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    subject: `${prefix}-${index}`,
    email: `${prefix}-${index}@bench.example.com`,
  }));
}

async function insertUsers(db: Kysely<Database>, users: BenchUser[]): Promise<void> {
  await db
    .insertInto('users')
    .values(
      users.map((user) => ({
        ...user,
        first_name: 'Bench',
        last_name: user.subject,
        system_role: 'USER' as const,
        selected_organization_id: null,
      })),
    )
    .execute();
}

/** An organization on an active Enterprise plan with room for every licence the run creates. */
async function insertOrganizations(
  db: Kysely<Database>,
  organizations: Array<{ id: string; name: string; owner: BenchUser; members: BenchUser[] }>,
): Promise<void> {
  await db
    .insertInto('organizations')
    .values(
      organizations.map(({ id, name, owner }) => ({
        id,
        name,
        owner_user_id: owner.id,
        pod_admin_license_count: 1_000_000,
      })),
    )
    .execute();
  await db
    .insertInto('memberships')
    .values(
      organizations.flatMap(({ id, owner, members }) =>
        members.map((member) => ({
          organization_id: id,
          user_id: member.id,
          role: member.id === owner.id ? ('OWNER' as const) : ('ADMIN' as const),
        })),
      ),
    )
    .execute();
  await db
    .insertInto('subscriptions')
    .values(
      organizations.map(({ id }) => ({
        organization_id: id,
        product: 'enterprise' as const,
        status: 'active',
        cancel_at_period_end: false,
      })),
    )
    .execute();
}

function figures(result: LoadResult, counted: 'all' | '2xx'): CaseFigures {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: counted === 'all' ? result.requests.average : result['2xx'] / result.duration,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    errors: result.errors,
  };
}

/** BENCH_CASES=unchanged,assign-one runs only those cases (changed, unchanged, assign-one, assign-many). */
const CASES = process.env.BENCH_CASES?.split(',').map((name) => name.trim());
const SKIPPED: CaseFigures = { p50: NaN, p99: NaN, perSecond: NaN, statuses: {}, errors: 0 };

async function runCase(name: string, run: () => Promise<CaseFigures>): Promise<CaseFigures> {
  return !CASES || CASES.includes(name) ? run() : SKIPPED;
}

function report(name: string, result: CaseFigures): void {
  if (Number.isNaN(result.p50)) return;
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `${name.padEnd(30)} p50 ${String(result.p50).padStart(5)} ms   p99 ${String(result.p99).padStart(5)} ms   ` +
      `${result.perSecond.toFixed(0).padStart(6)}/s   (${statuses}${result.errors ? `, errors ${result.errors}` : ''})`,
  );
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const schema = url ? `api_bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase(url ? { databaseUrl: url, ...(schema && { schema }) } : {});
  const { db } = database;
  try {
    const tokens = await createTestTokens();

    // The organization the poll reads and the first assignment case writes to: one member per connection.
    const members = benchUsers('bench-member', CONNECTIONS);
    const organizationId = randomUUID();
    // The spread case: an organization per connection, each with its owner.
    const owners = benchUsers('bench-owner', CONNECTIONS);
    const spread = owners.map((owner, index) => ({
      id: randomUUID(),
      name: `Bench Spread ${index}`,
      owner,
      members: [owner],
    }));
    await insertUsers(db, [...members, ...owners]);
    await insertOrganizations(db, [
      { id: organizationId, name: 'Bench Co', owner: members[0]!, members },
      ...spread,
    ]);
    const start = Date.now() - LICENSES * 1000;
    for (let offset = 0; offset < LICENSES; offset += 1000) {
      const batch = Math.min(1000, LICENSES - offset);
      await db
        .insertInto('licenses')
        .values(
          Array.from({ length: batch }, (_, index) => ({
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

    const app = await startBenchServer(db, tokens, database.organizationChanges);
    try {
      const tokenOf = (user: BenchUser) => tokens.mint({ sub: user.subject, email: user.email });
      const memberTokens = await Promise.all(members.map(tokenOf));
      const ownerTokens = await Promise.all(owners.map(tokenOf));
      // Browsers always offer gzip; the organization answer is served gzipped from the cache.
      const headersOf = (token: string) => ({
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
      });
      const organizationUrl = `${app.address}${API}/organizations/${organizationId}`;

      const first = await fetch(organizationUrl, { headers: headersOf(memberTokens[0]!) });
      const body = (await first.json()) as { licenses: unknown[] };
      const etag = first.headers.get('etag');
      if (!first.ok || !etag) throw new Error(`GET organization answered ${first.status} without an ETag`);
      console.log(
        `Database: ${url ? 'PostgreSQL' : 'PGlite (in memory)'}; organization with ${body.licenses.length} licences, ` +
          `answer ${(JSON.stringify(body).length / 1024).toFixed(0)} KiB; ${CONNECTIONS} connections (a user each), ` +
          `${DURATION_SECONDS} s each\n`,
      );

      const poll = async (ifNoneMatch: string) =>
        figures(
          await runLoad({
            url: organizationUrl,
            connections: CONNECTIONS,
            duration: DURATION_SECONDS,
            headers: headersOf(memberTokens[0]!),
            clients: memberTokens.map((token) => ({
              headers: { ...headersOf(token), 'if-none-match': ifNoneMatch },
            })),
          }),
          'all',
        );
      const assign = async (clients: Array<{ token: string; organizationId: string }>) =>
        figures(
          await runLoad({
            url: `${app.address}${API}/licenses/assign-member-to-license`,
            method: 'POST',
            connections: CONNECTIONS,
            duration: DURATION_SECONDS,
            headers: headersOf(memberTokens[0]!),
            clients: clients.map((client, index) => ({
              headers: headersOf(client.token),
              body: JSON.stringify({
                organizationId: client.organizationId,
                identifier: `Bench device ${index}`,
                licenseType: 'POD_ADMIN',
              }),
            })),
          }),
          '2xx',
        );

      // An ETag of a version the organization no longer has: the whole answer, as a poll after a change gets it.
      const pollChanged = await runCase('changed', () => poll('W/"organization-0"'));
      report('GET organization, changed', pollChanged);
      const pollUnchanged = await runCase('unchanged', () => poll(etag));
      report('GET organization, unchanged', pollUnchanged);
      const assignOne = await runCase('assign-one', () =>
        assign(memberTokens.map((token) => ({ token, organizationId }))),
      );
      report('assign licence, 1 organization', assignOne);
      const assignMany = await runCase('assign-many', () =>
        assign(ownerTokens.map((token, index) => ({ token, organizationId: spread[index]!.id }))),
      );
      report(`assign licence, ${spread.length} organizations`, assignMany);

      const result: ApiBenchFigures = {
        database: url ? 'postgres' : 'pglite',
        connections: CONNECTIONS,
        seconds: DURATION_SECONDS,
        licenses: body.licenses.length,
        pollChanged,
        pollUnchanged,
        assignOne,
        assignMany,
      };
      if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(result, null, 2));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await dropBenchSchema(url, schema);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
