// The tallies an insert adds (migration 0009) equal a recount, under concurrent inserts of every kind of licence,
// a bulk insert across organizations, and the updates and deletes that still recount.
import { randomUUID } from 'node:crypto';

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, TEST_DRIVERS } from '../../test-support/test-database';
import type { OpenDatabase } from '../database';
import type { Database } from '../schema';

async function tallies(db: Kysely<Database>, organizationIds: string[]) {
  const { rows } = await sql<{
    organization_id: string;
    stored: string;
    counted: string;
  }>`
    select t.organization_id,
      concat_ws('/', t.assigned_licenses, t.trial_licenses, t.assigned_trial_licenses) as stored,
      concat_ws('/',
        count(l.id) filter (where l.identifier is not null and btrim(l.identifier) <> ''),
        count(l.id) filter (where l.trial),
        count(l.id) filter (where l.trial and l.identifier is not null and btrim(l.identifier) <> '')
      ) as counted
    from organization_tallies t
    left join licenses l on l.organization_id = t.organization_id and l.revoked_at is null
    where t.organization_id = any (${organizationIds}::uuid[])
    group by t.organization_id, t.assigned_licenses, t.trial_licenses, t.assigned_trial_licenses
    order by t.organization_id
  `.execute(db);
  return rows;
}

describe.each(TEST_DRIVERS)('licence tallies on %s', (driver) => {
  let database: OpenDatabase;
  const organizationIds = [randomUUID(), randomUUID()].sort();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const ownerId = randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id: ownerId,
        subject: `sub-${ownerId}`,
        email: `${ownerId}@example.com`,
        system_role: 'USER',
      })
      .execute();
    await database.db
      .insertInto('organizations')
      .values(
        organizationIds.map((id, index) => ({
          id,
          name: `Tallied ${index}`,
          owner_user_id: ownerId,
          pod_admin_license_count: 1000,
        })),
      )
      .execute();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('add up exactly under concurrent inserts, a bulk insert, then updates and deletes', async () => {
    const { db } = database;
    const kinds = [
      { identifier: 'Tablet', trial: false },
      { identifier: null, trial: false },
      { identifier: '  ', trial: true },
      { identifier: 'Trial tablet', trial: true },
    ];
    // 40 single-row inserts at once, each its own transaction, as 40 assignments are.
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        db
          .insertInto('licenses')
          .values({
            id: randomUUID(),
            organization_id: organizationIds[index % 2]!,
            ...kinds[index % kinds.length]!,
          })
          .execute(),
      ),
    );
    // One statement across both organizations, revoked rows included (they count for nothing).
    await db
      .insertInto('licenses')
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          id: randomUUID(),
          organization_id: organizationIds[index % 2]!,
          ...kinds[index % kinds.length]!,
          ...(index % 5 === 0 && { revoked_at: new Date() }),
        })),
      )
      .execute();
    const afterInserts = await tallies(db, organizationIds);
    expect(afterInserts.map((row) => row.stored)).toEqual(afterInserts.map((row) => row.counted));
    // Organization 0 got the assigned and the blank trial licences, organization 1 the unassigned and the assigned
    // trial ones: 10 of each from the concurrent inserts, plus the bulk insert's.
    expect(afterInserts.map((row) => row.stored)).toEqual(['16/16/0', '16/16/16']);

    await db
      .updateTable('licenses')
      .set({ revoked_at: new Date() })
      .where('identifier', '=', 'Tablet')
      .where('organization_id', '=', organizationIds[0]!)
      .execute();
    await db
      .deleteFrom('licenses')
      .where('trial', '=', true)
      .where('organization_id', '=', organizationIds[1]!)
      .execute();
    const afterChanges = await tallies(db, organizationIds);
    expect(afterChanges.map((row) => row.stored)).toEqual(afterChanges.map((row) => row.counted));
  });
});
