// Who may call what, answered in HTTP: the membership, role and platform-role checks every route shares.
import {
  hasPermission,
  isSuperAdmin,
  permissionDeniedMessage,
  type OrganizationRole,
  type Permission,
} from '@pod-console/hooks/domain';

import type { Executor, UserRow } from '../db/schema';
import type { OperationId } from '../http/operations';
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

/**
 * Which operations a service account's token may call (docs/decisions/0028-service-accounts.md). It acts as a
 * member of its organization with its role, so every operation on an organization is open to it as to a member,
 * and its role decides the rest. Refused: what needs a person (their own profile, terms and invitations, creating,
 * leaving or transferring an organization, the payment pages a browser opens) and managing service accounts, so a
 * leaked secret cannot mint another. A record, not a list, so a new operation does not compile until it is decided
 * here.
 */
export const SERVICE_ACCOUNTS_MAY_CALL: Readonly<Record<OperationId, boolean>> = {
  getCurrentUser: false,
  updateCurrentUser: false,
  setSelectedOrganization: false,
  getTermsOfServiceStatus: false,
  signTermsOfService: false,
  respondToOrganizationInvitations: false,
  listOrganizations: true,
  createOrganization: false,
  getOrganization: true,
  updateOrganization: true,
  updateLicenseCount: true,
  deleteTrialLicenses: true,
  createInvitation: true,
  createInvitations: true,
  cancelInvitation: true,
  resendInvitation: true,
  removeOrganizationUser: true,
  updateMemberRole: true,
  transferOwnership: false,
  leaveOrganization: false,
  listServiceAccounts: true,
  createServiceAccount: false,
  revokeServiceAccount: false,
  listActivity: true,
  exportActivity: true,
  getSubscription: true,
  assignLicense: true,
  revokeLicense: true,
  updateLicenseIdentifier: true,
  assignLicenses: true,
  revokeLicenses: true,
  regenerateLicenseLink: true,
  releaseLicenseDevice: true,
  claimLicense: true,
  reportLicenseSeen: true,
  listPlans: true,
  listPricing: true,
  createCheckoutSession: false,
  createCustomerPortalSession: false,
  listAllOrganizations: true,
  getAdminOrganization: true,
  listAdminOrganizationActivity: true,
  receivePaymentEvent: true,
};
