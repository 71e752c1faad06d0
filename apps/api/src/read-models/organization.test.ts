import { randomUUID } from 'node:crypto';

import { getLicenseCounts, licenseCountsOfMore } from '@pod-console/hooks/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { emptyTables, openTestDatabase, TEST_DRIVERS } from '../test-support/test-database';
import { licenseTotalsOf } from './license-counts';
import { organizationView } from './organization';

const CREATED = new Date('2026-11-23T10:00:00.000Z');
const at = (seconds: number) => new Date(CREATED.getTime() + seconds * 1000);

describe.each(TEST_DRIVERS)('an organization’s first page of licences on %s', (driver) => {
  let database: OpenDatabase;
  let organizationId: string;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await emptyTables(database.db);
    const ownerId = randomUUID();
    organizationId = randomUUID();
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
    await database.db
      .insertInto('organizations')
      .values({ id: organizationId, name: 'Harbour', owner_user_id: ownerId, pod_admin_license_count: 3 })
      .execute();
    // Inserted out of order, three at the same instant (the id breaks the tie), two revoked, one without identifier.
    const seconds = [5, 1, 3, 3, 3, 0, 4, 2, 6, 7];
    await database.db
      .insertInto('licenses')
      .values(
        seconds.map((second, index) => ({
          id: randomUUID(),
          organization_id: organizationId,
          identifier: index === 6 ? null : `Tablet ${index}`,
          trial: index % 4 === 0,
          created_at: at(second),
          revoked_at: index === 1 || index === 8 ? at(100) : null,
        })),
      )
      .execute();
  });

  it('cuts the whole answer’s list, oldest first with ties by id, at the limit and nowhere else', async () => {
    const whole = await organizationView(database.db, organizationId);
    expect(whole!.licenses).toHaveLength(8);
    for (const limit of [1, 3, 4, 8, 20]) {
      const first = await organizationView(database.db, organizationId, { licensesLimit: limit });
      expect(first!.licenses).toEqual(whole!.licenses.slice(0, limit));
      expect({ ...first, licenses: [] }).toEqual({ ...whole, licenses: [] });
    }
    const rows = await database.db
      .selectFrom('licenses')
      .select(['id', 'created_at'])
      .where('revoked_at', 'is', null)
      .execute();
    const expected = rows
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    expect(whole!.licenses.map((license) => license.id)).toEqual(expected);
  });

  it('counts every licence not revoked, with the tallies that give getLicenseCounts’ figures', async () => {
    const totals = await licenseTotalsOf(database.db, organizationId);
    expect(totals.total).toBe(8);
    const whole = await organizationView(database.db, organizationId);
    const counted = getLicenseCounts({
      licenseCounts: { POD_ADMIN: 3 },
      licenses: whole!.licenses.map((license) => ({
        identifier: license.identifier,
        revokedAt: license.revoked_at,
        trial: license.trial,
      })),
    });
    expect(licenseCountsOfMore(totals, 3)).toEqual(counted);
    expect(await licenseTotalsOf(database.db, randomUUID())).toEqual({ total: 0, assigned: 0, trial: 0 });
  });
});
