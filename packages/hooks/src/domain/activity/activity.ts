// The activity log (docs/decisions/0026-activity-log.md): which changes it records, how an entry reads, and its
// CSV form. The API writes an entry in the same transaction as the change and builds the CSV with these rules;
// the console shows entries with the same words.
import { PLAN_FACTS } from '../constants';
import { formatDate } from '../dates/dates';
import { isOrganizationRole, ROLE_LABELS } from '../roles/permissions';
import { subscriptionStatusLabel } from '../subscription/organization-state';

export const ACTIVITY_KINDS = [
  'license.assigned',
  'license.revoked',
  'license.identifier_changed',
  'license.claimed',
  'license.device_released',
  'license.link_regenerated',
  'member.invited',
  'member.invitation_resent',
  'member.invitation_cancelled',
  'member.invitation_rejected',
  'member.joined',
  'member.removed',
  'member.left',
  'member.role_changed',
  'member.account_deleted',
  'service_account.created',
  'service_account.revoked',
  'enrolment_token.created',
  'enrolment_token.revoked',
  'organization.created',
  'organization.renamed',
  'organization.idle_seat_release_changed',
  'organization.ownership_transferred',
  'organization.data_exported',
  'organization.locked',
  'subscription.changed',
  'payment.failed',
  'payment.succeeded',
  'terms.accepted',
  'admin.license_count_changed',
  'admin.trial_licenses_deleted',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

// `device`: the Pod Creator app on the device that claimed a licence, named as the app reported it.
// `service_account`: a tool acting with a service account of the organization, named as the account was then.
export const ACTIVITY_ACTOR_TYPES = [
  'user',
  'platform_admin',
  'payment_provider',
  'system',
  'device',
  'service_account',
] as const;
export type ActivityActorType = (typeof ACTIVITY_ACTOR_TYPES)[number];

/** What each kind reads as, after the actor's name. `subject` is the licence, member, plan… it is about. */
const KIND_TEXT: Readonly<Record<ActivityKind, { label: string; text: (subject: string) => string }>> = {
  'license.assigned': { label: 'License assigned', text: (s) => `assigned a license to ${s}` },
  'license.revoked': { label: 'License revoked', text: (s) => `revoked the license of ${s}` },
  'license.identifier_changed': {
    label: 'License identifier changed',
    text: (s) => `changed the identifier of a license to ${s}`,
  },
  'license.claimed': { label: 'License claimed', text: (s) => `claimed the license of ${s}` },
  'license.device_released': {
    label: 'Device released',
    text: (s) => `released the device of the license of ${s}`,
  },
  'license.link_regenerated': {
    label: 'Claim link regenerated',
    text: (s) => `regenerated the claim link of the license of ${s}`,
  },
  'member.invited': { label: 'Member invited', text: (s) => `invited ${s}` },
  'member.invitation_resent': {
    label: 'Invitation sent again',
    text: (s) => `sent the invitation of ${s} again`,
  },
  'member.invitation_cancelled': {
    label: 'Invitation cancelled',
    text: (s) => `cancelled the invitation of ${s}`,
  },
  'member.invitation_rejected': { label: 'Invitation declined', text: () => 'declined the invitation' },
  'member.joined': { label: 'Member joined', text: () => 'joined the organization' },
  'member.removed': { label: 'Member removed', text: (s) => `removed ${s}` },
  'member.left': { label: 'Member left', text: () => 'left the organization' },
  'member.role_changed': { label: 'Role changed', text: (s) => `changed the role of ${s}` },
  'member.account_deleted': { label: 'Account deleted', text: () => 'deleted their account' },
  'service_account.created': {
    label: 'Service account created',
    text: (s) => `created the service account ${s}`,
  },
  'service_account.revoked': {
    label: 'Service account revoked',
    text: (s) => `revoked the service account ${s}`,
  },
  'enrolment_token.created': {
    label: 'Enrolment token created',
    text: (s) => `created the enrolment token ${s}`,
  },
  'enrolment_token.revoked': {
    label: 'Enrolment token revoked',
    text: (s) => `revoked the enrolment token ${s}`,
  },
  'organization.created': { label: 'Organization created', text: (s) => `created the organization ${s}` },
  'organization.renamed': { label: 'Organization renamed', text: (s) => `renamed the organization to ${s}` },
  'organization.idle_seat_release_changed': {
    label: 'Idle-seat recovery changed',
    // The subject is the setting in words: "release seats not seen for 30 days", or "off".
    text: (s) => `set idle-seat recovery to ${s}`,
  },
  'organization.ownership_transferred': {
    label: 'Ownership transferred',
    text: (s) => `transferred ownership to ${s}`,
  },
  'organization.data_exported': {
    label: 'Data exported',
    text: () => "downloaded the organization's data",
  },
  // Written by the product (actor `system`) when the grace period after a failed payment runs out (spec §4).
  'organization.locked': {
    label: 'Organization locked',
    text: () => 'locked the organization: the grace period after a failed payment is over',
  },
  'subscription.changed': { label: 'Plan changed', text: (s) => `changed the plan: ${s}` },
  'payment.failed': { label: 'Payment failed', text: () => 'reported a failed payment' },
  'payment.succeeded': { label: 'Payment succeeded', text: () => 'reported a payment' },
  'terms.accepted': { label: 'Terms accepted', text: (s) => `accepted the terms of service ${s}` },
  'admin.license_count_changed': {
    label: 'License count changed (platform admin)',
    text: (s) => `set the Pod Creator license count to ${s}`,
  },
  'admin.trial_licenses_deleted': {
    label: 'Trial licenses deleted (platform admin)',
    text: () => 'deleted the trial licenses',
  },
};

/** The filter's groups, in the order the Activity page lists them. */
export const ACTIVITY_KIND_GROUPS: ReadonlyArray<{ label: string; kinds: readonly ActivityKind[] }> = [
  { label: 'Licenses', kinds: ACTIVITY_KINDS.filter((k) => k.startsWith('license.')) },
  { label: 'Members', kinds: ACTIVITY_KINDS.filter((k) => k.startsWith('member.')) },
  { label: 'Service accounts', kinds: ACTIVITY_KINDS.filter((k) => k.startsWith('service_account.')) },
  { label: 'Managed devices', kinds: ACTIVITY_KINDS.filter((k) => k.startsWith('enrolment_token.')) },
  {
    label: 'Organization',
    kinds: ACTIVITY_KINDS.filter((k) => k.startsWith('organization.') && k !== 'organization.locked'),
  },
  {
    label: 'Plan & Billing',
    kinds: ACTIVITY_KINDS.filter(
      (k) => k.startsWith('subscription.') || k.startsWith('payment.') || k === 'organization.locked',
    ),
  },
  { label: 'Terms', kinds: ['terms.accepted'] },
  { label: 'Platform admin', kinds: ACTIVITY_KINDS.filter((k) => k.startsWith('admin.')) },
];

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);
}

export function activityKindLabel(kind: ActivityKind): string {
  return KIND_TEXT[kind].label;
}

export type ActivityValue = string | number | boolean | null;

export interface ActivityEntryInput {
  kind: ActivityKind;
  occurredAt: string;
  actor: {
    type: ActivityActorType;
    userId: string | null;
    name: string | null;
    email: string | null;
  };
  subject: string | null;
  before: Readonly<Record<string, ActivityValue>> | null;
  after: Readonly<Record<string, ActivityValue>> | null;
}

const ACTOR_FALLBACK: Readonly<Record<ActivityActorType, string>> = {
  user: 'A former member',
  platform_admin: 'A platform admin',
  payment_provider: 'The payment provider',
  system: 'Pod Console',
  device: 'A device',
  service_account: 'A service account',
};

/** Who did it: the person's name, else their address, else what kind of actor it was. */
export function activityActorName(entry: Pick<ActivityEntryInput, 'actor'>): string {
  const { actor } = entry;
  const name = actor.name?.trim() || actor.email;
  if (!name) return ACTOR_FALLBACK[actor.type];
  if (actor.type === 'platform_admin') return `${name} (platform admin)`;
  if (actor.type === 'service_account') return `${name} (service account)`;
  return name;
}

/** What happened, as a sentence without its actor: "assigned a license to Studio iPad 3". */
export function describeActivity(entry: Pick<ActivityEntryInput, 'kind' | 'subject'>): string {
  return KIND_TEXT[entry.kind].text(entry.subject ?? '');
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  identifier: 'Identifier',
  name: 'Name',
  role: 'Role',
  product: 'Plan',
  status: 'Status',
  interval: 'Billing',
  license_count: 'License count',
  owner: 'Owner',
  expires_at: 'Expires',
  grace_days_left: 'Grace days left',
  grace_ended_at: 'Grace period ended',
  trial_licenses: 'Trial licenses',
  device: 'Device',
};

// The provider's billing intervals, as the plan picker names the periods.
const INTERVAL_LABELS: Readonly<Record<string, string>> = { month: 'Monthly', year: 'Annually' };

function formatValue(key: string, value: ActivityValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  // Stored as the API's and the provider's values (a role, a plan type, a status, an interval), shown in the
  // words a person reads: "Trial", not "trialing".
  if (key === 'role' && isOrganizationRole(value)) return ROLE_LABELS[value];
  if (key === 'product' && typeof value === 'string' && value.toLowerCase() in PLAN_FACTS) {
    return PLAN_FACTS[value.toLowerCase() as keyof typeof PLAN_FACTS].name;
  }
  if (key === 'status' && typeof value === 'string') return subscriptionStatusLabel(value);
  if (key === 'interval' && typeof value === 'string') return INTERVAL_LABELS[value] ?? value;
  if (typeof value === 'string' && key.endsWith('_at')) return formatDate(value) || value;
  return String(value);
}

/**
 * Before → after, one "Label: before → after" per field that changed (or was set or cleared), in the order the
 * fields appear; '' when the entry records no change of value.
 */
export function describeActivityChange(entry: Pick<ActivityEntryInput, 'before' | 'after'>): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const label = FIELD_LABELS[key] ?? key;
      if (!(key in before)) return `${label}: ${formatValue(key, after[key])}`;
      return `${label}: ${formatValue(key, before[key])} → ${formatValue(key, after[key])}`;
    })
    .join('; ');
}

export const ACTIVITY_CSV_COLUMNS = [
  'occurred_at',
  'kind',
  'actor',
  'actor_email',
  'description',
  'change',
] as const;

/** An entry as the fields of `ACTIVITY_CSV_COLUMNS`. */
export function activityCsvRow(entry: ActivityEntryInput): string[] {
  return [
    entry.occurredAt,
    entry.kind,
    activityActorName(entry),
    entry.actor.email ?? '',
    `${activityActorName(entry)} ${describeActivity(entry)}`,
    describeActivityChange(entry),
  ];
}
