// Invitations with a role, several at once, sent again, and accepted (docs/decisions/0024-organization-roles.md,
// docs/decisions/0025-invitation-mail.md).
import {
  checkInviteEmail,
  INVITATION_EXPIRY_DAYS,
  INVITATION_RESEND_COOLDOWN_SECONDS,
  MS_PER_DAY,
  RESEND_MESSAGES,
} from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import {
  createTestApi,
  detailOf,
  fieldsOf,
  TEST_CONSOLE_ORIGIN,
  useTestApi,
  type TestApi,
} from '../test-support/test-api';

interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  expires_at: string;
  last_sent_at: string;
  invited_by_name: string | null;
}

interface Results {
  results: Array<{ email: string; outcome: string; invitation_id: string | null }>;
}

describe.each(ROUTE_TEST_DRIVERS)('invitations on %s', (driver) => {
  const api = useTestApi(driver);

  async function organization() {
    const owner = await api.createUser({ email: 'owner@example.com', firstName: 'Olive', lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner);
    return { owner, organizationId };
  }

  const pendingOf = async (organizationId: string, token: string) =>
    (
      await api.call<{ pending_invitations: PendingInvitation[] }>(
        'GET',
        `/organizations/${organizationId}`,
        {
          token,
        },
      )
    ).body.pending_invitations;

  const inviteMany = (organizationId: string, token: string, emails: string[], role = 'ADMIN') =>
    api.call<Results>('POST', `/organizations/${organizationId}/invitations`, {
      token,
      body: { emails, role },
    });

  describe('one address', () => {
    it('gives the role chosen, ADMIN when none, and shows when it was sent and by whom', async () => {
      const { owner, organizationId } = await organization();
      const invite = (body: object) =>
        api.call<{ invitationId: string }>('POST', `/organizations/${organizationId}/invitation`, {
          token: owner.token,
          body,
        });
      const billing = await invite({ email: 'billing@example.com', role: 'BILLING' });
      const sentAt = api.clock.now.toISOString();
      api.clock.now = new Date(api.clock.now.getTime() + 1000);
      const plain = await invite({ email: 'plain@example.com' });
      expect([billing.status, plain.status]).toEqual([201, 201]);
      expect((await invite({ email: 'owner-to-be@example.com', role: 'OWNER' })).status).toBe(400);
      expect(await pendingOf(organizationId, owner.token)).toEqual([
        expect.objectContaining({
          id: billing.body.invitationId,
          role: 'BILLING',
          last_sent_at: sentAt,
          invited_by_name: 'Olive Owner',
        }),
        expect.objectContaining({ id: plain.body.invitationId, role: 'ADMIN' }),
      ]);
    });

    it('names the inviter by address without a name, null once they are gone, and follows their renames', async () => {
      const { owner, organizationId } = await organization();
      const inviter = await api.createUser({
        email: 'nameless@example.com',
        firstName: null,
        lastName: null,
      });
      await api.addMember(organizationId, inviter);
      await api.call('POST', `/organizations/${organizationId}/invitation`, {
        token: inviter.token,
        body: { email: 'guest@example.com' },
      });
      expect((await pendingOf(organizationId, owner.token))[0]!.invited_by_name).toBe('nameless@example.com');
      // No longer a member, the inviter's new name still shows: the organization's version moved with it.
      await api.call('DELETE', `/organizations/${organizationId}/user/${inviter.id}`, { token: owner.token });
      await api.db
        .updateTable('users')
        .set({ first_name: 'Nia', last_name: 'Named' })
        .where('id', '=', inviter.id)
        .execute();
      expect((await pendingOf(organizationId, owner.token))[0]!.invited_by_name).toBe('Nia Named');
      await api.db.deleteFrom('users').where('id', '=', inviter.id).execute();
      expect((await pendingOf(organizationId, owner.token))[0]!.invited_by_name).toBeNull();
    });
  });

  describe('several addresses', () => {
    it('invites each new address once and reports members and pending invitations, in the order sent', async () => {
      const { owner, organizationId } = await organization();
      const member = await api.createUser({ email: 'member@example.com' });
      await api.addMember(organizationId, member);
      await inviteMany(organizationId, owner.token, ['pending@example.com']);
      api.clock.now = new Date(api.clock.now.getTime() + 1000);
      const response = await inviteMany(
        organizationId,
        owner.token,
        [
          'ann@example.com',
          'Member@Example.com',
          'PENDING@example.com',
          'ANN@example.com',
          'bob@example.com',
        ],
        'LICENSE_MANAGER',
      );
      expect(response.status).toBe(201);
      const ids = response.body.results.map((result) => result.invitation_id);
      expect(response.body.results).toEqual([
        { email: 'ann@example.com', outcome: 'invited', invitation_id: ids[0] },
        { email: 'Member@Example.com', outcome: 'already_member', invitation_id: null },
        { email: 'PENDING@example.com', outcome: 'already_invited', invitation_id: null },
        { email: 'bob@example.com', outcome: 'invited', invitation_id: ids[3] },
      ]);
      const pending = await pendingOf(organizationId, owner.token);
      expect(pending.map((invitation) => [invitation.email, invitation.role])).toEqual([
        ['pending@example.com', 'ADMIN'],
        ['ann@example.com', 'LICENSE_MANAGER'],
        ['bob@example.com', 'LICENSE_MANAGER'],
      ]);
      expect(pending[1]!.id).toBe(ids[0]);
      // An expired invitation does not count as pending: the address is invited anew.
      api.clock.now = new Date(api.clock.now.getTime() + (INVITATION_EXPIRY_DAYS + 1) * MS_PER_DAY);
      const again = await inviteMany(organizationId, owner.token, ['pending@example.com']);
      expect(again.body.results[0]!.outcome).toBe('invited');
    });

    it('refuses the whole list when one address is invalid (400 naming it), OWNER, and more than 20', async () => {
      const { owner, organizationId } = await organization();
      const invalid = await inviteMany(organizationId, owner.token, ['ok@example.com', 'a@b']);
      expect(invalid.status).toBe(400);
      expect(fieldsOf(invalid.body)[0]).toMatch(/^emails\/1/);
      const lax = await inviteMany(organizationId, owner.token, ['ok@example.com', 'a#b@example.com']);
      expect(lax.status).toBe(400);
      expect(lax.body).toMatchObject({
        errors: [{ field: 'emails/1', message: checkInviteEmail('a#b@example.com') }],
      });
      expect((await inviteMany(organizationId, owner.token, ['ok@example.com'], 'OWNER')).status).toBe(400);
      const many = Array.from({ length: 21 }, (_, index) => `guest-${index}@example.com`);
      expect((await inviteMany(organizationId, owner.token, many)).status).toBe(400);
      expect((await inviteMany(organizationId, owner.token, [])).status).toBe(400);
      expect(await pendingOf(organizationId, owner.token)).toEqual([]);
    });
  });

  describe('sending again', () => {
    async function invited() {
      const { owner, organizationId } = await organization();
      const response = await inviteMany(organizationId, owner.token, ['guest@example.com']);
      const invitationId = response.body.results[0]!.invitation_id!;
      const resend = () =>
        api.call<{ expires_at: string; last_sent_at: string }>(
          'POST',
          `/organizations/${organizationId}/invitation/${invitationId}/resend`,
          { token: owner.token },
        );
      return { owner, organizationId, invitationId, resend };
    }

    it('waits for the cooldown after the last send (429 with Retry-After), then renews the expiry', async () => {
      const { owner, organizationId, resend } = await invited();
      const early = await resend();
      expect(early.status).toBe(429);
      expect(early.headers['retry-after']).toBe(String(INVITATION_RESEND_COOLDOWN_SECONDS));
      expect(detailOf(early.body)).toBe(RESEND_MESSAGES.wait(INVITATION_RESEND_COOLDOWN_SECONDS));

      api.clock.now = new Date(api.clock.now.getTime() + 3 * MS_PER_DAY);
      const sent = await resend();
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({
        expires_at: new Date(api.clock.now.getTime() + INVITATION_EXPIRY_DAYS * MS_PER_DAY).toISOString(),
        last_sent_at: api.clock.now.toISOString(),
      });
      expect(await pendingOf(organizationId, owner.token)).toEqual([
        expect.objectContaining({ expires_at: sent.body.expires_at, last_sent_at: sent.body.last_sent_at }),
      ]);
      api.clock.now = new Date(api.clock.now.getTime() + 10_000);
      const soon = await resend();
      expect(soon.status).toBe(429);
      expect(soon.headers['retry-after']).toBe(String(INVITATION_RESEND_COOLDOWN_SECONDS - 10));
    });

    it('revives an invitation that expired unseen: the invitee is offered it again', async () => {
      const { organizationId, resend } = await invited();
      const guest = await api.createUser({ email: 'guest@example.com' });
      api.clock.now = new Date(api.clock.now.getTime() + (INVITATION_EXPIRY_DAYS + 2) * MS_PER_DAY);
      const offered = async () =>
        (
          await api.call<{ pending_organizations: Array<{ organization_id: string; expires_at: string }> }>(
            'GET',
            '/users/current-user',
            { token: guest.token },
          )
        ).body.pending_organizations;
      expect(await offered()).toEqual([]);
      expect((await resend()).status).toBe(200);
      expect(await offered()).toEqual([
        expect.objectContaining({
          organization_id: organizationId,
          expires_at: new Date(api.clock.now.getTime() + INVITATION_EXPIRY_DAYS * MS_PER_DAY).toISOString(),
        }),
      ]);
    });

    it('answers 409 once the invitation is answered or cancelled, and 404 for another organization’s', async () => {
      const { owner, organizationId, invitationId, resend } = await invited();
      api.clock.now = new Date(api.clock.now.getTime() + 120_000);
      await api.call('PATCH', `/organizations/${organizationId}/invitation/${invitationId}/cancel`, {
        token: owner.token,
      });
      const cancelled = await resend();
      expect(cancelled.status).toBe(409);
      expect(detailOf(cancelled.body)).toMatch(/no longer pending/);
      const other = await api.createOrganization(owner);
      const elsewhere = await api.call('POST', `/organizations/${other}/invitation/${invitationId}/resend`, {
        token: owner.token,
      });
      expect(elsewhere.status).toBe(404);
    });
  });

  describe('accepting', () => {
    it('makes the invitee a member with the invitation’s role, once', async () => {
      const { owner, organizationId } = await organization();
      const invitee = await api.createUser({ email: 'invitee@example.com' });
      const created = await inviteMany(
        organizationId,
        owner.token,
        ['Invitee@example.com'],
        'LICENSE_MANAGER',
      );
      const invitationId = created.body.results[0]!.invitation_id!;
      const respond = () =>
        api.call<{ processedInvitationIds: string[] }>('POST', '/users/organization-invitations/respond', {
          token: invitee.token,
          body: { invitationResponses: [{ invitationId, response: 'ACCEPTED' }] },
        });
      expect((await respond()).body).toEqual({ processedInvitationIds: [invitationId] });
      const roleOf = async () =>
        (
          await api.db
            .selectFrom('memberships')
            .select('role')
            .where('organization_id', '=', organizationId)
            .where('user_id', '=', invitee.id)
            .executeTakeFirst()
        )?.role;
      expect(await roleOf()).toBe('LICENSE_MANAGER');
      // Answered: neither accepted again, nor sent again.
      await api.db
        .updateTable('memberships')
        .set({ role: 'BILLING' })
        .where('user_id', '=', invitee.id)
        .execute();
      expect((await respond()).body).toEqual({ processedInvitationIds: [] });
      expect(await roleOf()).toBe('BILLING');
      api.clock.now = new Date(api.clock.now.getTime() + 120_000);
      const resent = await api.call(
        'POST',
        `/organizations/${organizationId}/invitation/${invitationId}/resend`,
        {
          token: owner.token,
        },
      );
      expect(resent.status).toBe(409);
    });
  });

  describe('e-mail', () => {
    const outbox = (organizationId: string) =>
      api.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address', 'subject', 'text_body'])
        .where('organization_id', '=', organizationId)
        .orderBy('created_at')
        .execute();

    it('queues the invitation with its link when invited and when sent again, and tells the inviter of the acceptance', async () => {
      const { owner, organizationId } = await organization();
      const invitee = await api.createUser({
        email: 'invitee@example.com',
        firstName: 'Ivy',
        lastName: 'Vee',
      });
      const created = await inviteMany(organizationId, owner.token, ['invitee@example.com'], 'BILLING');
      const invitationId = created.body.results[0]!.invitation_id!;
      const link = `${TEST_CONSOLE_ORIGIN}/invitations/${invitationId}`;
      expect(await outbox(organizationId)).toEqual([
        expect.objectContaining({ kind: 'invitation', to_address: 'invitee@example.com' }),
      ]);
      const [mail] = await outbox(organizationId);
      expect(mail!.subject).toContain('Olive Owner');
      expect(mail!.text_body).toContain(link);
      expect(mail!.text_body).toContain('Billing');

      api.clock.now = new Date(api.clock.now.getTime() + INVITATION_RESEND_COOLDOWN_SECONDS * 1000);
      const resent = await api.call(
        'POST',
        `/organizations/${organizationId}/invitation/${invitationId}/resend`,
        {
          token: owner.token,
        },
      );
      expect(resent.status).toBe(200);
      expect((await outbox(organizationId)).map((m) => m.kind)).toEqual(['invitation', 'invitation']);

      await api.call('POST', '/users/organization-invitations/respond', {
        token: invitee.token,
        body: { invitationResponses: [{ invitationId, response: 'ACCEPTED' }] },
      });
      const accepted = (await outbox(organizationId)).at(-1);
      expect(accepted).toMatchObject({ kind: 'invitation-accepted', to_address: 'owner@example.com' });
      expect(accepted!.text_body).toContain('Ivy Vee');
    });

    it('queues nothing when an address is refused', async () => {
      const { owner, organizationId } = await organization();
      await inviteMany(organizationId, owner.token, ['owner@example.com']);
      expect(await outbox(organizationId)).toEqual([]);
    });
  });
});

describe.each(ROUTE_TEST_DRIVERS)('the invitation limit of an organization on %s', (driver) => {
  it('counts each distinct address of a list, takes a list whole or not at all, and shares the count', async () => {
    const api: TestApi = await createTestApi(driver, {
      rateLimits: { invitationsPerOrganization: { max: 5, windowMs: 86_400_000 } },
    });
    try {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      const many = (emails: string[]) =>
        api.call<Results>('POST', `/organizations/${organizationId}/invitations`, {
          token: owner.token,
          body: { emails, role: 'ADMIN' },
        });
      // Two distinct addresses: two of five.
      expect((await many(['a@example.com', 'b@example.com', 'A@example.com'])).status).toBe(201);
      const refused = await many(['c@example.com', 'd@example.com', 'e@example.com', 'f@example.com']);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_400 - 120);
      expect(detailOf(refused.body)).toMatch(
        /^This organization has reached its limit of 5 invitations in 24 hours/,
      );
      // The refused list used up nothing: three more fit, and then nothing does.
      expect((await many(['c@example.com', 'd@example.com', 'e@example.com'])).status).toBe(201);
      const single = await api.call('POST', `/organizations/${organizationId}/invitation`, {
        token: owner.token,
        body: { email: 'g@example.com' },
      });
      expect(single.status).toBe(429);
      const invitations = await api.db.selectFrom('invitations').select('email').execute();
      expect(invitations.map((row) => row.email).sort()).toEqual([
        'a@example.com',
        'b@example.com',
        'c@example.com',
        'd@example.com',
        'e@example.com',
      ]);
      // A member whose role may not invite uses up none of them: 403 before counting.
      const billing = await api.createUser();
      await api.addMember(organizationId, billing, 'BILLING');
      const forbidden = await api.call('POST', `/organizations/${organizationId}/invitations`, {
        token: billing.token,
        body: { emails: ['h@example.com'], role: 'ADMIN' },
      });
      expect(forbidden.status).toBe(403);
    } finally {
      await api.close();
    }
  });
});
