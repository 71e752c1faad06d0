// An Owner's download of the organization's data (docs/decisions/0038-export-and-account-deletion.md): one ZIP of
// JSON and CSV files, every table of the organization and nothing secret, recorded in the log; Owner only.
import { createHash } from 'node:crypto';

import { ORGANIZATION_EXPORT_COLUMNS, permissionDeniedMessage } from '@pod-console/hooks/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { API_PREFIX } from '../config';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, useTestApi, type TestUser } from '../test-support/test-api';

describe.each(ROUTE_TEST_DRIVERS)('exporting an organization on %s', (driver) => {
  const api = useTestApi(driver, { rateLimits: false });

  async function download(user: TestUser, organizationId: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/organizations/${organizationId}/export`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    return response;
  }

  it('gives the Owner every table as JSON and CSV, without a secret, and logs the download', async () => {
    const owner = await api.createUser({ email: 'olive@example.com', firstName: 'Olive', lastName: 'Owner' });
    const admin = await api.createUser({ email: 'adam@example.com', firstName: 'Adam', lastName: null });
    const organizationId = await api.createOrganization(owner, { name: 'Acme Robotics', licenseCount: 5 });
    await api.addMember(organizationId, admin, 'ADMIN');
    const assigned = await api.call<{ id: string }>('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier: '=cmd|calc', licenseType: 'POD_ADMIN' },
    });
    expect(assigned.status).toBe(201);
    const keyHash = createHash('sha256').update('the-device-key').digest('hex');
    await api.db
      .updateTable('licenses')
      .set({ license_key_hash: keyHash, claimed_at: api.clock.now, device_name: 'Front desk iPad' })
      .where('organization_id', '=', organizationId)
      .execute();
    const invited = await api.call<{ id: string }>('POST', `/organizations/${organizationId}/invitation`, {
      token: owner.token,
      body: { email: 'ivy@example.com', role: 'BILLING' },
    });
    expect(invited.status).toBe(201);
    const invitationToken = (
      await api.db
        .selectFrom('invitations')
        .select('token')
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow()
    ).token;
    await api.db
      .insertInto('activity_events')
      .values({
        id: '00000000-0000-7000-8000-000000000001',
        organization_id: organizationId,
        occurred_at: new Date('2026-11-01T00:00:00Z'),
        kind: 'subscription.changed',
        actor_type: 'payment_provider',
        actor_user_id: null,
        actor_name: null,
        actor_email: null,
        subject: 'Business',
        before: JSON.stringify({ plan: 'Starter' }),
        after: JSON.stringify({ plan: 'Business' }),
      })
      .execute();

    const response = await download(owner, organizationId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="organization-acme-robotics-2026-11-23.zip"',
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(files[name]!);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'activity.csv',
      'activity.json',
      'invitations.csv',
      'invitations.json',
      'licenses.csv',
      'licenses.json',
      'members.csv',
      'members.json',
      'organization.json',
      'service-accounts.csv',
      'service-accounts.json',
      'subscription-history.csv',
      'subscription-history.json',
      'subscription.json',
    ]);

    expect(JSON.parse(text('organization.json'))).toMatchObject({
      id: organizationId,
      name: 'Acme Robotics',
      owner: { user_id: owner.id, email: 'olive@example.com', name: 'Olive Owner' },
      pod_creator_license_count: 5,
      exported_at: '2026-11-23T10:00:00.000Z',
      exported_by: { email: 'olive@example.com', name: 'Olive Owner' },
    });
    expect(
      JSON.parse(text('members.json')).map((m: { email: string; role: string }) => [m.email, m.role]),
    ).toEqual(
      expect.arrayContaining([
        ['olive@example.com', 'OWNER'],
        ['adam@example.com', 'ADMIN'],
      ]),
    );
    expect(text('members.csv').split('\r\n')[0]).toBe(ORGANIZATION_EXPORT_COLUMNS.members.join(','));
    expect(JSON.parse(text('licenses.json'))).toEqual([
      expect.objectContaining({
        identifier: '=cmd|calc',
        claimed: true,
        device_name: 'Front desk iPad',
        revoked: false,
        trial: false,
      }),
    ]);
    // A spreadsheet does not run the identifier as a formula.
    expect(text('licenses.csv')).toContain(",'=cmd|calc,");
    expect(JSON.parse(text('invitations.json'))).toEqual([
      expect.objectContaining({
        email: 'ivy@example.com',
        role: 'BILLING',
        status: 'PENDING',
        invited_by: 'olive@example.com',
      }),
    ]);
    expect(JSON.parse(text('subscription.json'))).toMatchObject({ status: 'active' });
    expect(JSON.parse(text('subscription-history.json'))).toEqual([
      {
        occurred_at: '2026-11-01T00:00:00.000Z',
        kind: 'subscription.changed',
        actor: 'The payment provider',
        description: 'The payment provider changed the plan: Business',
        change: expect.stringContaining('Business'),
      },
    ]);
    const activity = JSON.parse(text('activity.json')) as Array<{ kind: string }>;
    expect(activity.map((entry) => entry.kind)).toEqual([
      'member.invited',
      'license.assigned',
      'subscription.changed',
    ]);
    expect(text('activity.csv').trim().split('\r\n')).toHaveLength(4);
    expect(text('README.txt')).toContain('Pod Console: the data of Acme Robotics');

    // Nothing secret: not the licence key's hash, not the invitation link's token.
    const everything = Object.keys(files).map(text).join('\n');
    expect(everything).not.toContain(keyHash);
    expect(everything).not.toContain(invitationToken);

    // The download is in the log, by the Owner.
    const logged = await api.db
      .selectFrom('activity_events')
      .select(['kind', 'actor_email'])
      .where('organization_id', '=', organizationId)
      .where('kind', '=', 'organization.data_exported')
      .execute();
    expect(logged).toEqual([{ kind: 'organization.data_exported', actor_email: 'olive@example.com' }]);
  });

  it('is refused to an Admin with who to ask, and to a non-member as no such organization', async () => {
    const owner = await api.createUser();
    const admin = await api.createUser();
    const stranger = await api.createUser();
    const organizationId = await api.createOrganization(owner);
    await api.addMember(organizationId, admin, 'ADMIN');

    const refused = await download(admin, organizationId);
    expect(refused.statusCode).toBe(403);
    expect(detailOf(JSON.parse(refused.body))).toBe(permissionDeniedMessage('ADMIN', 'data:export'));
    expect(detailOf(JSON.parse(refused.body))).toBe(
      "Your role (Admin) cannot download the organization's data. Ask someone with the Owner role.",
    );
    expect((await download(stranger, organizationId)).statusCode).toBe(404);
    const logged = await api.db
      .selectFrom('activity_events')
      .select('kind')
      .where('kind', '=', 'organization.data_exported')
      .execute();
    expect(logged).toEqual([]);
  });
});
