// Checked by the bearer hook (authenticate.ts) before any handler runs.
import type { OperationId } from './operations';

/**
 * Which operations a service account's token may call (docs/decisions/0028-service-accounts.md): what a member with
 * its role may, except what needs a person and managing service accounts. A record, so that a new operation does not
 * compile until it is decided here.
 */
export const SERVICE_ACCOUNTS_MAY_CALL: Readonly<Record<OperationId, boolean>> = {
  getCurrentUser: false,
  updateCurrentUser: false,
  setSelectedOrganization: false,
  getTermsOfServiceStatus: false,
  signTermsOfService: false,
  respondToOrganizationInvitations: false,
  getAccountDeletion: false,
  deleteCurrentUser: false,
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
  // Owner only, and an Owner is always a person.
  exportOrganization: false,
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
  getLicenseSigningKeys: true,
  listPlans: true,
  listPricing: true,
  createCheckoutSession: false,
  createCustomerPortalSession: false,
  listAllOrganizations: true,
  getAdminOrganization: true,
  listAdminOrganizationActivity: true,
  receivePaymentEvent: true,
};
