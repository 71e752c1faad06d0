// Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md): with the clock past N days, two API processes on
// one database looking at once (and again) release each idle seat once, write one activity entry each and queue one
// summary per Owner and Admin; a seat seen lately, an unclaimed one and an organization with the setting off are
// left alone; a later period finds nothing left to release.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { TEST_DRIVERS, useTwoProcessesDatabases } from '../test-support/test-database';
import { runIdleSeatRecovery } from './idle-seat-recovery';

const DAY = 86_400_000;
const CLAIMED = new Date('2026-10-01T08:00:00.000Z');
const CONSOLE = 'http://127.0.0.1:5173';

describe.each(TEST_DRIVERS)('idle-seat recovery on %s', (driver) => {
  const databases = useTwoProcessesDatabases(driver);

  async function organization(name: string, idleDays: number | null) {
    const { db } = databases.first;
    const ownerId = randomUUID();
    const adminId = randomUUID();
    const billingId = randomUUID();
    const organizationId = randomUUID();
    const slug = name.toLowerCase().replace(/\W+/g, '-');
    await db
      .insertInto('users')
      .values([
        { id: ownerId, subject: `sub-${ownerId}`, email: `owner@${slug}.example`, system_role: 'USER' },
        { id: adminId, subject: `sub-${adminId}`, email: `admin@${slug}.example`, system_role: 'USER' },
        { id: billingId, subject: `sub-${billingId}`, email: `billing@${slug}.example`, system_role: 'USER' },
      ])
      .execute();
    await db
      .insertInto('organizations')
      .values({
        id: organizationId,
        name,
        owner_user_id: ownerId,
        pod_admin_license_count: 10,
        idle_seat_release_days: idleDays,
      })
      .execute();
    await db
      .insertInto('memberships')
      .values([
        { organization_id: organizationId, user_id: ownerId, role: 'OWNER' },
        { organization_id: organizationId, user_id: adminId, role: 'ADMIN' },
        { organization_id: organizationId, user_id: billingId, role: 'BILLING' },
      ])
      .execute();
    const seat = async (identifier: string, claim: { lastSeenAt: Date | null } | null) => {
      const id = randomUUID();
      await db
        .insertInto('licenses')
        .values({
          id,
          organization_id: organizationId,
          identifier,
          trial: false,
          ...(claim && {
            license_key_hash: 'a'.repeat(64),
            claimed_at: CLAIMED,
            device_name: `${identifier} device`,
            last_seen_at: claim.lastSeenAt,
          }),
        })
        .execute();
      return id;
    };
    return { organizationId, seat };
  }

  const at = (days: number) => new Date(CLAIMED.getTime() + days * DAY);
  const run = (db: OpenDatabase, now: Date) => runIdleSeatRecovery(db.db, { now, consoleOrigin: CONSOLE });

  it('releases each idle seat once however many processes look, with one entry each and one summary per admin', async () => {
    const iris = await organization('Iris Studio', 30);
    const stale = await iris.seat('Dock iPad 7', { lastSeenAt: at(10) });
    const neverSeen = await iris.seat('Dock iPad 8', { lastSeenAt: null });
    const fresh = await iris.seat('Dock iPad 9', { lastSeenAt: at(45) });
    const unclaimed = await iris.seat('Spare', null);
    const other = await organization('Off Co', null);
    const offSeat = await other.seat('Old iPad', { lastSeenAt: at(1) });

    // Day 50: 40 days since the stale one's report, 50 since the other's claim, 5 since the fresh one's.
    const now = at(50);
    const results = await Promise.all([
      run(databases.first, now),
      run(databases.second, now),
      run(databases.first, now),
      run(databases.second, now),
    ]);
    expect(results.reduce((sum, result) => sum + result.released, 0)).toBe(2);
    expect(results.reduce((sum, result) => sum + result.organizations, 0)).toBe(1);

    const { db } = databases.first;
    const rows = await db.selectFrom('licenses').select(['id', 'license_key_hash', 'device_name']).execute();
    const claimed = new Map(rows.map((row) => [row.id, row.license_key_hash !== null]));
    expect([stale, neverSeen, fresh, unclaimed, offSeat].map((id) => claimed.get(id))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    const entries = await db
      .selectFrom('activity_events')
      .select(['kind', 'actor_type', 'subject', 'organization_id'])
      .where('kind', '=', 'license.device_released')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        kind: 'license.device_released',
        actor_type: 'system',
        subject: 'Dock iPad 8',
        organization_id: iris.organizationId,
      },
      {
        kind: 'license.device_released',
        actor_type: 'system',
        subject: 'Dock iPad 7',
        organization_id: iris.organizationId,
      },
    ]);
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'kind', 'subject', 'text_body'])
      .orderBy('to_address')
      .execute();
    expect(mails.map((mail) => [mail.to_address, mail.kind])).toEqual([
      ['admin@iris-studio.example', 'idle-seats-released'],
      ['owner@iris-studio.example', 'idle-seats-released'],
    ]);
    expect(mails[0]!.subject).toBe('2 seats released in Iris Studio on Pod Console');
    expect(mails[0]!.text_body).toContain('whose device had not been seen for 30 days');
    expect(mails[0]!.text_body).toContain(
      'Dock iPad 7 — Dock iPad 7 device, last seen Oct 11, 2026, 08:00 UTC',
    );
    expect(mails[0]!.text_body).toContain(`Open Home: ${CONSOLE}/`);

    // The same day again: the period has run. The next day: nothing is idle any more, and nobody is mailed.
    expect(await run(databases.second, at(50.5))).toEqual({ organizations: 0, released: 0 });
    expect(await run(databases.first, at(51))).toEqual({ organizations: 1, released: 0 });
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  });

  it('releases nothing in a period another process has already run, and runs the next period', async () => {
    const iris = await organization('Iris Studio', 7);
    const seat = await iris.seat('Dock iPad 7', { lastSeenAt: at(1) });
    const { db } = databases.first;
    await db
      .insertInto('idle_seat_release_runs')
      .values({ organization_id: iris.organizationId, period: '2026-10-11', ran_at: at(10) })
      .execute();
    expect(await run(databases.second, at(10.2))).toEqual({ organizations: 0, released: 0 });
    const claimed = () =>
      db.selectFrom('licenses').select('license_key_hash').where('id', '=', seat).executeTakeFirstOrThrow();
    expect((await claimed()).license_key_hash).not.toBeNull();
    expect(await run(databases.second, at(11))).toEqual({ organizations: 1, released: 1 });
    expect((await claimed()).license_key_hash).toBeNull();
    const runs = await db
      .selectFrom('idle_seat_release_runs')
      .select(['period', 'released'])
      .orderBy('period')
      .execute();
    expect(runs).toEqual([
      { period: '2026-10-11', released: 0 },
      { period: '2026-10-12', released: 1 },
    ]);
  });

  it('releases more idle seats at once than one statement takes parameters for (8 per log entry, 65,535 at most)', async () => {
    const iris = await organization('Kiosk Fleet', 30);
    const { db } = databases.first;
    const count = 8_200;
    for (let start = 0; start < count; start += 1000) {
      await db
        .insertInto('licenses')
        .values(
          Array.from({ length: Math.min(1000, count - start) }, (_, index) => ({
            id: randomUUID(),
            organization_id: iris.organizationId,
            identifier: `Kiosk ${start + index}`,
            trial: false,
            license_key_hash: 'c'.repeat(64),
            claimed_at: CLAIMED,
            device_name: `Kiosk ${start + index}`,
            last_seen_at: CLAIMED,
          })),
        )
        .execute();
    }
    expect(await run(databases.first, at(40))).toEqual({ organizations: 1, released: count });
    const entries = await db
      .selectFrom('activity_events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('kind', '=', 'license.device_released')
      .executeTakeFirstOrThrow();
    expect(Number(entries.count)).toBe(count);
    const mail = await db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'owner@kiosk-fleet.example')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`and ${count - 50} more (the activity log lists every one).`);
  });
});
