// The tallies an insert adds (migration 0009) equal a recount, under concurrent inserts of every kind of licence,
// a bulk insert across organizations, and the updates and deletes that still recount.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertOrganizations, storedAndCountedTallies } from '../../test-support/licence-tallies';
import { openTestDatabase, TEST_DRIVERS } from '../../test-support/test-database';
import type { OpenDatabase } from '../database';

describe.each(TEST_DRIVERS)('licence tallies on %s', (driver) => {
  let database: OpenDatabase;
  const organizationIds = [randomUUID(), randomUUID()].sort();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await insertOrganizations(database.db, organizationIds, 'Tallied');
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
    const afterInserts = await storedAndCountedTallies(db, organizationIds);
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
    const afterChanges = await storedAndCountedTallies(db, organizationIds);
    expect(afterChanges.map((row) => row.stored)).toEqual(afterChanges.map((row) => row.counted));
  });
});
