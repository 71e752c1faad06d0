import type { OrganizationRole } from '@pod-console/hooks/domain';
import type { Transaction } from 'kysely';

import type { Database, UserKind } from './schema';

/**
 * Locks an organization's row until the transaction ends (`SELECT … FOR UPDATE`), so that a check on its licences
 * or invitations and the write that follows cannot interleave with another transaction doing the same (spec §4).
 * Every writer takes this row first and the rows it guards after it (its tallies, migration 0004; its
 * subscription), so no two writers wait on each other in a cycle. PGlite has a single connection and runs
 * transactions one at a time anyway. Undefined when there is no such organization.
 *
 * A licence assignment, the write made most often, takes the same lock inside its one statement instead
 * (data/licenses.ts): `FOR NO KEY UPDATE` of the row and then of its tallies, in that order, held only while the
 * database runs the statement and commits, never across a round trip to the API process.
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
 * Locks the memberships of `userIds` in the organization until the transaction ends and answers each one found, by
 * user id, with the member's role and address: what a change of roles or members decides on (a role change, a
 * transfer of ownership, a removal, leaving), read as the last writer committed it.
 *
 * `FOR NO KEY UPDATE`, in user id order, before anything of the organization: the change then updates or deletes
 * these rows, and the triggers of migrations 0002 and 0004 lock the organization after them, the order a licence
 * assignment takes them in (its membership, then its organization). Locking the organization first would close a
 * cycle with an assignment waiting on the organization while holding the membership. The no-key lock does not
 * conflict with the assignment's key-share lock, so assignments by these members go on meanwhile.
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
