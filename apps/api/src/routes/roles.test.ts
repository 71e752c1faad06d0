// Organization roles (docs/decisions/0024-organization-roles.md): every organization call checked against the
// domain's permission table, changing a member's role, transferring ownership and leaving.
import { randomUUID } from 'node:crypto';

import {
  hasPermission,
  LEAVE_MESSAGES,
  ORGANIZATION_ROLES,
  permissionDeniedMessage,
  ROLE_AFTER_TRANSFER,
  ROLE_CHANGE_MESSAGES,
  ROLE_PERMISSIONS,
  TRANSFER_MESSAGES,
  type OrganizationRole,
  type Permission,
} from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi, type CallResult, type TestUser } from '../test-support/test-api';

const RETURN = 'http://127.0.0.1:5173/billing';

interface Organization {
  owner_user_id: string;
  organization_users: Array<{ user_id: string; role: OrganizationRole }>;
}

describe.each(ROUTE_TEST_DRIVERS)('organization roles on %s', (driver) => {
  const api = useTestApi(driver);

  /**
   * An organization whose caller holds `role`, with everything a call may act on: another member (an Admin), a
   * licence, a pending invitation sent an hour ago and a customer at the payment provider. `plan: 'ended'` leaves
   * a canceled plan, so that a checkout may start.
   */
  async function scene(role: OrganizationRole, plan: 'active' | 'ended' = 'active') {
    const owner = await api.createUser({ firstName: 'Olive', lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner, {
      subscription: plan === 'active' ? {} : { status: 'canceled' },
    });
    let caller = owner;
    if (role !== 'OWNER') {
      caller = await api.createUser();
      await api.addMember(organizationId, caller, role);
    }
    const other = await api.createUser();
    await api.addMember(organizationId, other, 'ADMIN');
    const licenseId = randomUUID();
    const claimedLicenseId = randomUUID();
    await api.db
      .insertInto('licenses')
      .values([
        { id: licenseId, organization_id: organizationId, identifier: 'Front desk', trial: false },
        {
          id: claimedLicenseId,
          organization_id: organizationId,
          identifier: 'Back office',
          trial: false,
          license_key_hash: 'c'.repeat(64),
          claimed_at: api.clock.now,
          device_name: 'Back office iPad',
          last_seen_at: api.clock.now,
        },
      ])
      .execute();
    const invitationId = randomUUID();
    await api.db
      .insertInto('invitations')
      .values({
        id: invitationId,
        organization_id: organizationId,
        email: 'guest@example.com',
        token: randomUUID(),
        status: 'PENDING',
        invited_by_user_id: owner.id,
        expires_at: new Date(api.clock.now.getTime() + 86_400_000),
        last_sent_at: new Date(api.clock.now.getTime() - 3_600_000),
      })
      .execute();
    await api.db
      .insertInto('payment_customers')
      .values({ organization_id: organizationId, provider: api.payments.kind, customer_id: 'cus_roles' })
      .execute();
    return { owner, caller, other, organizationId, licenseId, claimedLicenseId, invitationId };
  }

  type Scene = Awaited<ReturnType<typeof scene>>;

  /** Every organization call that a permission guards, the permission, and what it answers when allowed. */
  const GUARDED: Array<{
    operationId: string;
    permission: Permission;
    success: number;
    plan?: 'ended';
    call: (s: Scene) => Promise<CallResult>;
  }> = [
    {
      operationId: 'getOrganization',
      permission: 'organization:read',
      success: 200,
      call: (s) => api.call('GET', `/organizations/${s.organizationId}`, { token: s.caller.token }),
    },
    {
      operationId: 'getSubscription',
      permission: 'organization:read',
      success: 200,
      call: (s) =>
        api.call('GET', `/organizations/${s.organizationId}/subscription`, { token: s.caller.token }),
    },
    {
      operationId: 'assignLicense',
      permission: 'licenses:manage',
      success: 201,
      call: (s) =>
        api.call('POST', '/licenses/assign-member-to-license', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, identifier: 'Studio iPad', licenseType: 'POD_ADMIN' },
        }),
    },
    {
      operationId: 'revokeLicense',
      permission: 'licenses:manage',
      success: 200,
      call: (s) =>
        api.call('POST', '/licenses/remove-member-from-license', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, licenseId: s.licenseId },
        }),
    },
    {
      operationId: 'updateLicenseIdentifier',
      permission: 'licenses:manage',
      success: 204,
      call: (s) =>
        api.call('POST', '/licenses/update-license-identifier', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, licenseId: s.licenseId, identifier: 'Back office' },
        }),
    },
    {
      operationId: 'assignLicenses',
      permission: 'licenses:manage',
      success: 201,
      call: (s) =>
        api.call('POST', '/licenses/assign-many', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, identifiers: ['Studio iPad'], licenseType: 'POD_ADMIN' },
        }),
    },
    {
      operationId: 'revokeLicenses',
      permission: 'licenses:manage',
      success: 200,
      call: (s) =>
        api.call('POST', '/licenses/revoke-many', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, licenseIds: [s.licenseId] },
        }),
    },
    {
      operationId: 'regenerateLicenseLink',
      permission: 'licenses:manage',
      success: 200,
      call: (s) =>
        api.call('POST', '/licenses/regenerate-link', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, licenseId: s.licenseId },
        }),
    },
    {
      operationId: 'releaseLicenseDevice',
      permission: 'licenses:manage',
      success: 204,
      call: (s) =>
        api.call('POST', '/licenses/release-device', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, licenseId: s.claimedLicenseId },
        }),
    },
    {
      operationId: 'createInvitation',
      permission: 'members:manage',
      success: 201,
      call: (s) =>
        api.call('POST', `/organizations/${s.organizationId}/invitation`, {
          token: s.caller.token,
          body: { email: 'new@example.com' },
        }),
    },
    {
      operationId: 'createInvitations',
      permission: 'members:manage',
      success: 201,
      call: (s) =>
        api.call('POST', `/organizations/${s.organizationId}/invitations`, {
          token: s.caller.token,
          body: { emails: ['new@example.com'], role: 'BILLING' },
        }),
    },
    {
      operationId: 'cancelInvitation',
      permission: 'members:manage',
      success: 204,
      call: (s) =>
        api.call('PATCH', `/organizations/${s.organizationId}/invitation/${s.invitationId}/cancel`, {
          token: s.caller.token,
        }),
    },
    {
      operationId: 'resendInvitation',
      permission: 'members:manage',
      success: 200,
      call: (s) =>
        api.call('POST', `/organizations/${s.organizationId}/invitation/${s.invitationId}/resend`, {
          token: s.caller.token,
        }),
    },
    {
      operationId: 'removeOrganizationUser',
      permission: 'members:manage',
      success: 204,
      call: (s) =>
        api.call('DELETE', `/organizations/${s.organizationId}/user/${s.other.id}`, {
          token: s.caller.token,
        }),
    },
    {
      operationId: 'updateMemberRole',
      permission: 'members:manage',
      success: 204,
      call: (s) =>
        api.call('PATCH', `/organizations/${s.organizationId}/user/${s.other.id}/role`, {
          token: s.caller.token,
          body: { role: 'LICENSE_MANAGER' },
        }),
    },
    {
      operationId: 'updateOrganization',
      permission: 'settings:manage',
      success: 200,
      call: (s) =>
        api.call('PATCH', `/organizations/${s.organizationId}`, {
          token: s.caller.token,
          body: { organizationName: 'Renamed' },
        }),
    },
    {
      operationId: 'createCheckoutSession',
      permission: 'billing:manage',
      success: 200,
      plan: 'ended',
      call: (s) =>
        api.call('POST', '/subscription/create-checkout-session', {
          token: s.caller.token,
          body: {
            organizationId: s.organizationId,
            subscriptionType: 'starter',
            billingPeriod: 'monthly',
            successUrl: RETURN,
            cancelUrl: RETURN,
          },
        }),
    },
    {
      operationId: 'createCustomerPortalSession',
      permission: 'billing:manage',
      success: 200,
      call: (s) =>
        api.call('POST', '/subscription/create-customer-portal-session', {
          token: s.caller.token,
          body: { organizationId: s.organizationId, returnUrl: RETURN },
        }),
    },
    {
      operationId: 'listActivity',
      permission: 'activity:read',
      success: 200,
      call: (s) => api.call('GET', `/organizations/${s.organizationId}/activity`, { token: s.caller.token }),
    },
    {
      operationId: 'exportActivity',
      permission: 'activity:read',
      success: 200,
      call: (s) =>
        api.call('GET', `/organizations/${s.organizationId}/activity/export`, { token: s.caller.token }),
    },
    {
      operationId: 'listWebhookEndpoints',
      permission: 'webhooks:manage',
      success: 200,
      call: (s) =>
        api.call('GET', `/organizations/${s.organizationId}/webhook-endpoints`, { token: s.caller.token }),
    },
    {
      operationId: 'exportOrganization',
      permission: 'data:export',
      success: 200,
      call: (s) => api.call('GET', `/organizations/${s.organizationId}/export`, { token: s.caller.token }),
    },
    {
      operationId: 'listEnrolmentTokens',
      permission: 'enrolment:manage',
      success: 200,
      call: (s) =>
        api.call('GET', `/organizations/${s.organizationId}/enrolment-tokens`, { token: s.caller.token }),
    },
    {
      operationId: 'transferOwnership',
      permission: 'ownership:transfer',
      success: 204,
      call: (s) =>
        api.call('POST', `/organizations/${s.organizationId}/transfer-ownership`, {
          token: s.caller.token,
          body: { userId: s.other.id },
        }),
    },
  ];

  it('guards every permission of the table with at least one call', () => {
    const guarded = new Set(GUARDED.map((operation) => operation.permission));
    expect([...new Set(Object.values(ROLE_PERMISSIONS).flat())].filter((p) => !guarded.has(p))).toEqual([]);
  });

  describe.each(ORGANIZATION_ROLES)('as %s', (role) => {
    it.each(GUARDED.map((operation) => [operation.operationId, operation] as const))(
      '%s: answers as the permission table says',
      async (_operationId, operation) => {
        const s = await scene(role, operation.plan);
        const response = await operation.call(s);
        if (hasPermission(role, operation.permission)) {
          expect(response.status, JSON.stringify(response.body)).toBe(operation.success);
        } else {
          expect(response.status).toBe(403);
          expect(response.body).toMatchObject({
            status: 403,
            permission: operation.permission,
            detail: permissionDeniedMessage(role, operation.permission),
          });
        }
      },
    );

    it('lists the organization among its member’s and shows the member’s role', async () => {
      const s = await scene(role);
      const list = await api.call<Array<{ id: string }>>('GET', '/organizations', { token: s.caller.token });
      expect(list.body.map((organization) => organization.id)).toEqual([s.organizationId]);
      const organization = await api.call<Organization>('GET', `/organizations/${s.organizationId}`, {
        token: s.caller.token,
      });
      expect(organization.body.organization_users).toContainEqual(
        expect.objectContaining({ user_id: s.caller.id, role }),
      );
    });
  });

  it('refuses a refused call before changing anything (a 403 writes nothing)', async () => {
    const s = await scene('BILLING');
    const refused = await api.call('DELETE', `/organizations/${s.organizationId}/user/${s.other.id}`, {
      token: s.caller.token,
    });
    expect(refused.status).toBe(403);
    const members = await api.db
      .selectFrom('memberships')
      .select('user_id')
      .where('organization_id', '=', s.organizationId)
      .execute();
    expect(members).toHaveLength(3);
  });

  it('answers a stranger 404 on the new calls, as on the others', async () => {
    const s = await scene('ADMIN');
    const stranger = await api.createUser();
    const calls: Array<[string, string, unknown?]> = [
      ['PATCH', `/organizations/${s.organizationId}/user/${s.other.id}/role`, { role: 'BILLING' }],
      ['POST', `/organizations/${s.organizationId}/transfer-ownership`, { userId: s.other.id }],
      ['POST', `/organizations/${s.organizationId}/leave`],
      [
        'POST',
        `/organizations/${s.organizationId}/invitations`,
        { emails: ['a@example.com'], role: 'ADMIN' },
      ],
      ['POST', `/organizations/${s.organizationId}/invitation/${s.invitationId}/resend`],
      ['GET', `/organizations/${s.organizationId}/activity`],
      ['GET', `/organizations/${s.organizationId}/activity/export`],
      [
        'POST',
        '/licenses/assign-many',
        { organizationId: s.organizationId, identifiers: ['Desk'], licenseType: 'POD_ADMIN' },
      ],
      ['POST', '/licenses/revoke-many', { organizationId: s.organizationId, licenseIds: [s.licenseId] }],
      ['POST', '/licenses/regenerate-link', { organizationId: s.organizationId, licenseId: s.licenseId }],
      [
        'POST',
        '/licenses/release-device',
        { organizationId: s.organizationId, licenseId: s.claimedLicenseId },
      ],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.call(method, path, { token: stranger.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  describe('changing a role', () => {
    const change = (s: { organizationId: string }, token: string, userId: string, role: unknown) =>
      api.call('PATCH', `/organizations/${s.organizationId}/user/${userId}/role`, { token, body: { role } });

    it('gives a member another assignable role, shown in the organization', async () => {
      const s = await scene('ADMIN');
      expect((await change(s, s.caller.token, s.other.id, 'BILLING')).status).toBe(204);
      const organization = await api.call<Organization>('GET', `/organizations/${s.organizationId}`, {
        token: s.caller.token,
      });
      expect(organization.body.organization_users).toContainEqual(
        expect.objectContaining({ user_id: s.other.id, role: 'BILLING' }),
      );
    });

    it('refuses the caller’s own role, the Owner’s, and an unchanged one (409), and OWNER (400)', async () => {
      const s = await scene('ADMIN');
      const self = await change(s, s.caller.token, s.caller.id, 'BILLING');
      expect(self.status).toBe(409);
      expect(detailOf(self.body)).toBe(ROLE_CHANGE_MESSAGES.self);
      const owner = await change(s, s.caller.token, s.owner.id, 'ADMIN');
      expect(owner.status).toBe(409);
      expect(detailOf(owner.body)).toBe(ROLE_CHANGE_MESSAGES.owner);
      const unchanged = await change(s, s.caller.token, s.other.id, 'ADMIN');
      expect(unchanged.status).toBe(409);
      expect(detailOf(unchanged.body)).toBe(ROLE_CHANGE_MESSAGES.unchanged);
      const ownership = await change(s, s.caller.token, s.other.id, 'OWNER');
      expect(ownership.status).toBe(400);
      expect(fieldsOf(ownership.body)).toEqual(['role']);
      const roles = await api.db
        .selectFrom('memberships')
        .select(['user_id', 'role'])
        .where('organization_id', '=', s.organizationId)
        .execute();
      expect(Object.fromEntries(roles.map((row) => [row.user_id, row.role]))).toEqual({
        [s.owner.id]: 'OWNER',
        [s.caller.id]: 'ADMIN',
        [s.other.id]: 'ADMIN',
      });
    });

    it('answers 404 for someone who is not a member', async () => {
      const s = await scene('OWNER');
      const stranger = await api.createUser();
      const response = await change(s, s.caller.token, stranger.id, 'BILLING');
      expect(response.status).toBe(404);
      expect(detailOf(response.body)).toBe('No such member in this organization.');
    });

    it('takes effect on the member’s next call, even a poll answered from memory before', async () => {
      const s = await scene('OWNER');
      const poll = (etag?: string) =>
        api.call('GET', `/organizations/${s.organizationId}`, {
          token: s.other.token,
          ...(etag && { headers: { 'if-none-match': etag } }),
        });
      const first = await poll();
      const etag = String(first.headers.etag);
      expect((await poll(etag)).status).toBe(304);
      expect((await change(s, s.owner.token, s.other.id, 'LICENSE_MANAGER')).status).toBe(204);
      // The version moved with the role: the next poll is a full answer, not the remembered 304.
      const changed = await poll(etag);
      expect(changed.status).toBe(200);
      const refused = await api.call('PATCH', `/organizations/${s.organizationId}`, {
        token: s.other.token,
        body: { organizationName: 'Not mine to rename' },
      });
      expect(refused.status).toBe(403);
      // Removed, the member's remembered poll is no longer answered either.
      const newEtag = String(changed.headers.etag);
      expect((await poll(newEtag)).status).toBe(304);
      await api.call('DELETE', `/organizations/${s.organizationId}/user/${s.other.id}`, {
        token: s.owner.token,
      });
      expect((await poll(newEtag)).status).toBe(404);
    });
  });

  describe('transferring ownership', () => {
    const transfer = (s: { organizationId: string }, token: string, userId: string) =>
      api.call('POST', `/organizations/${s.organizationId}/transfer-ownership`, { token, body: { userId } });

    it('makes the member the Owner and the caller an Admin, with owner_user_id', async () => {
      const s = await scene('OWNER');
      expect((await transfer(s, s.owner.token, s.other.id)).status).toBe(204);
      const organization = await api.call<Organization>('GET', `/organizations/${s.organizationId}`, {
        token: s.owner.token,
      });
      expect(organization.body.owner_user_id).toBe(s.other.id);
      expect(organization.body.organization_users).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ user_id: s.other.id, role: 'OWNER' }),
          expect.objectContaining({ user_id: s.owner.id, role: ROLE_AFTER_TRANSFER }),
        ]),
      );
      // The new Owner may transfer it back; the old one no longer may.
      const refused = await transfer(s, s.owner.token, s.other.id);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ permission: 'ownership:transfer' });
      expect((await transfer(s, s.other.token, s.owner.id)).status).toBe(204);
    });

    it('refuses the Owner themself and someone who is not a member (409)', async () => {
      const s = await scene('OWNER');
      const self = await transfer(s, s.owner.token, s.owner.id);
      expect(self.status).toBe(409);
      expect(detailOf(self.body)).toBe(TRANSFER_MESSAGES.self);
      const stranger = await api.createUser();
      const outsider = await transfer(s, s.owner.token, stranger.id);
      expect(outsider.status).toBe(409);
      expect(detailOf(outsider.body)).toBe(TRANSFER_MESSAGES.notMember);
      const owner = await api.db
        .selectFrom('organizations')
        .select('owner_user_id')
        .where('id', '=', s.organizationId)
        .executeTakeFirstOrThrow();
      expect(owner.owner_user_id).toBe(s.owner.id);
    });

    it('keeps one Owner when two transfers race', async () => {
      const s = await scene('OWNER');
      const third = await api.createUser();
      await api.addMember(s.organizationId, third);
      const answers = await Promise.all([
        transfer(s, s.owner.token, s.other.id),
        transfer(s, s.owner.token, third.id),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
      const owners = await api.db
        .selectFrom('memberships')
        .select('user_id')
        .where('organization_id', '=', s.organizationId)
        .where('role', '=', 'OWNER')
        .execute();
      expect(owners).toHaveLength(1);
      const organization = await api.db
        .selectFrom('organizations')
        .select('owner_user_id')
        .where('id', '=', s.organizationId)
        .executeTakeFirstOrThrow();
      expect(organization.owner_user_id).toBe(owners[0]!.user_id);
    });
  });

  describe('leaving', () => {
    const leave = (organizationId: string, user: TestUser) =>
      api.call('POST', `/organizations/${organizationId}/leave`, { token: user.token });

    it('refuses the Owner (409, transfer first)', async () => {
      const s = await scene('OWNER');
      const refused = await leave(s.organizationId, s.owner);
      expect(refused.status).toBe(409);
      expect(detailOf(refused.body)).toBe(LEAVE_MESSAGES.owner);
    });

    it.each(ORGANIZATION_ROLES.filter((role) => role !== 'OWNER'))(
      'lets a %s leave: the organization is gone for them, and no longer selected',
      async (role) => {
        const s = await scene(role);
        await api.db
          .updateTable('users')
          .set({ selected_organization_id: s.organizationId })
          .where('id', '=', s.caller.id)
          .execute();
        expect((await leave(s.organizationId, s.caller)).status).toBe(204);
        expect(
          (await api.call('GET', `/organizations/${s.organizationId}`, { token: s.caller.token })).status,
        ).toBe(404);
        expect((await leave(s.organizationId, s.caller)).status).toBe(404);
        const me = await api.call<{ selected_organization_id: string | null; organizations: unknown[] }>(
          'GET',
          '/users/current-user',
          { token: s.caller.token },
        );
        expect(me.body).toMatchObject({ selected_organization_id: null, organizations: [] });
      },
    );
  });
});
