// @pod-console/hooks/fleet: the rules of managed fleets — zero-touch enrolment (docs/decisions/0041-zero-touch-enrolment.md)
// and usage against the plan (docs/decisions/0042-usage-against-the-plan.md). Pure, as the domain is, and apart from it
// so that an app loads them with the screens that use them, not with its first screen (docs/architecture.md,
// "Budgets").
export {
  DEVICE_NAME_VARIABLES,
  ENROLMENT_LABEL_MAX_LENGTH,
  ENROLMENT_TOKEN_LIFETIME_DAYS_MAX,
  ENROLMENT_TOKEN_MAX_USES_LIMIT,
  ENROLMENT_TOKEN_NAME_MAX_LENGTH,
  ENROLMENT_TOKENS_MAX,
  ENROLMENT_MESSAGES,
  ENROLMENT_STATUS_LABELS,
  ENROLMENT_TOKEN_PREFIX,
  enrolmentTokenExpiry,
  enrolmentTokenRefusal,
  enrolmentTokenStatus,
  MANAGED_CONFIG_KEYS,
  managedAppConfig,
  NO_FREE_LICENSE_REFUSAL,
  pickEnrolmentLicense,
} from './domain/enrolment/enrolment';
export type {
  EnrolmentRefusal,
  EnrolmentRefusalReason,
  EnrolmentTokenState,
  EnrolmentTokenStatus,
  ManagedAppConfigInput,
  ManagedDeviceManager,
} from './domain/enrolment/enrolment';
export {
  planUsage,
  USAGE_DAYS,
  USAGE_MESSAGES,
  usageDay,
  usageDays,
  usageMonthStart,
  usageRetentionStart,
  usageWindowStart,
} from './domain/usage/usage';
export type { PlanUsage, UsageDay } from './domain/usage/usage';
