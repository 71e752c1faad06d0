// Checked by the bearer hook (authenticate.ts) before any handler runs.
import type { OperationId } from './operations';

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
