// Pruning webhook events (docs/decisions/0050-webhook-event-pruning.md): past the retry window and 30 days, an event
// whose deliveries are all finished goes with them, whichever process looks; one still waiting or redelivered since
// stays, and so does everything younger.
import { randomUUID } from 'node:crypto';

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { TEST_DRIVERS, useTwoProcessesDatabases } from '../test-support/test-database';
import { pruneWebhookEvents } from './webhook-event-pruning';

const DAY = 86_400_000;
const NOW = new Date('2026-12-31T12:00:00.000Z');
/** The retry window (1 day) and the retention (30 days) before NOW. */
const CUTOFF = new Date(NOW.getTime() - 31 * DAY);

describe.each(TEST_DRIVERS)('webhook event pruning on %s', (driver) => {
  const databases = useTwoProcessesDatabases(driver);

  async function endpoint() {
    const { db } = databases.first;
    const ownerId = randomUUID();
    const organizationId = randomUUID();
    const endpointId = randomUUID();
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
      .values({ id: organizationId, name: 'Acme', owner_user_id: ownerId, pod_admin_license_count: 5 })
      .execute();
    await db
      .insertInto('webhook_endpoints')
      .values({
        id: endpointId,
        organization_id: organizationId,
        url: 'https://hooks.example.com/pod-console',
        description: '',
        event_types: JSON.stringify(['license.assigned']),
        enabled: true,
        secret: 'whsec_test',
        created_at: CUTOFF,
        updated_at: CUTOFF,
      })
      .execute();
    /** An event that occurred at `occurredAt`, with one delivery per status given, each made at `madeAt`. */
    return async (
      subject: string,
      occurredAt: Date,
      deliveries: Array<{ status: 'pending' | 'succeeded' | 'failed'; madeAt?: Date }>,
    ) => {
      const eventId = randomUUID();
      await db
        .insertInto('webhook_events')
        .values({
          id: eventId,
          organization_id: organizationId,
          type: 'license.assigned',
          occurred_at: occurredAt,
          data: JSON.stringify({ subject, actor: null, before: null, after: null }),
        })
        .execute();
      for (const delivery of deliveries) {
        // Written pending, as the outbox writes it; then finished as the deliverer would.
        const id = randomUUID();
        await db
          .insertInto('webhook_deliveries')
          .values({
            id,
            endpoint_id: endpointId,
            event_id: eventId,
            next_attempt_at: delivery.madeAt ?? occurredAt,
            created_at: delivery.madeAt ?? occurredAt,
          })
          .execute();
        if (delivery.status !== 'pending') {
          await db
            .updateTable('webhook_deliveries')
            .set({ status: delivery.status, attempts: 1 })
            .where('id', '=', id)
            .execute();
        }
      }
    };
  }

  async function kept() {
    const { db } = databases.first;
    const events = await db
      .selectFrom('webhook_events')
      .select(sql<string>`data->>'subject'`.as('subject'))
      .orderBy('occurred_at')
      .execute();
    const deliveries = await db
      .selectFrom('webhook_deliveries')
      .select(({ fn }) => fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    return { subjects: events.map((event) => event.subject), deliveries: Number(deliveries.count) };
  }

  it('deletes finished events past their retention with their deliveries, once, and keeps the rest', async () => {
    const event = await endpoint();
    const old = new Date(CUTOFF.getTime() - DAY);
    await event('delivered long ago', old, [{ status: 'succeeded' }]);
    await event('given up long ago', old, [{ status: 'failed' }, { status: 'succeeded' }]);
    await event('waiting on a disabled endpoint', old, [{ status: 'pending' }]);
    await event('redelivered lately', old, [
      { status: 'failed' },
      { status: 'succeeded', madeAt: new Date(NOW.getTime() - DAY) },
    ]);
    await event('just inside retention', new Date(CUTOFF.getTime() + 1), [{ status: 'succeeded' }]);

    const counts = await Promise.all([
      pruneWebhookEvents(databases.first.db, { now: NOW }),
      pruneWebhookEvents(databases.second.db, { now: NOW }),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await kept()).toEqual({
      subjects: ['waiting on a disabled endpoint', 'redelivered lately', 'just inside retention'],
      deliveries: 4,
    });
    expect(await pruneWebhookEvents(databases.first.db, { now: NOW })).toBe(0);
  });

  it('deletes a backlog larger than one batch', async () => {
    const event = await endpoint();
    const old = new Date(CUTOFF.getTime() - DAY);
    const ids = Array.from({ length: 1005 }, () => randomUUID());
    await event('first', old, [{ status: 'succeeded' }]);
    const { db } = databases.first;
    const [first] = await db.selectFrom('webhook_events').select('organization_id').execute();
    const [firstDelivery] = await db.selectFrom('webhook_deliveries').select('endpoint_id').execute();
    await db
      .insertInto('webhook_events')
      .values(
        ids.map((id) => ({
          id,
          organization_id: first!.organization_id,
          type: 'license.assigned',
          occurred_at: old,
          data: JSON.stringify({ subject: id }),
        })),
      )
      .execute();
    await db
      .insertInto('webhook_deliveries')
      .values(
        ids.map((id) => ({
          id: randomUUID(),
          endpoint_id: firstDelivery!.endpoint_id,
          event_id: id,
          next_attempt_at: old,
          created_at: old,
        })),
      )
      .execute();
    await db.updateTable('webhook_deliveries').set({ status: 'succeeded', attempts: 1 }).execute();
    expect(await pruneWebhookEvents(databases.first.db, { now: NOW })).toBe(1006);
    expect(await kept()).toEqual({ subjects: [], deliveries: 0 });
  });
});
