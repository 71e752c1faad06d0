import type { Executor } from '../db/schema';
import { organizationMembers } from './membership';
import { inviterName } from './person';
import { iso, isoOrNull, type Wire } from './wire';

/** spec §7 GET /organizations/{id}: licences not revoked, members, pending invitations. */
export async function organizationView(
  db: Executor,
  organizationId: string,
): Promise<Wire<'Organization'> | undefined> {
  const organization = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) return undefined;
  const [licenses, users, invitations] = await Promise.all([
    db
      .selectFrom('licenses')
      .select([
        'id',
        'license_key_hash',
        'identifier',
        'expires_at',
        'revoked_at',
        'trial',
        'claimed_at',
        'device_name',
        'last_seen_at',
      ])
      .where('organization_id', '=', organizationId)
      // spec §3: licences with revokedAt set are dropped from an organization's list.
      .where('revoked_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    organizationMembers(db, organizationId),
    db
      .selectFrom('invitations')
      .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by_user_id')
      .select([
        'invitations.id',
        'invitations.email',
        'invitations.expires_at',
        'invitations.token',
        'invitations.role',
        'invitations.last_sent_at',
        'inviter.email as inviter_email',
        'inviter.first_name as inviter_first_name',
        'inviter.last_name as inviter_last_name',
      ])
      .where('invitations.organization_id', '=', organizationId)
      // Neither answered nor cancelled; expired ones stay so the console can show "Expired" (spec §4).
      .where('invitations.status', '=', 'PENDING')
      .orderBy('invitations.created_at')
      .orderBy('invitations.id')
      .execute(),
  ]);
  return {
    id: organization.id,
    name: organization.name,
    license_counts: { POD_ADMIN: organization.pod_admin_license_count },
    licenses: licenses.map((license) => ({
      id: license.id,
      license_key_hash: license.license_key_hash,
      identifier: license.identifier,
      expires_at: isoOrNull(license.expires_at),
      revoked_at: isoOrNull(license.revoked_at),
      trial: license.trial,
      // spec §3: the stored hash, never a key; with it, when and on which device it was claimed and last seen.
      claimed_at: isoOrNull(license.claimed_at),
      device_name: license.device_name,
      last_seen_at: isoOrNull(license.last_seen_at),
    })),
    organization_users: users,
    pending_invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      expires_at: iso(invitation.expires_at),
      token: invitation.token,
      role: invitation.role,
      last_sent_at: iso(invitation.last_sent_at),
      invited_by_name: inviterName(invitation),
    })),
    created_at: iso(organization.created_at),
    owner_user_id: organization.owner_user_id,
    idle_seat_release_days: organization.idle_seat_release_days,
  };
}
