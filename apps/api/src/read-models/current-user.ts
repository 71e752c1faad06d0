import type { Kysely } from 'kysely';

import type { Database, UserRow } from '../db/schema';
import { organizationsOfUser } from './membership';
import { inviterName } from './person';
import { iso, type Wire } from './wire';

/**
 * spec §7 GET /users/current-user: the user, their organizations (oldest first) and pending invitations.
 * `mayAnswerInvitations` false lists none (spec §6: e-mail verification is required): an invitation goes to an
 * address, and a user who has not proven they own it must not learn who invited it, nor be offered to join.
 */
export async function currentUserView(
  db: Kysely<Database>,
  user: UserRow,
  now: Date,
  mayAnswerInvitations: boolean,
): Promise<Wire<'CurrentUser'>> {
  const [organizations, pending] = await Promise.all([
    organizationsOfUser(db, user.id),
    mayAnswerInvitations ? pendingInvitationsOf(db, user, now) : [],
  ]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    selected_organization_id: user.selected_organization_id,
    system_role: user.system_role,
    organizations,
    pending_organizations: pending,
  };
}

/** The pending, unexpired invitations to the user's address, matched without regard to case, oldest first. */
async function pendingInvitationsOf(
  db: Kysely<Database>,
  user: UserRow,
  now: Date,
): Promise<Wire<'PendingOrganization'>[]> {
  const rows = await db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by_user_id')
    .select([
      'invitations.id as pending_invitation_id',
      'invitations.organization_id',
      'organizations.name as organization_name',
      'invitations.role',
      'invitations.expires_at',
      'inviter.email as inviter_email',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
    ])
    .where((eb) => eb(eb.fn('lower', ['invitations.email']), '=', user.email.toLowerCase()))
    .where('invitations.status', '=', 'PENDING')
    // Expired invitations can no longer be answered, so they are not offered (the respond call skips them).
    .where('invitations.expires_at', '>', now)
    .orderBy('invitations.created_at')
    .orderBy('invitations.id')
    .execute();
  return rows.map((row) => ({
    pending_invitation_id: row.pending_invitation_id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    role: row.role,
    expires_at: iso(row.expires_at),
    invited_by_name: inviterName(row),
  }));
}
