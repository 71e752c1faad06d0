import type { Kysely, Transaction } from 'kysely';

import type { Database, UserRow } from '../db/schema';
import { forbidden, notFound } from '../http/problem';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A member reaches only their own organizations; any other organization, existing or not, answers the same 404
 * so that its existence is not leaked (issue 3, contract description).
 */
export async function requireMembership(db: Executor, organizationId: string, userId: string): Promise<void> {
  const membership = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!membership) throw organizationNotFound();
}

export const organizationNotFound = () => notFound('No such organization among yours.');

/** spec §6: platform-admin calls need SUPER_ADMIN. */
export function requireSuperAdmin(user: UserRow): void {
  if (user.system_role !== 'SUPER_ADMIN') throw forbidden('This call needs the SUPER_ADMIN platform role.');
}
