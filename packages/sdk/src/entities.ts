// The entities of spec §3, in camelCase, as the SDK hands them to callers. Dates stay ISO 8601 strings: they
// survive JSON, storage and React Query's structural sharing (a Date would be a new object on every poll).
import type { components } from './generated/v1';

type Schemas = components['schemas'];

export type SystemRole = Schemas['SystemRole'];
export type LicenseType = Schemas['LicenseType'];
export type PlanType = Schemas['PlanType'];
export type BillingPeriod = Schemas['BillingPeriod'];
export type InvitationResponse = Schemas['InvitationResponse'];
/** A member's role in one organization; the hooks' domain says what each may do. */
export type OrganizationRole = Schemas['OrganizationRole'];
/** A role an invitation or a role change can give (ownership moves only by a transfer). */
export type AssignableRole = Schemas['AssignableRole'];
/** What a role may do; a 403 problem's `permission` names the one missing. */
export type Permission = Schemas['Permission'];
export type ActivityKind = Schemas['ActivityKind'];
/** What a webhook event announces; the hooks' domain lists them with their labels. */
export type WebhookEventType = Schemas['WebhookEventType'];
export type InvitationOutcome = Schemas['InvitationOutcome'];
export type PriceInterval = NonNullable<Schemas['SubscriptionProvider']['price_interval']>;

/** Known subscription statuses (spec §4). The API may send others, or these in another case. */
export type KnownSubscriptionStatus =
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'cancelled'
  | 'unpaid'
  | 'pending'
  | 'payment_failed'
  | 'trialing'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';
export type SubscriptionStatus = KnownSubscriptionStatus | (string & {});

export interface OrganizationSummary {
  id: string;
  name: string;
}

/** An invitation addressed to the signed-in user (the API's `pending_organizations`). */
export interface OrganizationInvitation {
  pendingInvitationId: string;
  organizationId: string;
  organizationName: string;
  /** The role accepting gives. */
  role: AssignableRole;
  expiresAt: string;
  /** Who invited, by name or address; null when that user is gone. */
  invitedByName: string | null;
}

export interface User {
  id: string;
  email: string;
  /** Empty until the user has given it (the name gate asks for it). */
  firstName: string;
  /** Empty until the user has given it (the name gate asks for it). */
  lastName: string;
  /** First and last name joined by a space (spec §3). */
  displayName: string;
  systemRole: SystemRole;
  /** As stored; may name an organization the user has left. Resolve with the hooks' selected-organization rule. */
  selectedOrganizationId: string | null;
  organizations: OrganizationSummary[];
  organizationInvitations: OrganizationInvitation[];
}

export interface License {
  id: string;
  /** Same as `id` (spec §3: "id (also licenseId)"). */
  licenseId: string;
  identifier: string | null;
  /** Derived from the hashed key: present means the licence has been claimed on a device. */
  licenseKey: string | null;
  /** Null means no expiry. */
  expiresAt: string | null;
  revokedAt: string | null;
  trial: boolean;
  /** When a device claimed it; null while unclaimed. */
  claimedAt: string | null;
  /** The claiming device's name; null while unclaimed. */
  deviceName: string | null;
  /** When the claiming device last reported itself in use; null if never. */
  lastSeenAt: string | null;
}

/** What the Pod Creator app gets when it claims a licence: the key, this once. */
export interface LicenseClaim {
  licenseId: string;
  licenseKey: string;
  organizationId: string;
  organizationName: string;
  identifier: string | null;
  claimedAt: string;
  expiresAt: string | null;
  /** The signed licence token the app keeps for its offline checks (`verifyLicenseToken`). */
  licenseToken: string;
}

/** What the Pod Creator app gets when it reports itself in use. */
export interface LicenseSeen {
  licenseId: string;
  lastSeenAt: string;
  expiresAt: string | null;
  /** A renewed licence token, replacing the one the app held. */
  licenseToken: string;
}

/** The public keys that sign licence tokens: a JSON Web Key Set (RFC 7517), as `verifyLicenseToken` takes it. */
export interface LicenseSigningKeySet {
  keys: LicenseSigningKey[];
}

/** One public key of the set. */
export interface LicenseSigningKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/**
 * A tool's own identity in one organization: it gets access tokens with its client id and secret (the
 * `client_credentials` grant) and acts with its role in that organization only.
 */
export interface ServiceAccount {
  id: string;
  organizationId: string;
  name: string;
  role: AssignableRole;
  /** For the identity provider's token endpoint. */
  clientId: string;
  createdAt: string;
  /** Who created it, as they were named then; null when that is not known. */
  createdBy: string | null;
  /** Null while active. */
  revokedAt: string | null;
  /** When it last got an access token; null if never. */
  lastTokenAt: string | null;
}

/** A service account just created, with its client secret: the only time the secret is shown. */
export interface CreatedServiceAccount {
  serviceAccount: ServiceAccount;
  clientSecret: string;
}

/**
 * A token an organization's MDM hands its managed devices, which they enrol with (`app.enrolLicense`): named,
 * revocable, optionally limited in uses and lifetime.
 */
export interface EnrolmentToken {
  id: string;
  organizationId: string;
  name: string;
  /** How many devices it may enrol; null without a limit. */
  maxUses: number | null;
  /** How many it has enrolled. */
  uses: number;
  /** Null: it enrols until revoked. */
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
}

/** An enrolment token just created, with the token itself: the only time it is shown. */
export interface CreatedEnrolmentToken {
  enrolmentToken: EnrolmentToken;
  token: string;
}

/** One UTC day of an organization's usage. */
export interface UsageDay {
  /** `YYYY-MM-DD`. */
  day: string;
  activeDevices: number;
  claims: number;
}

/** An organization's usage against its plan, from its devices' reports. */
export interface OrganizationUsage {
  /** `YYYY-MM`, UTC. */
  month: string;
  monthlyActiveDevices: number;
  /** The plan's monthly active users; null when custom or without a plan. */
  monthlyActiveAllowance: number | null;
  seatsClaimed90Days: number;
  claimedSeats: number;
  idleSeats: number;
  idleSeatDays: number;
  /** The last 90 days, oldest first. */
  days: UsageDay[];
}

/** What deleting the signed-in person's account would do, or why it may not happen yet. */
export interface AccountDeletion {
  /** Whether `users.delete` would delete the account now. */
  allowed: boolean;
  /** The organizations in the way, each with what to do first. */
  blocks: Array<{
    organizationId: string;
    organizationName: string;
    reason: 'other_members' | 'plan_renews';
    message: string;
  }>;
  /** The organizations the person would stop being a member of. */
  membershipsEnded: Array<{ organizationId: string; organizationName: string; role: OrganizationRole }>;
  /** The organizations they own alone, deleted with the account. */
  organizationsDeleted: Array<{ organizationId: string; organizationName: string }>;
}

export interface OrganizationMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: OrganizationRole;
}

export interface Invitation {
  id: string;
  email: string;
  expiresAt: string;
  token: string;
  role: AssignableRole;
  /** When its e-mail was last sent; a resend waits a cooldown after it. */
  lastSentAt: string;
  /** Who invited, by name or address; null when that user is gone. */
  invitedByName: string | null;
}

export interface LicenseCounts {
  POD_ADMIN: number;
}

export interface Organization {
  id: string;
  name: string;
  licenseCounts: LicenseCounts;
  /** Licences not revoked (spec §3). */
  licenses: License[];
  users: OrganizationMember[];
  pendingInvitations: Invitation[];
  createdAt: string;
  ownerUserId: string;
  /** "Release seats not seen for N days": N (7–365), or null while off (the default). */
  idleSeatReleaseDays: number | null;
}

/**
 * GET /organizations/{id} with `licenses_limit`: the organization with its first licences, the first in its order
 * (docs/decisions/0053-first-page-of-licences.md).
 */
export interface OrganizationFirstLicenses {
  /** The organization; its `licenses` are only the first ones while `more` is not null. */
  organization: Organization;
  /**
   * Null: `organization.licenses` is every licence (the answer was the whole one). Otherwise how many licences there
   * are in all, and spec §4's tallies over them, for the counts before every licence is in.
   */
  more: { total: number; assigned: number; trial: number } | null;
}

export interface SubscriptionProvider {
  priceInterval: PriceInterval | null;
  trialEnd: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  canceledAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** In cents. */
  priceAmount: number | null;
}

export interface SubscriptionSchedule {
  pendingProduct: PlanType | null;
  nextPhaseStart: string | null;
  /** In cents. */
  pendingPriceAmount: number | null;
}

export interface Subscription {
  product: PlanType;
  status: SubscriptionStatus;
  provider: SubscriptionProvider;
  schedule: SubscriptionSchedule | null;
}

export interface Price {
  /** In cents; null for custom pricing. */
  amount: number | null;
  currency: string;
  formattedAmount: string;
}

export interface PricingEntry {
  type: PlanType;
  description: string;
  prices: { monthly: Price; annually: Price };
}

export interface Plan {
  type: PlanType;
  name: string;
  /** Null means custom (unlimited). */
  podCreators: number | null;
  monthlyActiveUsers: number | null;
  /** In cents. */
  extraMonthlyActiveUserPrice: number | null;
  storageGb: number | null;
  onPremAvailable: boolean;
  trialDays: number;
}

export interface TermsOfService {
  id: string;
  version: string;
  s3Link: string;
}

/** The API's terms answer. The version to sign is derived from it by the hooks' terms rule (spec §4). */
export interface TermsOfServiceStatus {
  currentTermsOfService: TermsOfService | null;
  signedTermsOfService: TermsOfService[];
}

/** A plan type, or `none` for organizations without a subscription: the Organizations table's plan filter. */
export type AdminPlanFilter = Schemas['AdminPlanFilter'];
/** Where an organization's subscription stands (spec §4), one word; the hooks' domain derives it. */
export type OrganizationState = Schemas['OrganizationState'];
/** A column of the Organizations table, ascending, or descending with a leading `-`. */
export type AdminOrganizationSort = Schemas['AdminOrganizationSort'];

/** One row of the platform admin's Organizations table. */
export interface AdminOrganization {
  id: string;
  name: string;
  createdAt: string;
  ownerUserId: string;
  ownerEmail: string | null;
  ownerFirstName: string;
  ownerLastName: string;
  licenseCounts: LicenseCounts;
  assignedLicenseCount: number;
  trialLicenseCount: number;
  /** Trial licences that are assigned: what deleting the trial licences takes away from people. */
  assignedTrialLicenseCount: number;
  memberCount: number;
  subscription: Subscription | null;
}

/** An invitation as the platform admin sees it: without its token. */
export interface AdminPendingInvitation {
  id: string;
  email: string;
  expiresAt: string;
  role: AssignableRole;
}

/** An expanded row: the row plus members, pending invitations and the subscription. */
export interface AdminOrganizationDetail extends AdminOrganization {
  members: OrganizationMember[];
  pendingInvitations: AdminPendingInvitation[];
}

/** What the Organizations table asks the server for. Every field is optional; absent means no filter. */
export interface AdminOrganizationsQuery {
  q?: string;
  plan?: AdminPlanFilter;
  state?: OrganizationState;
  sort?: AdminOrganizationSort;
  cursor?: string;
  limit?: number;
}

/** One page of the Organizations table. */
export interface AdminOrganizationPage {
  items: AdminOrganization[];
  /** How many organizations match, over all pages. */
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

/** Values of an activity entry's fields before or after the change. */
export type ActivityValues = Readonly<Record<string, string | number | boolean | null>>;
/** One entry of an organization's activity log: who, when, what, before → after. */
export interface ActivityEntry {
  id: string;
  kind: ActivityKind;
  occurredAt: string;
  actor: {
    type: Schemas['ActivityEntry']['actor']['type'];
    userId: string | null;
    name: string | null;
    email: string | null;
  };
  subject: string | null;
  before: ActivityValues | null;
  after: ActivityValues | null;
}
/** One page of the activity log, newest first. */
export interface ActivityPage {
  items: ActivityEntry[];
  nextCursor: string | null;
}
/** The activity log's filters; absent means no filter. */
export interface ActivityQuery {
  kind?: ActivityKind;
  /** A user id. */
  actor?: string;
  /** RFC 3339; entries at or after. */
  from?: string;
  /** RFC 3339; entries before. */
  to?: string;
  cursor?: string;
  limit?: number;
}
/** What became of one address of a multi-address invitation. */
export interface InvitationResult {
  email: string;
  outcome: InvitationOutcome;
  invitationId: string | null;
}
// Request payloads keep the spec's camelCase names (spec §3, §7).
export type AgreementPayload = Schemas['SignTermsOfServiceRequest'];
export type NamePayload = Schemas['UpdateCurrentUserRequest'];
export type InvitationResponseItem = Schemas['InvitationResponseItem'];
export type CreateCheckoutSessionInput = Schemas['CreateCheckoutSessionRequest'];
export type CreateCustomerPortalSessionInput = Schemas['CreateCustomerPortalSessionRequest'];

/** One of the organization's own systems, hearing its events as signed webhooks. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** `failing`: the product disabled it after a day of failed deliveries; null otherwise. */
  disabledReason: 'failing' | null;
  /** Until when the secret a rotation replaced still signs too; null when none does. */
  secretRotationEndsAt: string | null;
  createdAt: string;
  /** Deliveries of the last 24 hours that succeeded, and those whose last attempt failed. */
  deliveriesSucceeded: number;
  deliveriesFailed: number;
  lastDeliveryAt: string | null;
}

/** An endpoint just created or its secret just rotated, with the signing secret: the only time it is shown. */
export interface CreatedWebhookEndpoint {
  webhookEndpoint: WebhookEndpoint;
  secret: string;
}

/** One event sent (or to be sent) to one endpoint, and how its attempts went. */
export interface WebhookDelivery {
  id: string;
  /** The event's id, sent as `webhook-id`: the same on every attempt and redelivery. */
  eventId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  /** The first kilobyte of the receiver's last answer. */
  responseExcerpt: string | null;
  durationMs: number | null;
  error: string | null;
}

export interface WebhookDeliveryPage {
  deliveries: WebhookDelivery[];
  /** Pass back as `cursor` for the older deliveries; null on the last page. */
  nextCursor: string | null;
}
