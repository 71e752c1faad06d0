// Pruning device usage days (docs/decisions/0057-usage-days-pruned.md): days before the usage window and the one day
// kept before it go, every organization's, whichever process looks; the usage answer reads the same before and after.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { organizationUsage } from '../read-models/usage';
import { insertOrganizations } from '../test-support/licence-tallies';
import { TEST_DRIVERS, useTwoProcessesDatabases } from '../test-support/test-database';
import { pruneDeviceUsage } from './device-usage-pruning';

const NOW = new Date('2026-12-07T23:30:00.000Z');
// The window is 2026-09-09 to 2026-12-07; the day before it is kept too.
const KEPT_FROM = '2026-09-08';

describe.each(TEST_DRIVERS)('device usage pruning on %s', (driver) => {
  const databases = useTwoProcessesDatabases(driver);

  async function organizationWithUsage(days: string[]) {
    const { db } = databases.first;
    const organizationId = randomUUID();
    await insertOrganizations(db, [organizationId], 'Acme');
    await db
      .insertInto('device_usage_days')
      .values(
        days.map((day, index) => ({
          organization_id: organizationId,
          day,
          license_id: randomUUID(),
          device_name: `Device ${index}`,
          claimed: index % 2 === 0,
        })),
      )
      .execute();
    return organizationId;
  }

  async function daysKept(organizationId: string) {
    const rows = await databases.first.db
      .selectFrom('device_usage_days')
      .select((eb) => eb.cast<string>('day', 'text').as('day'))
      .where('organization_id', '=', organizationId)
      .orderBy('day')
      .execute();
    return rows.map((row) => row.day);
  }

  it('deletes every organization’s days before the window’s eve, once, and the usage answer stays the same', async () => {
    const acme = await organizationWithUsage([
      '2025-01-15',
      '2026-09-07',
      KEPT_FROM,
      '2026-09-09',
      '2026-12-07',
    ]);
    const beacon = await organizationWithUsage(['2026-06-01', '2026-09-07', '2026-12-01']);
    const before = await organizationUsage(databases.first.db, acme, NOW);

    const counts = await Promise.all([
      pruneDeviceUsage(databases.first.db, { now: NOW }),
      pruneDeviceUsage(databases.second.db, { now: NOW }),
    ]);

    expect(counts[0] + counts[1]).toBe(4);
    expect(await daysKept(acme)).toEqual([KEPT_FROM, '2026-09-09', '2026-12-07']);
    expect(await daysKept(beacon)).toEqual(['2026-12-01']);
    expect(await organizationUsage(databases.first.db, acme, NOW)).toEqual(before);
    expect(before.days.find((day) => day.day === '2026-09-09')?.active_devices).toBe(1);
    expect(await pruneDeviceUsage(databases.first.db, { now: NOW })).toBe(0);
  });

  it('clears a backlog larger than a batch in one look', async () => {
    const days = Array.from({ length: 7 }, (_, index) => `2026-0${index + 1}-15`);
    const acme = await organizationWithUsage([...days, '2026-12-07']);
    expect(await pruneDeviceUsage(databases.first.db, { now: NOW, batch: 2 })).toBe(7);
    expect(await daysKept(acme)).toEqual(['2026-12-07']);
  });
});
