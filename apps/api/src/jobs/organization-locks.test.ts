// The organization.locked event (docs/decisions/0049-organization-locked-event.md): once the 7 grace days after a
// failed payment have run out (spec §4), two API processes looking at once (and again) write one activity entry per
// lock, by the product, with its webhook event for an endpoint that asked for it; an organization within its grace,
// one that pays and one without a payment problem are left alone; a later failed period's lock is told again.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { TEST_DRIVERS, useTwoProcessesDatabases } from '../test-support/test-database';
import { announceOrganizationLocks } from './organization-locks';

const DAY = 86_400_000;
const FAILED_PERIOD = new Date('2026-11-01T00:00:00.000Z');
const GRACE_ENDS = new Date(FAILED_PERIOD.getTime() + 7 * DAY);

describe.each(TEST_DRIVERS)('organization locks on %s', (driver) => {
  const databases = useTwoProcessesDatabases(driver);

  /** An organization on Business with this status and period start, and an endpoint hearing `eventTypes`. */
  async function organization(
    name: string,
    subscription: { status: string; periodStart: Date | null },
    eventTypes: string[] = ['organization.locked'],
  ) {
    const { db } = databases.first;
    const ownerId = randomUUID();
    const organizationId = randomUUID();
    await db
      .insertInto('users')
      .values({
        id: ownerId,
        subject: `sub-${ownerId}`,
        email: `owner@${ownerId}.example`,
        system_role: 'USER',
      })
      .execute();
    await db
      .insertInto('organizations')
      .values({ id: organizationId, name, owner_user_id: ownerId, pod_admin_license_count: 5 })
      .execute();
    await db
      .insertInto('memberships')
      .values({ organization_id: organizationId, user_id: ownerId, role: 'OWNER' })
      .execute();
    await setSubscription(organizationId, subscription);
    await db
      .insertInto('webhook_endpoints')
      .values({
        id: randomUUID(),
        organization_id: organizationId,
        url: 'https://hooks.example.com/pod-console',
        description: '',
        event_types: JSON.stringify(eventTypes),
        enabled: true,
        secret: 'whsec_test',
        created_at: FAILED_PERIOD,
        updated_at: FAILED_PERIOD,
      })
      .execute();
    return organizationId;
  }

  async function setSubscription(organizationId: string, to: { status: string; periodStart: Date | null }) {
    const row = {
      organization_id: organizationId,
      product: 'business' as const,
      status: to.status,
      price_interval: 'month' as const,
      cancel_at_period_end: false,
      current_period_start: to.periodStart,
      current_period_end: to.periodStart && new Date(to.periodStart.getTime() + 30 * DAY),
    };
    await databases.first.db
      .insertInto('subscriptions')
      .values(row)
      .onConflict((oc) => oc.column('organization_id').doUpdateSet(row))
      .execute();
  }

  /** The log's organization.locked entries, and their webhook events, oldest first. */
  async function announced() {
    const { db } = databases.first;
    const entries = await db
      .selectFrom('activity_events')
      .innerJoin('organizations', 'organizations.id', 'activity_events.organization_id')
      .select([
        'organizations.name as organization',
        'activity_events.occurred_at',
        'activity_events.actor_type',
        'activity_events.subject',
        'activity_events.after',
      ])
      .where('activity_events.kind', '=', 'organization.locked')
      .orderBy('activity_events.occurred_at')
      .orderBy('organizations.name')
      .execute();
    const events = await db
      .selectFrom('webhook_events')
      .select(['organization_id', 'type', 'data'])
      .where('type', '=', 'organization.locked')
      .execute();
    return { entries, events };
  }

  const look = (now: Date) =>
    Promise.all([
      announceOrganizationLocks(databases.first.db, { now }),
      announceOrganizationLocks(databases.second.db, { now }),
    ]);

  it('tells each lock once however many processes look, with its webhook event', async () => {
    const delta = await organization('Delta Works', { status: 'past_due', periodStart: FAILED_PERIOD });
    await organization('Unpaid Co', { status: 'UNPAID', periodStart: FAILED_PERIOD });
    await organization('Cedar Labs', {
      status: 'past_due',
      periodStart: new Date(GRACE_ENDS.getTime() - DAY),
    });
    await organization('Active Co', { status: 'active', periodStart: FAILED_PERIOD });

    // One millisecond before the grace ends, nobody is locked yet.
    expect(await look(new Date(GRACE_ENDS.getTime() - 1))).toEqual([0, 0]);
    const counts = await look(GRACE_ENDS);
    expect(counts[0] + counts[1]).toBe(2);
    // And again, later: the same locks, nothing new.
    expect(await look(new Date(GRACE_ENDS.getTime() + DAY))).toEqual([0, 0]);

    const { entries, events } = await announced();
    expect(entries).toEqual([
      {
        organization: 'Delta Works',
        occurred_at: GRACE_ENDS,
        actor_type: 'system',
        subject: 'Delta Works',
        after: { status: 'past_due', grace_ended_at: GRACE_ENDS.toISOString() },
      },
      {
        organization: 'Unpaid Co',
        occurred_at: GRACE_ENDS,
        actor_type: 'system',
        subject: 'Unpaid Co',
        after: { status: 'UNPAID', grace_ended_at: GRACE_ENDS.toISOString() },
      },
    ]);
    expect(events).toHaveLength(2);
    expect(events.find((event) => event.organization_id === delta)).toMatchObject({
      type: 'organization.locked',
      data: {
        subject: 'Delta Works',
        actor: { type: 'system', name: null, email: null },
        before: null,
        after: { status: 'past_due', grace_ended_at: GRACE_ENDS.toISOString() },
      },
    });
    // Their deliveries wait for the deliverer: one per endpoint that asked.
    const deliveries = await databases.first.db
      .selectFrom('webhook_deliveries')
      .select(['event_id', 'status'])
      .execute();
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((delivery) => delivery.status === 'pending')).toBe(true);
  });

  it('tells a lock even to an organization without an endpoint for it, in its log only', async () => {
    await organization('Quiet Co', { status: 'past_due', periodStart: FAILED_PERIOD }, ['license.assigned']);
    const counts = await look(GRACE_ENDS);
    expect(counts[0] + counts[1]).toBe(1);
    const { entries, events } = await announced();
    expect(entries.map((entry) => entry.organization)).toEqual(['Quiet Co']);
    expect(events).toEqual([]);
  });

  it('tells a later failed period again once a payment has unlocked it', async () => {
    const delta = await organization('Delta Works', { status: 'past_due', periodStart: FAILED_PERIOD });
    await look(GRACE_ENDS);

    // The payment succeeds: unlocked, nothing to tell. The next period's renewal fails; its grace runs out too.
    await setSubscription(delta, { status: 'active', periodStart: FAILED_PERIOD });
    expect(await look(new Date(GRACE_ENDS.getTime() + DAY))).toEqual([0, 0]);
    const nextPeriod = new Date(FAILED_PERIOD.getTime() + 30 * DAY);
    await setSubscription(delta, { status: 'past_due', periodStart: nextPeriod });
    expect(await look(new Date(nextPeriod.getTime() + 3 * DAY))).toEqual([0, 0]);
    const nextGraceEnds = new Date(nextPeriod.getTime() + 7 * DAY);
    const counts = await look(nextGraceEnds);
    expect(counts[0] + counts[1]).toBe(1);

    const { entries, events } = await announced();
    expect(entries.map((entry) => [entry.occurred_at, entry.after])).toEqual([
      [GRACE_ENDS, { status: 'past_due', grace_ended_at: GRACE_ENDS.toISOString() }],
      [nextGraceEnds, { status: 'past_due', grace_ended_at: nextGraceEnds.toISOString() }],
    ]);
    expect(events).toHaveLength(2);
  });

  it('tells a payment problem without a period start as locked at once, once', async () => {
    await organization('Nostart Co', { status: 'past_due', periodStart: null });
    const counts = await look(FAILED_PERIOD);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await look(GRACE_ENDS)).toEqual([0, 0]);
    const { entries } = await announced();
    expect(entries).toEqual([
      {
        organization: 'Nostart Co',
        occurred_at: FAILED_PERIOD,
        actor_type: 'system',
        subject: 'Nostart Co',
        after: { status: 'past_due', grace_ended_at: null },
      },
    ]);
  });
});
