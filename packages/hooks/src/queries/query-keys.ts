// The package's one query-key factory. A key's first element is a cache tag: spec §7's four for user and
// organization data, and three of our own for public content no write changes. Mutations invalidate by prefix
// through these functions, never with a literal of their own.
import type { ActivityQuery, AdminOrganizationsQuery } from '@pod-console/sdk';
import type { CACHE_TAGS } from '../domain/index';

type CacheTag = (typeof CACHE_TAGS)[number];

// Tags of public content. Not in the spec because nothing invalidates them: no write of §7 changes them.
type ContentTag = 'PLANS' | 'PRICING' | 'TERMS_TEXT';

// `satisfies` ties each literal to the domain's list of spec tags: a typo does not compile.
const ORGANIZATION = 'ORGANIZATION' satisfies CacheTag;
const ORGANIZATIONS = 'ORGANIZATIONS' satisfies CacheTag;
const CURRENT_USER = 'CURRENT_USER' satisfies CacheTag;
const USER_TOS = 'USER_TOS' satisfies CacheTag;

/** Every key this package uses. Call with no argument below a level to get the prefix of that level. */
export const queryKeys = {
  currentUser: {
    all: () => [CURRENT_USER] as const,
    /** GET /users/current-user */
    current: () => [CURRENT_USER, 'current'] as const,
    /**
     * GET /users/current-user/deletion: what deleting the account would do. Under the user, so every write that
     * refreshes the user (joining, leaving, a transfer) refreshes it too.
     */
    deletion: () => [CURRENT_USER, 'deletion'] as const,
  },

  organizations: {
    /** Every organization list: the caller's own and the platform admin's. */
    all: () => [ORGANIZATIONS] as const,
    /** GET /organizations: the caller's organizations. */
    mine: () => [ORGANIZATIONS, 'mine'] as const,
    /** Everything the platform admin's table reads (SUPER_ADMIN): its pages and its expanded rows. */
    admin: () => [ORGANIZATIONS, 'admin'] as const,
    /** GET /admin/organizations: one page, keyed by the query (filters, sort, cursor) that asked for it. */
    adminPage: (query: AdminOrganizationsQuery) =>
      [...queryKeys.organizations.admin(), 'page', query] as const,
    /** GET /admin/organizations/{organizationId}: an expanded row. */
    adminDetail: (organizationId: string) =>
      [...queryKeys.organizations.admin(), 'detail', organizationId] as const,
    /** GET /admin/organizations/{organizationId}/activity: one page of any organization's log. */
    adminActivity: (organizationId: string, query: ActivityQuery) =>
      [...queryKeys.organizations.admin(), 'activity', organizationId, query] as const,
  },

  organization: {
    /** Every organization's data: details and subscriptions. */
    all: () => [ORGANIZATION] as const,
    /** One organization's data. Its subscription lives under it: spec §3 makes it a field of Organization. */
    byId: (organizationId: string | null | undefined) => [ORGANIZATION, organizationId ?? null] as const,
    detail: (organizationId: string | null | undefined) =>
      [...queryKeys.organization.byId(organizationId), 'detail'] as const,
    /**
     * GET /organizations/{organizationId}?licenses_limit=N: the first page read before the whole answer
     * (docs/decisions/0053-first-page-of-licences.md). Under the organization, so a write refreshes it too.
     */
    firstLicenses: (organizationId: string | null | undefined) =>
      [...queryKeys.organization.byId(organizationId), 'first-licenses'] as const,
    subscription: (organizationId: string | null | undefined) =>
      [...queryKeys.organization.byId(organizationId), 'subscription'] as const,
    /**
     * GET /organizations/{organizationId}/activity: one page of the log. Under the organization, so every write
     * that refreshes the organization refreshes its log too.
     */
    activity: (organizationId: string, query: ActivityQuery) =>
      [...queryKeys.organization.byId(organizationId), 'activity', query] as const,
    /** GET /organizations/{organizationId}/service-accounts: under the organization, like its log. */
    serviceAccounts: (organizationId: string) =>
      [...queryKeys.organization.byId(organizationId), 'service-accounts'] as const,
    /** GET /organizations/{organizationId}/webhook-endpoints: a webhook write refreshes this subtree only. */
    webhookEndpoints: (organizationId: string) =>
      [...queryKeys.organization.byId(organizationId), 'webhook-endpoints'] as const,
    /** One endpoint's delivery log, under the endpoints, so any webhook write refreshes it too. */
    webhookDeliveries: (organizationId: string, webhookEndpointId: string) =>
      [...queryKeys.organization.webhookEndpoints(organizationId), webhookEndpointId, 'deliveries'] as const,
    /** GET /organizations/{organizationId}/enrolment-tokens: under the organization, like its log. */
    enrolmentTokens: (organizationId: string) =>
      [...queryKeys.organization.byId(organizationId), 'enrolment-tokens'] as const,
    /** GET /organizations/{organizationId}/usage: under the organization, so a release or claim refreshes it. */
    usage: (organizationId: string) => [...queryKeys.organization.byId(organizationId), 'usage'] as const,
  },

  terms: {
    all: () => [USER_TOS] as const,
    status: () => [USER_TOS, 'status'] as const,
    /**
     * The text at a document's link. Public and immutable per link, so it sits outside USER_TOS: signing
     * refreshes the status without downloading the text again.
     */
    text: (s3Link: string | null | undefined) => ['TERMS_TEXT' satisfies ContentTag, s3Link ?? null] as const,
  },

  plans: {
    all: () => ['PLANS' satisfies ContentTag] as const,
  },

  pricing: {
    all: () => ['PRICING' satisfies ContentTag] as const,
  },
} as const;
