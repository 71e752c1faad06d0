// The business figures of spec §9 (and the limits the contract sets), once for the console, the hooks and the
// API. How the console draws (layout, toasts) is in apps/console/src/lib/ui-constants.ts; figures a library
// fixes on its own are not restated (docs/decisions/0013-constants-and-dead-surface.md).
import type { PlanType } from '@pod-console/sdk';

const DAY_MS = 86_400_000;

/** Milliseconds in a day; day counts are done in UTC milliseconds so month ends and DST never skew them. */
export const MS_PER_DAY = DAY_MS;

// spec §9: trial and payment grace period. The trial length reaches consumers through PLAN_FACTS.
const TRIAL_DAYS = 7;
export const PAYMENT_GRACE_DAYS = 7;

// spec §9: annual billing is 25% off
export const ANNUAL_DISCOUNT = 0.25;
/** The annual discount as the whole percent the plan picker prints ("Save 25%"). */
export const ANNUAL_DISCOUNT_PERCENT = Math.round(ANNUAL_DISCOUNT * 100);

// spec §9: extra monthly active users cost $1 each; storage is 10 GB shared (read through PLAN_FACTS)
const EXTRA_MONTHLY_ACTIVE_USER_PRICE_CENTS = 100;
const STORAGE_GB = 10;

// spec §9: timings
export const ONBOARDING_SUCCESS_MIN_WAIT_MS = 4000;
export const POST_LOGIN_REDIRECT_DELAY_MS = 100;
export const ORGANIZATION_POLL_INTERVAL_MS = 10_000;
// Back from checkout (spec §2 /subscription/success) the payment provider's event may not have landed yet.
// Decided: ask for the subscription every second, for up to 30 s (an event usually lands within a few
// seconds); past that, Plan & Billing opens with a note that the payment is still being confirmed.
export const PAYMENT_CONFIRMATION_POLL_INTERVAL_MS = 1000;
export const PAYMENT_CONFIRMATION_TIMEOUT_MS = 30_000;

// Decided (spec §9 is silent): a read answered 429 or 503 with a Retry-After of at most 10 s is tried again once,
// after that wait, while the person sees that it waits; a longer wait fails at once with its message.
export const RETRY_AFTER_MAX_WAIT_SECONDS = 10;

// Decided (docs/decisions/0034-idempotent-writes.md): a write's answer is kept 24 hours per caller and
// Idempotency-Key, as the payment providers do; a first request that has not answered after 60 s (twice the longest
// write the API allows) is taken to have died with its process, and a repeat runs the write again.
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS = 60;

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
// Beyond the spec (docs/decisions/0025-invitation-mail.md): how many addresses one invitation call takes, how
// long an inviter waits between two sends of the same invitation, and how many days before a trial ends its
// Owner and Billing members hear of it.
export const INVITATION_BATCH_MAX = 20;
export const INVITATION_RESEND_COOLDOWN_SECONDS = 60;
export const TRIAL_ENDING_NOTICE_DAYS = 2;
// The activity log's page (docs/decisions/0026-activity-log.md).
export const ACTIVITY_PAGE_SIZE = 50;
// Licences at scale and their claim (docs/decisions/0027-licences-at-scale.md): how many identifiers one bulk
// creation takes and how many licences one bulk revoke takes (the contract's maxItems), and the longest device
// name the Pod Creator app may report (the contract's DeviceName).
export const LICENSE_BATCH_MAX = 500;
// A first page of licences before all of them (docs/decisions/0053-first-page-of-licences.md): the console's first
// read of an organization asks for this many licences (the contract's licenses_limit, 1–500), ten pages of the
// table's default ten rows and two of its largest page, about 5 KB gzip.
export const LICENSES_FIRST_PAGE_SIZE = 100;
export const DEVICE_NAME_MAX_LENGTH = 100;
// Service accounts (docs/decisions/0028-service-accounts.md): how many an organization may have active at once, and
// the longest name one may have (the contract's ServiceAccountName).
export const SERVICE_ACCOUNTS_MAX = 20;
export const SERVICE_ACCOUNT_NAME_MAX_LENGTH = 100;
// Offline licence tokens (docs/decisions/0043-offline-licence-tokens.md): a claim or a report answers a signed token
// valid for 7 days, then 7 more days of grace in which the app keeps working and asks to go online; never past the
// licence's own expiry. A signing key the API made itself signs for 90 days, then a new one takes over.
export const LICENSE_TOKEN_VALID_DAYS = 7;
export const LICENSE_TOKEN_GRACE_DAYS = 7;
export const LICENSE_SIGNING_KEY_ROTATION_DAYS = 90;
// Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md): "release seats not seen for N days" takes N from 7
// (a week away is no reason to lose a seat) to 365, and is off by default; Home's idle filter uses 30 days while the
// setting is off.
export const IDLE_SEAT_DAYS_MIN = 7;
export const IDLE_SEAT_DAYS_MAX = 365;
export const IDLE_SEAT_DAYS_DEFAULT = 30;

// spec §9 and §5: the identity client's figures that are options of its constructor. The console passes each
// one explicitly, so the figure is written here and survives a change of the library's default. The other
// figures of spec §9 (token endpoint attempts, popup size, locks, transaction cookie) are the
// identity client's own and cannot be configured (docs/product.md §9).
/** Calls to the identity provider (the token endpoint) give up after 10 s. */
export const AUTH_TOKEN_TIMEOUT_MS = 10_000;
/** A silent /authorize call gives up after 60 s. */
export const AUTH_AUTHORIZE_TIMEOUT_SECONDS = 60;
/** The session-check cookie lasts a day. */
export const AUTH_SESSION_COOKIE_DAYS = 1;
/**
 * spec §9: a cached access token counts as valid until 60 s before it expires. The identity client applies it to
 * its own cache; the console applies it too when it starts from that cache before the client has loaded.
 */
export const AUTH_CACHED_TOKEN_MARGIN_SECONDS = 60;
/** Identity-token expiry is checked with 60 s leeway (spec §5). */
export const AUTH_ID_TOKEN_LEEWAY_SECONDS = 60;
/** spec §1: the scope asked for; the identity client adds offline_access itself with refresh tokens. */
export const AUTH_DEFAULT_SCOPE = 'openid profile email';
/**
 * spec §3: local storage holds the access token, so a reload keeps the session. spec §9 calls memory the
 * library's default and local storage the option; docs/decisions/0004-identity-provider-and-token-cache.md.
 */
export const AUTH_CACHE_LOCATION = 'localstorage' as const;

// spec §1 and §3: what the product calls its only licence type (POD_ADMIN)
export const LICENSE_TYPE_LABEL = 'Pod Creator' as const;

// spec §2: Starter < Business < Enterprise
export const PLAN_ORDER = ['starter', 'business', 'enterprise'] as const satisfies readonly PlanType[];

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
  // Set when the mobile app opens the onboarding in a webview (`?webview=1`); cleared with the others.
  webviewMode: 'pod_creator_webview_mode',
} as const;

// spec §5: URL schemes rendered markdown keeps
export const SAFE_MARKDOWN_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;
