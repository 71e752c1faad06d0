// Invitations with a role, several at once, and sent again (docs/decisions/0025-invitation-mail.md). The single
// invitation of spec §7 (`createInvitation`, routes/organizations.ts) goes through the same inviteAddresses.
import { randomBytes } from 'node:crypto';

import {
  addDays,
  checkInviteEmail,
  INVITATION_EXPIRY_DAYS,
  invitationResendWaitSeconds,
  RESEND_MESSAGES,
  type AssignableRole,
} from '@pod-console/hooks/domain';
import { sql, type Transaction } from 'kysely';

import { recordActivity, userActor } from '../activity/record-activity';
import { invitationAcceptUrl, invitationMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { personName } from '../read-models/person';
import { lockOrganization } from '../db/organization-lock';
import type { Database, UserRow } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, HttpProblem, notFound } from '../http/problem';
import { bodyOf, distinctEmails, paramsOf, userOf } from '../http/request';
import { iso, type Wire } from '../read-models/wire';
import { requirePermission } from './access';

/** 32 random bytes: 256 bits, well above the 128 bits an unguessable token needs, base64url (the contract's wording). */
export const INVITATION_TOKEN_BYTES = 32;

export type InvitationResult = Wire<'CreateInvitationsResponse'>['results'][number];

export interface NewInvitations {
  organizationId: string;
  inviter: UserRow;
  /** Trimmed, distinct without regard to case, in the order sent. */
  emails: readonly string[];
  role: AssignableRole;
  now: Date;
  /** Where the invitation e-mail's link points (docs/decisions/0025-invitation-mail.md). */
  consoleOrigin: string;
}

/** The invitation e-mail, queued in the transaction that makes or renews the invitation. */
async function queueInvitationMail(
  trx: Transaction<Database>,
  invitation: {
    id: string;
    email: string;
    organizationId: string;
    role: AssignableRole;
    expiresAt: Date | string;
    inviter: UserRow;
  },
  consoleOrigin: string,
): Promise<void> {
  const organization = await trx
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', invitation.organizationId)
    .executeTakeFirstOrThrow();
  await enqueueMail(
    trx,
    invitationMail({
      to: invitation.email,
      organizationId: invitation.organizationId,
      organizationName: organization.name,
      inviterName: personName(invitation.inviter) ?? invitation.inviter.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      acceptUrl: invitationAcceptUrl(consoleOrigin, invitation.id),
    }),
  );
}

/**
 * Invites each address that is neither a member's nor already invited (pending and unexpired), with the role, and
 * logs each invitation; answers what became of every address, in order. The caller holds the organization's row
 * lock (lockOrganization), so two requests naming one address cannot both pass the checks, and has checked the
 * inviter's permission.
 */
export async function inviteAddresses(
  trx: Transaction<Database>,
  request: NewInvitations,
): Promise<InvitationResult[]> {
  const { organizationId, now } = request;
  const keys = request.emails.map((email) => email.toLowerCase());
  if (keys.length === 0) return [];
  const [members, pending] = await Promise.all([
    trx
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(sql<string>`lower(users.email)`.as('key'))
      .where('memberships.organization_id', '=', organizationId)
      .where(sql<string>`lower(users.email)`, 'in', keys)
      .execute(),
    trx
      .selectFrom('invitations')
      .select(sql<string>`lower(email)`.as('key'))
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'PENDING')
      .where('expires_at', '>', now)
      .where(sql<string>`lower(email)`, 'in', keys)
      .execute(),
  ]);
  const memberKeys = new Set(members.map((row) => row.key));
  const pendingKeys = new Set(pending.map((row) => row.key));
  const results: InvitationResult[] = request.emails.map((email) => {
    const key = email.toLowerCase();
    if (memberKeys.has(key)) return { email, outcome: 'already_member', invitation_id: null };
    if (pendingKeys.has(key)) return { email, outcome: 'already_invited', invitation_id: null };
    // Time-ordered: the invitations of one list, made at one instant, are listed in the order sent.
    return { email, outcome: 'invited', invitation_id: timeOrderedId(now) };
  });
  const invited = results.filter((result) => result.invitation_id !== null);
  if (invited.length === 0) return results;
  await trx
    .insertInto('invitations')
    .values(
      invited.map((result) => ({
        id: result.invitation_id!,
        organization_id: organizationId,
        email: result.email,
        token: randomBytes(INVITATION_TOKEN_BYTES).toString('base64url'),
        status: 'PENDING' as const,
        invited_by_user_id: request.inviter.id,
        role: request.role,
        expires_at: addDays(now, INVITATION_EXPIRY_DAYS)!,
        last_sent_at: now,
        created_at: now,
      })),
    )
    .execute();
  const expiresAt = addDays(now, INVITATION_EXPIRY_DAYS)!;
  for (const result of invited) {
    await queueInvitationMail(
      trx,
      {
        id: result.invitation_id!,
        email: result.email,
        organizationId,
        role: request.role,
        expiresAt,
        inviter: request.inviter,
      },
      request.consoleOrigin,
    );
  }
  await recordActivity(
    trx,
    now,
    invited.map((result) => ({
      organizationId,
      kind: 'member.invited' as const,
      actor: userActor(request.inviter),
      subject: result.email,
      after: { role: request.role },
    })),
  );
  return results;
}

interface InvitationParams {
  organizationId: string;
  invitationId: string;
}

/** The contract's operations this file answers. */
type InvitationOperations = 'createInvitations' | 'resendInvitation';

export function invitationHandlers(context: ApiContext): Pick<OperationHandlers, InvitationOperations> {
  const { db } = context;
  return {
    async createInvitations(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const body = bodyOf<Wire<'CreateInvitationsRequest'>>(request);
      // spec §5's invite e-mail rule, as the console's field applies it to each address.
      body.emails.forEach((email, index) => {
        const message = checkInviteEmail(email.trim());
        if (message) throw badRequest(`emails/${index}`, message);
      });
      const now = context.now();
      const results = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'members:manage');
        await lockOrganization(trx, organizationId);
        return inviteAddresses(trx, {
          organizationId,
          inviter: user,
          emails: distinctEmails(body.emails),
          role: body.role,
          now,
          consoleOrigin: context.consoleOrigin,
        });
      });
      reply.code(201);
      return { results } satisfies Wire<'CreateInvitationsResponse'>;
    },

    async resendInvitation(request) {
      const user = userOf(request);
      const { organizationId, invitationId } = paramsOf<InvitationParams>(request);
      const now = context.now();
      return db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'members:manage');
        // The invitation's row, locked: two resends at once are one send and one 429.
        const invitation = await trx
          .selectFrom('invitations')
          .select(['id', 'email', 'status', 'expires_at', 'last_sent_at', 'role'])
          .where('id', '=', invitationId)
          .where('organization_id', '=', organizationId)
          .forUpdate()
          .executeTakeFirst();
        if (!invitation) throw notFound('No such invitation in this organization.');
        if (invitation.status !== 'PENDING') {
          throw conflict(`This invitation is no longer pending (${invitation.status.toLowerCase()}).`);
        }
        const wait = invitationResendWaitSeconds(invitation.last_sent_at, now.getTime());
        if (wait > 0) {
          throw new HttpProblem(429, RESEND_MESSAGES.wait(wait), {
            headers: { 'retry-after': String(wait) },
          });
        }
        // A resend renews the expiry, so an invitation that expired unseen can be sent again.
        const expiresAt = addDays(now, INVITATION_EXPIRY_DAYS)!;
        await trx
          .updateTable('invitations')
          .set({ expires_at: expiresAt, last_sent_at: now })
          .where('id', '=', invitationId)
          .execute();
        await queueInvitationMail(
          trx,
          {
            id: invitation.id,
            email: invitation.email,
            organizationId,
            role: invitation.role,
            expiresAt,
            inviter: user,
          },
          context.consoleOrigin,
        );
        await recordActivity(trx, now, {
          organizationId,
          kind: 'member.invitation_resent',
          actor: userActor(user),
          subject: invitation.email,
          before: { expires_at: iso(invitation.expires_at) },
          after: { expires_at: expiresAt },
        });
        return { expires_at: expiresAt, last_sent_at: iso(now) } satisfies Wire<'ResendInvitationResponse'>;
      });
    },
  };
}
