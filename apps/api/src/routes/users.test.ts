import { hashTerms } from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { fieldsOf, useTestApi, type TestApi } from '../test-support/test-api';

const DAY = 86_400_000;

async function publishTerms(api: TestApi, version: string, body: string, daysAgo: number) {
  const id = crypto.randomUUID();
  await api.db
    .insertInto('terms_documents')
    .values({ id, version, body, published_at: new Date(api.clock.now.getTime() - daysAgo * DAY) })
    .execute();
  return id;
}

describe.each(ROUTE_TEST_DRIVERS)('users on %s', (driver) => {
  const api = useTestApi(driver);

  describe('current user', () => {
    it('creates the user from the token claims on the first call, once', async () => {
      const token = await api.tokens.mint({
        sub: 'auth0|new',
        email: 'new@example.com',
        given_name: 'Nia',
        family_name: 'Novak',
      });
      const [first, second] = await Promise.all([
        api.call('GET', '/users/current-user', { token }),
        api.call('GET', '/users/current-user', { token }),
      ]);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        email: 'new@example.com',
        first_name: 'Nia',
        last_name: 'Novak',
        system_role: 'USER',
        selected_organization_id: null,
        organizations: [],
        pending_organizations: [],
      });
      expect(second.body).toEqual(first.body);
      const rows = await api.db.selectFrom('users').select('id').where('subject', '=', 'auth0|new').execute();
      expect(rows).toHaveLength(1);
    });

    it('leaves missing names null so the name gate asks for them', async () => {
      const token = await api.tokens.mint({ sub: 'auth0|nameless', email: 'nameless@example.com' });
      const response = await api.call('GET', '/users/current-user', { token });
      expect(response.body).toMatchObject({ first_name: null, last_name: null });
    });

    it('refuses a token without an e-mail for a new identity', async () => {
      const token = await api.tokens.mint({ sub: 'auth0|no-email' });
      const response = await api.call('GET', '/users/current-user', { token });
      expect(response.status).toBe(401);
    });

    it('refuses a new identity whose e-mail already belongs to another user, in any case (403), and keeps one user', async () => {
      const first = await api.tokens.mint({ sub: 'auth0|first', email: 'Shared@Example.com' });
      expect((await api.call('GET', '/users/current-user', { token: first })).status).toBe(200);

      const second = await api.tokens.mint({ sub: 'google|second', email: 'shared@example.COM' });
      const refused = await api.call<{ detail: string }>('GET', '/users/current-user', { token: second });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(
        'The e-mail address shared@example.COM already belongs to another Pod Console user. Sign in with that account instead.',
      );
      const rows = await api.db
        .selectFrom('users')
        .select('subject')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', 'shared@example.com'))
        .execute();
      expect(rows).toEqual([{ subject: 'auth0|first' }]);
      // The first identity is unaffected.
      expect((await api.call('GET', '/users/current-user', { token: first })).status).toBe(200);
    });

    it('lists organizations oldest first and pending, unexpired invitations addressed to the user', async () => {
      const owner = await api.createUser();
      const user = await api.createUser({ email: 'Invitee@Example.com' });
      const older = await api.createOrganization(owner, { name: 'Older' });
      const newer = await api.createOrganization(owner, { name: 'Newer' });
      await api.db
        .updateTable('organizations')
        .set({ created_at: new Date('2026-01-01T00:00:00Z') })
        .where('id', '=', older)
        .execute();
      await api.addMember(newer, user);
      await api.addMember(older, user);
      const invite = async (organizationId: string, expiresInDays: number, email = 'invitee@example.com') => {
        const id = crypto.randomUUID();
        await api.db
          .insertInto('invitations')
          .values({
            id,
            organization_id: organizationId,
            email,
            token: crypto.randomUUID(),
            status: 'PENDING',
            invited_by_user_id: owner.id,
            role: 'BILLING',
            expires_at: new Date(api.clock.now.getTime() + expiresInDays * DAY),
          })
          .execute();
        return id;
      };
      const third = await api.createOrganization(owner, { name: 'Third' });
      const pending = await invite(third, 3);
      await invite(third, -1); // expired
      await invite(third, 3, 'someone-else@example.com');
      const response = await api.call<{
        organizations: Array<{ name: string }>;
        pending_organizations: unknown[];
      }>('GET', '/users/current-user', { token: user.token });
      expect(response.body.organizations.map((organization) => organization.name)).toEqual([
        'Older',
        'Newer',
      ]);
      // With the role it gives, when it expires and who sent it (their name: createUser's "Test User").
      expect(response.body.pending_organizations).toEqual([
        {
          pending_invitation_id: pending,
          organization_id: third,
          organization_name: 'Third',
          role: 'BILLING',
          expires_at: new Date(api.clock.now.getTime() + 3 * DAY).toISOString(),
          invited_by_name: 'Test User',
        },
      ]);
    });
  });

  describe('update name', () => {
    it('stores trimmed names and answers the updated user', async () => {
      const user = await api.createUser({ firstName: null, lastName: null });
      const response = await api.call('PATCH', '/users/current-user', {
        token: user.token,
        body: { userFirstName: '  Ada ', userLastName: ' Lovelace ' },
      });
      expect(response).toMatchObject({ status: 200, body: { first_name: 'Ada', last_name: 'Lovelace' } });
      const partial = await api.call('PATCH', '/users/current-user', {
        token: user.token,
        body: { userLastName: 'King' },
      });
      expect(partial.body).toMatchObject({ first_name: 'Ada', last_name: 'King' });
    });

    it('refuses blank names, empty bodies and unknown fields, naming the field', async () => {
      const user = await api.createUser();
      const patch = (body: unknown) => api.call('PATCH', '/users/current-user', { token: user.token, body });
      expect((await patch({ userFirstName: '   ' })).body).toMatchObject({
        errors: [{ field: 'userFirstName', message: 'must not be blank' }],
      });
      expect((await patch({ userLastName: 'x'.repeat(101) })).body).toMatchObject({
        errors: [{ field: 'userLastName' }],
      });
      expect((await patch({})).status).toBe(400);
      expect((await patch({ userFirstName: 'A', systemRole: 'SUPER_ADMIN' })).body).toMatchObject({
        status: 400,
        errors: [{ field: 'systemRole', message: 'is not allowed' }],
      });
      const row = await api.db
        .selectFrom('users')
        .select(['first_name', 'system_role'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: 'Test', system_role: 'USER' });
    });
  });

  describe('names and the Unicode rule (spec §5)', () => {
    it('refuses direction-changing and invisible-only names with the form’s messages, and keeps the name', async () => {
      const user = await api.createUser();
      const patch = (body: unknown) => api.call('PATCH', '/users/current-user', { token: user.token, body });
      expect((await patch({ userFirstName: '\u200EAda' })).body).toMatchObject({
        status: 400,
        errors: [
          {
            field: 'userFirstName',
            message: 'First name cannot contain control or direction-changing characters',
          },
        ],
      });
      expect((await patch({ userFirstName: 'Ada', userLastName: '\u2060\u200B' })).body).toMatchObject({
        status: 400,
        errors: [{ field: 'userLastName', message: 'Last name is required' }],
      });
      const row = await api.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: 'Test', last_name: 'User' });
      expect((await patch({ userFirstName: 'Zoë', userLastName: "O'Brien" })).body).toMatchObject({
        first_name: 'Zoë',
        last_name: "O'Brien",
      });
    });
  });

  describe('selected organization', () => {
    it('stores one of the user’s organizations and refuses others with 404', async () => {
      const user = await api.createUser();
      const mine = await api.createOrganization(user);
      const stranger = await api.createUser();
      const theirs = await api.createOrganization(stranger);
      const ok = await api.call('PATCH', '/users/selected-organization', {
        token: user.token,
        body: { selectedOrgId: mine },
      });
      expect(ok.body).toMatchObject({ selected_organization_id: mine });
      const refused = await api.call('PATCH', '/users/selected-organization', {
        token: user.token,
        body: { selectedOrgId: theirs },
      });
      expect(refused.status).toBe(404);
      const invalid = await api.call('PATCH', '/users/selected-organization', {
        token: user.token,
        body: { selectedOrgId: 'x' },
      });
      expect(invalid.body).toMatchObject({ status: 400, errors: [{ field: 'selectedOrgId' }] });
    });
  });

  describe('terms of service', () => {
    it('reports the latest document as current and the signed ones, with links serving the text', async () => {
      const user = await api.createUser();
      const old = await publishTerms(api, '2025-06', 'Old terms', 100);
      const current = await publishTerms(api, '2026-01', '  # New terms\n\nRead me.  ', 10);
      await api.db
        .insertInto('terms_acceptances')
        .values({ user_id: user.id, terms_document_id: old, tos_hash: 'x' })
        .execute();
      const status = await api.call<{
        currentTermsOfService: { s3_link: string };
        signedTermsOfService: unknown[];
      }>('GET', '/users/terms-of-service', { token: user.token });
      expect(status.body).toEqual({
        currentTermsOfService: {
          id: current,
          version: '2026-01',
          s3_link: `http://127.0.0.1:4000/terms/${current}.md`,
        },
        signedTermsOfService: [
          { id: old, version: '2025-06', s3_link: `http://127.0.0.1:4000/terms/${old}.md` },
        ],
      });
      const text = await api.call('GET', new URL(status.body.currentTermsOfService.s3_link).pathname, {
        outsideApi: true,
      });
      expect(text.status).toBe(200);
      expect(text.headers['content-type']).toMatch(/^text\/markdown/);
      expect(text.body).toBe('  # New terms\n\nRead me.  ');
      expect((await api.call('GET', `/terms/${crypto.randomUUID()}.md`, { outsideApi: true })).status).toBe(
        404,
      );
    });

    it('answers null as current when no terms are published', async () => {
      const user = await api.createUser();
      const status = await api.call('GET', '/users/terms-of-service', { token: user.token });
      expect(status.body).toEqual({ currentTermsOfService: null, signedTermsOfService: [] });
    });

    it('signs the current version with the hash of its trimmed text, idempotently', async () => {
      const user = await api.createUser();
      const text = '\n  Terms text\n';
      const current = await publishTerms(api, '2026-01', text, 1);
      const sign = async () =>
        api.call('POST', '/users/terms-of-service/sign', {
          token: user.token,
          body: { version: '2026-01', tosHash: await hashTerms(text) },
        });
      const first = await sign();
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ signedTermsOfService: [{ id: current, version: '2026-01' }] });
      expect((await sign()).body).toEqual(first.body);
      const rows = await api.db
        .selectFrom('terms_acceptances')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tos_hash).toBe(await hashTerms('Terms text'));
    });

    it('refuses another version (field version) and a hash of other text (field tosHash)', async () => {
      const user = await api.createUser();
      await publishTerms(api, '2025-06', 'Old', 100);
      await publishTerms(api, '2026-01', 'Current', 1);
      const sign = (body: unknown) =>
        api.call('POST', '/users/terms-of-service/sign', { token: user.token, body });
      expect((await sign({ version: '2025-06', tosHash: await hashTerms('Old') })).body).toMatchObject({
        status: 400,
        errors: [{ field: 'version' }],
      });
      expect((await sign({ version: '2026-01', tosHash: await hashTerms('Old') })).body).toMatchObject({
        status: 400,
        errors: [{ field: 'tosHash' }],
      });
      const malformed = await sign({ version: '2026-01', tosHash: 'not base64' });
      expect(malformed.status).toBe(400);
      expect(fieldsOf(malformed.body)).toContain('tosHash');
      expect(await api.db.selectFrom('terms_acceptances').selectAll().execute()).toEqual([]);
    });
  });

  describe('invitation answers', () => {
    async function setup() {
      const owner = await api.createUser();
      const invitee = await api.createUser({ email: 'invitee@example.com' });
      const first = await api.createOrganization(owner, { name: 'First' });
      const second = await api.createOrganization(owner, { name: 'Second' });
      const invite = async (organizationId: string) =>
        (
          await api.call<{ invitationId: string }>('POST', `/organizations/${organizationId}/invitation`, {
            token: owner.token,
            body: { email: 'INVITEE@example.com' },
          })
        ).body.invitationId;
      return { owner, invitee, first, second, toFirst: await invite(first), toSecond: await invite(second) };
    }

    it('ACCEPTED adds the membership, REJECTED does not, and both are listed as processed', async () => {
      const { invitee, first, second, toFirst, toSecond } = await setup();
      const response = await api.call('POST', '/users/organization-invitations/respond', {
        token: invitee.token,
        body: {
          invitationResponses: [
            { invitationId: toFirst, response: 'ACCEPTED' },
            { invitationId: toSecond, response: 'REJECTED' },
          ],
        },
      });
      expect(response.body).toEqual({ processedInvitationIds: [toFirst, toSecond] });
      const user = await api.call<{
        organizations: Array<{ id: string }>;
        selected_organization_id: string;
        pending_organizations: unknown[];
      }>('GET', '/users/current-user', { token: invitee.token });
      expect(user.body.organizations.map((organization) => organization.id)).toEqual([first]);
      expect(user.body.selected_organization_id).toBe(first);
      expect(user.body.pending_organizations).toEqual([]);
      expect(second).not.toBe(first);
    });

    it('skips invitations addressed to someone else, already answered, cancelled or expired', async () => {
      const { owner, invitee, first, toFirst, toSecond } = await setup();
      const other = await api.createUser({ email: 'other@example.com' });
      const stolen = await api.call('POST', '/users/organization-invitations/respond', {
        token: other.token,
        body: { invitationResponses: [{ invitationId: toFirst, response: 'ACCEPTED' }] },
      });
      expect(stolen.body).toEqual({ processedInvitationIds: [] });
      expect(
        await api.db.selectFrom('memberships').select('user_id').where('user_id', '=', other.id).execute(),
      ).toEqual([]);

      await api.call('PATCH', `/organizations/${first}/invitation/${toFirst}/cancel`, { token: owner.token });
      api.clock.now = new Date(api.clock.now.getTime() + 8 * DAY); // past the 7-day expiry of the other
      const late = await api.call('POST', '/users/organization-invitations/respond', {
        token: invitee.token,
        body: {
          invitationResponses: [
            { invitationId: toFirst, response: 'ACCEPTED' },
            { invitationId: toSecond, response: 'ACCEPTED' },
            { invitationId: crypto.randomUUID(), response: 'ACCEPTED' },
          ],
        },
      });
      expect(late.body).toEqual({ processedInvitationIds: [] });
    });

    it('refuses an unverified e-mail (403): nothing accepted or rejected, and no invitation listed', async () => {
      const { invitee, toFirst, toSecond } = await setup();
      const unverified = await api.tokens.mint({
        sub: `sub-${invitee.id}`,
        email: invitee.email,
        email_verified: false,
      });
      const before = await api.call<{ pending_organizations: unknown[] }>('GET', '/users/current-user', {
        token: unverified,
      });
      expect(before.body.pending_organizations).toEqual([]);
      const response = await api.call('POST', '/users/organization-invitations/respond', {
        token: unverified,
        body: {
          invitationResponses: [
            { invitationId: toFirst, response: 'ACCEPTED' },
            { invitationId: toSecond, response: 'REJECTED' },
          ],
        },
      });
      expect(response.status).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({
        status: 403,
        detail: 'Verify your e-mail address before accepting invitations.',
      });
      expect(
        await api.db.selectFrom('memberships').select('user_id').where('user_id', '=', invitee.id).execute(),
      ).toEqual([]);
      const statuses = await api.db
        .selectFrom('invitations')
        .select('status')
        .where('id', 'in', [toFirst, toSecond])
        .execute();
      expect(statuses.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);

      // Once verified, the same invitations are listed and can be answered.
      const verified = await api.call<{ pending_organizations: unknown[] }>('GET', '/users/current-user', {
        token: invitee.token,
      });
      expect(verified.body.pending_organizations).toHaveLength(2);
      const accepted = await api.call('POST', '/users/organization-invitations/respond', {
        token: invitee.token,
        body: { invitationResponses: [{ invitationId: toFirst, response: 'ACCEPTED' }] },
      });
      expect(accepted.body).toEqual({ processedInvitationIds: [toFirst] });
    });

    it('treats a token without email_verified, or verifying another address, as unverified', async () => {
      const { invitee, toFirst } = await setup();
      const tokens = [
        await api.tokens.mint({ sub: `sub-${invitee.id}`, email: invitee.email, email_verified: undefined }),
        await api.tokens.mint({ sub: `sub-${invitee.id}`, email: invitee.email, email_verified: 'true' }),
        await api.tokens.mint({ sub: `sub-${invitee.id}`, email: 'someone.else@example.com' }),
      ];
      for (const token of tokens) {
        const response = await api.call('POST', '/users/organization-invitations/respond', {
          token,
          body: { invitationResponses: [{ invitationId: toFirst, response: 'ACCEPTED' }] },
        });
        expect(response.status).toBe(403);
      }
      expect(
        await api.db.selectFrom('memberships').select('user_id').where('user_id', '=', invitee.id).execute(),
      ).toEqual([]);
    });

    it('matches the verified address to the invitation without regard to case', async () => {
      const owner = await api.createUser();
      const invitee = await api.createUser({ email: 'Mixed.Case@Example.com' });
      const organizationId = await api.createOrganization(owner, { name: 'Cased' });
      const { body } = await api.call<{ invitationId: string }>(
        'POST',
        `/organizations/${organizationId}/invitation`,
        { token: owner.token, body: { email: 'mixed.case@EXAMPLE.COM' } },
      );
      // The token spells the address in yet another case than the account and the invitation.
      const token = await api.tokens.mint({ sub: `sub-${invitee.id}`, email: 'MIXED.CASE@example.com' });
      const me = await api.call<{ pending_organizations: Array<{ pending_invitation_id: string }> }>(
        'GET',
        '/users/current-user',
        { token },
      );
      expect(me.body.pending_organizations.map((item) => item.pending_invitation_id)).toEqual([
        body.invitationId,
      ]);
      const response = await api.call('POST', '/users/organization-invitations/respond', {
        token,
        body: { invitationResponses: [{ invitationId: body.invitationId, response: 'ACCEPTED' }] },
      });
      expect(response.body).toEqual({ processedInvitationIds: [body.invitationId] });
      expect(
        await api.db
          .selectFrom('memberships')
          .select('organization_id')
          .where('user_id', '=', invitee.id)
          .execute(),
      ).toEqual([{ organization_id: organizationId }]);
    });

    it('validates the answers list', async () => {
      const user = await api.createUser();
      const respond = (body: unknown) =>
        api.call('POST', '/users/organization-invitations/respond', { token: user.token, body });
      expect((await respond({ invitationResponses: [] })).body).toMatchObject({
        errors: [{ field: 'invitationResponses' }],
      });
      expect(
        (await respond({ invitationResponses: [{ invitationId: crypto.randomUUID(), response: 'MAYBE' }] }))
          .body,
      ).toMatchObject({ errors: [{ field: 'invitationResponses/0/response' }] });
    });
  });
});
