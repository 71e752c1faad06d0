import type { OrganizationRole } from '@pod-console/hooks/domain';
import type { Transaction } from 'kysely';

import type { Database, UserKind } from './schema';

/**
 * Locks an organization's row until the transaction ends (`SELECT … FOR UPDATE`; spec §4). Every writer takes it
 * before the rows it guards (tallies, subscription), so no two writers wait in a cycle; a licence assignment takes
 * the same lock inside its one statement (data/licenses.ts). Undefined when there is no such organization.
 */
export async function lockOrganization(trx: Transaction<Database>, organizationId: string) {
  return trx
    .selectFrom('organizations')
    .select(['id', 'pod_admin_license_count'])
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks the memberships of `userIds` (`FOR NO KEY UPDATE`, in user id order) and answers each one found, by user id,
 * as the last writer committed it. Taken before the organization, the order a licence assignment takes them in, so
 * the two cannot deadlock; the no-key lock lets these members' assignments go on meanwhile.
 */
export async function lockMemberships(
  trx: Transaction<Database>,
  organizationId: string,
  userIds: readonly string[],
): Promise<Map<string, LockedMembership>> {
  const rows = await trx
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.user_id', 'memberships.role', 'users.email', 'users.kind'])
    .where('memberships.organization_id', '=', organizationId)
    .where('memberships.user_id', 'in', [...new Set(userIds)])
    .orderBy('memberships.user_id')
    .forNoKeyUpdate('memberships')
    .execute();
  return new Map(rows.map((row) => [row.user_id, { role: row.role, email: row.email, kind: row.kind }]));
}

/**
 * The locked membership of `userId` when it is a person's: the member calls (a role change, a removal, a transfer)
 * act on people only. A service account's role is set when it is created and ends when it is revoked
 * (docs/decisions/0028-service-accounts.md), so to them it is no member.
 */
export function personAmong(
  members: ReadonlyMap<string, LockedMembership>,
  userId: string,
): LockedMembership | undefined {
  const member = members.get(userId);
  return member?.kind === 'person' ? member : undefined;
}

export interface LockedMembership {
  role: OrganizationRole;
  email: string;
  kind: UserKind;
}
