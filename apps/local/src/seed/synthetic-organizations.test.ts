import type { OpenDatabase } from '@pod-console/api';
import {
  licenseTalliesByOrganization,
  listAdminOrganizations,
  openTestDatabase,
  TEST_DRIVERS,
} from '@pod-console/api/testing';
import { getOrganizationState, ORGANIZATION_STATES } from '@pod-console/hooks/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedSyntheticOrganizations, syntheticOrganization } from './synthetic-organizations';

const NOW = new Date('2026-11-23T10:00:00.000Z');

describe.each(TEST_DRIVERS)('synthetic organizations on %s', (driver) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('inserts n organizations with owners, members, licences and every state, then only tops up', async () => {
    const { db } = database;
    const first = await seedSyntheticOrganizations(db, { organizations: 50, now: NOW, batchSize: 20 });
    expect(first.existing).toBe(0);
    expect(first.inserted.organizations).toBe(50);
    expect(first.inserted.subscriptions).toBeLessThan(50);
    expect(first.inserted.licenses).toBeGreaterThan(50);

    const count = async (table: 'organizations' | 'users' | 'memberships' | 'licenses' | 'subscriptions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('organizations')).toBe(50);
    expect(await count('users')).toBe(first.inserted.users);
    expect(await count('memberships')).toBe(first.inserted.memberships);
    expect(await count('licenses')).toBe(first.inserted.licenses);

    const page = await listAdminOrganizations(db, { limit: 100, now: NOW, sort: 'name' });
    expect(page.total).toBe(50);
    // Owners have e-mails of their own; each organization has 1 to 5 members.
    expect(new Set(page.items.map((item) => item.owner_email)).size).toBe(50);
    for (const item of page.items) {
      expect(item.member_count).toBeGreaterThanOrEqual(1);
      expect(item.member_count).toBeLessThanOrEqual(5);
      expect(item.license_counts.POD_ADMIN).toBeGreaterThanOrEqual(
        item.assigned_license_count - item.trial_license_count,
      );
    }
    // The tallies the triggers kept are the read model's spec §4 counts.
    const tallies = await licenseTalliesByOrganization(db);
    for (const item of page.items) {
      expect([item.assigned_license_count, item.trial_license_count]).toEqual([
        tallies.get(item.id)?.assigned ?? 0,
        tallies.get(item.id)?.trial ?? 0,
      ]);
    }
    expect(page.items.some((item) => item.trial_license_count > 0)).toBe(true);
    expect(page.items.some((item) => item.assigned_trial_license_count > 0)).toBe(true);
    // Every state of the domain is there, as the domain reads the answer.
    const states = page.items.map((item) =>
      getOrganizationState(
        item.subscription && {
          product: item.subscription.product,
          status: item.subscription.status,
          provider: {
            trialEnd: item.subscription.provider.trial_end,
            currentPeriodStart: item.subscription.provider.current_period_start,
            currentPeriodEnd: item.subscription.provider.current_period_end,
            cancelAtPeriodEnd: item.subscription.provider.cancel_at_period_end,
          },
        },
        NOW,
      ),
    );
    expect(new Set(states)).toEqual(new Set(ORGANIZATION_STATES));
    // Names are varied and searchable.
    const named = await listAdminOrganizations(db, { q: 'Academy', limit: 100, now: NOW });
    expect(named.total).toBe(page.items.filter((item) => item.name.includes('Academy')).length);

    const again = await seedSyntheticOrganizations(db, { organizations: 50, now: NOW });
    expect(again).toEqual({
      existing: 50,
      inserted: { organizations: 0, users: 0, memberships: 0, licenses: 0, subscriptions: 0 },
    });
    const topUp = await seedSyntheticOrganizations(db, { organizations: 60, now: NOW });
    expect(topUp.existing).toBe(50);
    expect(topUp.inserted.organizations).toBe(10);
    expect(await count('organizations')).toBe(60);
  });

  it('makes organization n the same on every run', () => {
    expect(syntheticOrganization(7, NOW)).toEqual(syntheticOrganization(7, NOW));
    expect(syntheticOrganization(7, NOW).organization.id).not.toBe(
      syntheticOrganization(8, NOW).organization.id,
    );
  });
});
