// Who may call what, answered in HTTP: the membership and platform-role checks every route shares.
import { isSuperAdmin } from '@pod-console/hooks/domain';

import type { Executor, UserRow } from '../db/schema';
import { forbidden, notFound } from '../http/problem';
import { isMember } from '../read-models/membership';

/**
 * A member reaches only their own organizations; any other organization, existing or not, answers the same 404
 * so that its existence is not leaked (the contract's description).
 */
export const organizationNotFound = () => notFound('No such organization among yours.');

export async function requireMembership(db: Executor, organizationId: string, userId: string): Promise<void> {
  if (!(await isMember(db, organizationId, userId))) throw organizationNotFound();
}

/** spec §6: platform-admin calls need SUPER_ADMIN. */
export function requireSuperAdmin(user: UserRow): void {
  if (!isSuperAdmin({ systemRole: user.system_role })) {
    throw forbidden('This call needs the SUPER_ADMIN platform role.');
  }
}
