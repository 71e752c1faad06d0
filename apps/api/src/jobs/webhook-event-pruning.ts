// Pruning webhook events (docs/decisions/0050-webhook-event-pruning.md): an event is kept for its retry window and
// WEBHOOK_EVENT_RETENTION_DAYS more, for the delivery log and Redeliver, then deleted with its deliveries — unless
// one of them still waits (a disabled endpoint's) or was made since the cutoff (a redelivery). Deleting is the same
// whoever does it, so every process may look: two at once delete each event once, the second finding it gone.
import { webhookEventPruneCutoff } from '@pod-console/hooks/webhooks';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { deleteInBatches, type Pruning } from './pruning-loop';

/** Events deleted by one statement, so a backlog never holds a long transaction. */
const PRUNE_BATCH = 1000;

/** Deletes every event past its retention (in batches); answers how many this call deleted. */
export async function pruneWebhookEvents(
  db: Kysely<Database>,
  options: { now: Date; shouldStop?: () => boolean },
): Promise<number> {
  const cutoff = webhookEventPruneCutoff(options.now);
  return deleteInBatches(
    PRUNE_BATCH,
    async () => {
      const batch = await db
        .deleteFrom('webhook_events')
        .where('id', 'in', (qb) =>
          qb
            .selectFrom('webhook_events as e')
            .select('e.id')
            .where('e.occurred_at', '<', cutoff)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('webhook_deliveries as d')
                    .select(sql`1`.as('one'))
                    .whereRef('d.event_id', '=', 'e.id')
                    .where((eb) => eb.or([eb('d.status', '=', 'pending'), eb('d.created_at', '>=', cutoff)])),
                ),
              ),
            )
            .orderBy('e.occurred_at')
            .limit(PRUNE_BATCH),
        )
        .executeTakeFirst();
      return Number(batch.numDeletedRows);
    },
    options.shouldStop,
  );
}

/** What each process's hourly loop deletes (jobs/pruning-loop.ts). */
export const webhookEventPruning = (db: Kysely<Database>): Pruning => ({
  prune: (now, shouldStop) => pruneWebhookEvents(db, { now, shouldStop }),
  deleted: 'webhook events past their retention deleted',
  failed: 'webhook events not pruned',
});
