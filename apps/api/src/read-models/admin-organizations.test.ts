import { randomUUID } from 'node:crypto';

import { ORGANIZATION_STATES } from '@pod-console/hooks/domain';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { openTestDatabase, TEST_DRIVERS, emptyTables } from '../test-support/test-database';
import { listAdminOrganizations } from './admin-organizations';

const DAY = 86_400_000;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const at = (milliseconds: number) => new Date(NOW.getTime() + milliseconds);

/** What migration 0005's counter holds, and what counting the tables answers. */
async function countsOf(db: Kysely<Database>) {
  const { rows } = await sql<{
    kept: number;
    kept_subscriptions: number;
    real: number;
    real_subscriptions: number;
  }>`
    select c.organizations::int as kept, c.subscriptions::int as kept_subscriptions,
      (select count(*) from organizations)::int as real,
      (select count(*) from subscriptions)::int as real_subscriptions
    from organization_counts c
  `.execute(db);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function expectExact(db: Kysely<Database>, organizations: number, subscriptions: number) {
  expect(await countsOf(db)).toEqual({
    kept: organizations,
    kept_subscriptions: subscriptions,
    real: organizations,
    real_subscriptions: subscriptions,
  });
}

describe.each(TEST_DRIVERS)('the organization counts on %s', (driver) => {
  let database: OpenDatabase;
  let ownerId: string;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await emptyTables(database.db);
    ownerId = randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id: ownerId,
        subject: `owner-${ownerId}`,
        email: `${ownerId}@example.com`,
        first_name: null,
        last_name: null,
        system_role: 'USER',
        selected_organization_id: null,
      })
      .execute();
  });

  const organizationsNamed = (...names: string[]) =>
    names.map((name) => ({ id: randomUUID(), name, owner_user_id: ownerId, pod_admin_license_count: 0 }));

  it('follow inserts, deletes that cascade to subscriptions, and truncation', async () => {
    const { db } = database;
    await expectExact(db, 0, 0);
    const batch = organizationsNamed('A', 'B', 'C', 'D', 'E');
    await db.insertInto('organizations').values(batch).execute();
    await db.insertInto('organizations').values(organizationsNamed('F')).execute();
    await expectExact(db, 6, 0);
    await db
      .insertInto('subscriptions')
      .values(
        batch.slice(0, 3).map((organization) => ({
          organization_id: organization.id,
          product: 'starter' as const,
          status: 'active',
          cancel_at_period_end: false,
        })),
      )
      .execute();
    await expectExact(db, 6, 3);
    // An upsert that updates inserts nothing.
    await db
      .insertInto('subscriptions')
      .values({
        organization_id: batch[0]!.id,
        product: 'business',
        status: 'past_due',
        cancel_at_period_end: false,
      })
      .onConflict((oc) =>
        oc.column('organization_id').doUpdateSet({ status: 'past_due', cancel_at_period_end: false }),
      )
      .execute();
    await expectExact(db, 6, 3);
    // Two organizations go, one with its subscription (cascade).
    await db.deleteFrom('organizations').where('id', 'in', [batch[0]!.id, batch[4]!.id]).execute();
    await expectExact(db, 4, 2);
    await db.deleteFrom('subscriptions').where('organization_id', '=', batch[1]!.id).execute();
    await expectExact(db, 4, 1);
    // A delete that matches nothing changes nothing.
    await db.deleteFrom('organizations').where('id', '=', randomUUID()).execute();
    await expectExact(db, 4, 1);
    // Every one at once, subscriptions cascading.
    await db.deleteFrom('organizations').execute();
    await expectExact(db, 0, 0);
    const again = organizationsNamed('G', 'H');
    await db.insertInto('organizations').values(again).execute();
    await db
      .insertInto('subscriptions')
      .values({
        organization_id: again[0]!.id,
        product: 'starter',
        status: 'active',
        cancel_at_period_end: false,
      })
      .execute();
    await expectExact(db, 2, 1);
    await emptyTables(db);
    await expectExact(db, 0, 0);
  });

  it('stay exact when transactions insert and delete organizations at once, commit or roll back', async () => {
    const { db } = database;
    const kept = organizationsNamed('K1', 'K2', 'K3');
    await db.insertInto('organizations').values(kept).execute();
    const rolledBack = new Error('roll back');
    // 20 transactions at once (PostgreSQL runs them on parallel connections; PGlite queues them): inserts of one to
    // three organizations, deletes, and every third one rolled back after its write.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          if (index === 5) await trx.deleteFrom('organizations').where('id', '=', kept[0]!.id).execute();
          else if (index === 10)
            await trx.deleteFrom('organizations').where('id', '=', kept[1]!.id).execute();
          else {
            await trx
              .insertInto('organizations')
              .values(
                organizationsNamed(...Array.from({ length: (index % 3) + 1 }, (_, n) => `T${index}-${n}`)),
              )
              .execute();
          }
          // Hold the transaction open a moment, so others queue on the counter row behind it.
          await sql`select pg_sleep(0.005)`.execute(trx);
          if (index % 3 === 2) throw rolledBack;
        }),
      ),
    );
    expect(
      outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason),
    ).toEqual(Array.from({ length: 6 }, () => rolledBack));
    // Committed: 3 kept, less the one index 10 deleted (index 5's delete rolled back), plus the committed inserts.
    let expected = 2;
    for (let index = 0; index < 20; index++) {
      if (index === 5 || index === 10 || index % 3 === 2) continue;
      expected += (index % 3) + 1;
    }
    await expectExact(db, expected, 0);
    const page = await listAdminOrganizations(db, { now: NOW });
    expect(page.total).toBe(expected);
  });

  it('give every filter the total its pages hold: each plan and state, with and without a text filter', async () => {
    const { db } = database;
    const organizations = organizationsNamed(
      ...Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? `North ${index}` : `South ${index}`)),
    );
    await db.insertInto('organizations').values(organizations).execute();
    const statuses = [
      'active',
      ' Trialing',
      'PAST_DUE',
      '\u00a0unpaid\ufeff',
      'canceled',
      'paused',
      'incomplete',
    ];
    const products = ['starter', 'business', 'enterprise'] as const;
    // Every organization but the last five has a subscription, its facts cycling through statuses and instants.
    await db
      .insertInto('subscriptions')
      .values(
        organizations.slice(0, 35).map((organization, index) => ({
          organization_id: organization.id,
          product: products[index % 3]!,
          status: statuses[index % statuses.length]!,
          cancel_at_period_end: index % 4 === 0,
          trial_end: index % 5 === 0 ? null : at(((index % 3) - 1) * DAY),
          current_period_start: index % 6 === 0 ? null : at(-(index % 10) * DAY),
          current_period_end: at(((index % 4) - 1) * DAY),
        })),
      )
      .execute();

    const plans = [undefined, 'none', ...products] as const;
    const states = [undefined, ...ORGANIZATION_STATES] as const;
    let nonEmpty = 0;
    for (const plan of plans) {
      for (const state of states) {
        for (const q of [undefined, 'north']) {
          const ids = new Set<string>();
          let total = -1;
          let cursor: string | undefined;
          do {
            const page = await listAdminOrganizations(db, { plan, state, q, limit: 7, cursor, now: NOW });
            total = page.total;
            for (const item of page.items) ids.add(item.id);
            cursor = page.next_cursor ?? undefined;
          } while (cursor);
          expect(total, JSON.stringify({ plan, state, q })).toBe(ids.size);
          if (ids.size > 0) nonEmpty += 1;
        }
      }
    }
    // The data reach most combinations, so the totals above are not all zero.
    expect(nonEmpty).toBeGreaterThan(30);
    const everything = await listAdminOrganizations(db, { now: NOW });
    expect(everything.total).toBe(40);
    expect((await listAdminOrganizations(db, { plan: 'none', now: NOW })).total).toBe(5);
    expect((await listAdminOrganizations(db, { state: 'none', now: NOW })).total).toBe(5);
    expect((await listAdminOrganizations(db, { q: 'north', now: NOW })).total).toBe(20);
    // No match: the count alone, from the same statement as the page.
    expect(await listAdminOrganizations(db, { q: 'no such organization', now: NOW })).toEqual({
      items: [],
      total: 0,
      next_cursor: null,
      previous_cursor: null,
    });
  });

  it('keeps the status as the domain compares it: trimmed of white space, no-break space and BOM, lower case', async () => {
    const { db } = database;
    const statuses = [' Past_Due ', '\tUNPAID\n', '\u00a0active\ufeff', '\u000bTrialing\f\r', 'canceled'];
    const organizations = organizationsNamed(...statuses.map((_, index) => `S${index}`));
    await db.insertInto('organizations').values(organizations).execute();
    await db
      .insertInto('subscriptions')
      .values(
        organizations.map((organization, index) => ({
          organization_id: organization.id,
          product: 'starter' as const,
          status: statuses[index]!,
          cancel_at_period_end: false,
        })),
      )
      .execute();
    const rows = await db.selectFrom('subscriptions').select(['status', 'status_key']).execute();
    expect(rows.map((row) => row.status_key).sort()).toEqual(
      statuses.map((status) => status.trim().toLowerCase()).sort(),
    );
    for (const row of rows) expect(row.status_key).toBe(row.status.trim().toLowerCase());
  });
});
