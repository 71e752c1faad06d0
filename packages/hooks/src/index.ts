// The package root: the React layer (provider, query hooks, mutations, sign-in session) and, re-exported below,
// the pure rules of `./domain`. Only what an app uses is exported (README "The surface", decision 0013).

// Provider
export { ConsoleProvider, useConsoleClient } from './provider/console-provider';
export { createConsoleQueryClient } from './provider/create-console-query-client';

// Queries; the `…QueryOptions` factories of the reads an app prefetches before it renders
export { useCurrentUser } from './queries/current-user';
export { useSelectedOrganization } from './queries/selected-organization';
export {
  organizationFirstLicensesQueryOptions,
  organizationQueryOptions,
  useOrganization,
} from './queries/organization';
export { useOrganizationLicenses } from './queries/organization-licenses';
export type { OrganizationLicenses } from './queries/organization-licenses';
export { useOrganizationPermissions } from './queries/organization-permissions';
export type { OrganizationPermissions } from './queries/organization-permissions';
export { useActivity, useAdminOrganizationActivity } from './queries/activity';
export { useServiceAccounts } from './queries/service-accounts';
export { useWebhookDeliveries, useWebhookEndpoints } from './queries/webhook-endpoints';
export { useEnrolmentTokens } from './queries/enrolment-tokens';
export { useOrganizationUsage } from './queries/usage';
export { useAccountDeletion } from './queries/account-deletion';
export { subscriptionQueryOptions, useSubscription } from './queries/subscription';
export { usePricing } from './queries/pricing';
export { useTermsStatus } from './queries/terms-status';
export { useTermsText } from './queries/terms-text';
export { useAdminOrganization, useAdminOrganizations } from './queries/admin-organizations';
export { useRetryWait } from './queries/retry-wait';

// Mutations: each invalidates what spec §7 says, none toasts or navigates
export { useAssignLicense } from './mutations/assign-license';
export { useCancelInvitation } from './mutations/cancel-invitation';
export { useCreateCheckoutSession } from './mutations/create-checkout-session';
export { useCreateCustomerPortalSession } from './mutations/create-customer-portal-session';
export { useCreateOrganization } from './mutations/create-organization';
export { useDeleteTrialLicenses } from './mutations/delete-trial-licenses';
export { useRemoveMember } from './mutations/remove-member';
export { useRespondToInvitations } from './mutations/respond-to-invitations';
export { useRevokeLicense } from './mutations/revoke-license';
export { useAssignLicenses } from './mutations/assign-licenses';
export { useRevokeLicenses } from './mutations/revoke-licenses';
export { useReleaseLicenseDevices } from './mutations/release-license-devices';
export { useUpdateIdleSeatRelease } from './mutations/update-idle-seat-release';
export { useRegenerateLicenseLink } from './mutations/regenerate-license-link';
export { useReleaseLicenseDevice } from './mutations/release-license-device';
export { useSelectOrganization } from './mutations/select-organization';
export { useSignTerms } from './mutations/sign-terms';
export { useUpdateCurrentUser } from './mutations/update-current-user';
export { useUpdateLicenseCount } from './mutations/update-license-count';
export { useUpdateLicenseIdentifier } from './mutations/update-license-identifier';
export { useUpdateOrganization } from './mutations/update-organization';
export { useCreateInvitations } from './mutations/create-invitations';
export { useResendInvitation } from './mutations/resend-invitation';
export { useCreateServiceAccount } from './mutations/create-service-account';
export { useRevokeServiceAccount } from './mutations/revoke-service-account';
export { useCreateWebhookEndpoint } from './mutations/create-webhook-endpoint';
export { useUpdateWebhookEndpoint } from './mutations/update-webhook-endpoint';
export { useDeleteWebhookEndpoint } from './mutations/delete-webhook-endpoint';
export { useRotateWebhookSecret } from './mutations/rotate-webhook-secret';
export { useSendWebhookTestEvent } from './mutations/send-webhook-test-event';
export { useRedeliverWebhook } from './mutations/redeliver-webhook';
export { useCreateEnrolmentToken } from './mutations/create-enrolment-token';
export { useRevokeEnrolmentToken } from './mutations/revoke-enrolment-token';
export { useUpdateMemberRole } from './mutations/update-member-role';
export { useTransferOwnership } from './mutations/transfer-ownership';
export { useLeaveOrganization } from './mutations/leave-organization';
export { useExportActivity } from './mutations/export-activity';
export { useExportOrganizationData } from './mutations/export-organization-data';
export { useDeleteAccount } from './mutations/delete-account';

// Sign-in session
export { AuthSessionProvider, useAuthSession } from './auth/auth-session-provider';
export type { AuthLoginOptions } from './auth/auth-session-provider';
export type { IdentityClient, IdentityTokenOptions, IdentityUser } from './auth/identity-client';
export { RETURN_PATH_STORAGE_KEY } from './auth/return-path-storage';

// The pure rules, so `@pod-console/hooks` alone is enough; `@pod-console/hooks/domain` has them without React.
export * from './domain/index';
