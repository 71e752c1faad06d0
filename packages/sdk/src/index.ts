export { createConsoleClient, newIdempotencyKey } from './client';
export type {
  AccessTokenGetter,
  AccessTokenOptions,
  CallOptions,
  ConsoleClient,
  ConsoleClientOptions,
} from './client';

export { clientCredentialsTokenGetter, TokenRequestError } from './client-credentials';
export type { ClientCredentialsOptions, ClientCredentialsTokenGetter } from './client-credentials';

export { ApiError, isApiError, isProblem } from './errors';
export type { ApiErrorKind, FieldError, Problem } from './errors';

export { formatDisplayName } from './mappers';

export { LicenseTokenError, verifyLicenseToken } from './license-token';
export type {
  LicenseTokenFailure,
  LicenseTokenStatus,
  VerifiedLicenseToken,
  VerifyLicenseTokenOptions,
} from './license-token';

export type {
  ActivityEntry,
  ActivityKind,
  ActivityPage,
  ActivityQuery,
  ActivityValues,
  AdminOrganization,
  AccountDeletion,
  AdminOrganizationDetail,
  AdminOrganizationPage,
  AdminOrganizationSort,
  AdminOrganizationsQuery,
  AdminPendingInvitation,
  AdminPlanFilter,
  AgreementPayload,
  AssignableRole,
  BillingPeriod,
  CreateCheckoutSessionInput,
  CreateCustomerPortalSessionInput,
  CreatedEnrolmentToken,
  CreatedServiceAccount,
  CreatedWebhookEndpoint,
  EnrolmentToken,
  Invitation,
  InvitationOutcome,
  InvitationResponse,
  InvitationResponseItem,
  InvitationResult,
  KnownSubscriptionStatus,
  License,
  LicenseClaim,
  LicenseCounts,
  LicenseSeen,
  LicenseSigningKey,
  LicenseSigningKeySet,
  LicenseType,
  NamePayload,
  Organization,
  OrganizationFirstLicenses,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
  OrganizationState,
  OrganizationSummary,
  OrganizationUsage,
  Permission,
  Plan,
  PlanType,
  Price,
  PriceInterval,
  PricingEntry,
  ServiceAccount,
  Subscription,
  SubscriptionProvider,
  SubscriptionSchedule,
  SubscriptionStatus,
  SystemRole,
  TermsOfService,
  TermsOfServiceStatus,
  UsageDay,
  User,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEventType,
} from './entities';

// The contract's generated types, for tools that type their own handlers or mocks against it (MSW, servers).
export type { components, operations, paths } from './generated/v1';
