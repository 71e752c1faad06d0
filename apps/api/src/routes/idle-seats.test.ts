// Idle-seat recovery's calls (docs/decisions/0044-idle-seat-recovery.md): the organization's setting, which its
// Owner and Admins change and everyone sees in the organization's answer, and Home's bulk release of seats.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { Wire } from '../read-models/wire';
import { fieldsOf, useTestApi } from '../test-support/test-api';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';

describe.each(ROUTE_TEST_DRIVERS)('idle seats on %s', (driver) => {
  const api = useTestApi(driver);

  const setDays = (token: string, organizationId: string, idleSeatReleaseDays: unknown) =>
    api.call<Wire<'IdleSeatReleaseSetting'>>('PUT', `/organizations/${organizationId}/idle-seat-release`, {
      token,
      body: { idleSeatReleaseDays },
    });
  const organizationOf = (token: string, organizationId: string) =>
    api.call<Wire<'Organization'>>('GET', `/organizations/${organizationId}`, { token });

  describe('the setting', () => {
    it('is off by default; the Owner and an Admin turn it on and off, and the log says so', async () => {
      const owner = await api.createUser();
      const admin = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      await api.addMember(organizationId, admin, 'ADMIN');
      expect((await organizationOf(owner.token, organizationId)).body.idle_seat_release_days).toBeNull();

      expect(await setDays(owner.token, organizationId, 30)).toMatchObject({
        status: 200,
        body: { idle_seat_release_days: 30 },
      });
      expect((await organizationOf(admin.token, organizationId)).body.idle_seat_release_days).toBe(30);
      expect((await setDays(admin.token, organizationId, null)).body).toEqual({
        idle_seat_release_days: null,
      });
      expect((await organizationOf(owner.token, organizationId)).body.idle_seat_release_days).toBeNull();

      const log = await api.db
        .selectFrom('activity_events')
        .select(['kind', 'actor_user_id', 'subject', 'before', 'after'])
        .where('organization_id', '=', organizationId)
        .where('kind', '=', 'organization.idle_seat_release_changed')
        .orderBy('id')
        .execute();
      expect(log.map((entry) => [entry.actor_user_id, entry.subject])).toEqual([
        [owner.id, 'release seats not seen for 30 days'],
        [admin.id, 'off'],
      ]);
      // The same setting again changes nothing and logs nothing.
      await setDays(owner.token, organizationId, null);
      expect(
        await api.db
          .selectFrom('activity_events')
          .select('id')
          .where('kind', '=', 'organization.idle_seat_release_changed')
          .execute(),
      ).toHaveLength(2);
    });

    it('refuses days outside 7–365 or not whole, naming the field', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      for (const days of [6, 366, 7.5, '30']) {
        const refused = await setDays(owner.token, organizationId, days);
        expect(refused.status, String(days)).toBe(400);
        expect(fieldsOf(refused.body)).toContain('idleSeatReleaseDays');
      }
      expect((await setDays(owner.token, organizationId, 7)).status).toBe(200);
      expect((await setDays(owner.token, organizationId, 365)).status).toBe(200);
    });

    it('is the Owner’s and Admins’: Billing and License managers get 403, a stranger 404', async () => {
      const owner = await api.createUser();
      const billing = await api.createUser();
      const manager = await api.createUser();
      const stranger = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      await api.addMember(organizationId, billing, 'BILLING');
      await api.addMember(organizationId, manager, 'LICENSE_MANAGER');
      expect((await setDays(billing.token, organizationId, 30)).status).toBe(403);
      expect((await setDays(manager.token, organizationId, 30)).status).toBe(403);
      expect((await setDays(stranger.token, organizationId, 30)).status).toBe(404);
      expect((await organizationOf(owner.token, organizationId)).body.idle_seat_release_days).toBeNull();
    });
  });

  describe('releasing several devices', () => {
    async function claimedSeats(count: number) {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { licenseCount: count + 1 });
      const ids = Array.from({ length: count }, () => randomUUID());
      await api.db
        .insertInto('licenses')
        .values(
          ids.map((id, index) => ({
            id,
            organization_id: organizationId,
            identifier: `Dock iPad ${index + 1}`,
            trial: false,
            license_key_hash: 'b'.repeat(64),
            claimed_at: api.clock.now,
            device_name: `iPad ${index + 1}`,
            last_seen_at: api.clock.now,
          })),
        )
        .execute();
      return { owner, organizationId, ids };
    }
    const releaseMany = (token: string, organizationId: string, licenseIds: string[]) =>
      api.call<Wire<'ReleaseLicenseDevicesResponse'>>('POST', '/licenses/release-many', {
        token,
        body: { organizationId, licenseIds },
      });

    it('releases the claimed ones in the order given, skips the rest, and logs each release', async () => {
      const { owner, organizationId, ids } = await claimedSeats(3);
      expect((await releaseMany(owner.token, organizationId, [ids[1]!])).body.releasedLicenseIds).toEqual([
        ids[1],
      ]);
      const answer = await releaseMany(owner.token, organizationId, [
        ids[2]!,
        ids[1]!,
        randomUUID(),
        ids[0]!,
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.releasedLicenseIds).toEqual([ids[2], ids[0]]);
      const rows = await api.db
        .selectFrom('licenses')
        .select(['identifier', 'license_key_hash', 'device_name', 'claimed_at'])
        .where('organization_id', '=', organizationId)
        .orderBy('identifier')
        .execute();
      expect(rows).toEqual(
        ['Dock iPad 1', 'Dock iPad 2', 'Dock iPad 3'].map((identifier) => ({
          identifier,
          license_key_hash: null,
          device_name: null,
          claimed_at: null,
        })),
      );
      const log = await api.db
        .selectFrom('activity_events')
        .select(['subject', 'before'])
        .where('organization_id', '=', organizationId)
        .where('kind', '=', 'license.device_released')
        .orderBy('id')
        .execute();
      expect(log.map((entry) => entry.subject)).toEqual(['Dock iPad 2', 'Dock iPad 3', 'Dock iPad 1']);
    });

    it('is the licence managers’: Billing gets 403 and nothing is released', async () => {
      const { owner, organizationId, ids } = await claimedSeats(1);
      const billing = await api.createUser();
      const manager = await api.createUser();
      await api.addMember(organizationId, billing, 'BILLING');
      await api.addMember(organizationId, manager, 'LICENSE_MANAGER');
      expect((await releaseMany(billing.token, organizationId, ids)).status).toBe(403);
      expect((await releaseMany(manager.token, organizationId, ids)).body.releasedLicenseIds).toEqual(ids);
      expect(owner.id).toBeDefined();
    });
  });
});
