// The pure rules of the product spec, importable without React as `@pod-console/hooks/domain`.
// Explicit named exports: values first, then types, so the public surface is visible in one place.

export {
  ACTIVE_SUBSCRIPTION_STATUSES,
  ACTIVITY_PAGE_SIZE,
  ANNUAL_DISCOUNT,
  ANNUAL_DISCOUNT_PERCENT,
  AUTH_AUTHORIZE_TIMEOUT_SECONDS,
  AUTH_CACHE_LOCATION,
  AUTH_CACHED_TOKEN_MARGIN_SECONDS,
  AUTH_DEFAULT_SCOPE,
  AUTH_ID_TOKEN_LEEWAY_SECONDS,
  AUTH_SESSION_COOKIE_DAYS,
  AUTH_TOKEN_TIMEOUT_MS,
  CACHE_TAGS,
  CANCELED_STATUSES,
  DEVICE_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVITATION_BATCH_MAX,
  INVITATION_EXPIRY_DAYS,
  INVITATION_RESEND_COOLDOWN_SECONDS,
  LICENSE_BATCH_MAX,
  LICENSES_FIRST_PAGE_SIZE,
  LICENSE_COUNT_MAX,
  LICENSE_IDENTIFIER_MAX_LENGTH,
  LICENSE_TYPE_LABEL,
  MONTHLY_PRICE_CENTS,
  MS_PER_DAY,
  ONBOARDING_SUCCESS_MIN_WAIT_MS,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  ORGANIZATION_POLL_INTERVAL_MS,
  PAYMENT_CONFIRMATION_POLL_INTERVAL_MS,
  PAYMENT_CONFIRMATION_TIMEOUT_MS,
  PAYMENT_GRACE_DAYS,
  PAYMENT_PROBLEM_STATUSES,
  PERSON_NAME_MAX_LENGTH,
  PLAN_FACTS,
  PLAN_ORDER,
  POST_LOGIN_REDIRECT_DELAY_MS,
  RETRY_AFTER_MAX_WAIT_SECONDS,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS,
  IDLE_SEAT_DAYS_DEFAULT,
  IDLE_SEAT_DAYS_MAX,
  IDLE_SEAT_DAYS_MIN,
  LICENSE_SIGNING_KEY_ROTATION_DAYS,
  LICENSE_TOKEN_GRACE_DAYS,
  LICENSE_TOKEN_VALID_DAYS,
  SAFE_MARKDOWN_URL_SCHEMES,
  SERVICE_ACCOUNT_NAME_MAX_LENGTH,
  SERVICE_ACCOUNTS_MAX,
  STORAGE_KEYS,
  TRIAL_ENDING_NOTICE_DAYS,
} from './constants';
export type { PlanFacts } from './constants';

export { addDays, daysUntil, formatDate, formatDateTime, isSameUtcDay, toTime } from './dates/dates';

export {
  ASSIGNED_LICENSE,
  canAddLicense,
  getAddLicenseBlock,
  getAddLicenseBlockOfCounts,
  getAssignLicensesBlock,
  getLicenseCounts,
  licenseCountsFromTallies,
  licensesOverLimit,
  matchesLicenseCondition,
  TRIAL_LICENSE,
} from './licenses/license-counts';
export type {
  AddLicenseBlock,
  AssignLicensesBlock,
  LicenseCondition,
  LicenseCountsInput,
  LicenseCountSummary,
  LicenseTallies,
} from './licenses/license-counts';
export { holdsEveryLicense, LICENSE_LIST_ORDER, licenseCountsOfMore } from './licenses/first-licenses';
export type { LicenseListOrderField, MoreLicenses } from './licenses/first-licenses';
export { getLicenseStatus } from './licenses/license-status';
export type { LicenseStatus, LicenseStatusInput } from './licenses/license-status';
export {
  firstLicensesShow,
  hasLicenseFilters,
  indexLicenses,
  filterLicenses,
  lastSeenText,
  LICENSE_CLAIM_FILTERS,
  LICENSE_CSV_COLUMNS,
  LICENSE_FILTER_LABELS,
  LICENSE_STATUS_FILTERS,
  LICENSE_TYPE_FILTERS,
  licenseCsvRow,
  licensesCsv,
  NO_LICENSE_FILTERS,
} from './licenses/license-list';
export type {
  IndexedLicense,
  LicenseClaimFilter,
  LicenseTableWindow,
  LicenseCsvInput,
  LicenseFilters,
  LicenseStatusFilter,
  LicenseTypeFilter,
} from './licenses/license-list';
export {
  BULK_LICENSE_RESULT_LABELS,
  identifierKey,
  identifiersFromCsvRows,
  identifiersFromText,
  previewBulkLicenses,
  repeatedIdentifierIndex,
} from './licenses/bulk-licenses';
export type { BulkLicensePreview, BulkLicenseResult, BulkLicenseRow } from './licenses/bulk-licenses';
export { CLAIM_MESSAGES, claimRefusal, repeatsClaim } from './licenses/license-claim';
export type {
  ClaimableLicense,
  ClaimAttempt,
  ClaimRefusal,
  ClaimRefusalReason,
  HeldClaim,
} from './licenses/license-claim';
export { LICENSE_TOKEN_TYPE, licenseTokenPayload } from './licenses/license-token';
export {
  IDLE_SEAT_MESSAGES,
  idleFilterHint,
  idleSeatCutoff,
  idleSeatDays,
  idleSeatDaysProblem,
  idleSeatReleasePeriod,
  idleSeatReleaseText,
  isIdleSeat,
  releaseSeatsLabel,
} from './licenses/idle-seats';
export type { SeatActivity } from './licenses/idle-seats';
export type { LicenseTokenPayload, LicenseTokenSubject } from './licenses/license-token';
export { csvField, csvLine } from './csv/csv';
export { exportFileName, fileNameSlug } from './export/file-names';
export {
  exportTableCsv,
  exportTableFileName,
  ORGANIZATION_EXPORT_COLUMNS,
  ORGANIZATION_EXPORT_FILES,
  organizationExportReadme,
} from './export/organization-export';
export type { ExportRecord, ExportValue, OrganizationExportTable } from './export/organization-export';

export {
  getOrganizationLock,
  getSubscriptionState,
  hasPaymentLanded,
  isPlanActive,
  LOCK_WITHOUT_PERIOD_START,
} from './subscription/subscription-state';
export type {
  OrganizationLock,
  PaymentProblemState,
  PendingChangeState,
  PlanActivityInput,
  SubscriptionBanner,
  SubscriptionState,
  SubscriptionStateInput,
  SubscriptionStatusInput,
  TrialState,
} from './subscription/subscription-state';

export {
  getOrganizationState,
  matchesStateCondition,
  ORGANIZATION_STATE_LABELS,
  ORGANIZATION_STATES,
  organizationStateCondition,
  stateConditionFacts,
} from './subscription/organization-state';
export type {
  StateCondition,
  StateConditionFacts,
  SubscriptionInstant,
} from './subscription/organization-state';

export { canOpenCustomerPortal, getPlanAction, getPlanChoice, getPlanFacts } from './plans/plan-order';
export type { PlanAction, PlanChoice } from './plans/plan-order';

export {
  annualMonthlyEquivalentCents,
  annualPriceCents,
  billingPeriodOf,
  formatInvoiceAmount,
  formatUsd,
} from './pricing/pricing';

export { buildAgreement, hashTerms } from './terms/terms-hash';
export { getVersionToSign } from './terms/version-to-sign';
export type { TermsSigningState } from './terms/version-to-sign';

export { getInvitationStatus } from './invitations/invitation-status';
export type { InvitationStatus } from './invitations/invitation-status';
export {
  buildInvitationResponses,
  canSubmitInvitationChoices,
  EMPTY_INVITATION_CHOICES,
  invitationChoicesReducer,
} from './invitations/invitation-choices';
export type { InvitationChoiceAction, InvitationChoices } from './invitations/invitation-choices';
export {
  canAnswerInvitations,
  isEmailVerificationRefusal,
  sameEmail,
  VERIFY_EMAIL_BEFORE_INVITATIONS,
} from './invitations/invitation-eligibility';
export type { InvitationEligibilityInput } from './invitations/invitation-eligibility';

export { identityRetryWaitMs, retryAfterWaitMs, waitingToRetryText } from './requests/retry-after';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyForAttempt,
  idempotentRepeat,
  keepsIdempotentAnswer,
} from './requests/idempotency';
export type { IdempotentRepeat, StoredIdempotencyKey, WriteAttempt } from './requests/idempotency';
export {
  getDisplayName,
  getInitials,
  isSuperAdmin,
  nameUpdateNeeded,
  needsName,
  resolveSelectedOrganization,
} from './users/users';
export {
  canRemoveMember,
  getMemberRemovalBlock,
  OWNER_REMOVAL_REFUSED,
  SELF_REMOVAL_REFUSED,
} from './users/member-removal';
export type { MemberRemovalBlock, MemberRemovalInput } from './users/member-removal';
export {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionBlocks,
  accountDeletionConfirmed,
  planAccountDeletion,
  planWouldChargeAgain,
} from './users/account-deletion';
export type {
  AccountDeletionBlock,
  AccountDeletionBlockReason,
  AccountDeletionPlan,
  AccountMembershipFacts,
  OwnedOrganizationFacts,
} from './users/account-deletion';

export { isSafeReturnPath, shouldStoreReturnPath } from './navigation/return-path';
export { transformMarkdownUrl } from './markdown/markdown-url';

export { isCachedTokenValid } from './auth/cached-token';

export {
  checkTextField,
  isLicenseCountInput,
  licenseCountHint,
  VALIDATION_MESSAGES,
} from './validation/text-fields';
export type { TextField, TextFieldCheck } from './validation/text-fields';

export {
  brieflyUnavailable,
  invitationSent,
  invitationsSent,
  leftOrganization,
  licenseAssignmentRefused,
  MESSAGES,
  overLicenseLimit,
  addLicenseBlockedText,
  respondedToInvitations,
  supportAtHostText,
  supportText,
  supportTextWithPeriod,
  tooManyRequests,
  WRITE_FAILURE_MESSAGES,
} from './messages/messages';
export { describeWriteFailure } from './messages/write-failure';
export type {
  WriteFailure,
  WriteFailureField,
  WriteFailureKind,
  WriteFailureOptions,
} from './messages/write-failure';

export { buildClaimLink, buildOnboardingCompleteLink } from './links/app-links';
export type { ClaimLinkInput } from './links/app-links';

export { checkOnboardingSuccess, findOnboardingLicense } from './onboarding/onboarding-success';
export type {
  OnboardingSuccessCheck,
  OnboardingSuccessInput,
  OnboardingSuccessProblem,
} from './onboarding/onboarding-success';

export {
  asksForWebview,
  parseBillingPeriod,
  parsePlanType,
  reusableOnboardingOrganizationId,
  WEBVIEW_QUERY_PARAM,
} from './onboarding/onboarding-flow';

export {
  ASSIGNABLE_ROLES,
  DEFAULT_MEMBER_ROLE,
  hasPermission,
  isAssignableRole,
  isOrganizationRole,
  ORGANIZATION_ROLES,
  PERMISSION_ACTIONS,
  permissionBlock,
  permissionDeniedMessage,
  PERMISSIONS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  roleOfMember,
  rolesWithPermission,
} from './roles/permissions';
export type { AssignableRole, OrganizationRole, Permission } from './roles/permissions';
export {
  canChangeRoleOf,
  getLeaveBlock,
  getRoleChangeBlock,
  getTransferBlock,
  LEAVE_MESSAGES,
  ROLE_AFTER_TRANSFER,
  ROLE_CHANGE_MESSAGES,
  TRANSFER_MESSAGES,
} from './roles/membership-changes';
export type {
  RoleChangeBlock,
  RoleChangeInput,
  TransferBlock,
  TransferInput,
} from './roles/membership-changes';

export {
  checkInviteEmail,
  INVITATION_OUTCOME_LABELS,
  INVITE_ADDRESS_MESSAGES,
  parseInviteAddresses,
} from './invitations/invite-addresses';
export type { InviteAddress, InviteAddressList } from './invitations/invite-addresses';
export {
  invitationResendWaitSeconds,
  RESEND_MESSAGES,
  resendRateLimited,
} from './invitations/invitation-resend';

export {
  isServiceAccountClientId,
  SERVICE_ACCOUNT_CLIENT_ID_PREFIX,
  SERVICE_ACCOUNT_MESSAGES,
  SERVICE_ACCOUNT_ROLES,
  SERVICE_ACCOUNT_SECRET_PREFIX,
  serviceAccountEnvironment,
  serviceAccountLimitBlock,
  serviceAccountStatus,
  sortServiceAccounts,
  tokenEndpointOf,
} from './service-accounts/service-accounts';
export type {
  ServiceAccountEnvironmentInput,
  ServiceAccountStatus,
} from './service-accounts/service-accounts';

export {
  ACTIVITY_ACTOR_TYPES,
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_KIND_GROUPS,
  ACTIVITY_KINDS,
  activityActorName,
  activityCsvRow,
  activityKindLabel,
  describeActivity,
  describeActivityChange,
  isActivityKind,
} from './activity/activity';
export type { ActivityActorType, ActivityEntryInput, ActivityKind, ActivityValue } from './activity/activity';

export {
  parseThemePreference,
  resolveTheme,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  themeAttribute,
} from './appearance/theme';
export type { Theme, ThemePreference } from './appearance/theme';
