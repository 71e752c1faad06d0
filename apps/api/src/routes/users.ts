import { hashTerms, VERIFY_EMAIL_BEFORE_INVITATIONS } from '@pod-console/hooks/domain';

import { recordActivity, userActor } from '../activity/record-activity';
import { answerInvitation, tellInviter } from '../data/invitations';
import { joinOrganization, organizationIdsOfMember } from '../data/members';
import {
  selectOrganizationIfMember,
  selectOrganizationIfNone,
  signTerms,
  updateUserNames,
} from '../data/users';
import { mayAnswerInvitations } from '../http/authenticate';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, forbidden } from '../http/problem';
import { bodyOf, textOf, userOf } from '../http/request';
import { currentUserView } from '../read-models/current-user';
import { currentTermsDocument, termsStatusView } from '../read-models/terms';
import type { Wire } from '../read-models/wire';
import { organizationNotFound } from './access';

/** The contract's operations this file answers. */
type UserOperations =
  | 'getCurrentUser'
  | 'updateCurrentUser'
  | 'setSelectedOrganization'
  | 'getTermsOfServiceStatus'
  | 'signTermsOfService'
  | 'respondToOrganizationInvitations';

export function userHandlers(context: ApiContext): Pick<OperationHandlers, UserOperations> {
  const { db } = context;
  return {
    async getCurrentUser(request) {
      return currentUserView(db, userOf(request), context.now(), mayAnswerInvitations(request));
    },

    async updateCurrentUser(request) {
      const user = userOf(request);
      const body = bodyOf<Wire<'UpdateCurrentUserRequest'>>(request);
      // spec §5: the names the console's form accepts, trimmed; anything else is refused naming the field.
      const updated = await updateUserNames(db, user.id, {
        ...(body.userFirstName !== undefined && {
          first_name: textOf('firstName', 'userFirstName', body.userFirstName),
        }),
        ...(body.userLastName !== undefined && {
          last_name: textOf('lastName', 'userLastName', body.userLastName),
        }),
      });
      return currentUserView(db, updated, context.now(), mayAnswerInvitations(request));
    },

    async setSelectedOrganization(request) {
      const user = userOf(request);
      const { selectedOrgId } = bodyOf<Wire<'SetSelectedOrganizationRequest'>>(request);
      const updated = await selectOrganizationIfMember(db, user.id, selectedOrgId);
      if (!updated) throw organizationNotFound();
      return currentUserView(db, updated, context.now(), mayAnswerInvitations(request));
    },

    async getTermsOfServiceStatus(request) {
      return termsStatusView(db, context.publicUrl, userOf(request).id);
    },

    async signTermsOfService(request) {
      const user = userOf(request);
      const { version, tosHash } = bodyOf<Wire<'SignTermsOfServiceRequest'>>(request);
      const current = await currentTermsDocument(db);
      if (!current) throw badRequest('version', 'no terms of service are published');
      // spec §4: only the current version can be signed.
      if (version !== current.version) {
        throw badRequest('version', `must be the current version ${current.version}`);
      }
      // spec §5: base64 of the SHA-256 of the trimmed text of exactly that version.
      if (tosHash !== (await hashTerms(current.body))) {
        throw badRequest('tosHash', `does not match the text of version ${current.version}`);
      }
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        const signed = await signTerms(trx, { userId: user.id, termsDocumentId: current.id, tosHash });
        // Signed once: a second signature of the same version changes nothing and logs nothing. Every organization
        // the user belongs to sees that its member accepted the terms.
        if (!signed) return;
        const organizationIds = await organizationIdsOfMember(trx, user.id);
        await recordActivity(
          trx,
          now,
          organizationIds.map((organizationId) => ({
            organizationId,
            kind: 'terms.accepted' as const,
            actor: userActor(user),
            subject: current.version,
          })),
        );
      });
      return termsStatusView(db, context.publicUrl, user.id);
    },

    async respondToOrganizationInvitations(request) {
      const user = userOf(request);
      const { invitationResponses } = bodyOf<Wire<'RespondToInvitationsRequest'>>(request);
      // spec §6: e-mail verification is required. Only the owner of the address may answer what was sent to it;
      // the whole answer is refused (a rejection too), so nothing is joined or changed.
      if (!mayAnswerInvitations(request)) throw forbidden(VERIFY_EMAIL_BEFORE_INVITATIONS);
      const now = context.now();
      const processedInvitationIds: string[] = [];
      await db.transaction().execute(async (trx) => {
        for (const { invitationId, response } of invitationResponses) {
          // Only a pending, unexpired invitation addressed to the caller's own e-mail; anything else is skipped.
          const answered = await answerInvitation(trx, { invitationId, response, email: user.email, now });
          if (!answered) continue;
          if (response === 'REJECTED') {
            await recordActivity(trx, now, {
              organizationId: answered.organization_id,
              kind: 'member.invitation_rejected',
              actor: userActor(user),
              subject: answered.email,
              before: { role: answered.role },
            });
          }
          if (response === 'ACCEPTED') {
            // The invitation's role; someone already a member keeps the role they have.
            const joined = await joinOrganization(trx, answered.organization_id, user.id, answered.role);
            if (joined) {
              await tellInviter(trx, answered, user);
              await recordActivity(trx, now, {
                organizationId: answered.organization_id,
                kind: 'member.joined',
                actor: userActor(user),
                subject: user.email,
                after: { role: joined },
              });
            }
            // A user who had no organization lands in the one they joined.
            await selectOrganizationIfNone(trx, user.id, answered.organization_id);
          }
          processedInvitationIds.push(answered.id);
        }
      });
      return { processedInvitationIds } satisfies Wire<'RespondToInvitationsResponse'>;
    },
  };
}
