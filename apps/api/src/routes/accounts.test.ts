// Deleting one's own account (docs/decisions/0038-export-and-account-deletion.md): refused with the reason while an
// organization needs its owner, otherwise the memberships end, the organizations owned alone go with it, the
// person is erased from the logs that outlive them and the identity provider forgets them; a token issued before
// is refused after.
import { randomUUID } from 'node:crypto';

import { ACCOUNT_DELETION_MESSAGES } from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi, type TestUser } from '../test-support/test-api';

interface AccountDeletion {
  allowed: boolean;
  blocks: Array<{ organization_id: string; organization_name: string; reason: string; message: string }>;
  memberships_ended: Array<{ organization_id: string; organization_name: string; role: string }>;
  organizations_deleted: Array<{ organization_id: string; organization_name: string }>;
}

describe.each(ROUTE_TEST_DRIVERS)('deleting an account on %s', (driver) => {
  const api = useTestApi(driver, { rateLimits: false });

  const preview = (user: TestUser) =>
    api.call<AccountDeletion>('GET', '/users/current-user/deletion', { token: user.token });
  const remove = (user: TestUser, email = user.email) =>
    api.call('POST', '/users/current-user/delete', { token: user.token, body: { email } });

  /** The identity provider's account of a test user, with a session and a refresh token of theirs. */
  async function signInAccount(user: TestUser) {
    const subject = `sub-${user.id}`;
    await api.db
      .insertInto('identity_accounts')
      .values({
        id: subject,
        email: user.email,
        email_verified: true,
        given_name: 'Test',
        family_name: 'User',
        description: null,
      })
      .execute();
    await api.db
      .insertInto('oidc_payloads')
      .values([
        {
          model: 'Session',
          id: `s-${user.id}`,
          payload: JSON.stringify({ accountId: subject }),
          grant_id: null,
          user_code: null,
          uid: null,
          expires_at: null,
          consumed_at: null,
        },
        {
          model: 'RefreshToken',
          id: `r-${user.id}`,
          payload: JSON.stringify({ accountId: subject }),
          grant_id: 'g',
          user_code: null,
          uid: null,
          expires_at: null,
          consumed_at: null,
        },
      ])
      .execute();
  }

  it('refuses while they own an organization with other people, and says what to do first', async () => {
    const owner = await api.createUser({ email: 'olive@example.com' });
    const member = await api.createUser();
    const organizationId = await api.createOrganization(owner, { name: 'Acme' });
    await api.addMember(organizationId, member);

    const { body } = await preview(owner);
    expect(body).toEqual({
      allowed: false,
      blocks: [
        {
          organization_id: organizationId,
          organization_name: 'Acme',
          reason: 'other_members',
          message: ACCOUNT_DELETION_MESSAGES.otherMembers('Acme'),
        },
      ],
      memberships_ended: [],
      organizations_deleted: [],
    });

    const refused = await remove(owner);
    expect(refused.status).toBe(409);
    expect(detailOf(refused.body)).toBe(ACCOUNT_DELETION_MESSAGES.otherMembers('Acme'));
    const still = await api.db.selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst();
    expect(still).toEqual({ id: owner.id });
  });

  it('refuses while an organization they own alone has a plan that renews', async () => {
    const owner = await api.createUser();
    await api.createOrganization(owner, { name: 'Solo' });
    const refused = await remove(owner);
    expect(refused.status).toBe(409);
    expect(detailOf(refused.body)).toBe(ACCOUNT_DELETION_MESSAGES.planRenews('Solo', 'Dec 22, 2026'));
  });

  it('refuses a confirmation that is not the account’s address, naming the field', async () => {
    const user = await api.createUser({ email: 'bea@example.com' });
    const refused = await remove(user, 'someone@example.com');
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['email']);
    expect(JSON.stringify(refused.body)).toContain(ACCOUNT_DELETION_MESSAGES.confirmationMismatch);
  });

  it('ends every membership, deletes what they own alone, erases them from the logs and the identity provider', async () => {
    const bea = await api.createUser({ email: 'Bea@Example.com', firstName: 'Bea', lastName: 'Baker' });
    const owner = await api.createUser({ email: 'olive@example.com' });
    const shared = await api.createOrganization(owner, { name: 'Shared' });
    await api.addMember(shared, bea, 'LICENSE_MANAGER');
    const mine = await api.createOrganization(bea, {
      name: 'Mine',
      subscription: { cancel_at_period_end: true },
    });
    await signInAccount(bea);
    // A tool of the organization she owns alone goes with it, its user too.
    const tool = await api.call<{ service_account: { id: string } }>(
      'POST',
      `/organizations/${mine}/service-accounts`,
      { token: bea.token, body: { name: 'Nightly export', role: 'ADMIN' } },
    );
    expect(tool.status).toBe(201);

    // What Bea did in Shared, and what names her there, before she goes.
    const assigned = await api.call('POST', '/licenses/assign-member-to-license', {
      token: bea.token,
      body: { organizationId: shared, identifier: 'Studio iPad', licenseType: 'POD_ADMIN' },
    });
    expect(assigned.status).toBe(201);
    const changed = await api.call('PATCH', `/organizations/${shared}/user/${bea.id}/role`, {
      token: owner.token,
      body: { role: 'BILLING' },
    });
    expect(changed.status).toBe(204);
    // An entry that names her address in its values (as a transfer of ownership does).
    await api.db
      .insertInto('activity_events')
      .values({
        id: randomUUID(),
        organization_id: shared,
        occurred_at: api.clock.now,
        kind: 'organization.ownership_transferred',
        actor_type: 'user',
        actor_user_id: owner.id,
        actor_name: 'Olive',
        actor_email: owner.email,
        subject: 'olive@example.com',
        before: JSON.stringify({ owner: 'BEA@example.com', count: 2 }),
        after: JSON.stringify({ owner: 'olive@example.com' }),
      })
      .execute();

    expect((await preview(bea)).body).toEqual({
      allowed: true,
      blocks: [],
      memberships_ended: [{ organization_id: shared, organization_name: 'Shared', role: 'BILLING' }],
      organizations_deleted: [{ organization_id: mine, organization_name: 'Mine' }],
    });

    const deleted = await remove(bea, '  bea@example.COM ');
    expect(deleted.status).toBe(204);

    // Gone: the user, her membership, the organization she owned alone, her sign-in account and sessions.
    expect(await api.db.selectFrom('users').select('id').where('id', '=', bea.id).execute()).toEqual([]);
    expect(
      await api.db.selectFrom('memberships').select('user_id').where('user_id', '=', bea.id).execute(),
    ).toEqual([]);
    expect(await api.db.selectFrom('organizations').select('id').where('id', '=', mine).execute()).toEqual(
      [],
    );
    expect(
      await api.db.selectFrom('users').select('id').where('id', '=', tool.body.service_account.id).execute(),
    ).toEqual([]);
    expect(
      await api.db.selectFrom('identity_accounts').select('id').where('id', '=', `sub-${bea.id}`).execute(),
    ).toEqual([]);
    expect(
      await api.db
        .selectFrom('oidc_payloads')
        .select('id')
        .where('id', 'in', [`s-${bea.id}`, `r-${bea.id}`])
        .execute(),
    ).toEqual([]);

    // Shared's log keeps what happened, not who: her entries read "A former member", her address is replaced, and
    // her leaving is recorded with her role only.
    const log = await api.db
      .selectFrom('activity_events')
      .select(['kind', 'actor_user_id', 'actor_name', 'actor_email', 'subject', 'before', 'after'])
      .where('organization_id', '=', shared)
      .orderBy('occurred_at')
      .orderBy('kind')
      .execute();
    expect(JSON.stringify(log).toLowerCase()).not.toContain('bea@example.com');
    expect(JSON.stringify(log)).not.toContain('Bea Baker');
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'license.assigned',
          actor_user_id: null,
          actor_name: null,
          actor_email: null,
          subject: 'Studio iPad',
        }),
        expect.objectContaining({
          kind: 'member.role_changed',
          subject: ACCOUNT_DELETION_MESSAGES.erasedPerson,
        }),
        expect.objectContaining({
          kind: 'organization.ownership_transferred',
          before: { owner: ACCOUNT_DELETION_MESSAGES.erasedPerson, count: 2 },
          after: { owner: 'olive@example.com' },
        }),
        expect.objectContaining({
          kind: 'member.account_deleted',
          actor_user_id: null,
          actor_name: null,
          actor_email: null,
          subject: null,
          before: { role: 'BILLING' },
        }),
      ]),
    );
    // Others' entries keep their actor.
    expect(log.find((entry) => entry.kind === 'member.role_changed')?.actor_email).toBe('olive@example.com');

    // The token she still holds is refused, and does not make a new, empty user.
    const after = await api.call('GET', '/users/current-user', { token: bea.token });
    expect(after.status).toBe(401);
    expect(detailOf(after.body)).toBe('This account was deleted.');
    expect(
      await api.db.selectFrom('users').select('id').where('email', 'ilike', 'bea@example.com').execute(),
    ).toEqual([]);
  });

  it('is not something a service account can do', async () => {
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner);
    const created = await api.call<{ service_account: { client_id: string } }>(
      'POST',
      `/organizations/${organizationId}/service-accounts`,
      { token: owner.token, body: { name: 'Script', role: 'ADMIN' } },
    );
    const clientId = created.body.service_account.client_id;
    const token = await api.tokens.mint({
      sub: clientId,
      client_id: clientId,
      org_id: organizationId,
      email: undefined,
      email_verified: undefined,
    });
    const refused = await api.call('POST', '/users/current-user/delete', {
      token,
      body: { email: `${clientId}@service-accounts.invalid` },
    });
    expect(refused.status).toBe(403);
  });
});
