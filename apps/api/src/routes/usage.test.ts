// Usage against the plan (docs/decisions/0042-usage-against-the-plan.md): one row per device and day however often it
// reports; the month's active devices against the plan's allowance; the 90 days' active devices and claims; the
// claimed and idle seats now.
import { describe, expect, it } from 'vitest';

import type { Wire } from '../read-models/wire';
import { useTestApi } from '../test-support/test-api';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';

const DAY = 86_400_000;

describe.each(ROUTE_TEST_DRIVERS)('usage against the plan on %s', (driver) => {
  const api = useTestApi(driver, { rateLimits: false });

  it('counts devices once a day, the month’s against the plan, the 90 days’ claims and the idle seats', async () => {
    api.clock.now = new Date('2026-11-20T09:00:00Z');
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner, { name: 'Usage Co', licenseCount: 3 });
    const claimOne = async (identifier: string) => {
      const assigned = await api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
        token: owner.token,
        body: { organizationId, identifier, licenseType: 'POD_ADMIN' },
      });
      const claimed = await api.call<Wire<'ClaimLicenseResponse'>>('POST', '/app/licenses/claim', {
        body: { licenseId: assigned.body.licenseId, organizationId, deviceName: identifier },
      });
      expect(claimed.status).toBe(201);
      return claimed.body;
    };
    const report = (claim: Wire<'ClaimLicenseResponse'>) =>
      api.call('POST', '/app/licenses/seen', {
        body: { licenseId: claim.licenseId, licenseKey: claim.licenseKey },
      });

    // November: one device claims and reports three times; December: it and a second device report.
    const first = await claimOne('iPad 1');
    for (let n = 0; n < 3; n += 1) expect((await report(first)).status).toBe(200);
    api.clock.now = new Date('2026-12-02T09:00:00Z');
    await report(first);
    const second = await claimOne('iPad 2');
    api.clock.now = new Date('2026-12-03T09:00:00Z');
    await report(second);
    await report(second);
    // The first stops reporting: idle 30 days after its last report (the setting is off).
    api.clock.now = new Date(new Date('2026-12-02T09:00:00Z').getTime() + 30 * DAY);

    const rows = await api.db.selectFrom('device_usage_days').selectAll().execute();
    expect(rows).toHaveLength(4);
    const usage = await api.call<Wire<'OrganizationUsage'>>('GET', `/organizations/${organizationId}/usage`, {
      token: owner.token,
    });
    expect(usage.status).toBe(200);
    const { days, ...figures } = usage.body;
    expect(figures).toEqual({
      month: '2027-01',
      monthly_active_devices: 0,
      monthly_active_allowance: 150,
      seats_claimed_90_days: 2,
      claimed_seats: 2,
      idle_seats: 1,
      idle_seat_days: 30,
    });
    expect(days).toHaveLength(90);
    expect(days.filter((day) => day.active_devices > 0)).toEqual([
      { day: '2026-11-20', active_devices: 1, claims: 1 },
      { day: '2026-12-02', active_devices: 2, claims: 1 },
      { day: '2026-12-03', active_devices: 1, claims: 0 },
    ]);

    api.clock.now = new Date('2026-12-20T09:00:00Z');
    const december = await api.call<Wire<'OrganizationUsage'>>(
      'GET',
      `/organizations/${organizationId}/usage`,
      {
        token: owner.token,
      },
    );
    expect(december.body).toMatchObject({ month: '2026-12', monthly_active_devices: 2, idle_seats: 0 });
  });

  it('is for the organization’s members only: a stranger gets 404', async () => {
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner);
    const stranger = await api.createUser();
    const answer = await api.call('GET', `/organizations/${organizationId}/usage`, { token: stranger.token });
    expect(answer.status).toBe(404);
  });
});
