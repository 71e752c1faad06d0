export { createConsoleClient } from './client';
export type {
  AccessTokenGetter,
  AccessTokenOptions,
  CallOptions,
  ConsoleClient,
  ConsoleClientOptions,
} from './client';

export { ApiError, isApiError, isProblem } from './errors';
export type { ApiErrorKind, FieldError, Problem } from './errors';

export { formatDisplayName } from './mappers';

export type {
  AdminOrganization,
  AdminOrganizationDetail,
  AdminOrganizationPage,
  AdminOrganizationSort,
  AdminOrganizationsQuery,
  AdminPendingInvitation,
  AdminPlanFilter,
  AgreementPayload,
  BillingPeriod,
  CreateCheckoutSessionInput,
  CreateCustomerPortalSessionInput,
  Invitation,
  InvitationResponse,
  InvitationResponseItem,
  KnownSubscriptionStatus,
  License,
  LicenseCounts,
  LicenseType,
  NamePayload,
  Organization,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationState,
  OrganizationSummary,
  Plan,
  PlanType,
  Price,
  PriceInterval,
  PricingEntry,
  Subscription,
  SubscriptionProvider,
  SubscriptionSchedule,
  SubscriptionStatus,
  SystemRole,
  TermsOfService,
  TermsOfServiceStatus,
  User,
} from './entities';

// The contract's generated types, for tools that type their own handlers or mocks against it (MSW, servers).
export type { components, operations, paths } from './generated/v1';
