// The devices' usage days (docs/decisions/0042-usage-against-the-plan.md): one row per licence, device and UTC day on
// which the device reported or claimed. Written in the claim's or report's transaction; read by read-models/usage.ts.
import { usageDay } from '@pod-console/hooks/fleet';
import { sql } from 'kysely';

import type { Executor } from '../db/schema';

/**
 * Records that the device was active today (UTC); a claim marks the day as a claim's. A second report the same day
 * changes nothing, so a device reporting every few minutes writes one row a day.
 */
export async function recordDeviceUsage(
  db: Executor,
  usage: { organizationId: string; licenseId: string; deviceName: string; at: Date; claimed?: boolean },
): Promise<void> {
  const claimed = usage.claimed === true;
  await db
    .insertInto('device_usage_days')
    .values({
      organization_id: usage.organizationId,
      day: usageDay(usage.at),
      license_id: usage.licenseId,
      device_name: usage.deviceName,
      claimed,
    })
    .onConflict((oc) =>
      claimed
        ? oc
            .columns(['organization_id', 'day', 'license_id', 'device_name'])
            .doUpdateSet({ claimed: true })
            .where('device_usage_days.claimed', '=', false)
        : oc.doNothing(),
    )
    .execute();
}

/** Each day from `from` (a UTC day) with activity: its distinct devices and its claims. */
export function usageDaysFrom(db: Executor, organizationId: string, from: string) {
  return db
    .selectFrom('device_usage_days')
    .select([
      sql<string>`day::text`.as('day'),
      sql<number>`count(*)::int`.as('active_devices'),
      sql<number>`(count(*) filter (where claimed))::int`.as('claims'),
    ])
    .where('organization_id', '=', organizationId)
    .where('day', '>=', from)
    .groupBy('day')
    .orderBy('day')
    .execute();
}

/** The distinct devices (licence and device name) active on a day from `from` on. */
export async function activeDevicesFrom(db: Executor, organizationId: string, from: string): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('device_usage_days')
        .select(['license_id', 'device_name'])
        .where('organization_id', '=', organizationId)
        .where('day', '>=', from)
        .distinct()
        .as('devices'),
    )
    .select(sql<number>`count(*)::int`.as('devices'))
    .executeTakeFirstOrThrow();
  return row.devices;
}

/** Deletes at most `limit` usage days before `before` (a UTC day), oldest first; answers how many. */
export async function deleteDeviceUsageBefore(db: Executor, before: string, limit: number): Promise<number> {
  const { rows } = await sql<{ deleted: number }>`
    with gone as (
      delete from device_usage_days where ctid in (
        select ctid from device_usage_days where day < ${before}::date order by day limit ${limit}
      )
      returning 1
    )
    select count(*)::int as deleted from gone
  `.execute(db);
  return rows[0]?.deleted ?? 0;
}
