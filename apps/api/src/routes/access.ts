// Who may call what, answered in HTTP: the membership, role and platform-role checks every route shares.
import {
  hasPermission,
  isSuperAdmin,
  permissionDeniedMessage,
  type OrganizationRole,
  type Permission,
} from '@pod-console/hooks/domain';

import type { Executor, UserRow } from '../db/schema';
import { forbidden, notFound } from '../http/problem';
import { roleOf } from '../read-models/membership';

/**
 * A member reaches only their own organizations; any other organization, existing or not, answers the same 404
 * so that its existence is not leaked (the contract's description).
 */
export const organizationNotFound = () => notFound('No such organization among yours.');

/** The caller's role in the organization; 404 when they are not a member (leaving needs no more than that). */
export async function requireMembership(
  db: Executor,
  organizationId: string,
  userId: string,
): Promise<OrganizationRole> {
  const role = await roleOf(db, organizationId, userId);
  if (!role) throw organizationNotFound();
  return role;
}

/**
 * A member whose role holds `permission` (docs/decisions/0024-organization-roles.md): answers their role. A
 * non-member gets the 404 of requireMembership; a member whose role lacks it a 403 naming the permission, with the
 * domain's sentence saying who to ask (the contract's Forbidden).
 */
export async function requirePermission(
  db: Executor,
  organizationId: string,
  user: Pick<UserRow, 'id'>,
  permission: Permission,
): Promise<OrganizationRole> {
  const role = await requireMembership(db, organizationId, user.id);
  requireRolePermission(role, permission);
  return role;
}

/** The 403 of requirePermission, for a role already read. */
export function requireRolePermission(role: OrganizationRole, permission: Permission): void {
  if (!hasPermission(role, permission)) {
    throw forbidden(permissionDeniedMessage(role, permission), { permission });
  }
}

/** spec §6: platform-admin calls need SUPER_ADMIN. */
export function requireSuperAdmin(user: UserRow): void {
  if (!isSuperAdmin({ systemRole: user.system_role })) {
    throw forbidden('This call needs the SUPER_ADMIN platform role.');
  }
}
