import type { Executor } from '../db/schema';
import type { Wire } from './wire';

/** Whether the user is a member of the organization. */
export async function isMember(db: Executor, organizationId: string, userId: string): Promise<boolean> {
  const membership = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership !== undefined;
}

/** spec §7: the organizations a user belongs to, oldest first (their list, and the current user's answer). */
export async function organizationsOfUser(
  db: Executor,
  userId: string,
): Promise<Wire<'OrganizationSummary'>[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.name'])
    .where('memberships.user_id', '=', userId)
    .orderBy('organizations.created_at')
    .orderBy('organizations.id')
    .execute();
}
