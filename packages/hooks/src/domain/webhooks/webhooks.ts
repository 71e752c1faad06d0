// Webhooks (docs/decisions/0045-webhooks.md): the events an organization's own systems can hear, where they may be
// sent, and how a delivery that fails is tried again. The API enforces these rules when an endpoint is saved and
// when it delivers; the console explains them with the same words.
import type { ActivityKind } from '../activity/activity';

/** Every event type an endpoint can ask for, in the order the console lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'license.assigned',
  'license.claimed',
  'license.released',
  'license.revoked',
  'license.identifier_changed',
  'member.joined',
  'member.removed',
  'member.left',
  'member.role_changed',
  'invitation.sent',
  'invitation.accepted',
  'invitation.declined',
  'invitation.cancelled',
  'plan.changed',
  'payment.failed',
  'organization.locked',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test event" sends: only to the endpoint asked, whatever types it listens to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** What each event type reads as in the console's picker. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'license.assigned': 'License assigned',
  'license.claimed': 'License claimed',
  'license.released': 'License released (by a person or idle-seat recovery)',
  'license.revoked': 'License revoked',
  'license.identifier_changed': 'License identifier changed',
  'member.joined': 'Member joined',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'member.role_changed': 'Member role changed',
  'invitation.sent': 'Invitation sent',
  'invitation.accepted': 'Invitation accepted',
  'invitation.declined': 'Invitation declined',
  'invitation.cancelled': 'Invitation cancelled',
  'plan.changed': 'Plan changed',
  'payment.failed': 'Payment failed',
  'organization.locked': 'Organization locked (grace period over)',
};

/**
 * The events each change of the activity log raises. Events are written with the activity entry, in the change's
 * transaction (an outbox), so every change that commits is announced and none that rolls back is.
 */
export const ACTIVITY_WEBHOOK_EVENTS: Readonly<Record<ActivityKind, readonly WebhookEventType[]>> = {
  'license.assigned': ['license.assigned'],
  'license.revoked': ['license.revoked'],
  'license.identifier_changed': ['license.identifier_changed'],
  'license.claimed': ['license.claimed'],
  // A person's release and idle-seat recovery's alike; the actor's type (`system`) tells them apart.
  'license.device_released': ['license.released'],
  'license.link_regenerated': [],
  'member.invited': ['invitation.sent'],
  'member.invitation_resent': ['invitation.sent'],
  'member.invitation_cancelled': ['invitation.cancelled'],
  'member.invitation_rejected': ['invitation.declined'],
  // A member joins only by accepting an invitation.
  'member.joined': ['invitation.accepted', 'member.joined'],
  'member.removed': ['member.removed'],
  'member.left': ['member.left'],
  'member.role_changed': ['member.role_changed'],
  'member.account_deleted': ['member.removed'],
  'service_account.created': [],
  'service_account.revoked': [],
  // Configuration, as service accounts are; a device an enrolment token enrols raises the licence events of its claim.
  'enrolment_token.created': [],
  'enrolment_token.revoked': [],
  'organization.created': [],
  'organization.renamed': [],
  'organization.idle_seat_release_changed': [],
  'organization.ownership_transferred': [],
  'organization.data_exported': [],
  // The product notices the grace period has run out (spec §4), once per lock: jobs/organization-locks.ts.
  'organization.locked': ['organization.locked'],
  'subscription.changed': ['plan.changed'],
  'payment.failed': ['payment.failed'],
  'payment.succeeded': [],
  'terms.accepted': [],
  'admin.license_count_changed': [],
  'admin.trial_licenses_deleted': [],
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** Endpoints an organization may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

/** How long the secret replaced by a rotation still signs (alongside the new one), so receivers can switch. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** One attempt's limit: a receiver that has not answered by then failed this attempt. */
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps; the rest is never read. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;

/**
 * The first retry's delay; each next one is three times longer, up to the cap. A process may start from a shorter
 * first delay (WEBHOOK_FIRST_RETRY_MS: the local stack's journeys watch a retry in a second, not in 30).
 */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
const WEBHOOK_RETRY_FACTOR = 3;
const WEBHOOK_MAX_RETRY_MS = 8 * 60 * 60 * 1000;
/** Retries go on for about this long before a delivery is given up. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 24;
/**
 * Days an event is kept after its retry window, for the delivery log and Redeliver; then it is deleted with its
 * deliveries, unless one of them still waits (a disabled endpoint's) or was made since (a redelivery).
 */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;
/** An endpoint whose deliveries have all failed for this long is disabled and its Owner and Admins are mailed. */
export const WEBHOOK_DISABLE_AFTER_FAILING_HOURS = 24;

/**
 * The delay after the `attempts`th failed attempt: 30 s, 90 s, 4.5 min, 13.5 min… up to 8 h; from `firstRetryMs`
 * when a process sets a shorter first delay, with the same factor and cap.
 */
export function webhookRetryDelayMs(attempts: number, firstRetryMs = WEBHOOK_FIRST_RETRY_MS): number {
  const delay = firstRetryMs * WEBHOOK_RETRY_FACTOR ** Math.max(attempts - 1, 0);
  return Math.min(delay, WEBHOOK_MAX_RETRY_MS);
}

/** The attempts of one delivery: as many as the delays take to add up to the retry window (10: about 25 h). */
export const WEBHOOK_MAX_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000; attempts += 1) {
    waited += webhookRetryDelayMs(attempts);
  }
  return attempts;
})();

/** Events older than this instant, none of whose deliveries is pending or made since, are deleted. */
export function webhookEventPruneCutoff(now: Date): Date {
  return new Date(
    now.getTime() - WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000 - WEBHOOK_EVENT_RETENTION_DAYS * 86_400_000,
  );
}

/** Whether an endpoint failing since `failingSince` has failed long enough at `now` to be disabled. */
export function webhookEndpointShouldDisable(failingSince: Date | null, now: Date): boolean {
  return (
    failingSince !== null &&
    now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_FAILING_HOURS * 3_600_000
  );
}

export type AddressKind = 'loopback' | 'private' | 'public';

function ipv4Kind(address: string): AddressKind | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  const [a, b] = parts.map(Number) as [number, number, number, number];
  if (a === 127) return 'loopback';
  const isPrivate =
    a === 0 ||
    a === 10 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224;
  return isPrivate ? 'private' : 'public';
}

function ipv6Kind(address: string): AddressKind | null {
  const lower = address.toLowerCase();
  if (!lower.includes(':')) return null;
  if (lower === '::1') return 'loopback';
  if (lower === '::') return 'private';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return ipv4Kind(mapped[1]!);
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(lower)) {
    const [high, low] = lower
      .slice(7)
      .split(':')
      .map((part) => parseInt(part, 16)) as [number, number];
    return ipv4Kind([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  // Unique local (fc00::/7), link-local (fe80::/10) and multicast (ff00::/8) never reach another organization.
  if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff')) return 'private';
  return 'public';
}

/**
 * Where an IP address leads: this machine, a private network (never a webhook's destination: the API must not be
 * turned against its own network), or the internet. Null when `address` is not an IP address.
 */
export function ipAddressKind(address: string): AddressKind | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  return ipv4Kind(bare) ?? ipv6Kind(bare);
}

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a full URL, such as https://example.com/webhooks.',
  urlTooLong: `A URL has at most ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  urlNotHttps: 'Use an HTTPS URL; plain HTTP is allowed only for this machine (localhost, 127.0.0.1, ::1).',
  urlPrivate: 'This address is on a private network: webhooks go to public addresses or to this machine.',
  urlCredentials: 'Leave the user name and password out of the URL: the signature proves the sender.',
  eventTypesEmpty: 'Choose at least one event type.',
  eventTypeUnknown: (type: string) => `"${type}" is not an event type.`,
  limitReached: `An organization can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`,
  secretOnce:
    'Copy the signing secret now: it is shown only this once. Your receiver uses it to check that each event comes from Pod Console.',
  rotateConsequence: `The new secret signs from now on; the old one signs too for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours, so your receiver can switch without losing an event.`,
  createFailed: 'Failed to add the webhook endpoint.',
  saveFailed: 'Failed to save the webhook endpoint.',
  saved: 'Webhook endpoint saved',
  rotateFailed: 'Failed to rotate the signing secret.',
  testFailed: 'Failed to send the test event.',
  testQueued: 'Test event on its way',
  redeliverFailed: 'Failed to redeliver the event.',
  redelivered: 'Event queued again',
  disabledForFailures: `Disabled after ${WEBHOOK_DISABLE_AFTER_FAILING_HOURS} hours of failed deliveries. Enable it again once the receiver answers.`,
} as const;

/** What is wrong with `value` as an endpoint's URL, in words for the person; null when it may be used. */
export function webhookUrlProblem(value: string): string | null {
  if (value.length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username !== '' || url.password !== '') return WEBHOOK_MESSAGES.urlCredentials;
  const host = url.hostname.toLowerCase();
  const kind =
    ipAddressKind(host) ?? (host === 'localhost' || host.endsWith('.localhost') ? 'loopback' : 'public');
  if (kind === 'private') return WEBHOOK_MESSAGES.urlPrivate;
  if (url.protocol === 'http:' && kind !== 'loopback') return WEBHOOK_MESSAGES.urlNotHttps;
  return null;
}

/** The problem with an endpoint's event types, or null: at least one, each known. */
export function webhookEventTypesProblem(types: readonly string[]): string | null {
  if (types.length === 0) return WEBHOOK_MESSAGES.eventTypesEmpty;
  const unknown = types.find((type) => !isWebhookEventType(type));
  return unknown === undefined ? null : WEBHOOK_MESSAGES.eventTypeUnknown(unknown);
}
