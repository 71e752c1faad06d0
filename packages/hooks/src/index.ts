// The package root: the React layer (provider, query hooks, mutations, sign-in session) and, re-exported below,
// the pure rules of `./domain`. Explicit named exports, values and types apart (the TanStack Query habit).

// Provider
export { ConsoleProvider, useConsoleClient } from './provider/console-provider';
export type { ConsoleProviderProps } from './provider/console-provider';
export { createConsoleQueryClient } from './provider/create-console-query-client';

// Queries: a `…QueryOptions(client, args)` factory beside every hook
export { queryKeys } from './queries/query-keys';
export type { QueryHookOptions, QueryHookResult } from './queries/query-hook-options';
export { currentUserQueryOptions, useCurrentUser } from './queries/current-user';
export type { CurrentUserData } from './queries/current-user';
export { useSelectedOrganization } from './queries/selected-organization';
export type { SelectedOrganization } from './queries/selected-organization';
export { organizationsQueryOptions, useOrganizations } from './queries/organizations';
export { organizationQueryOptions, useOrganization } from './queries/organization';
export { useOrganizationPermissions } from './queries/organization-permissions';
export type { OrganizationPermissions } from './queries/organization-permissions';
export {
  activityQueryOptions,
  adminOrganizationActivityQueryOptions,
  useActivity,
  useAdminOrganizationActivity,
} from './queries/activity';
export type { OrganizationArgs } from './queries/organization';
export { serviceAccountsQueryOptions, useServiceAccounts } from './queries/service-accounts';
export { subscriptionQueryOptions, useSubscription } from './queries/subscription';
export { CATALOGUE_STALE_TIME_MS, plansQueryOptions, usePlans } from './queries/plans';
export { pricingQueryOptions, usePricing } from './queries/pricing';
export { termsStatusQueryOptions, useTermsStatus } from './queries/terms-status';
export type { TermsStatusData } from './queries/terms-status';
export { termsTextQueryOptions, useTermsText } from './queries/terms-text';
export type { TermsTextArgs } from './queries/terms-text';
export {
  adminOrganizationQueryOptions,
  adminOrganizationsQueryOptions,
  useAdminOrganization,
  useAdminOrganizations,
} from './queries/admin-organizations';

// Mutations: each invalidates what spec §7 says, none toasts or navigates
export type { MutationHookOptions, MutationHookResult } from './mutations/use-console-mutation';
export { useAssignLicense } from './mutations/assign-license';
export type { AssignLicenseResult, AssignLicenseVariables } from './mutations/assign-license';
export { useCancelInvitation } from './mutations/cancel-invitation';
export type { CancelInvitationResult, CancelInvitationVariables } from './mutations/cancel-invitation';
export { useCreateCheckoutSession } from './mutations/create-checkout-session';
export type {
  CreateCheckoutSessionResult,
  CreateCheckoutSessionVariables,
} from './mutations/create-checkout-session';
export { useCreateCustomerPortalSession } from './mutations/create-customer-portal-session';
export type {
  CreateCustomerPortalSessionResult,
  CreateCustomerPortalSessionVariables,
} from './mutations/create-customer-portal-session';
export { useCreateInvitation } from './mutations/create-invitation';
export type { CreateInvitationResult, CreateInvitationVariables } from './mutations/create-invitation';
export { useCreateOrganization } from './mutations/create-organization';
export type { CreateOrganizationResult, CreateOrganizationVariables } from './mutations/create-organization';
export { useDeleteTrialLicenses } from './mutations/delete-trial-licenses';
export type {
  DeleteTrialLicensesResult,
  DeleteTrialLicensesVariables,
} from './mutations/delete-trial-licenses';
export { useRemoveMember } from './mutations/remove-member';
export type { RemoveMemberResult, RemoveMemberVariables } from './mutations/remove-member';
export { useRespondToInvitations } from './mutations/respond-to-invitations';
export type {
  RespondToInvitationsResult,
  RespondToInvitationsVariables,
} from './mutations/respond-to-invitations';
export { useRevokeLicense } from './mutations/revoke-license';
export type { RevokeLicenseResult, RevokeLicenseVariables } from './mutations/revoke-license';
export { useAssignLicenses } from './mutations/assign-licenses';
export type { AssignLicensesResult, AssignLicensesVariables } from './mutations/assign-licenses';
export { useRevokeLicenses } from './mutations/revoke-licenses';
export type { RevokeLicensesResult, RevokeLicensesVariables } from './mutations/revoke-licenses';
export { useRegenerateLicenseLink } from './mutations/regenerate-license-link';
export type {
  RegenerateLicenseLinkResult,
  RegenerateLicenseLinkVariables,
} from './mutations/regenerate-license-link';
export { useReleaseLicenseDevice } from './mutations/release-license-device';
export type { ReleaseLicenseDeviceVariables } from './mutations/release-license-device';
export { useSelectOrganization } from './mutations/select-organization';
export type { SelectOrganizationResult, SelectOrganizationVariables } from './mutations/select-organization';
export { useSignTerms } from './mutations/sign-terms';
export type { SignTermsResult, SignTermsVariables } from './mutations/sign-terms';
export { useUpdateCurrentUser } from './mutations/update-current-user';
export type { UpdateCurrentUserResult, UpdateCurrentUserVariables } from './mutations/update-current-user';
export { useUpdateLicenseCount } from './mutations/update-license-count';
export type { UpdateLicenseCountResult, UpdateLicenseCountVariables } from './mutations/update-license-count';
export { useUpdateLicenseIdentifier } from './mutations/update-license-identifier';
export type {
  UpdateLicenseIdentifierResult,
  UpdateLicenseIdentifierVariables,
} from './mutations/update-license-identifier';
export { useUpdateOrganization } from './mutations/update-organization';
export type { UpdateOrganizationResult, UpdateOrganizationVariables } from './mutations/update-organization';
export { useCreateInvitations } from './mutations/create-invitations';
export type { CreateInvitationsResult, CreateInvitationsVariables } from './mutations/create-invitations';
export { useResendInvitation } from './mutations/resend-invitation';
export { useCreateServiceAccount } from './mutations/create-service-account';
export type { CreateServiceAccountVariables } from './mutations/create-service-account';
export { useRevokeServiceAccount } from './mutations/revoke-service-account';
export type { RevokeServiceAccountVariables } from './mutations/revoke-service-account';
export type { ResendInvitationResult, ResendInvitationVariables } from './mutations/resend-invitation';
export { useUpdateMemberRole } from './mutations/update-member-role';
export type { UpdateMemberRoleResult, UpdateMemberRoleVariables } from './mutations/update-member-role';
export { useTransferOwnership } from './mutations/transfer-ownership';
export type { TransferOwnershipResult, TransferOwnershipVariables } from './mutations/transfer-ownership';
export { useLeaveOrganization } from './mutations/leave-organization';
export type { LeaveOrganizationResult, LeaveOrganizationVariables } from './mutations/leave-organization';
export { useExportActivity } from './mutations/export-activity';
export type { ExportActivityResult, ExportActivityVariables } from './mutations/export-activity';

// Sign-in session
export { AuthSessionProvider, useAuthSession } from './auth/auth-session-provider';
export type {
  AuthLoginOptions,
  AuthSession,
  AuthSessionProviderProps,
  AuthTokenOptions,
  AuthSessionState,
  NavigateReplace,
} from './auth/auth-session-provider';
export { isSessionExpiredError } from './auth/identity-client';
export type {
  IdentityClient,
  IdentityLoginOptions,
  IdentityTokenOptions,
  IdentityUser,
} from './auth/identity-client';
export { RETURN_PATH_STORAGE_KEY } from './auth/return-path-storage';
export type { ReturnPathStorage } from './auth/return-path-storage';

// The pure rules, so `@pod-console/hooks` alone is enough; `@pod-console/hooks/domain` has them without React.
export * from './domain/index';
