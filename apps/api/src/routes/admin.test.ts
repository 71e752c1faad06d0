import { describe, expect, it } from 'vitest';

import { TEST_DRIVERS } from '../test-support/test-database';
import { fieldsOf, useTestApi } from '../test-support/test-api';

describe.each(TEST_DRIVERS)('platform admin on %s', (driver) => {
  const api = useTestApi(driver);

  async function setup() {
    const admin = await api.createUser({ role: 'SUPER_ADMIN', email: 'admin@example.com' });
    const owner = await api.createUser({ email: 'owner@example.com' });
    const organizationId = await api.createOrganization(owner, { name: 'Acme', licenseCount: 3 });
    await api.db
      .insertInto('licenses')
      .values([
        { id: crypto.randomUUID(), organization_id: organizationId, identifier: 'Assigned', trial: false },
        {
          id: crypto.randomUUID(),
          organization_id: organizationId,
          identifier: 'Trial assigned',
          trial: true,
        },
        { id: crypto.randomUUID(), organization_id: organizationId, identifier: null, trial: true },
        {
          id: crypto.randomUUID(),
          organization_id: organizationId,
          identifier: 'Revoked',
          trial: false,
          revoked_at: new Date(),
        },
      ])
      .execute();
    return { admin, owner, organizationId };
  }

  it('answers 403 to every platform-admin call of a USER, even a member', async () => {
    const { owner, organizationId } = await setup();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/organizations'],
      [
        'PATCH',
        `/organizations/${organizationId}/update-license-count`,
        { licenseCount: 10, licenseType: 'POD_ADMIN' },
      ],
      ['DELETE', `/organizations/${organizationId}/delete-trial-licenses`],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.call(method, path, { token: owner.token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const row = await api.db
      .selectFrom('organizations')
      .select('pod_admin_license_count')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(row.pod_admin_license_count).toBe(3);
  });

  it('lists every organization with counts, owner, members and plan', async () => {
    const { admin, owner, organizationId } = await setup();
    const response = await api.call<Array<Record<string, unknown>>>('GET', '/admin/organizations', {
      token: admin.token,
    });
    expect(response.body).toEqual([
      expect.objectContaining({
        id: organizationId,
        name: 'Acme',
        owner_user_id: owner.id,
        owner_email: 'owner@example.com',
        license_counts: { POD_ADMIN: 3 },
        assigned_license_count: 2,
        trial_license_count: 2,
        member_count: 1,
        members: [{ user_id: owner.id, email: 'owner@example.com', first_name: 'Test', last_name: 'User' }],
        subscription_product: 'business',
        subscription_status: 'active',
      }),
    ]);
  });

  it('sets the licence count to a whole number at least the assigned licences', async () => {
    const { admin, organizationId } = await setup();
    const update = (licenseCount: unknown) =>
      api.call('PATCH', `/organizations/${organizationId}/update-license-count`, {
        token: admin.token,
        body: { licenseCount, licenseType: 'POD_ADMIN' },
      });
    expect((await update(2)).status).toBe(204);
    const below = await update(1);
    expect(below.body).toMatchObject({
      status: 409,
      detail: 'The licence count must be at least the 2 licences currently assigned (got 1).',
    });
    for (const bad of [2.5, -1, '7', null]) {
      const response = await update(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(fieldsOf(response.body)).toContain('licenseCount');
    }
    const row = await api.db
      .selectFrom('organizations')
      .select('pod_admin_license_count')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(row.pod_admin_license_count).toBe(2);
    expect(
      (
        await api.call('PATCH', `/organizations/${crypto.randomUUID()}/update-license-count`, {
          token: admin.token,
          body: { licenseCount: 1, licenseType: 'POD_ADMIN' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes every trial licence of the organization and nothing else', async () => {
    const { admin, organizationId } = await setup();
    const response = await api.call('DELETE', `/organizations/${organizationId}/delete-trial-licenses`, {
      token: admin.token,
    });
    expect(response.status).toBe(204);
    const rows = await api.db
      .selectFrom('licenses')
      .select(['identifier', 'trial'])
      .where('organization_id', '=', organizationId)
      .orderBy('identifier')
      .execute();
    expect(rows).toEqual([
      { identifier: 'Assigned', trial: false },
      { identifier: 'Revoked', trial: false },
    ]);
    expect(
      (
        await api.call('DELETE', `/organizations/${crypto.randomUUID()}/delete-trial-licenses`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});
