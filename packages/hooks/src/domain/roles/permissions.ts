// Organization roles and what each may do (docs/decisions/0024-organization-roles.md): the one table answering
// "may this role do that?", enforced by the API and followed by the console, which says why it refuses.

/** Every role a membership can hold; exactly one member of an organization is its Owner. */
export const ORGANIZATION_ROLES = ['OWNER', 'ADMIN', 'BILLING', 'LICENSE_MANAGER'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** The roles an invitation or a role change can give: ownership only moves by a transfer. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'BILLING', 'LICENSE_MANAGER'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The role every member held before roles existed, and the one an invitation gives when none is chosen. */
export const DEFAULT_MEMBER_ROLE: AssignableRole = 'ADMIN';

export const ROLE_LABELS: Readonly<Record<OrganizationRole, string>> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  BILLING: 'Billing',
  LICENSE_MANAGER: 'License manager',
};

/** One sentence per role, for the role picker. */
export const ROLE_DESCRIPTIONS: Readonly<Record<OrganizationRole, string>> = {
  OWNER: 'Everything, including transferring ownership.',
  ADMIN: 'Members, invitations, settings, licenses and billing.',
  BILLING: 'Plan & Billing; can see everything else.',
  LICENSE_MANAGER: 'Licenses; can see everything else.',
};

export const PERMISSIONS = [
  'organization:read',
  'licenses:manage',
  'members:manage',
  'settings:manage',
  'billing:manage',
  'activity:read',
  'ownership:transfer',
  'data:export',
  'webhooks:manage',
  'enrolment:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The permission table. Every role reads the organization: its licences, members, invitations and plan. */
export const ROLE_PERMISSIONS: Readonly<Record<OrganizationRole, readonly Permission[]>> = {
  OWNER: PERMISSIONS,
  ADMIN: [
    'organization:read',
    'licenses:manage',
    'members:manage',
    'settings:manage',
    'billing:manage',
    'activity:read',
    'webhooks:manage',
    'enrolment:manage',
  ],
  BILLING: ['organization:read', 'billing:manage'],
  LICENSE_MANAGER: ['organization:read', 'licenses:manage'],
};

/** What a permission lets someone do, completing "Your role … cannot …". */
export const PERMISSION_ACTIONS: Readonly<Record<Permission, string>> = {
  'organization:read': 'see this organization',
  'licenses:manage': 'manage licenses',
  'members:manage': 'manage members and invitations',
  'settings:manage': 'change the organization settings',
  'billing:manage': 'manage the plan and billing',
  'activity:read': 'see the activity log',
  'ownership:transfer': 'transfer ownership',
  'data:export': "download the organization's data",
  'webhooks:manage': 'manage webhooks',
  'enrolment:manage': 'manage enrolment tokens',
};

export function isOrganizationRole(value: unknown): value is OrganizationRole {
  return typeof value === 'string' && (ORGANIZATION_ROLES as readonly string[]).includes(value);
}

export function isAssignableRole(value: unknown): value is AssignableRole {
  return typeof value === 'string' && (ASSIGNABLE_ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what `permission` names; no role (not a member) may do nothing. */
export function hasPermission(role: OrganizationRole | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles that hold `permission`, in role order: who to ask. */
export function rolesWithPermission(permission: Permission): OrganizationRole[] {
  return ORGANIZATION_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/**
 * Why `role` may not do what `permission` names, in words for the person: the API's 403 `detail` and the
 * console's tooltip on a disabled action.
 */
export function permissionDeniedMessage(role: OrganizationRole, permission: Permission): string {
  const askers = rolesWithPermission(permission).map((r) => ROLE_LABELS[r]);
  const ask = askers.length > 1 ? `${askers.slice(0, -1).join(', ')} or ${askers.at(-1)}` : askers[0];
  return `Your role (${ROLE_LABELS[role]}) cannot ${PERMISSION_ACTIONS[permission]}. Ask someone with the ${ask} role.`;
}

/** The role `userId` holds among `members`; null when they are not one. */
export function roleOfMember(
  members: ReadonlyArray<{ id: string; role: OrganizationRole }>,
  userId: string | null | undefined,
): OrganizationRole | null {
  if (userId == null) return null;
  return members.find((member) => member.id === userId)?.role ?? null;
}

/**
 * Why the holder of `role` may not do what `permission` names, or null when they may. Null while the role is
 * not known yet (not loaded): the API answers the call either way, so nothing is disabled on a guess.
 */
export function permissionBlock(
  role: OrganizationRole | null | undefined,
  permission: Permission,
): string | null {
  if (role == null || hasPermission(role, permission)) return null;
  return permissionDeniedMessage(role, permission);
}
