import { hashTerms, VERIFY_EMAIL_BEFORE_INVITATIONS, type AssignableRole } from '@pod-console/hooks/domain';
import { sql, type Transaction } from 'kysely';

import { recordActivity, userActor } from '../activity/record-activity';
import { invitationAcceptedMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import type { Database, UserRow } from '../db/schema';
import { mayAnswerInvitations } from '../http/authenticate';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, forbidden } from '../http/problem';
import { bodyOf, textOf, userOf } from '../http/request';
import { currentUserView } from '../read-models/current-user';
import { personName } from '../read-models/person';
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
      const updated = await db
        .updateTable('users')
        .set({
          ...(body.userFirstName !== undefined && {
            first_name: textOf('firstName', 'userFirstName', body.userFirstName),
          }),
          ...(body.userLastName !== undefined && {
            last_name: textOf('lastName', 'userLastName', body.userLastName),
          }),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return currentUserView(db, updated, context.now(), mayAnswerInvitations(request));
    },

    async setSelectedOrganization(request) {
      const user = userOf(request);
      const { selectedOrgId } = bodyOf<Wire<'SetSelectedOrganizationRequest'>>(request);
      const updated = await db
        .updateTable('users')
        .set({ selected_organization_id: selectedOrgId })
        .where('id', '=', user.id)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('memberships')
              .select('user_id')
              .where('organization_id', '=', selectedOrgId)
              .where('user_id', '=', user.id),
          ),
        )
        .returningAll()
        .executeTakeFirst();
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
        const signed = await trx
          .insertInto('terms_acceptances')
          .values({ user_id: user.id, terms_document_id: current.id, tos_hash: tosHash })
          .onConflict((oc) => oc.columns(['user_id', 'terms_document_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        // Signed once: a second signature of the same version changes nothing and logs nothing. Every organization
        // the user belongs to sees that its member accepted the terms.
        if (!signed) return;
        const organizations = await trx
          .selectFrom('memberships')
          .select('organization_id')
          .where('user_id', '=', user.id)
          .execute();
        await recordActivity(
          trx,
          now,
          organizations.map(({ organization_id: organizationId }) => ({
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
          const answered = await trx
            .updateTable('invitations')
            .set({ status: response, answered_at: now })
            .where('id', '=', invitationId)
            .where('status', '=', 'PENDING')
            .where('expires_at', '>', now)
            .where(sql<boolean>`lower(email) = ${user.email.toLowerCase()}`)
            .returning(['id', 'organization_id', 'email', 'role', 'invited_by_user_id'])
            .executeTakeFirst();
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
            const joined = await trx
              .insertInto('memberships')
              .values({ organization_id: answered.organization_id, user_id: user.id, role: answered.role })
              .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
              .returning('role')
              .executeTakeFirst();
            if (joined) {
              await tellInviter(trx, answered, user);
              await recordActivity(trx, now, {
                organizationId: answered.organization_id,
                kind: 'member.joined',
                actor: userActor(user),
                subject: user.email,
                after: { role: joined.role },
              });
            }
            // A user who had no organization lands in the one they joined.
            await trx
              .updateTable('users')
              .set({ selected_organization_id: answered.organization_id })
              .where('id', '=', user.id)
              .where('selected_organization_id', 'is', null)
              .execute();
          }
          processedInvitationIds.push(answered.id);
        }
      });
      return { processedInvitationIds } satisfies Wire<'RespondToInvitationsResponse'>;
    },
  };
}

/** The inviter hears that their invitation was accepted (docs/decisions/0025-invitation-mail.md), when they still exist. */
async function tellInviter(
  trx: Transaction<Database>,
  invitation: { organization_id: string; role: AssignableRole; invited_by_user_id: string | null },
  member: UserRow,
): Promise<void> {
  if (invitation.invited_by_user_id == null || invitation.invited_by_user_id === member.id) return;
  const [inviter, organization] = await Promise.all([
    trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', invitation.invited_by_user_id)
      .executeTakeFirst(),
    trx
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', invitation.organization_id)
      .executeTakeFirstOrThrow(),
  ]);
  if (!inviter) return;
  await enqueueMail(
    trx,
    invitationAcceptedMail({
      to: inviter.email,
      organizationId: invitation.organization_id,
      organizationName: organization.name,
      memberName: personName(member) ?? '',
      memberEmail: member.email,
      role: invitation.role,
    }),
  );
}
