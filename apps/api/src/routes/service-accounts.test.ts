// Service accounts (docs/decisions/0028-service-accounts.md): created and revoked by a person who manages the
// members, their secret answered once, and their tokens authorized as a member of their one organization with their
// role, never for what needs a person, never once revoked.
import { createHash, randomUUID } from 'node:crypto';

import {
  permissionDeniedMessage,
  SERVICE_ACCOUNT_MESSAGES,
  SERVICE_ACCOUNTS_MAX,
  type AssignableRole,
} from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi, type TestUser } from '../test-support/test-api';

interface WireServiceAccount {
  id: string;
  organization_id: string;
  name: string;
  role: AssignableRole;
  client_id: string;
  created_by: string | null;
  revoked_at: string | null;
  last_token_at: string | null;
}

interface Created {
  service_account: WireServiceAccount;
  client_secret: string;
}

const PLATFORM_CLIENT = 'sa_platform0admin0tool0abc';

describe.each(ROUTE_TEST_DRIVERS)('service accounts on %s', (driver) => {
  const api = useTestApi(driver, { platformServiceAccounts: [PLATFORM_CLIENT] });

  async function organizationOf(ownerName = 'Olive') {
    const owner = await api.createUser({ firstName: ownerName, lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner, { licenseCount: 5 });
    return { owner, organizationId };
  }

  async function create(
    by: TestUser,
    organizationId: string,
    body: { name: string; role: AssignableRole } = { name: 'Provisioning script', role: 'ADMIN' },
  ) {
    return api.call<Created>('POST', `/organizations/${organizationId}/service-accounts`, {
      token: by.token,
      body,
    });
  }

  /** An access token as the identity provider issues one to the account: `sub` is its client id. */
  function tokenOf(account: WireServiceAccount, claims: Record<string, unknown> = {}) {
    return api.tokens.mint({
      sub: account.client_id,
      client_id: account.client_id,
      org_id: account.organization_id,
      email: undefined,
      email_verified: undefined,
      ...claims,
    });
  }

  it('answers the secret once and stores only its SHA-256', async () => {
    const { owner, organizationId } = await organizationOf();
    const created = await create(owner, organizationId);
    expect(created.status).toBe(201);
    const { service_account: account, client_secret: secret } = created.body;
    expect(account).toMatchObject({
      organization_id: organizationId,
      name: 'Provisioning script',
      role: 'ADMIN',
      created_by: 'Olive Owner',
      revoked_at: null,
      last_token_at: null,
    });
    expect(account.client_id).toMatch(/^sa_[0-9a-z]{24}$/);
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);

    const row = await api.db
      .selectFrom('service_accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sha256).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await api.call<{ service_accounts: WireServiceAccount[] }>(
      'GET',
      `/organizations/${organizationId}/service-accounts`,
      { token: owner.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.service_accounts).toEqual([account]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('is no member of the people: not listed, not counted, not mailed', async () => {
    const { owner, organizationId } = await organizationOf();
    await create(owner, organizationId, { name: 'Billing export', role: 'BILLING' });
    const organization = await api.call<{ organization_users: Array<{ user_id: string }> }>(
      'GET',
      `/organizations/${organizationId}`,
      { token: owner.token },
    );
    expect(organization.body.organization_users.map((u) => u.user_id)).toEqual([owner.id]);
    const tally = await api.db
      .selectFrom('organization_tallies')
      .select('members')
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(tally.members).toBe(1);
  });

  it('logs its creation and its revocation', async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    await api.call('POST', `/organizations/${organizationId}/service-accounts/${account.id}/revoke`, {
      token: owner.token,
    });
    const log = await api.db
      .selectFrom('activity_events')
      .select(['kind', 'actor_type', 'actor_name', 'subject'])
      .where('organization_id', '=', organizationId)
      .where('kind', 'in', ['service_account.created', 'service_account.revoked'])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      {
        kind: 'service_account.created',
        actor_type: 'user',
        actor_name: 'Olive Owner',
        subject: 'Provisioning script',
      },
      {
        kind: 'service_account.revoked',
        actor_type: 'user',
        actor_name: 'Olive Owner',
        subject: 'Provisioning script',
      },
    ]);
  });

  it('is created and revoked only by those who manage the members; every member may list them', async () => {
    const { owner, organizationId } = await organizationOf();
    const manager = await api.createUser();
    await api.addMember(organizationId, manager, 'LICENSE_MANAGER');
    const refused = await create(manager, organizationId);
    expect(refused.status).toBe(403);
    expect(detailOf(refused.body)).toBe(permissionDeniedMessage('LICENSE_MANAGER', 'members:manage'));

    const { service_account: account } = (await create(owner, organizationId)).body;
    const revoke = await api.call(
      'POST',
      `/organizations/${organizationId}/service-accounts/${account.id}/revoke`,
      { token: manager.token },
    );
    expect(revoke.status).toBe(403);
    const listed = await api.call<{ service_accounts: unknown[] }>(
      'GET',
      `/organizations/${organizationId}/service-accounts`,
      { token: manager.token },
    );
    expect(listed.body.service_accounts).toHaveLength(1);

    const stranger = await api.createUser();
    const hidden = await api.call('GET', `/organizations/${organizationId}/service-accounts`, {
      token: stranger.token,
    });
    expect(hidden.status).toBe(404);
  });

  it('refuses a blank name, an unknown role and the Owner role, naming the field', async () => {
    const { owner, organizationId } = await organizationOf();
    const blank = await create(owner, organizationId, { name: '  ', role: 'ADMIN' });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.body)).toEqual(['name']);
    // Invisible characters only pass the contract's pattern; the domain's rule then finds the name missing.
    const invisible = await create(owner, organizationId, { name: '\u200b\u200b', role: 'ADMIN' });
    expect(invisible.status).toBe(400);
    expect(fieldsOf(invisible.body)).toEqual(['name']);
    expect(detailOf(invisible.body)).toContain('Name is required');
    const owning = await api.call('POST', `/organizations/${organizationId}/service-accounts`, {
      token: owner.token,
      body: { name: 'Root', role: 'OWNER' },
      unchecked: true,
    });
    expect(owning.status).toBe(400);
    expect(fieldsOf(owning.body)).toEqual(['role']);
  });

  it(`keeps at most ${SERVICE_ACCOUNTS_MAX} active, and a revoked one frees its place`, async () => {
    const { owner, organizationId } = await organizationOf();
    let first: WireServiceAccount | undefined;
    for (let i = 0; i < SERVICE_ACCOUNTS_MAX; i++) {
      const created = await create(owner, organizationId, { name: `Tool ${i + 1}`, role: 'BILLING' });
      expect(created.status).toBe(201);
      first ??= created.body.service_account;
    }
    const over = await create(owner, organizationId);
    expect(over.status).toBe(409);
    expect(detailOf(over.body)).toBe(SERVICE_ACCOUNT_MESSAGES.limitReached);
    await api.call('POST', `/organizations/${organizationId}/service-accounts/${first!.id}/revoke`, {
      token: owner.token,
    });
    expect((await create(owner, organizationId)).status).toBe(201);
  });

  it('acts as a member of its organization with its role, and is logged as itself', async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    const token = await tokenOf(account);

    const organizations = await api.call<Array<{ id: string }>>('GET', '/organizations', { token });
    expect(organizations.body.map((o) => o.id)).toEqual([organizationId]);
    const assigned = await api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
      token,
      body: { organizationId, identifier: 'Studio iPad 3', licenseType: 'POD_ADMIN' },
    });
    expect(assigned.status).toBe(201);
    const entry = await api.db
      .selectFrom('activity_events')
      .select(['actor_type', 'actor_user_id', 'actor_name', 'actor_email'])
      .where('kind', '=', 'license.assigned')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      actor_type: 'service_account',
      actor_user_id: account.id,
      actor_name: 'Provisioning script',
      actor_email: null,
    });
  });

  it('can do no more than its role allows', async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (
      await create(owner, organizationId, { name: 'Licence sync', role: 'LICENSE_MANAGER' })
    ).body;
    const rename = await api.call('PATCH', `/organizations/${organizationId}`, {
      token: await tokenOf(account),
      body: { organizationName: 'Renamed by a script' },
    });
    expect(rename.status).toBe(403);
    expect(detailOf(rename.body)).toBe(permissionDeniedMessage('LICENSE_MANAGER', 'settings:manage'));
  });

  it('gets 404 on any other organization, as a stranger would', async () => {
    const { owner, organizationId } = await organizationOf();
    const { organizationId: otherId } = await organizationOf('Oscar');
    const { service_account: account } = (await create(owner, organizationId)).body;
    const token = await tokenOf(account);
    expect((await api.call('GET', `/organizations/${otherId}`, { token })).status).toBe(404);
    const assign = await api.call('POST', '/licenses/assign-member-to-license', {
      token,
      body: { organizationId: otherId, identifier: 'Not mine', licenseType: 'POD_ADMIN' },
    });
    expect(assign.status).toBe(404);
    expect((await api.call('GET', '/admin/organizations', { token })).status).toBe(403);
  });

  it.each([
    ['its own profile', 'GET', '/users/current-user', undefined],
    ['creating an organization', 'POST', '/organizations', { name: 'Shadow Ltd' }],
  ])('is refused what needs a person: %s', async (_label, method, path, body) => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    const answer = await api.call(method, path, { token: await tokenOf(account), body });
    expect(answer.status).toBe(403);
    expect(detailOf(answer.body)).toBe(SERVICE_ACCOUNT_MESSAGES.needsPerson);
  });

  it('cannot create another service account, even as an Admin', async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    const answer = await api.call('POST', `/organizations/${organizationId}/service-accounts`, {
      token: await tokenOf(account),
      body: { name: 'Second', role: 'ADMIN' },
    });
    expect(answer.status).toBe(403);
    expect(detailOf(answer.body)).toBe(SERVICE_ACCOUNT_MESSAGES.needsPerson);
  });

  it('is refused at once when revoked, though its token has not expired; revoking twice changes nothing', async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    const token = await tokenOf(account);
    expect((await api.call('GET', `/organizations/${organizationId}`, { token })).status).toBe(200);

    const revoked = await api.call<WireServiceAccount>(
      'POST',
      `/organizations/${organizationId}/service-accounts/${account.id}/revoke`,
      { token: owner.token },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).toBe('2026-11-23T10:00:00.000Z');
    const refused = await api.call('GET', `/organizations/${organizationId}`, { token });
    expect(refused.status).toBe(401);
    expect(detailOf(refused.body)).toBe(SERVICE_ACCOUNT_MESSAGES.revoked);

    api.clock.now = new Date('2026-11-23T11:00:00.000Z');
    const again = await api.call<WireServiceAccount>(
      'POST',
      `/organizations/${organizationId}/service-accounts/${account.id}/revoke`,
      { token: owner.token },
    );
    expect(again.body.revoked_at).toBe('2026-11-23T10:00:00.000Z');
    const unknown = await api.call(
      'POST',
      `/organizations/${organizationId}/service-accounts/${randomUUID()}/revoke`,
      { token: owner.token },
    );
    expect(unknown.status).toBe(404);
  });

  it('is never a member to the member calls: its role is not changed, nor is it removed', async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    const role = await api.call('PATCH', `/organizations/${organizationId}/user/${account.id}/role`, {
      token: owner.token,
      body: { role: 'BILLING' },
    });
    expect(role.status).toBe(404);
    const removal = await api.call('DELETE', `/organizations/${organizationId}/user/${account.id}`, {
      token: owner.token,
    });
    expect(removal.status).toBe(404);
  });

  it('refuses a token that names another organization, or a client that is no service account', async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    const elsewhere = await tokenOf(account, { org_id: randomUUID() });
    expect((await api.call('GET', `/organizations/${organizationId}`, { token: elsewhere })).status).toBe(
      401,
    );

    const stranger = await api.tokens.mint({
      sub: 'sa_000000000000000000000000',
      client_id: 'sa_000000000000000000000000',
    });
    const unknown = await api.call('GET', '/organizations', { token: stranger });
    expect(unknown.status).toBe(401);
    expect(detailOf(unknown.body)).toBe('No such service account.');
  });

  it("never lets a person's token pass as a service account's", async () => {
    const { owner, organizationId } = await organizationOf();
    const { service_account: account } = (await create(owner, organizationId)).body;
    const impostor = await api.tokens.mint({ sub: account.client_id, email: 'eve@example.com' });
    expect((await api.call('GET', `/organizations/${organizationId}`, { token: impostor })).status).toBe(401);
  });

  it("gives a configured platform service account the platform admin's calls and nothing of the organizations'", async () => {
    const { organizationId } = await organizationOf();
    const token = await api.tokens.mint({ sub: PLATFORM_CLIENT, client_id: PLATFORM_CLIENT });
    const page = await api.call<{ total: number }>('GET', '/admin/organizations', { token });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1);
    expect((await api.call('GET', `/organizations/${organizationId}`, { token })).status).toBe(404);
    expect((await api.call('GET', '/users/current-user', { token })).status).toBe(403);
  });
});
