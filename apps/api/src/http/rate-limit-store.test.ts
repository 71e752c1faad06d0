// The database store of the rate limits: one atomic count per hit, windows that end and restart, a bounded sweep of
// ended windows, and a failure reported instead of thrown through.
import { setTimeout as sleep } from 'node:timers/promises';

import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DRIVERS } from '../test-support/test-database';
import {
  createDatabaseRateLimitStore as createStore,
  type DatabaseRateLimitStore,
  type RateLimitHit,
} from './rate-limit-store';

/** Every store a test made: its background sweep, if one is under way, ends before the next test inserts rows. */
const made: DatabaseRateLimitStore[] = [];
const createDatabaseRateLimitStore = (...args: Parameters<typeof createStore>) => {
  const store = createStore(...args);
  made.push(store);
  return store;
};

describe.each(TEST_DRIVERS)('the rate-limit store on %s', (driver) => {
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('rate_limit_buckets').execute();
  });
  afterEach(async () => {
    // A hit starts a sweep in the background (at most one per interval): a slow one from an earlier test once
    // deleted a row a later test had just inserted.
    await Promise.all(made.splice(0).map((store) => store.settled()));
  });
  afterAll(async () => {
    await database?.close();
  });

  const keys = async () =>
    (await database.db.selectFrom('rate_limit_buckets').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );

  async function insertBucket(key: string, resetInMs: number) {
    await sql`
      insert into rate_limit_buckets (key, hits, reset_at)
      values (${key}, 7, now() + cast(${resetInMs} as double precision) * interval '1 millisecond')
    `.execute(database.db);
  }

  it('counts the hits of a key within its window, then starts a new window', async () => {
    const store = createDatabaseRateLimitStore(database.db);
    const first = await store.hit('a', 600);
    const second = await store.hit('a', 600);
    const third = await store.hit('a', 600);
    expect([first.current, second.current, third.current]).toEqual([1, 2, 3]);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(600);
    expect(third.ttl).toBeLessThanOrEqual(first.ttl);
    // Another key has its own count.
    expect((await store.hit('b', 600)).current).toBe(1);

    await sleep(700);
    const renewed = await store.hit('a', 600);
    expect(renewed.current).toBe(1);
    expect(renewed.ttl).toBeGreaterThan(400);
    expect((await store.hit('a', 600)).current).toBe(2);
  });

  it('counts concurrent hits exactly', async () => {
    const store = createDatabaseRateLimitStore(database.db);
    const hits = await Promise.all(Array.from({ length: 40 }, () => store.hit('busy', 60_000)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('sweeps ended windows a bounded batch at a time and keeps running ones', async () => {
    const store = createDatabaseRateLimitStore(database.db, { sweepBatch: 2 });
    await insertBucket('ended-1', -3000);
    await insertBucket('ended-2', -2000);
    await insertBucket('ended-3', -1000);
    await insertBucket('running', 60_000);
    expect(await store.sweep()).toBe(2);
    expect(await keys()).toEqual(['ended-3', 'running']);
    expect(await store.sweep()).toBe(1);
    expect(await store.sweep()).toBe(0);
    expect(await keys()).toEqual(['running']);
  });

  it('sweeps while counting, at most once per interval', async () => {
    const store = createDatabaseRateLimitStore(database.db, { sweepIntervalMs: 60_000 });
    await insertBucket('ended-before', -1000);
    await store.hit('counted', 60_000);
    await store.settled();
    expect(await keys()).toEqual(['counted']);

    await insertBucket('ended-after', -1000);
    await store.hit('counted', 60_000);
    await store.settled();
    expect(await keys()).toEqual(['counted', 'ended-after']);
  });

  it("serves @fastify/rate-limit's store interface, its route stores sharing the counts", async () => {
    const { Store } = createDatabaseRateLimitStore(database.db);
    const store = new Store({});
    const incr = (target: InstanceType<typeof Store>, key: string) =>
      new Promise<RateLimitHit>((resolve, reject) =>
        target.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
      );
    expect((await incr(store, 'route-key')).current).toBe(1);
    const child = store.child({} as Parameters<typeof store.child>[0]);
    const second = await incr(child, 'route-key');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(59_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
  });

  it('reports a database that does not answer and hands the error to the plugin', async () => {
    const closed = await openTestDatabase(driver);
    await closed.close();
    const messages: string[] = [];
    const { Store } = createDatabaseRateLimitStore(closed.db, {
      log: (_details, message) => messages.push(message),
    });
    const error = await new Promise<Error | null>((resolve) =>
      new Store({}).incr('any', (failure) => resolve(failure), 60_000, 5),
    );
    expect(error).toBeInstanceOf(Error);
    expect(messages).toEqual(['rate limits: the database does not answer; the request goes on unlimited']);
  });
});
