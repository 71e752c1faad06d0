// Invitations' queries and writes (docs/decisions/0025-invitation-mail.md, 0031-api-data-layer.md): inviting
// addresses, shared by the single and the several-at-once invitation, and answering, renewing or cancelling one.
import { randomBytes } from 'node:crypto';

import { addDays, INVITATION_EXPIRY_DAYS, type AssignableRole } from '@pod-console/hooks/domain';
import { sql, type Transaction } from 'kysely';

import { recordActivity, userActor } from '../activity/record-activity';
import type { Database, Executor, UserRow } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { invitationAcceptedMail, invitationAcceptUrl, invitationMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { personName } from '../read-models/person';
import type { Wire } from '../read-models/wire';
import { organizationName } from './organizations';

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
export async function queueInvitationMail(
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
  const name = await organizationName(trx, invitation.organizationId);
  await enqueueMail(
    trx,
    invitationMail({
      to: invitation.email,
      organizationId: invitation.organizationId,
      organizationName: name,
      inviterName: personName(invitation.inviter) ?? invitation.inviter.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      acceptUrl: invitationAcceptUrl(consoleOrigin, invitation.id),
    }),
  );
}

/**
 * Invites, with the role, each address neither a member's nor pending, logs each, and answers what became of every
 * address in order. The caller holds the organization's lock (lockOrganization) and has checked permission.
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

/** An invitation of the organization, locked until the transaction ends (two resends at once are one). */
export function lockInvitation(trx: Transaction<Database>, organizationId: string, invitationId: string) {
  return trx
    .selectFrom('invitations')
    .select(['id', 'email', 'status', 'expires_at', 'last_sent_at', 'role'])
    .where('id', '=', invitationId)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

/** A resend: the invitation's expiry renewed and its last sending now. */
export async function renewInvitation(
  trx: Transaction<Database>,
  invitationId: string,
  expiresAt: Date | string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('invitations')
    .set({ expires_at: expiresAt, last_sent_at: now })
    .where('id', '=', invitationId)
    .execute();
}

/** Cancels a pending invitation of the organization; answers its address and role, undefined when none. */
export function cancelInvitation(db: Executor, organizationId: string, invitationId: string, now: Date) {
  return db
    .updateTable('invitations')
    .set({ status: 'CANCELLED', answered_at: now })
    .where('id', '=', invitationId)
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'PENDING')
    .returning(['email', 'role'])
    .executeTakeFirst();
}

/**
 * Answers an invitation that is pending, unexpired and addressed to `email` (in any case); undefined for any
 * other, which the caller skips.
 */
export function answerInvitation(
  db: Executor,
  answer: { invitationId: string; response: 'ACCEPTED' | 'REJECTED'; email: string; now: Date },
) {
  return db
    .updateTable('invitations')
    .set({ status: answer.response, answered_at: answer.now })
    .where('id', '=', answer.invitationId)
    .where('status', '=', 'PENDING')
    .where('expires_at', '>', answer.now)
    .where(sql<boolean>`lower(email) = ${answer.email.toLowerCase()}`)
    .returning(['id', 'organization_id', 'email', 'role', 'invited_by_user_id'])
    .executeTakeFirst();
}

/** The inviter hears that their invitation was accepted (docs/decisions/0025-invitation-mail.md), when they still exist. */
export async function tellInviter(
  trx: Transaction<Database>,
  invitation: { organization_id: string; role: AssignableRole; invited_by_user_id: string | null },
  member: UserRow,
): Promise<void> {
  if (invitation.invited_by_user_id == null || invitation.invited_by_user_id === member.id) return;
  const [inviter, name] = await Promise.all([
    trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', invitation.invited_by_user_id)
      .executeTakeFirst(),
    organizationName(trx, invitation.organization_id),
  ]);
  if (!inviter) return;
  await enqueueMail(
    trx,
    invitationAcceptedMail({
      to: inviter.email,
      organizationId: invitation.organization_id,
      organizationName: name,
      memberName: personName(member) ?? '',
      memberEmail: member.email,
      role: invitation.role,
    }),
  );
}
