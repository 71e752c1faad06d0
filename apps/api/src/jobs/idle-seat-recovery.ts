// Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md): every organization that asked for it has its idle
// seats released once per period (a UTC day), however many API processes run. Each organization is one transaction:
// the period's run row (its primary key lets one transaction in, and a second waits and finds it taken), the
// releases, one activity entry each and the summary mail to its Owner and Admins commit together or not at all, so a
// process that dies half-way leaves the period to the next one that looks.
import { idleSeatCutoff, idleSeatReleasePeriod, rolesWithPermission } from '@pod-console/hooks/domain';
import type { Kysely } from 'kysely';

import { recordActivity, SYSTEM_ACTOR, type ActivityActor } from '../activity/record-activity';
import {
  memberAddresses,
  organizationsReleasingIdleSeats,
  recordIdleReleaseCount,
  releaseIdleLicenses,
  takeIdleReleaseRun,
} from '../data/idle-seats';
import type { Database } from '../db/schema';
import { createPollingLoop, type BackgroundJob, type JobLogger } from './polling-loop';
import { homeUrl, idleSeatsReleasedMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';

/** Nobody of the organization acted: the product did, on the organization's setting. */
export const IDLE_SEAT_RECOVERY_ACTOR: ActivityActor = SYSTEM_ACTOR;

/** Activity entries written by one statement. */
const ACTIVITY_SLICE = 1000;

/** How often a process looks for organizations whose period has not run yet. */
const DEFAULT_CHECK_INTERVAL_MS = 10 * 60_000;

export interface IdleSeatRecoveryResult {
  /** The organizations whose period this call ran. */
  organizations: number;
  /** The seats it released. */
  released: number;
}

/**
 * Releases the idle seats of every organization whose setting is on and whose period of `now` has not run; answers
 * what this call did (another process may have done the rest).
 */
export async function runIdleSeatRecovery(
  db: Kysely<Database>,
  options: { now: Date; consoleOrigin: string },
): Promise<IdleSeatRecoveryResult> {
  const { now } = options;
  const period = idleSeatReleasePeriod(now);
  const result: IdleSeatRecoveryResult = { organizations: 0, released: 0 };
  for (const organization of await organizationsReleasingIdleSeats(db)) {
    const days = organization.idle_seat_release_days!;
    const released = await db.transaction().execute(async (trx) => {
      if (!(await takeIdleReleaseRun(trx, { organizationId: organization.id, period, now }))) return null;
      const seats = await releaseIdleLicenses(trx, organization.id, idleSeatCutoff(days, now));
      // In slices: one entry has 8 parameters, and a statement takes at most 65,535.
      for (let start = 0; start < seats.length; start += ACTIVITY_SLICE) {
        await recordActivity(
          trx,
          now,
          seats.slice(start, start + ACTIVITY_SLICE).map((seat) => ({
            organizationId: organization.id,
            kind: 'license.device_released' as const,
            actor: IDLE_SEAT_RECOVERY_ACTOR,
            subject: seat.identifier,
            before: {
              device: seat.device_name,
              last_seen: (seat.last_seen_at ?? seat.claimed_at)?.toISOString() ?? null,
            },
          })),
        );
      }
      await recordIdleReleaseCount(trx, { organizationId: organization.id, period, released: seats.length });
      if (seats.length > 0) {
        // Those who may change the setting hear what it did: the Owner and Admins.
        const recipients = await memberAddresses(
          trx,
          organization.id,
          rolesWithPermission('settings:manage'),
        );
        for (const to of recipients) {
          await enqueueMail(
            trx,
            idleSeatsReleasedMail({
              to,
              organizationId: organization.id,
              organizationName: organization.name,
              idleDays: days,
              seats: seats.map((seat) => ({
                identifier: seat.identifier,
                deviceName: seat.device_name,
                lastSeenAt: seat.last_seen_at ?? seat.claimed_at,
              })),
              homeUrl: homeUrl(options.consoleOrigin),
            }),
          );
        }
      }
      return seats.length;
    });
    if (released === null) continue;
    result.organizations += 1;
    result.released += released;
  }
  return result;
}

/** Each process's loop: a look every few minutes; the run rows make the looks of every process add up to one run. */
export function createIdleSeatRecovery(options: {
  db: Kysely<Database>;
  consoleOrigin: string;
  logger: JobLogger;
  clock?: () => Date;
  intervalMs?: number;
}): BackgroundJob<IdleSeatRecoveryResult> {
  const clock = options.clock ?? (() => new Date());
  const runOnce = () =>
    runIdleSeatRecovery(options.db, { now: clock(), consoleOrigin: options.consoleOrigin });
  const loop = createPollingLoop({
    intervalMs: options.intervalMs ?? DEFAULT_CHECK_INTERVAL_MS,
    async tick() {
      const result = await runOnce();
      if (result.released > 0) options.logger.info({ ...result }, 'idle seats released');
    },
    onError: (error) =>
      options.logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'idle seats not checked',
      ),
  });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    runOnce,
  };
}
