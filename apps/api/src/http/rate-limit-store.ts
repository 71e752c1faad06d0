// The rate limits' counters in the product database (migration 0007) as a @fastify/rate-limit store shared by every
// API process (docs/decisions/0018-hardening.md, "Rate limits"). A hit is one upsert on the key's window, timed by
// the database's clock; ended windows are deleted now and then in bounded batches.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { isDatabaseUnavailable } from './database-faults';

/** Where a counting failure is reported (pino's `warn` fits). */
export type RateLimitLog = (details: { err: unknown }, message: string) => void;

export interface RateLimitHit {
  /** Hits of this key in its current window, this one included. */
  current: number;
  /** Milliseconds until the window ends (at least 1). */
  ttl: number;
}

/** What a counted batch of hits found (`take`). */
export interface RateLimitTake extends RateLimitHit {
  /** Whether the hits fitted under the limit and were counted; refused ones are not counted. */
  allowed: boolean;
}

export interface DatabaseRateLimitStoreOptions {
  /** Where a failed count is reported; the request it was for is let through (fail open). */
  log?: RateLimitLog;
  /** At most one sweep of ended windows per this many milliseconds per process. Default 10 s. */
  sweepIntervalMs?: number;
  /** Rows one sweep deletes at most. Default 1000. */
  sweepBatch?: number;
}

export interface DatabaseRateLimitStore {
  /** The class to give @fastify/rate-limit as `store`. */
  Store: FastifyRateLimitStoreCtor;
  /** Counts one hit of `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /**
   * Counts `amount` hits of `key` at once, only if the window's count stays within `max`: a request that counts
   * several (an invitation of several addresses) is taken whole or not at all, and a refused one uses up nothing.
   */
  take(key: string, windowMs: number, amount: number, max: number): Promise<RateLimitTake>;
  /** The hits of `key` in its current window, without counting one; null when it has none. */
  peek(key: string): Promise<RateLimitHit | null>;
  /** Deletes up to one batch of rows whose window has ended; answers how many. */
  sweep(): Promise<number>;
  /** Resolves when the sweep in progress, if any, has finished. */
  settled(): Promise<void>;
}

const DEFAULT_SWEEP_INTERVAL_MS = 10_000;
const DEFAULT_SWEEP_BATCH = 1000;
/** The column is an `integer`: a flood within one long window stops counting here instead of overflowing. */
const MAX_HITS = 2_147_483_647;

/**
 * A database failure is logged and passed to the plugin, which is registered with `skipOnError`: the request goes
 * on unlimited. A limiter that turned every call into a 500 while the database is away would only add to the
 * outage; the handler then meets the same database and answers 503 (`database-faults.ts`) if it is still down.
 */
export function createDatabaseRateLimitStore(
  db: Kysely<Database>,
  options: DatabaseRateLimitStoreOptions = {},
): DatabaseRateLimitStore {
  const log = options.log ?? (() => {});
  const sweepIntervalMs = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  const sweepBatch = options.sweepBatch ?? DEFAULT_SWEEP_BATCH;
  let lastSweep = 0;
  let sweeping: Promise<void> = Promise.resolve();

  async function hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const { rows } = await sql<{ hits: number; ttl_ms: number }>`
      insert into rate_limit_buckets as bucket (key, hits, reset_at)
      values (${key}, 1, now() + cast(${windowMs} as double precision) * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when bucket.reset_at <= now() then 1 else least(bucket.hits + 1, ${MAX_HITS}) end,
        reset_at = case when bucket.reset_at <= now() then excluded.reset_at else bucket.reset_at end
      returning hits, cast(extract(epoch from (reset_at - now())) * 1000 as double precision) as ttl_ms
    `.execute(db);
    const row = rows[0]!;
    sweepNowAndThen();
    return { current: Number(row.hits), ttl: Math.max(1, Math.ceil(Number(row.ttl_ms))) };
  }

  async function take(key: string, windowMs: number, amount: number, max: number): Promise<RateLimitTake> {
    const { rows } = await sql<{ hits: number; ttl_ms: number }>`
      insert into rate_limit_buckets as bucket (key, hits, reset_at)
      select ${key}, cast(${amount} as integer),
        now() + cast(${windowMs} as double precision) * interval '1 millisecond'
      where cast(${amount} as integer) <= cast(${max} as integer)
      on conflict (key) do update set
        hits = case when bucket.reset_at <= now() then excluded.hits else bucket.hits + excluded.hits end,
        reset_at = case when bucket.reset_at <= now() then excluded.reset_at else bucket.reset_at end
      where bucket.reset_at <= now() or bucket.hits + excluded.hits <= cast(${max} as integer)
      returning hits, cast(extract(epoch from (reset_at - now())) * 1000 as double precision) as ttl_ms
    `.execute(db);
    sweepNowAndThen();
    const counted = rows[0];
    if (counted) {
      return {
        allowed: true,
        current: Number(counted.hits),
        ttl: Math.max(1, Math.ceil(Number(counted.ttl_ms))),
      };
    }
    // Refused: the window as it stands says when to try again (a batch larger than the limit: a whole window).
    const standing = await sql<{ hits: number; ttl_ms: number }>`
      select hits, cast(extract(epoch from (reset_at - now())) * 1000 as double precision) as ttl_ms
      from rate_limit_buckets where key = ${key} and reset_at > now()
    `.execute(db);
    const row = standing.rows[0];
    return {
      allowed: false,
      current: row ? Number(row.hits) : 0,
      ttl: row ? Math.max(1, Math.ceil(Number(row.ttl_ms))) : windowMs,
    };
  }

  async function peek(key: string): Promise<RateLimitHit | null> {
    const { rows } = await sql<{ hits: number; ttl_ms: number }>`
      select hits, cast(extract(epoch from (reset_at - now())) * 1000 as double precision) as ttl_ms
      from rate_limit_buckets where key = ${key} and reset_at > now()
    `.execute(db);
    const row = rows[0];
    return row ? { current: Number(row.hits), ttl: Math.max(1, Math.ceil(Number(row.ttl_ms))) } : null;
  }

  async function sweep(): Promise<number> {
    // `skip locked`: rows another process is sweeping or counting are left to it, so two sweeps never wait on each
    // other. The outer condition is checked again on the row as it is when deleted: a window that a hit has just
    // restarted is kept.
    const result = await sql`
      delete from rate_limit_buckets
      where reset_at <= now()
        and key in (
          select key from rate_limit_buckets
          where reset_at <= now()
          order by reset_at
          limit ${sweepBatch}
          for update skip locked
        )
    `.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }

  function sweepNowAndThen(): void {
    const now = Date.now();
    if (now - lastSweep < sweepIntervalMs) return;
    lastSweep = now;
    sweeping = sweep().then(
      () => undefined,
      (error: unknown) => log({ err: error }, 'rate limits: sweeping ended windows failed'),
    );
  }

  class Store implements FastifyRateLimitStore {
    /** Every route's limit counts in the same table; its keys say whose and which limit (`rate-limit.ts`). */
    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitHit) => void,
      timeWindow: number,
    ): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          log(
            { err: error },
            isDatabaseUnavailable(error)
              ? 'rate limits: the database does not answer; the request goes on unlimited'
              : 'rate limits: counting failed; the request goes on unlimited',
          );
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return new Store();
    }
  }

  return { Store, hit, take, peek, sweep, settled: () => sweeping };
}
