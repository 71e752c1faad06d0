// The loop of a job that deletes what nothing reads any more: webhook events past their retention
// (docs/decisions/0050-webhook-event-pruning.md) and device usage days before the usage window
// (docs/decisions/0057-usage-days-pruned.md). Each process looks every hour and deletes in batches, so a backlog
// never holds a long transaction; deleting needs no lease: two processes at once delete each row once, the second
// finding it gone.
import { createPollingLoop, type BackgroundJob, type JobLogger } from './polling-loop';

/** How often a process looks for rows to delete. */
const DEFAULT_CHECK_INTERVAL_MS = 60 * 60_000;

export interface Pruning {
  /** Deletes what is past its time at `now`, in batches, until fewer than a batch are left or `shouldStop`. */
  prune(now: Date, shouldStop: () => boolean): Promise<number>;
  /** What the log says of a look that deleted rows, and of one that failed. */
  deleted: string;
  failed: string;
}

/**
 * Runs `deleteBatch` (which deletes at most `batch` rows and answers how many) until fewer than a batch went or
 * `shouldStop`; answers how many went in all.
 */
export async function deleteInBatches(
  batch: number,
  deleteBatch: () => Promise<number>,
  shouldStop?: () => boolean,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await deleteBatch();
    deleted += count;
    if (count < batch || shouldStop?.()) return deleted;
  }
}

export function createPruner(
  pruning: Pruning,
  options: { logger: JobLogger; clock?: () => Date; intervalMs?: number },
): BackgroundJob<number> {
  const clock = options.clock ?? (() => new Date());
  const runOnce = () => pruning.prune(clock(), () => loop.stopping);
  const loop = createPollingLoop({
    intervalMs: options.intervalMs ?? DEFAULT_CHECK_INTERVAL_MS,
    async tick() {
      const deleted = await runOnce();
      if (deleted > 0) options.logger.info({ deleted }, pruning.deleted);
    },
    onError: (error) =>
      options.logger.warn({ error: error instanceof Error ? error.message : String(error) }, pruning.failed),
  });
  return { start: () => loop.start(), stop: () => loop.stop(), runOnce };
}
