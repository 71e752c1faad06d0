// The organization.locked event (docs/decisions/0049-organization-locked-event.md): an organization locks when the
// grace period after a failed payment runs out (spec §4), by time passing, not by a request, so each API process looks
// on the polling loop for organizations locked now whose lock has not been announced. Each lock is one transaction:
// its row in `organization_locks` (the primary key, organization and the failed period's start, lets one transaction
// in; a second waits and finds it taken) and its activity entry, which raises the webhook event, commit together.
import {
  getOrganizationLock,
  LOCK_WITHOUT_PERIOD_START,
  organizationStateCondition,
} from '@pod-console/hooks/domain';
import { sql, type Kysely } from 'kysely';

import { recordActivity, SYSTEM_ACTOR } from '../activity/record-activity';
import { subscriptionStateInput } from '../mail/billing-notices';
import type { Database } from '../db/schema';
import { requiredStatuses, stateConditionSql } from '../read-models/state-condition-sql';
import { createPollingLoop, type BackgroundJob, type JobLogger } from './polling-loop';

/** How often a process looks for organizations whose grace period has run out. */
const DEFAULT_CHECK_INTERVAL_MS = 60_000;

/**
 * Announces every lock not announced yet: an activity entry `organization.locked` (actor `system`) per lock, which
 * raises the webhook event. Answers the organizations this call announced (another process may have done the rest).
 */
export async function announceOrganizationLocks(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<number> {
  const { now } = options;
  // A first cut in SQL, the domain's own rule for "locked" as data (organizationStateCondition), leaving out the
  // locks already announced; the domain's getOrganizationLock decides and names each lock.
  const locked = organizationStateCondition('locked', now);
  const statuses = requiredStatuses(locked);
  const candidates = await db
    .selectFrom('subscriptions as s')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select([
      's.organization_id',
      'o.name',
      's.product',
      's.status',
      's.trial_end',
      's.current_period_start',
      's.current_period_end',
      's.cancel_at_period_end',
    ])
    .$if(statuses !== null, (qb) => qb.where('s.status_key', 'in', statuses!))
    .where(stateConditionSql(locked, 's'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('organization_locks as l')
            .select(sql`1`.as('one'))
            .whereRef('l.organization_id', '=', 's.organization_id')
            .where(
              'l.period_start',
              '=',
              sql<Date>`date_trunc('milliseconds', coalesce(s.current_period_start, ${LOCK_WITHOUT_PERIOD_START}::timestamptz))`,
            ),
        ),
      ),
    )
    .execute();

  let announced = 0;
  for (const candidate of candidates) {
    const lock = getOrganizationLock(subscriptionStateInput(candidate), now);
    if (lock === null) continue;
    const told = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .insertInto('organization_locks')
        .values({
          organization_id: candidate.organization_id,
          period_start: lock.periodStart,
          locked_at: now,
        })
        .onConflict((oc) => oc.columns(['organization_id', 'period_start']).doNothing())
        .returning('organization_id')
        .executeTakeFirst();
      if (!taken) return false;
      await recordActivity(trx, now, {
        organizationId: candidate.organization_id,
        kind: 'organization.locked',
        actor: SYSTEM_ACTOR,
        subject: candidate.name,
        after: { status: candidate.status, grace_ended_at: lock.graceEndedAt },
      });
      return true;
    });
    if (told) announced += 1;
  }
  return announced;
}

/** Each process's loop: a look every minute; the lock rows make the looks of every process announce each lock once. */
export function createOrganizationLockWatch(options: {
  db: Kysely<Database>;
  logger: JobLogger;
  clock?: () => Date;
  intervalMs?: number;
}): BackgroundJob<number> {
  const clock = options.clock ?? (() => new Date());
  const runOnce = () => announceOrganizationLocks(options.db, { now: clock() });
  const loop = createPollingLoop({
    intervalMs: options.intervalMs ?? DEFAULT_CHECK_INTERVAL_MS,
    async tick() {
      const announced = await runOnce();
      if (announced > 0) options.logger.info({ announced }, 'organization locks announced');
    },
    onError: (error) =>
      options.logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'organization locks not checked',
      ),
  });
  return { start: () => loop.start(), stop: () => loop.stop(), runOnce };
}
