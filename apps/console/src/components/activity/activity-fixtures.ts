// Story data for the activity log: one entry of every kind (ACTIVITY_KINDS), newest first, as the SDK hands them
// over (camelCase), with the people and values the API records for each.
import { ACTIVITY_KINDS, type ActivityKind } from '@pod-console/hooks/domain';
import type { ActivityEntry } from '@pod-console/sdk';
import type { ActivityPerson } from './activity-filter-bar';

const ADA = { type: 'user', userId: 'user-ada', name: 'Ada Lovelace', email: 'ada@example.com' } as const;
const GRACE = {
  type: 'user',
  userId: 'user-grace',
  name: 'Grace Hopper',
  email: 'grace@example.com',
} as const;
const HANA_ADMIN = {
  type: 'platform_admin',
  userId: 'user-hana',
  name: 'Hana Harbor',
  email: 'hana@example.com',
} as const;
const PROVIDER = { type: 'payment_provider', userId: null, name: null, email: null } as const;
/** The product itself: idle-seat recovery, a lock when the grace period runs out. */
const SYSTEM = { type: 'system', userId: null, name: null, email: null } as const;
const FORMER = { type: 'user', userId: 'user-gone', name: null, email: null } as const;
const ERASED = { type: 'user', userId: null, name: null, email: null } as const;
const DEVICE = { type: 'device', userId: null, name: 'Studio iPad 3', email: null } as const;

/** The members the Person filter offers in the stories. */
export const ACTIVITY_PEOPLE: readonly ActivityPerson[] = [
  { id: ADA.userId, name: ADA.name },
  { id: GRACE.userId, name: GRACE.name },
];

type Fields = Pick<ActivityEntry, 'actor' | 'subject' | 'before' | 'after'>;

const FIELDS: Readonly<Record<ActivityKind, Fields>> = {
  'license.assigned': {
    actor: ADA,
    subject: 'Studio iPad 3',
    before: null,
    after: { identifier: 'Studio iPad 3' },
  },
  'license.revoked': {
    actor: GRACE,
    subject: 'Front desk',
    before: { identifier: 'Front desk' },
    after: null,
  },
  'license.identifier_changed': {
    actor: ADA,
    subject: 'Studio iPad 4',
    before: { identifier: 'Studio iPad 3' },
    after: { identifier: 'Studio iPad 4' },
  },
  'license.claimed': { actor: DEVICE, subject: 'Field kit', before: null, after: null },
  'license.device_released': {
    actor: ADA,
    subject: 'Field kit',
    before: { device: 'Studio iPad 3' },
    after: null,
  },
  'license.link_regenerated': { actor: FORMER, subject: 'Front desk', before: null, after: null },
  'member.invited': {
    actor: ADA,
    subject: 'linus@example.com',
    before: null,
    after: { role: 'License manager' },
  },
  'member.invitation_resent': { actor: ADA, subject: 'linus@example.com', before: null, after: null },
  'member.invitation_cancelled': { actor: GRACE, subject: 'margaret@example.com', before: null, after: null },
  'member.invitation_rejected': {
    actor: {
      type: 'user',
      userId: 'user-margaret',
      name: 'Margaret Hamilton',
      email: 'margaret@example.com',
    },
    subject: 'margaret@example.com',
    before: { role: 'Billing' },
    after: null,
  },
  'member.joined': {
    actor: { type: 'user', userId: 'user-linus', name: null, email: 'linus@example.com' },
    subject: 'linus@example.com',
    before: null,
    after: { role: 'License manager' },
  },
  'member.removed': { actor: ADA, subject: 'bob@example.com', before: { role: 'Admin' }, after: null },
  'member.left': { actor: GRACE, subject: 'grace@example.com', before: { role: 'Admin' }, after: null },
  'member.role_changed': {
    actor: ADA,
    subject: 'grace@example.com',
    before: { role: 'License manager' },
    after: { role: 'Admin' },
  },
  // docs/decisions/0038-export-and-account-deletion.md: the log keeps the role, never who it was.
  'member.account_deleted': { actor: ERASED, subject: null, before: { role: 'BILLING' }, after: null },
  'enrolment_token.created': {
    actor: ADA,
    subject: 'Warehouse iPads',
    before: null,
    after: { max_uses: 200, expires_at: null },
  },
  'enrolment_token.revoked': {
    actor: GRACE,
    subject: 'Warehouse iPads',
    before: null,
    after: null,
  },
  'service_account.created': {
    actor: ADA,
    subject: 'Provisioning script',
    before: null,
    after: { role: 'LICENSE_MANAGER' },
  },
  'service_account.revoked': {
    actor: GRACE,
    subject: 'Nightly report',
    before: { role: 'BILLING' },
    after: null,
  },

  'organization.created': {
    actor: ADA,
    subject: 'Acme Robotics',
    before: null,
    after: { name: 'Acme Robotics' },
  },
  'organization.renamed': {
    actor: ADA,
    subject: 'Acme Robotics',
    before: { name: 'Acme' },
    after: { name: 'Acme Robotics' },
  },
  'organization.idle_seat_release_changed': {
    actor: ADA,
    subject: 'release seats not seen for 30 days',
    before: { idle_seat_release_days: null },
    after: { idle_seat_release_days: 30 },
  },
  'organization.ownership_transferred': {
    actor: ADA,
    subject: 'grace@example.com',
    before: { owner: 'ada@example.com' },
    after: { owner: 'grace@example.com' },
  },
  'organization.data_exported': { actor: ADA, subject: null, before: null, after: null },
  'organization.locked': {
    actor: SYSTEM,
    subject: 'Analytical Engines',
    before: null,
    after: { status: 'past_due', grace_ended_at: '2026-11-24T00:00:00.000Z' },
  },
  'subscription.changed': {
    actor: PROVIDER,
    subject: 'Business, annually',
    before: { product: 'starter', status: 'trialing' },
    after: { product: 'business', status: 'active' },
  },
  'payment.failed': {
    actor: PROVIDER,
    subject: null,
    before: { status: 'active' },
    after: { status: 'past_due' },
  },
  'payment.succeeded': {
    actor: PROVIDER,
    subject: null,
    before: { status: 'past_due' },
    after: { status: 'active' },
  },
  'terms.accepted': { actor: GRACE, subject: '2026-01', before: null, after: null },
  'admin.license_count_changed': {
    actor: HANA_ADMIN,
    subject: '8',
    before: { license_count: 5 },
    after: { license_count: 8 },
  },
  'admin.trial_licenses_deleted': {
    actor: HANA_ADMIN,
    subject: null,
    before: null,
    after: { trial_licenses: 2 },
  },
};

/** One entry of each kind, newest first: an hour apart, the latest on Nov 24, 2026 at 09:30 UTC. */
export const ACTIVITY_ENTRIES: readonly ActivityEntry[] = [...ACTIVITY_KINDS]
  .reverse()
  .map((kind, index) => ({
    id: `activity-${String(index + 1).padStart(2, '0')}`,
    kind,
    occurredAt: new Date(Date.parse('2026-11-24T09:30:00Z') - index * 3_600_000).toISOString(),
    ...FIELDS[kind],
  }));
