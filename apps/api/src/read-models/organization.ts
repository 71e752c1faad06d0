import { LICENSE_LIST_ORDER, type LicenseListOrderField } from '@pod-console/hooks/domain';

import type { Executor } from '../db/schema';
import { organizationMembers } from './membership';
import { inviterName } from './person';
import { iso, isoOrNull, type Wire } from './wire';

/** The licences' columns of the domain's order (the index of migration 0001 follows it: organization, created, id). */
const ORDER_COLUMNS = { createdAt: 'created_at', id: 'id' } as const satisfies Record<
  LicenseListOrderField,
  string
>;

export interface OrganizationViewOptions {
  /**
   * Only the first this many licences of the domain's order (a first page, docs/decisions/0053-first-page-of-licences.md).
   * The caller knows from the tallies whether that cuts the list.
   */
  licensesLimit?: number | undefined;
}

/** spec §7 GET /organizations/{id}: licences not revoked, members, pending invitations. */
export async function organizationView(
  db: Executor,
  organizationId: string,
  { licensesLimit }: OrganizationViewOptions = {},
): Promise<Wire<'Organization'> | undefined> {
  const organization = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) return undefined;
  const ordered = LICENSE_LIST_ORDER.reduce(
    (query, field) => query.orderBy(ORDER_COLUMNS[field]),
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
      .where('revoked_at', 'is', null),
  );
  const [licenses, users, invitations] = await Promise.all([
    (licensesLimit === undefined ? ordered : ordered.limit(licensesLimit)).execute(),
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
