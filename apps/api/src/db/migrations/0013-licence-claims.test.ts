// Migration 0013: an update of licences keeps the tallies by adding and taking away instead of recounting, exactly,
// under every kind of update (a new id included) and under concurrent ones; every update of a licence the answer
// shows (its claim, its last report, a new id) moves the organization's version; the log takes the device actor.
import { randomUUID } from 'node:crypto';

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertOrganizations, storedAndCountedTallies } from '../../test-support/licence-tallies';
import { openTestDatabase, TEST_DRIVERS } from '../../test-support/test-database';
import type { OpenDatabase } from '../database';
import type { Database } from '../schema';

async function versionOf(db: Kysely<Database>, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('organizations')
    .select('version')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

describe.each(TEST_DRIVERS)('migration 0013 on %s', (driver) => {
  let database: OpenDatabase;
  const organizationIds = [randomUUID(), randomUUID()].sort();
  const [first, second] = organizationIds as [string, string];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await insertOrganizations(database.db, organizationIds, 'Claims');
  });

  afterAll(async () => {
    await database?.close();
  });

  const licences = (
    organizationId: string,
    count: number,
    values: { identifier: string | null; trial: boolean },
  ) =>
    Array.from({ length: count }, () => ({ id: randomUUID(), organization_id: organizationId, ...values }));

  it('keeps the tallies exact under updates of every kind, a new id and a move between organizations included', async () => {
    const { db } = database;
    const rows = [
      ...licences(first, 6, { identifier: 'Tablet', trial: false }),
      ...licences(first, 3, { identifier: 'Trial tablet', trial: true }),
      ...licences(second, 4, { identifier: null, trial: false }),
      ...licences(second, 2, { identifier: ' ', trial: true }),
    ];
    await db.insertInto('licenses').values(rows).execute();
    const ids = rows.map((row) => row.id);
    const check = async (step: string) => {
      const now = await storedAndCountedTallies(db, organizationIds);
      expect(
        now.map((row) => row.stored),
        step,
      ).toEqual(now.map((row) => row.counted));
      return now.map((row) => row.stored);
    };
    expect(await check('inserted')).toEqual(['9/3/3', '0/2/0']);

    const steps: Array<[string, () => Promise<unknown>]> = [
      [
        'claimed',
        () =>
          db
            .updateTable('licenses')
            .set({
              license_key_hash: 'a'.repeat(64),
              claimed_at: new Date(),
              device_name: 'iPad',
              last_seen_at: new Date(),
            })
            .where('id', 'in', ids.slice(0, 4))
            .execute(),
      ],
      [
        'new ids',
        () => sql`update licenses set id = gen_random_uuid() where organization_id = ${first}`.execute(db),
      ],
      [
        'revoked',
        () =>
          db
            .updateTable('licenses')
            .set({ revoked_at: new Date() })
            .where('organization_id', '=', first)
            .where('trial', '=', true)
            .execute(),
      ],
      [
        'restored',
        () =>
          db.updateTable('licenses').set({ revoked_at: null }).where('organization_id', '=', first).execute(),
      ],
      [
        'blanked and named',
        () =>
          sql`update licenses set identifier = case when identifier is null then 'Named' else '  ' end
              where organization_id = ${second}`.execute(db),
      ],
      [
        'made trial',
        () => db.updateTable('licenses').set({ trial: true }).where('identifier', '=', 'Tablet').execute(),
      ],
      [
        'moved with a new id',
        () =>
          sql`update licenses set organization_id = ${second}, id = gen_random_uuid()
              where id in (select id from licenses where organization_id = ${first} order by id limit 3)`.execute(
            db,
          ),
      ],
      [
        'nothing matched',
        () => db.updateTable('licenses').set({ trial: false }).where('id', '=', randomUUID()).execute(),
      ],
    ];
    for (const [step, run] of steps) {
      await run();
      await check(step);
    }
  });

  it('keeps the tallies exact under concurrent updates of one organization’s licences', async () => {
    const { db } = database;
    const rows = licences(first, 40, { identifier: 'Concurrent', trial: false });
    await db.insertInto('licenses').values(rows).execute();
    await Promise.all(
      rows.map((row, index) => {
        switch (index % 4) {
          case 0:
            return db
              .updateTable('licenses')
              .set({ revoked_at: new Date() })
              .where('id', '=', row.id)
              .execute();
          case 1:
            return sql`update licenses set id = gen_random_uuid() where id = ${row.id}`.execute(db);
          case 2:
            return db.updateTable('licenses').set({ identifier: null }).where('id', '=', row.id).execute();
          default:
            return db
              .updateTable('licenses')
              .set({ last_seen_at: new Date() })
              .where('id', '=', row.id)
              .execute();
        }
      }),
    );
    const now = await storedAndCountedTallies(db, organizationIds);
    expect(now.map((row) => row.stored)).toEqual(now.map((row) => row.counted));
  });

  it('moves the organization’s version with a claim, a report, a new id and a release, and not with nothing', async () => {
    const { db } = database;
    const id = randomUUID();
    await db
      .insertInto('licenses')
      .values({ id, organization_id: second, identifier: 'Versioned', trial: false })
      .execute();
    const newId = randomUUID();
    const changes: Array<[string, () => Promise<unknown>]> = [
      [
        'claim',
        () =>
          db
            .updateTable('licenses')
            .set({
              license_key_hash: 'b'.repeat(64),
              claimed_at: new Date(),
              device_name: 'iPad',
              last_seen_at: new Date(),
            })
            .where('id', '=', id)
            .execute(),
      ],
      [
        'report',
        () =>
          db
            .updateTable('licenses')
            .set({ last_seen_at: new Date(Date.now() + 1000) })
            .where('id', '=', id)
            .execute(),
      ],
      [
        'release',
        () =>
          db
            .updateTable('licenses')
            .set({ license_key_hash: null, claimed_at: null, device_name: null, last_seen_at: null })
            .where('id', '=', id)
            .execute(),
      ],
      ['new id', () => db.updateTable('licenses').set({ id: newId }).where('id', '=', id).execute()],
    ];
    for (const [change, run] of changes) {
      const before = await versionOf(db, second);
      await run();
      expect(await versionOf(db, second), change).toBeGreaterThan(before);
    }
    const before = await versionOf(db, second);
    await db.updateTable('licenses').set({ last_seen_at: new Date() }).where('id', '=', id).execute();
    expect(await versionOf(db, second), 'the old id matches nothing').toBe(before);
  });

  it('logs the device actor, and still only the contract’s actor types', async () => {
    const { db } = database;
    const entry = (actorType: string) =>
      sql`insert into activity_events (id, organization_id, kind, actor_type, actor_name, subject)
          values (${randomUUID()}, ${first}, 'license.claimed', ${actorType}, 'Studio iPad 3', 'Tablet')`.execute(
        db,
      );
    await entry('device');
    await expect(entry('robot')).rejects.toThrow(/activity_events_actor_type_check/);
  });
});
