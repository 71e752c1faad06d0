// Idle-seat recovery's queries and writes (docs/decisions/0044-idle-seat-recovery.md; migration 0019): the
// organizations that asked for it, the run row that lets one process release an organization's idle seats per
// period, the releases themselves, and Home's bulk release.
import { sql, type Kysely, type Transaction } from 'kysely';

import type { OrganizationRole } from '@pod-console/hooks/domain';

import type { Database } from '../db/schema';

/** The organizations whose idle seats are released, with their N days. */
export function organizationsReleasingIdleSeats(db: Kysely<Database>) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'idle_seat_release_days'])
    .where('idle_seat_release_days', 'is not', null)
    .orderBy('id')
    .execute();
}

/**
 * Takes the organization's run of `period`: true for the one transaction that inserted it. A second process's insert
 * waits for the first's transaction and then finds the row (false); if the first rolled back, the second takes it.
 */
export async function takeIdleReleaseRun(
  trx: Transaction<Database>,
  run: { organizationId: string; period: string; now: Date },
): Promise<boolean> {
  const taken = await trx
    .insertInto('idle_seat_release_runs')
    .values({ organization_id: run.organizationId, period: run.period, ran_at: run.now })
    .onConflict((conflict) => conflict.columns(['organization_id', 'period']).doNothing())
    .returning('organization_id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function recordIdleReleaseCount(
  trx: Transaction<Database>,
  run: { organizationId: string; period: string; released: number },
): Promise<void> {
  await trx
    .updateTable('idle_seat_release_runs')
    .set({ released: run.released })
    .where('organization_id', '=', run.organizationId)
    .where('period', '=', run.period)
    .execute();
}

/** A released seat as the log and the summary mail name it. */
export interface ReleasedSeat {
  id: string;
  identifier: string | null;
  device_name: string | null;
  last_seen_at: Date | null;
  claimed_at: Date | null;
}

/**
 * Releases the organization's claimed, unrevoked licences whose last report (or claim) is at or before `cutoff`,
 * as releaseLicenseDevice does one; answers what each held, oldest report first.
 */
export async function releaseIdleLicenses(
  trx: Transaction<Database>,
  organizationId: string,
  cutoff: Date,
): Promise<ReleasedSeat[]> {
  const idle = await trx
    .selectFrom('licenses')
    .select(['id', 'identifier', 'device_name', 'last_seen_at', 'claimed_at'])
    .where('organization_id', '=', organizationId)
    .where('license_key_hash', 'is not', null)
    .where('revoked_at', 'is', null)
    .where(sql<Date>`coalesce(last_seen_at, claimed_at)`, '<=', cutoff)
    .orderBy(sql`coalesce(last_seen_at, claimed_at)`)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  await clearClaims(
    trx,
    idle.map((seat) => seat.id),
  );
  return idle;
}

/**
 * Home's bulk release: of `licenseIds`, the claimed and unrevoked licences of the organization are released (locked
 * first, in id order, so two bulk releases never deadlock); the others are skipped. Answers the released ones.
 */
export async function releaseLicenseDevices(
  trx: Transaction<Database>,
  organizationId: string,
  licenseIds: readonly string[],
): Promise<ReleasedSeat[]> {
  const claimed = await trx
    .selectFrom('licenses')
    .select(['id', 'identifier', 'device_name', 'last_seen_at', 'claimed_at'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', licenseIds)
    .where('license_key_hash', 'is not', null)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  await clearClaims(
    trx,
    claimed.map((seat) => seat.id),
  );
  return claimed;
}

/** spec §3: no key, not claimed; the identifier and id stay, so the same link claims again. */
async function clearClaims(trx: Transaction<Database>, licenseIds: readonly string[]): Promise<void> {
  if (licenseIds.length === 0) return;
  // One array parameter, not one per id: an organization may have tens of thousands of idle seats, past the
  // protocol's 65,535 parameters of a statement.
  await trx
    .updateTable('licenses')
    .set({
      license_key_hash: null,
      claimed_at: null,
      device_name: null,
      last_seen_at: null,
      claim_request_hash: null,
    })
    .where(sql<boolean>`id = any(${[...licenseIds]}::uuid[])`)
    .execute();
}

/** The organization's setting, its row locked until the transaction ends. */
export async function lockIdleSeatReleaseDays(
  trx: Transaction<Database>,
  organizationId: string,
): Promise<number | null> {
  const row = await trx
    .selectFrom('organizations')
    .select('idle_seat_release_days')
    .where('id', '=', organizationId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  return row.idle_seat_release_days;
}

/** Stores the organization's setting; null turns it off. */
export async function setIdleSeatReleaseDays(
  trx: Transaction<Database>,
  organizationId: string,
  days: number | null,
): Promise<void> {
  await trx
    .updateTable('organizations')
    .set({ idle_seat_release_days: days })
    .where('id', '=', organizationId)
    .execute();
}

/** The addresses of the people who hold `roles` in the organization (its Owner and Admins for the summary). */
export async function memberAddresses(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  roles: readonly OrganizationRole[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('users.email')
    .where('memberships.organization_id', '=', organizationId)
    // People only: a service account holds a membership for its role (migration 0014).
    .where('users.kind', '=', 'person')
    .where('memberships.role', 'in', roles)
    .orderBy('users.email')
    .execute();
  return rows.map((row) => row.email);
}
