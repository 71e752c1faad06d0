import { rolesWithPermission, type OrganizationRole } from '@pod-console/hooks/domain';

import type { Executor } from '../db/schema';
import type { Wire } from './wire';

/** The user's role in the organization; undefined when they are not a member (or there is no such organization). */
export async function roleOf(
  db: Executor,
  organizationId: string,
  userId: string,
): Promise<OrganizationRole | undefined> {
  const membership = await db
    .selectFrom('memberships')
    .select('role')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership?.role;
}

/** The organization's people (not its service accounts, migration 0014), earliest member first. */
export function organizationMembers(db: Executor, organizationId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id as user_id', 'users.email', 'users.first_name', 'users.last_name', 'memberships.role'])
    .where('memberships.organization_id', '=', organizationId)
    .where('users.kind', '=', 'person')
    .orderBy('memberships.created_at')
    .orderBy('users.id')
    .execute();
}

/**
 * spec §7: the organizations a user belongs to, oldest first (their list, and the current user's answer): those
 * their role lets them see (`organization:read`, which every role holds today).
 */
export async function organizationsOfUser(
  db: Executor,
  userId: string,
): Promise<Wire<'OrganizationSummary'>[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.name'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.role', 'in', rolesWithPermission('organization:read'))
    .orderBy('organizations.created_at')
    .orderBy('organizations.id')
    .execute();
}
