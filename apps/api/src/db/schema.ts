// Kysely's view of the tables created by migrations/. Keep both in step: a column added in a migration is
// added here in the same commit.
import type {
  ActivityActorType,
  ActivityKind,
  ActivityValue,
  AssignableRole,
  OrganizationRole,
} from '@pod-console/hooks/domain';
import type { ColumnType, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

/** timestamptz: drivers hand back Date; we write Date or ISO strings. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface UsersTable {
  id: string;
  /** The identity provider's `sub`. */
  subject: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  system_role: 'USER' | 'SUPER_ADMIN';
  selected_organization_id: string | null;
  created_at: CreatedAt;
  /**
   * A person, or a service account (migration 0014): a tool's identity whose membership carries its role. Lists of
   * an organization's people read only persons.
   */
  kind: ColumnType<UserKind, UserKind | undefined, UserKind>;
}

export type UserKind = 'person' | 'service_account';

/** What only a service account has (migration 0014); its id is its user's. */
export interface ServiceAccountsTable {
  id: string;
  organization_id: string;
  name: string;
  /** Its role in the organization, also its membership's while it is active. */
  role: AssignableRole;
  client_id: string;
  /** The SHA-256 (hex) of its client secret; the secret is kept nowhere. */
  secret_sha256: string;
  created_at: CreatedAt;
  created_by_user_id: string | null;
  /** Who created it, named as they were then. */
  created_by_name: string | null;
  revoked_at: NullableTimestamp;
  last_token_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface IdentityAccountsTable {
  /** Also the `sub` of the tokens the local identity provider issues. */
  id: string;
  email: string;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
  description: string | null;
  /** Login page order: seeded accounts first, in the seed's order. */
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  owner_user_id: string;
  /** The purchased POD_ADMIN licence count (spec §4 "the POD_ADMIN licence count"). */
  pod_admin_license_count: number;
  created_at: CreatedAt;
  /** "Release seats not seen for N days" (migration 0019): N, or null while off. */
  idle_seat_release_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** Bumped by triggers on every change the organization answer shows (migration 0002). int8: a string or bigint. */
  version: ColumnType<string | number | bigint, never, never>;
}

export interface MembershipsTable {
  organization_id: string;
  user_id: string;
  /** The member's role (migration 0011); exactly one membership of an organization is OWNER, its owner_user_id. */
  role: OrganizationRole;
  created_at: CreatedAt;
}

export interface LicensesTable {
  id: string;
  organization_id: string;
  identifier: string | null;
  /** spec §3: the SHA-256 (hex) of the key a device claimed the licence with; present means claimed. */
  license_key_hash: string | null;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  trial: boolean;
  created_at: CreatedAt;
  /** When a device claimed it (migration 0013); null while unclaimed, cleared with the key on a release. */
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The claiming device's name as the app reported it, trimmed; null while unclaimed. */
  device_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the claiming device last reported itself in use; null while unclaimed. */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The SHA-256 (hex) of the request id the claim came with (migration 0017); null without one or unclaimed. */
  claim_request_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export type InvitationStatusValue = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  token: string;
  status: InvitationStatusValue;
  invited_by_user_id: string | null;
  /** The role accepting gives (migration 0011); ADMIN when none was chosen. */
  role: ColumnType<AssignableRole, AssignableRole | undefined, AssignableRole>;
  expires_at: Timestamp;
  answered_at: NullableTimestamp;
  /** When its e-mail was last sent (or queued): a resend waits for the domain's cooldown after it. */
  last_sent_at: CreatedAt;
  created_at: CreatedAt;
}

export interface SubscriptionsTable {
  organization_id: string;
  product: 'starter' | 'business' | 'enterprise';
  status: string;
  price_interval: 'month' | 'year' | null;
  trial_end: NullableTimestamp;
  current_period_start: NullableTimestamp;
  current_period_end: NullableTimestamp;
  canceled_at: NullableTimestamp;
  cancel_at_period_end: boolean;
  price_amount: number | null;
  pending_product: 'starter' | 'business' | 'enterprise' | null;
  next_phase_start: NullableTimestamp;
  pending_price_amount: number | null;
  updated_at: CreatedAt;
  /** Which payment provider mirrors this subscription ('local' or 'stripe'); null for rows made by hand. */
  provider: ColumnType<string | null, string | null | undefined, string | null>;
  provider_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  provider_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** `created` of the last provider event applied: an older event arriving late changes nothing. */
  last_event_created: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The status trimmed and lower-cased as the domain compares it (spec §4); generated (migration 0005). */
  status_key: ColumnType<string, never, never>;
}

/** The provider's customer of each organization (one per organization). */
export interface PaymentCustomersTable {
  organization_id: string;
  provider: string;
  customer_id: string;
  created_at: CreatedAt;
}

/** Every provider event applied, by its id: a replay is recognised and changes nothing. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  created: Timestamp;
  organization_id: string | null;
  received_at: CreatedAt;
}

/** The local payment provider's checkout and portal sessions; `document` is the provider's own session object. */
export interface LocalPaymentSessionsTable {
  id: string;
  kind: 'checkout' | 'portal';
  organization_id: string;
  customer_id: string;
  document: ColumnType<unknown, string, string>;
  completed_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** The local payment provider's subscriptions (its state machine's document: plan, period, card, invoices, schedule). */
export interface LocalSubscriptionsTable {
  id: string;
  organization_id: string;
  customer_id: string;
  document: ColumnType<unknown, string, string>;
  updated_at: CreatedAt;
}

/** The local provider's test clock of each organization: how far it runs ahead of real time. */
export interface LocalClocksTable {
  organization_id: string;
  /** int8: a string or number from the driver. */
  offset_ms: ColumnType<string | number, number | undefined, number>;
}

/** spec §4 tallies per organization, kept by triggers (migration 0004) so that the admin table sorts by index. */
export interface OrganizationTalliesTable {
  organization_id: string;
  assigned_licenses: ColumnType<number, never, never>;
  trial_licenses: ColumnType<number, never, never>;
  assigned_trial_licenses: ColumnType<number, never, never>;
  members: ColumnType<number, never, never>;
}

export interface TermsDocumentsTable {
  id: string;
  version: string;
  body: string;
  published_at: Timestamp;
}

export interface TermsAcceptancesTable {
  user_id: string;
  terms_document_id: string;
  tos_hash: string;
  accepted_at: CreatedAt;
}

/** How many organizations and subscriptions there are, kept by triggers (migration 0005); one row. */
export interface OrganizationCountsTable {
  id: ColumnType<true, never, never>;
  organizations: ColumnType<string, never, never>;
  subscriptions: ColumnType<string, never, never>;
}

/** One oidc-provider model instance (session, grant, refresh token…) as its adapter stores it (migration 0006). */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  /** The provider's own JSON for the instance. */
  payload: unknown;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** When the provider no longer needs the row; null: never. */
  expires_at: Date | null;
  consumed_at: Date | null;
}

/** Values of an activity entry's before or after side. */
export type ActivityValues = Record<string, ActivityValue>;

/** One entry of an organization's activity log (migration 0011); the actor is copied as it was at the time. */
export interface ActivityEventsTable {
  id: string;
  organization_id: string;
  occurred_at: Timestamp;
  kind: ActivityKind;
  actor_type: ActivityActorType;
  actor_user_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  subject: string | null;
  /** jsonb: the driver hands back the object; written as JSON text. */
  before: ColumnType<ActivityValues | null, string | null, string | null>;
  after: ColumnType<ActivityValues | null, string | null, string | null>;
}

/** One rate-limit key's hits in its current window (migration 0007). */
export interface RateLimitBucketsTable {
  key: string;
  hits: number;
  reset_at: Date;
}

/** A write's `Idempotency-Key` and, once answered, the answer kept for its repeats (migration 0015). */
export interface IdempotencyKeysTable {
  caller_id: string;
  key: string;
  fingerprint: string;
  created_at: Date;
  status: number | null;
  content_type: string | null;
  location: string | null;
  body: string | null;
}

/** A deleted account's identity-provider subject: its tokens are refused from then on (migration 0016). */
export interface ErasedSubjectsTable {
  subject: string;
  erased_at: Date;
}

/** A key that signs licence tokens (migration 0017). */
export interface LicenseSigningKeysTable {
  kid: string;
  /** The public JWK (EC P-256), as the JWK set publishes it. */
  public_jwk: ColumnType<Record<string, string>, string, string>;
  /** The private JWK as JSON when this database made the key; null for a key the deployment configures. */
  private_jwk: string | null;
  created_at: Timestamp;
  /** When a newer key took over signing; null while it signs. */
  retired_at: NullableTimestamp;
}

/** An organization's idle seats released for one period (migration 0019): one row lets one process do it. */
export interface IdleSeatReleaseRunsTable {
  organization_id: string;
  /** The UTC day, YYYY-MM-DD. */
  period: string;
  ran_at: Timestamp;
  released: ColumnType<number, number | undefined, number>;
}

/**
 * A lock an organization has had (migration 0024): the start of the period whose failed payment ran out of grace
 * (spec §4) names it; the row lets one process announce it once.
 */
export interface OrganizationLocksTable {
  organization_id: string;
  period_start: Timestamp;
  locked_at: Timestamp;
}

/** An organization's enrolment token (migration 0018): only its SHA-256 is kept. */
export interface EnrolmentTokensTable {
  id: string;
  organization_id: string;
  name: string;
  token_sha256: string;
  max_uses: number | null;
  uses: ColumnType<number, number | undefined, number>;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
  created_by_user_id: string | null;
  created_by_name: string | null;
  last_used_at: NullableTimestamp;
}

/** A device that reported or claimed on a UTC day (migration 0023): one row per licence, device and day. */
export interface DeviceUsageDaysTable {
  organization_id: string;
  /** The UTC day, YYYY-MM-DD (a `date`, read as text). */
  day: ColumnType<string, string, string>;
  license_id: string;
  device_name: string;
  claimed: ColumnType<boolean, boolean | undefined, boolean>;
}

/** One transactional mail, queued in the transaction of the change that causes it (migration 0012). */
export interface MailOutboxTable {
  id: string;
  kind: string;
  organization_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the sender may next try; a failure pushes it back (mail/sender.ts). */
  next_attempt_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** The last failure's message; kept on a row the sender gave up on. */
  last_error: string | null;
}

/** A scheduled notice already queued, so that it goes out once (migration 0012). */
export interface MailNoticesTable {
  organization_id: string;
  kind: string;
  key: string;
  created_at: CreatedAt;
}

/** An organization's webhook endpoint (migration 0020). */
export interface WebhookEndpointsTable {
  id: string;
  organization_id: string;
  url: string;
  description: string;
  event_types: ColumnType<string[], string, string>;
  enabled: boolean;
  /** Why the product disabled it (`failing`); null when enabled, or disabled by a person. */
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: NullableTimestamp;
  /** Since when every delivery failed; null after a success. */
  failing_since: NullableTimestamp;
  /** Until when one deliverer holds the endpoint (webhooks/deliverer.ts). */
  claimed_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An event for the organization's webhooks, written with the change it announces (migration 0020). */
export interface WebhookEventsTable {
  id: string;
  organization_id: string;
  type: string;
  occurred_at: Timestamp;
  data: ColumnType<Record<string, unknown>, string, string>;
}

/** One event for one endpoint, and how its attempts went (migration 0020). */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  status: ColumnType<
    'pending' | 'succeeded' | 'failed',
    'pending' | undefined,
    'pending' | 'succeeded' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  response_status: number | null;
  response_excerpt: string | null;
  duration_ms: number | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  identity_accounts: IdentityAccountsTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  licenses: LicensesTable;
  invitations: InvitationsTable;
  subscriptions: SubscriptionsTable;
  organization_tallies: OrganizationTalliesTable;
  organization_counts: OrganizationCountsTable;
  terms_documents: TermsDocumentsTable;
  terms_acceptances: TermsAcceptancesTable;
  payment_customers: PaymentCustomersTable;
  payment_events: PaymentEventsTable;
  local_payment_sessions: LocalPaymentSessionsTable;
  local_subscriptions: LocalSubscriptionsTable;
  local_clocks: LocalClocksTable;
  oidc_payloads: OidcPayloadsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  activity_events: ActivityEventsTable;
  mail_outbox: MailOutboxTable;
  mail_notices: MailNoticesTable;
  service_accounts: ServiceAccountsTable;
  idempotency_keys: IdempotencyKeysTable;
  erased_subjects: ErasedSubjectsTable;
  license_signing_keys: LicenseSigningKeysTable;
  idle_seat_release_runs: IdleSeatReleaseRunsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  enrolment_tokens: EnrolmentTokensTable;
  device_usage_days: DeviceUsageDaysTable;
  organization_locks: OrganizationLocksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type LicenseRow = Selectable<LicensesTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type TermsDocumentRow = Selectable<TermsDocumentsTable>;
export type ServiceAccountRow = Selectable<ServiceAccountsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type EnrolmentTokenRow = Selectable<EnrolmentTokensTable>;

/** What a query runs on: the database, or a transaction of it. */
export type Executor = Kysely<Database> | Transaction<Database>;
