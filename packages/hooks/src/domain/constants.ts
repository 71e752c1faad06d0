// Every number of spec §9 (and the product limits the contract sets) lives here once, so the console, the
// hooks and the API server read the same figure instead of restating it.
import type { LicenseType, PlanType, SubscriptionStatus } from '@pod-console/sdk';

const DAY_MS = 86_400_000;

/** Milliseconds in a day; day counts are done in UTC milliseconds so month ends and DST never skew them. */
export const MS_PER_DAY = DAY_MS;

// spec §9: trial and payment grace period
export const TRIAL_DAYS = 7;
export const PAYMENT_GRACE_DAYS = 7;

// spec §9: annual billing is 25% off
export const ANNUAL_DISCOUNT = 0.25;
/** The annual discount as the whole percent the plan picker prints ("Save 25%"). */
export const ANNUAL_DISCOUNT_PERCENT = Math.round(ANNUAL_DISCOUNT * 100);

// spec §9: extra monthly active users cost $1 each; storage is 10 GB shared
export const EXTRA_MONTHLY_ACTIVE_USER_PRICE_CENTS = 100;
export const STORAGE_GB = 10;

// spec §9: timings of the console
export const ONBOARDING_SUCCESS_MIN_WAIT_MS = 4000;
export const POST_LOGIN_REDIRECT_DELAY_MS = 100;
export const ORGANIZATION_POLL_INTERVAL_MS = 10_000;
export const COPY_TOAST_DURATION_MS = 2000;

// spec §9: layout (the sidebar becomes a drawer under 1024 px)
export const NARROW_SCREEN_MAX_WIDTH_PX = 1023;
export const QR_CODE_SIZE_PX = 187;
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const BUTTON_SPINNER_SIZE = 30;
export const TERMS_SCROLL_THRESHOLD_PX = 20;

// spec §9 and §2: toasts
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8' as const;

// spec §9: organization name minimum length; the maxima are the contract's (openapi/v1.yaml schemas)
export const ORGANIZATION_NAME_MIN_LENGTH = 1;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const LICENSE_IDENTIFIER_MAX_LENGTH = 200;
export const PERSON_NAME_MAX_LENGTH = 100;
// The contract's ceiling for a Pod Admin licence count (UpdateLicenseCountRequest.maximum).
export const LICENSE_COUNT_MAX = 1_000_000;
// The contract's ceiling for an e-mail address (CreateInvitationRequest.email.maxLength, RFC 5321).
export const EMAIL_MAX_LENGTH = 254;
// The spec does not state an invitation lifetime; the API and the console agree on this one.
export const INVITATION_EXPIRY_DAYS = 7;

// spec §9: identity client
export const AUTH_TOKEN_ENDPOINT_ATTEMPTS = 3;
export const AUTH_TOKEN_TIMEOUT_MS = 10_000;
export const AUTH_AUTHORIZE_TIMEOUT_SECONDS = 60;
export const AUTH_POPUP_WIDTH_PX = 400;
export const AUTH_POPUP_HEIGHT_PX = 600;
export const AUTH_TOKEN_CACHE_MARGIN_SECONDS = 60;
export const AUTH_SESSION_COOKIE_DAYS = 1;
export const AUTH_TRANSACTION_COOKIE_DAYS = 1;
export const AUTH_SILENT_LOCK_TIMEOUT_MS = 5000;
export const AUTH_SILENT_LOCK_MAX_ATTEMPTS = 10;
export const AUTH_CROSS_TAB_LOCK_WAIT_MS = 5000;
export const AUTH_CROSS_TAB_LOCK_REFRESH_MS = 1000;
export const AUTH_CROSS_TAB_LOCK_STALE_MS = 5000;
export const AUTH_DEFAULT_SCOPE = 'openid profile email';
export const AUTH_OFFLINE_ACCESS_SCOPE = 'offline_access';
// spec §9: the identity client caches tokens in memory by default; local storage is the option
export const AUTH_DEFAULT_CACHE_LOCATION = 'memory' as const;
export const AUTH_OPTIONAL_CACHE_LOCATION = 'localstorage' as const;
// spec §5: identity-token expiry is checked with 60 s leeway
export const AUTH_ID_TOKEN_LEEWAY_SECONDS = 60;

// spec §1 and §3: the only licence type
export const LICENSE_TYPE = 'POD_ADMIN' as const satisfies LicenseType;
export const LICENSE_TYPE_LABEL = 'Pod Creator' as const;

// spec §2: Starter < Business < Enterprise
export const PLAN_ORDER = ['starter', 'business', 'enterprise'] as const satisfies readonly PlanType[];

export const BILLING_PERIODS = ['monthly', 'annually'] as const;

/** What a plan includes (spec §9). `null` means custom (Enterprise). */
export interface PlanFacts {
  name: string;
  podCreators: number | null;
  monthlyActiveUsers: number | null;
  unlimitedPods: boolean;
  onPremAvailable: boolean;
  extraMonthlyActiveUserPriceCents: number;
  storageGb: number;
  trialDays: number;
}

// spec §9: Starter 1 / 25, Business 5 / 150, Enterprise custom with unlimited pods and on-prem.
export const PLAN_FACTS: Readonly<Record<PlanType, Readonly<PlanFacts>>> = {
  starter: {
    name: 'Starter',
    podCreators: 1,
    monthlyActiveUsers: 25,
    unlimitedPods: false,
    onPremAvailable: false,
    extraMonthlyActiveUserPriceCents: EXTRA_MONTHLY_ACTIVE_USER_PRICE_CENTS,
    storageGb: STORAGE_GB,
    trialDays: TRIAL_DAYS,
  },
  business: {
    name: 'Business',
    podCreators: 5,
    monthlyActiveUsers: 150,
    unlimitedPods: false,
    onPremAvailable: false,
    extraMonthlyActiveUserPriceCents: EXTRA_MONTHLY_ACTIVE_USER_PRICE_CENTS,
    storageGb: STORAGE_GB,
    trialDays: TRIAL_DAYS,
  },
  enterprise: {
    name: 'Enterprise',
    podCreators: null,
    monthlyActiveUsers: null,
    unlimitedPods: true,
    onPremAvailable: true,
    extraMonthlyActiveUserPriceCents: EXTRA_MONTHLY_ACTIVE_USER_PRICE_CENTS,
    storageGb: STORAGE_GB,
    trialDays: TRIAL_DAYS,
  },
};

// Monthly list prices in cents. The spec gives no amounts (spec §9 names only the 25% annual discount and the
// $1 extra monthly active user). Decided by the product, as the API served them before: Starter $19 and
// Business $99 a month; Enterprise is custom (Contact Sales), so null. Annual prices follow from
// annualPriceCents. The API's /pricing and the console's story data read this one figure.
export const MONTHLY_PRICE_CENTS: Readonly<Record<PlanType, number | null>> = {
  starter: 1900,
  business: 9900,
  enterprise: null,
};

// spec §4: every subscription status value the product knows
export const SUBSCRIPTION_STATUSES = [
  'active',
  'past_due',
  'canceled',
  'cancelled',
  'unpaid',
  'pending',
  'payment_failed',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const satisfies readonly SubscriptionStatus[];

// spec §4: only these count as an active subscription
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;
// spec §4: payment problem statuses (compared case-insensitively)
export const PAYMENT_PROBLEM_STATUSES = ['payment_failed', 'past_due', 'unpaid'] as const;
// spec §4: both spellings mean canceled
export const CANCELED_STATUSES = ['canceled', 'cancelled'] as const;

// spec §3: cache tags
export const CACHE_TAGS = ['ORGANIZATION', 'ORGANIZATIONS', 'CURRENT_USER', 'USER_TOS'] as const;

// spec §3: browser storage keys the console owns
export const STORAGE_KEYS = {
  onboardingSelectedPlan: 'onboarding_selected_plan',
  onboardingBillingPeriod: 'onboarding_billing_period',
  onboardingOrganizationId: 'onboarding_organization_id',
} as const;

// spec §5: URL schemes rendered markdown keeps
export const SAFE_MARKDOWN_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;
