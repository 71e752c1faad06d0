// Memberships' writes (docs/decisions/0024-organization-roles.md, 0031-api-data-layer.md). Who is a member, read,
// is read-models/membership.ts's; memberships are locked by db/organization-lock.ts.
import type { OrganizationRole } from '@pod-console/hooks/domain';
import type { Transaction } from 'kysely';

import type { Database, Executor } from '../db/schema';

/**
 * Takes `userId` out of the organization, whether they leave or are removed. Their stored selection stops naming it,
 * so it falls back as the current user's answer describes (spec §3) rather than to an organization they left.
 */
export async function endMembership(
  trx: Transaction<Database>,
  organizationId: string,
  userId: string,
): Promise<void> {
  await trx
    .deleteFrom('memberships')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({ selected_organization_id: null })
    .where('id', '=', userId)
    .where('selected_organization_id', '=', organizationId)
    .execute();
}

export async function setMemberRole(
  db: Executor,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ role })
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The Owner steps down to `formerOwnerRole` before the member steps up, one Owner at a time (migration 0011's
 * unique index), and the organization records its new owner.
 */
export async function transferOwnership(
  trx: Transaction<Database>,
  transfer: {
    organizationId: string;
    fromUserId: string;
    toUserId: string;
    formerOwnerRole: OrganizationRole;
  },
): Promise<void> {
  const { organizationId } = transfer;
  await setMemberRole(trx, organizationId, transfer.fromUserId, transfer.formerOwnerRole);
  await setMemberRole(trx, organizationId, transfer.toUserId, 'OWNER');
  await trx
    .updateTable('organizations')
    .set({ owner_user_id: transfer.toUserId })
    .where('id', '=', organizationId)
    .execute();
}

/** Makes the user a member with `role` unless they already are one; answers the role taken, undefined if not. */
export async function joinOrganization(
  db: Executor,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<OrganizationRole | undefined> {
  const joined = await db
    .insertInto('memberships')
    .values({ organization_id: organizationId, user_id: userId, role })
    .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
    .returning('role')
    .executeTakeFirst();
  return joined?.role;
}

/** The ids of the organizations the user is a member of. */
export async function organizationIdsOfMember(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('organization_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.organization_id);
}
