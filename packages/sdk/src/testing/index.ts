// Answers as the API sends them (snake_case), typed by the contract's `components['schemas']`, for tests and
// mock handlers (MSW or any other) written against the contract. Plain data: no test runner, no network library.
// Each builder returns a fresh object; `overrides` replace top-level fields, so a test spells only what it is about.
import type { components } from '../generated/v1';

// The client's own mappers, for tests and stories that need an answer as the client hands it over (camelCase):
// a story of a presentational component takes entities, and should not restate the mapping.
export {
  toAdminOrganization as adminOrganizationOf,
  toAdminOrganizationDetail as adminOrganizationDetailOf,
  toAdminOrganizationPage as adminOrganizationPageOf,
  toServiceAccount as serviceAccountOf,
  toWebhookDelivery as webhookDeliveryOf,
  toWebhookEndpoint as webhookEndpointOf,
  toEnrolmentToken as enrolmentTokenOf,
  toOrganizationUsage as organizationUsageOf,
} from '../mappers';

type Schemas = components['schemas'];

export type WireCurrentUser = Schemas['CurrentUser'];
export type WireOrganizationSummary = Schemas['OrganizationSummary'];
export type WirePendingOrganization = Schemas['PendingOrganization'];
export type WireOrganization = Schemas['Organization'];
export type WireLicense = Schemas['License'];
export type WireOrganizationUser = Schemas['OrganizationUser'];
export type WireInvitation = Schemas['PendingInvitation'];
export type WireSubscription = Schemas['Subscription'];
export type WireSubscriptionProvider = Schemas['SubscriptionProvider'];
export type WireTermsDocument = Schemas['TermsOfServiceDocument'];
export type WireTermsStatus = Schemas['TermsOfServiceStatus'];
export type WirePlan = Schemas['Plan'];
export type WirePricingEntry = Schemas['PricingEntry'];
export type WireAdminOrganization = Schemas['AdminOrganization'];
export type WireAdminOrganizationPage = Schemas['AdminOrganizationPage'];
export type WireAdminOrganizationDetail = Schemas['AdminOrganizationDetail'];
export type WireActivityEntry = Schemas['ActivityEntry'];
export type WireActivityPage = Schemas['ActivityPage'];
export type WireServiceAccount = Schemas['ServiceAccount'];
export type WireWebhookEndpoint = Schemas['WebhookEndpoint'];
export type WireWebhookDelivery = Schemas['WebhookDelivery'];
export type WireEnrolmentToken = Schemas['EnrolmentToken'];
export type WireOrganizationUsage = Schemas['OrganizationUsage'];

/** The ids the default answers refer to each other by (UUIDs, as the contract's `Id` requires). */
export const fixtureIds = {
  user: '0b8e7c1a-2d4f-4e6a-9b1c-3d5e7f9a1b2c',
  otherUser: '1c9f8d2b-3e5a-4f7b-8c2d-4e6f8a0b2c3d',
  organization: '2da09e3c-4f6b-4a8c-9d3e-5f7a9b1c3d4e',
  otherOrganization: '3eb1af4d-5a7c-4b9d-8e4f-6a8b0c2d4e5f',
  license: '4fc2b05e-6b8d-4cae-9f5a-7b9c1d3e5f6a',
  revokedLicense: '5ad3c16f-7c9e-4dbf-8a6b-8cad2e4f6a7b',
  invitation: '6be4d27a-8daf-4ec0-9b7c-9dbe3f5a7b8c',
  terms: '7cf5e38b-9eb0-4fd1-8c8d-aecf4a6b8c9d',
  serviceAccount: '8a06f49c-1fc2-4ae3-8d4f-bfd05b7c9dae',
  webhookEndpoint: '9b17a5ad-20d3-4bf4-9e5a-c0e16c8dafbe',
  webhookDelivery: '0c28b6be-31e4-4c05-8f6b-d1f27d9eb0cf',
  webhookEvent: '01938a6e-5f00-7c2a-9b1e-3d4f5a6b7c8d',
  enrolmentToken: '5b0f4a58-8c2e-4c1e-9a39-0d6f1a9e2c11',
} as const;

/** An organization in a user's list: Analytical Engines. */
export const wireOrganizationSummary = (
  overrides: Partial<WireOrganizationSummary> = {},
): WireOrganizationSummary => ({
  id: fixtureIds.organization,
  name: 'Analytical Engines',
  ...overrides,
});

/** An invitation seen by the invited user: to join Difference Ltd. */
export const wirePendingOrganization = (
  overrides: Partial<WirePendingOrganization> = {},
): WirePendingOrganization => ({
  pending_invitation_id: fixtureIds.invitation,
  organization_id: fixtureIds.otherOrganization,
  organization_name: 'Difference Ltd',
  role: 'ADMIN',
  expires_at: '2026-12-01T00:00:00Z',
  invited_by_name: 'Charles Babbage',
  ...overrides,
});

/** `GET /users/current-user`: Ada, in Analytical Engines (selected) and Difference Ltd, invited to Difference Ltd. */
export const wireUser = (overrides: Partial<WireCurrentUser> = {}): WireCurrentUser => ({
  id: fixtureIds.user,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  selected_organization_id: fixtureIds.organization,
  system_role: 'USER',
  organizations: [
    wireOrganizationSummary(),
    wireOrganizationSummary({ id: fixtureIds.otherOrganization, name: 'Difference Ltd' }),
  ],
  pending_organizations: [wirePendingOrganization()],
  ...overrides,
});

/** An assigned, permanent, paid licence without a key yet. */
export const wireLicense = (overrides: Partial<WireLicense> = {}): WireLicense => ({
  id: fixtureIds.license,
  license_key_hash: null,
  identifier: 'Studio iPad',
  expires_at: null,
  revoked_at: null,
  trial: false,
  claimed_at: null,
  device_name: null,
  last_seen_at: null,
  ...overrides,
});

/** A member of an organization: Ada, its Owner; any other user defaults to Admin. */
export const wireOrganizationUser = (
  overrides: Partial<WireOrganizationUser> = {},
): WireOrganizationUser => ({
  user_id: fixtureIds.user,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: (overrides.user_id ?? fixtureIds.user) === fixtureIds.user ? 'OWNER' : 'ADMIN',
  ...overrides,
});

/** An invitation seen by the organization: Charles is invited. */
export const wireInvitation = (overrides: Partial<WireInvitation> = {}): WireInvitation => ({
  id: fixtureIds.invitation,
  email: 'charles@example.com',
  expires_at: '2026-12-01T00:00:00Z',
  token: 'dG9rZW4',
  role: 'ADMIN',
  last_sent_at: '2026-11-24T00:00:00Z',
  invited_by_name: 'Ada Lovelace',
  ...overrides,
});

/** `GET /organizations/{organizationId}`: Analytical Engines, 5 seats, one licence, Ada as owner, Charles invited. */
export const wireOrganization = (overrides: Partial<WireOrganization> = {}): WireOrganization => ({
  id: fixtureIds.organization,
  name: 'Analytical Engines',
  license_counts: { POD_ADMIN: 5 },
  licenses: [wireLicense()],
  organization_users: [wireOrganizationUser()],
  pending_invitations: [wireInvitation()],
  created_at: '2026-01-01T00:00:00Z',
  owner_user_id: fixtureIds.user,
  idle_seat_release_days: null,
  ...overrides,
});

/** The payment provider's side of a subscription: monthly, November 2026, $49. */
export const wireSubscriptionProvider = (
  overrides: Partial<WireSubscriptionProvider> = {},
): WireSubscriptionProvider => ({
  price_interval: 'month',
  trial_end: null,
  current_period_start: '2026-11-01T00:00:00Z',
  current_period_end: '2026-12-01T00:00:00Z',
  canceled_at: null,
  cancel_at_period_end: false,
  price_amount: 4900,
  ...overrides,
});

/** An active business subscription with nothing scheduled (wrap it as `{ subscription }` for the answer). */
export const wireSubscription = (overrides: Partial<WireSubscription> = {}): WireSubscription => ({
  product: 'business',
  status: 'active',
  provider: wireSubscriptionProvider(),
  schedule: null,
  ...overrides,
});

/** A version of the terms of service. */
export const wireTermsDocument = (overrides: Partial<WireTermsDocument> = {}): WireTermsDocument => ({
  id: fixtureIds.terms,
  version: '2026-11',
  s3_link: 'https://files.example.com/terms/2026-11.md',
  ...overrides,
});

/** `GET /users/terms-of-service`: a current version the user has not signed. */
export const wireTermsStatus = (overrides: Partial<WireTermsStatus> = {}): WireTermsStatus => ({
  currentTermsOfService: wireTermsDocument(),
  signedTermsOfService: [],
  ...overrides,
});

/** A plan of `GET /external/subscription/plans`: Starter. */
export const wirePlan = (overrides: Partial<WirePlan> = {}): WirePlan => ({
  type: 'starter',
  name: 'Starter',
  pod_creators: 1,
  monthly_active_users: 25,
  extra_monthly_active_user_price: 100,
  storage_gb: 10,
  on_prem_available: false,
  trial_days: 7,
  ...overrides,
});

/** An entry of `GET /external/subscription/pricing`: Starter at $19 a month or $171 a year. */
export const wirePricingEntry = (overrides: Partial<WirePricingEntry> = {}): WirePricingEntry => ({
  type: 'starter',
  description: 'For one creator',
  prices: {
    monthly: { amount: 1900, currency: 'usd', formatted_amount: '$19' },
    annually: { amount: 17100, currency: 'usd', formatted_amount: '$171' },
  },
  ...overrides,
});

/** A row of `GET /admin/organizations`: Analytical Engines, owned by Ada, on an active business plan. */
export const wireAdminOrganization = (
  overrides: Partial<WireAdminOrganization> = {},
): WireAdminOrganization => ({
  id: fixtureIds.organization,
  name: 'Analytical Engines',
  created_at: '2026-01-01T00:00:00Z',
  owner_user_id: fixtureIds.user,
  owner_email: 'ada@example.com',
  owner_first_name: 'Ada',
  owner_last_name: 'Lovelace',
  license_counts: { POD_ADMIN: 5 },
  assigned_license_count: 1,
  trial_license_count: 0,
  assigned_trial_license_count: 0,
  member_count: 1,
  subscription: wireSubscription(),
  ...overrides,
});

/** A page of `GET /admin/organizations` holding `items` (by default one row) and nothing before or after. */
export const wireAdminOrganizationPage = (
  overrides: Partial<WireAdminOrganizationPage> = {},
): WireAdminOrganizationPage => {
  const items = overrides.items ?? [wireAdminOrganization()];
  return { items, total: items.length, next_cursor: null, previous_cursor: null, ...overrides };
};

/** `GET /admin/organizations/{id}`: the row of `wireAdminOrganization` with Ada as its member and no invitations. */
export const wireAdminOrganizationDetail = (
  overrides: Partial<WireAdminOrganizationDetail> = {},
): WireAdminOrganizationDetail => ({
  ...wireAdminOrganization(),
  members: [wireOrganizationUser()],
  pending_invitations: [],
  ...overrides,
});

/** An entry of the activity log: Ada assigned a licence to Studio iPad. */
export const wireActivityEntry = (overrides: Partial<WireActivityEntry> = {}): WireActivityEntry => ({
  id: '8d06f49c-0fc1-4ae2-9d9e-bfd05b7c9dae',
  kind: 'license.assigned',
  occurred_at: '2026-11-24T09:30:00Z',
  actor: { type: 'user', user_id: fixtureIds.user, name: 'Ada Lovelace', email: 'ada@example.com' },
  subject: 'Studio iPad',
  before: null,
  after: { identifier: 'Studio iPad' },
  ...overrides,
});

/** A page of the activity log: one entry, the last page. */
export const wireActivityPage = (overrides: Partial<WireActivityPage> = {}): WireActivityPage => ({
  items: [wireActivityEntry()],
  next_cursor: null,
  ...overrides,
});

/** A service account of Analytical Engines: active, an Admin, created by Ada, never used. */
export const wireServiceAccount = (overrides: Partial<WireServiceAccount> = {}): WireServiceAccount => ({
  id: fixtureIds.serviceAccount,
  organization_id: fixtureIds.organization,
  name: 'Support dashboard',
  role: 'ADMIN',
  client_id: 'sa_3f7k2m9q4x8w1c6v5b0n7h2j',
  created_at: '2026-11-20T09:30:00Z',
  created_by: 'Ada Lovelace',
  revoked_at: null,
  last_token_at: null,
  ...overrides,
});

/** A webhook endpoint of Analytical Engines: its help desk, enabled, hearing licence claims and releases. */
export const wireWebhookEndpoint = (overrides: Partial<WireWebhookEndpoint> = {}): WireWebhookEndpoint => ({
  id: fixtureIds.webhookEndpoint,
  url: 'https://helpdesk.example.com/hooks/pod-console',
  description: 'Help desk',
  event_types: ['license.claimed', 'license.released'],
  enabled: true,
  disabled_reason: null,
  secret_rotation_ends_at: null,
  created_at: '2026-11-20T09:30:00Z',
  deliveries_succeeded: 42,
  deliveries_failed: 0,
  last_delivery_at: '2026-11-23T09:12:03Z',
  ...overrides,
});

/** A delivery of a licence claim to that endpoint, answered 200 at the first attempt. */
export const wireWebhookDelivery = (overrides: Partial<WireWebhookDelivery> = {}): WireWebhookDelivery => ({
  id: fixtureIds.webhookDelivery,
  event_id: fixtureIds.webhookEvent,
  event_type: 'license.claimed',
  status: 'succeeded',
  attempts: 1,
  created_at: '2026-11-23T09:12:03Z',
  last_attempt_at: '2026-11-23T09:12:03Z',
  next_attempt_at: null,
  response_status: 200,
  response_excerpt: 'ok',
  duration_ms: 38,
  error: null,
  ...overrides,
});
export const wireEnrolmentToken = (overrides: Partial<WireEnrolmentToken> = {}): WireEnrolmentToken => ({
  id: fixtureIds.enrolmentToken,
  organization_id: fixtureIds.organization,
  name: 'Warehouse iPads',
  max_uses: 200,
  uses: 12,
  expires_at: null,
  revoked_at: null,
  created_at: '2026-11-20T09:30:00Z',
  created_by: 'Ada Lovelace',
  last_used_at: '2026-11-25T14:05:00Z',
  ...overrides,
});

/**
 * An organization's usage: 90 days ending 2026-11-27 whose active devices rise from 4 to 18 with the weekdays, a
 * claim every ninth day, 18 monthly active devices on Business (150).
 */
export const wireOrganizationUsage = (
  overrides: Partial<WireOrganizationUsage> = {},
): WireOrganizationUsage => {
  const end = Date.UTC(2026, 10, 27);
  const days = Array.from({ length: 90 }, (_, index) => {
    const at = new Date(end - (89 - index) * 86_400_000);
    const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6;
    return {
      day: at.toISOString().slice(0, 10),
      active_devices: weekend ? 2 : 4 + Math.floor((index * 14) / 89),
      claims: index % 9 === 0 ? 1 : 0,
    };
  });
  return {
    month: '2026-11',
    monthly_active_devices: 18,
    monthly_active_allowance: 150,
    seats_claimed_90_days: days.reduce((sum, day) => sum + day.claims, 0),
    claimed_seats: 18,
    idle_seats: 2,
    idle_seat_days: 30,
    days,
    ...overrides,
  };
};
