// `npm run bench:webhooks -w @pod-console/api`: webhook delivery against its target (docs/decisions/0045-webhooks.md):
// 200 events a second produced on one organization, delivered to a healthy local receiver with a p99 end-to-end of at
// most 1 s. Each event is a real change's transaction (an activity entry and its event, as the API writes them); the
// latency is from that transaction's commit to the receiver holding the verified request. BENCH_PROCESSES deliverers
// (separate pools on PostgreSQL, as separate API processes would have) deliver at once; duplicates are counted.
// A script, not a test: figures on a shared machine vary, so nothing here passes or fails on a number.
// BENCH_DATABASE_URL (a PostgreSQL server; unset: PGlite in memory), BENCH_RATE (200 events/s), BENCH_SECONDS (30),
// BENCH_PROCESSES (2 on PostgreSQL, 1 on PGlite), BENCH_JSON=<file> also writes the figures.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';

import { Webhook } from 'standardwebhooks';

import { recordActivity } from '../src/activity/record-activity';
import { createWebhookEndpoint } from '../src/data/webhooks';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { newWebhookSecret } from '../src/webhooks/signing';
import { createWebhookDeliverer } from '../src/webhooks/deliverer';
import { dropBenchSchema } from './bench-schema';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? (DATABASE_URL ? 2 : 1));
/** How long after the last event the run waits for stragglers. */
const DRAIN_WAIT_MS = 30_000;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const schema = DATABASE_URL ? `bench_webhooks_${randomUUID().slice(0, 8)}` : undefined;
  const databases: OpenDatabase[] = [];
  for (let i = 0; i < PROCESSES; i += 1) {
    databases.push(
      DATABASE_URL && i > 0
        ? await openDatabase({ databaseUrl: DATABASE_URL, schema: schema!, migrate: false })
        : i === 0
          ? await openDatabase(DATABASE_URL ? { databaseUrl: DATABASE_URL, schema: schema! } : {})
          : databases[0]!,
    );
  }
  const db = databases[0]!.db;

  const committed = new Map<string, number>();
  const latencies: number[] = [];
  let duplicates = 0;
  let invalid = 0;
  const seen = new Set<string>();
  const secret = newWebhookSecret();
  const verifier = new Webhook(secret);
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const now = performance.now();
      try {
        const event = verifier.verify(body, request.headers as Record<string, string>) as {
          id: string;
          data: { subject: string };
        };
        if (seen.has(event.id)) duplicates += 1;
        else {
          seen.add(event.id);
          const at = committed.get(event.data.subject);
          if (at !== undefined) latencies.push(now - at);
        }
      } catch {
        invalid += 1;
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/inbox`;

  const userId = randomUUID();
  const organizationId = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: userId,
      subject: `bench-${userId}`,
      email: `${userId}@bench.example.com`,
      system_role: 'USER',
    })
    .execute();
  await db
    .insertInto('organizations')
    .values({
      id: organizationId,
      name: 'Bench Webhooks Co',
      owner_user_id: userId,
      pod_admin_license_count: 10,
    })
    .execute();
  const now = new Date();
  await createWebhookEndpoint(db, {
    id: randomUUID(),
    organizationId,
    url,
    description: 'bench',
    eventTypes: ['license.claimed'],
    enabled: true,
    secret,
    now,
  });

  const logger = {
    info: () => {},
    warn: (details: object, message: string) => console.warn(message, details),
  };
  const deliverers = databases.map((database) =>
    createWebhookDeliverer({ db: database.db, consoleOrigin: 'http://127.0.0.1:5173', logger }),
  );
  for (const deliverer of deliverers) deliverer.start();

  const loadBefore = loadavg();
  const total = RATE * SECONDS;
  const started = performance.now();
  const writes: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    // Paced: event i is produced at i / RATE seconds.
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const subject = `device-${i}`;
    writes.push(
      db
        .transaction()
        .execute(async (trx) => {
          await recordActivity(trx, new Date(), {
            organizationId,
            kind: 'license.claimed',
            actor: { type: 'device', userId: null, name: `iPad ${i}`, email: null },
            subject,
          });
        })
        .then(() => void committed.set(subject, performance.now())),
    );
  }
  await Promise.all(writes);
  const producedIn = (performance.now() - started) / 1000;
  const deadline = performance.now() + DRAIN_WAIT_MS;
  while (seen.size < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const loadAfter = loadavg();

  for (const deliverer of deliverers) await deliverer.stop();
  receiver.close();
  for (const database of new Set(databases)) await database.close();
  await dropBenchSchema(DATABASE_URL, schema);

  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    database: DATABASE_URL ? 'postgres' : 'pglite',
    processes: PROCESSES,
    targetRate: RATE,
    produced: total,
    producedRate: Math.round(total / producedIn),
    delivered: seen.size,
    duplicates,
    invalid,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p95Ms: Math.round(percentile(sorted, 0.95)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
    cpus: cpus().length,
    loadBefore: loadBefore.map((value) => Number(value.toFixed(2))),
    loadAfter: loadAfter.map((value) => Number(value.toFixed(2))),
  };
  console.log(JSON.stringify(figures, null, 2));
  if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
}

await main();
