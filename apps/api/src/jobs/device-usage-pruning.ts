// Pruning device usage days (docs/decisions/0057-usage-days-pruned.md): a device writes one row a day it reports, and
// nothing reads a day before the usage window of 90 days (the month starts within it), so each process deletes older
// days every hour, in batches, by migration 0028's index on the day.
import { usageRetentionStart } from '@pod-console/hooks/fleet';
import type { Kysely } from 'kysely';

import { deleteDeviceUsageBefore } from '../data/device-usage';
import type { Database } from '../db/schema';
import { deleteInBatches, type Pruning } from './pruning-loop';

/** Rows deleted by one statement, so a backlog never holds a long transaction. */
const PRUNE_BATCH = 10_000;

/** Deletes every usage day before the retention start at `now` (in batches); answers how many. */
export async function pruneDeviceUsage(
  db: Kysely<Database>,
  options: { now: Date; shouldStop?: () => boolean; batch?: number },
): Promise<number> {
  const before = usageRetentionStart(options.now);
  const batch = options.batch ?? PRUNE_BATCH;
  return deleteInBatches(batch, () => deleteDeviceUsageBefore(db, before, batch), options.shouldStop);
}

/** What each process's hourly loop deletes (jobs/pruning-loop.ts). */
export const deviceUsagePruning = (db: Kysely<Database>): Pruning => ({
  prune: (now, shouldStop) => pruneDeviceUsage(db, { now, shouldStop }),
  deleted: 'device usage days before the usage window deleted',
  failed: 'device usage days not pruned',
});
