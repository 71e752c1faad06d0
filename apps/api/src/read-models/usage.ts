// An organization's usage against its plan (docs/decisions/0042-usage-against-the-plan.md): the devices' usage days
// (data/device-usage.ts) for the month and the 90 days, and the claimed and idle seats now.
import { idleSeatCutoff, idleSeatDays } from '@pod-console/hooks/domain';
import { planUsage, usageDay, usageDays, usageMonthStart, usageWindowStart } from '@pod-console/hooks/fleet';
import { sql } from 'kysely';

import { activeDevicesFrom, usageDaysFrom } from '../data/device-usage';
import type { Executor } from '../db/schema';
import type { Wire } from './wire';

/** The seats claimed now, how many of them are idle at `cutoff`, the idle-seat setting and the plan. */
function seatsNow(db: Executor, organizationId: string) {
  return db
    .selectFrom('organizations as o')
    .leftJoin('subscriptions as s', 's.organization_id', 'o.id')
    .select(['o.idle_seat_release_days', 's.product as plan'])
    .where('o.id', '=', organizationId)
    .executeTakeFirstOrThrow();
}

function seatCounts(db: Executor, organizationId: string, cutoff: Date) {
  return db
    .selectFrom('licenses')
    .select([
      sql<number>`count(*)::int`.as('claimed'),
      sql<number>`(count(*) filter (where coalesce(last_seen_at, claimed_at) <= ${cutoff}))::int`.as('idle'),
    ])
    .where('organization_id', '=', organizationId)
    .where('license_key_hash', 'is not', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
}

export async function organizationUsage(
  db: Executor,
  organizationId: string,
  now: Date,
): Promise<Wire<'OrganizationUsage'>> {
  const organization = await seatsNow(db, organizationId);
  const days = idleSeatDays(organization.idle_seat_release_days);
  const monthStart = usageDay(usageMonthStart(now));
  const [daily, monthly, seats] = await Promise.all([
    usageDaysFrom(db, organizationId, usageDay(usageWindowStart(now))),
    activeDevicesFrom(db, organizationId, monthStart),
    seatCounts(db, organizationId, idleSeatCutoff(days, now)),
  ]);
  const window = usageDays(daily, now);
  return {
    month: monthStart.slice(0, 7),
    monthly_active_devices: monthly,
    monthly_active_allowance: planUsage(monthly, organization.plan).allowance,
    seats_claimed_90_days: window.reduce((sum, day) => sum + day.claims, 0),
    claimed_seats: seats.claimed,
    idle_seats: seats.idle,
    idle_seat_days: days,
    days: window,
  };
}
