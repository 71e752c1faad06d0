// Invitations with a role, several at once, and sent again (docs/decisions/0025-invitation-mail.md). The single
// invitation of spec §7 (`createInvitation`, routes/organizations.ts) goes through the same inviteAddresses.
import {
  addDays,
  checkInviteEmail,
  INVITATION_EXPIRY_DAYS,
  invitationResendWaitSeconds,
  RESEND_MESSAGES,
} from '@pod-console/hooks/domain';

import { recordActivity, userActor } from '../activity/record-activity';
import { inviteAddresses, lockInvitation, queueInvitationMail, renewInvitation } from '../data/invitations';
import { lockOrganization } from '../db/organization-lock';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, HttpProblem, notFound } from '../http/problem';
import { bodyOf, distinctEmails, paramsOf, userOf } from '../http/request';
import { iso, type Wire } from '../read-models/wire';
import { requirePermission } from './access';

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
        const invitation = await lockInvitation(trx, organizationId, invitationId);
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
        await renewInvitation(trx, invitationId, expiresAt, now);
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
