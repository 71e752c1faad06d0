// The transactional mails' words (docs/decisions/0025-invitation-mail.md). Each builder is pure and answers a
// plain-text part and an HTML part saying the same thing. The HTML part escapes every value it interpolates: an
// organization or a person may be named `<script>`. Plain transactional mail: no tracking pixel, no rewritten
// links, no List-Unsubscribe (a member cannot opt out of hearing that their invitation or payment needs them).
import { formatDate, formatDateTime, ROLE_LABELS, type OrganizationRole } from '@pod-console/hooks/domain';

import type { OutgoingMail } from './outbox';

const PRODUCT_NAME = 'Pod Console';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and for a double- or single-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The console page that lands a signed-in (or newly signed-up) person on their invitations. */
export function invitationAcceptUrl(consoleOrigin: string, invitationId: string): string {
  return new URL(`/invitations/${encodeURIComponent(invitationId)}`, consoleOrigin).toString();
}

/** Plan & Billing in the console (spec §2), where a payment method is updated and a plan chosen. */
export function billingUrl(consoleOrigin: string): string {
  return new URL('/billing', consoleOrigin).toString();
}

/** Home in the console (spec §2.7): the licences, where a released seat's link claims it again. */
export function homeUrl(consoleOrigin: string): string {
  return new URL('/', consoleOrigin).toString();
}

/** One paragraph of the mail: plain text, or text with a link. */
type Paragraph = string | { text: string; link: { label: string; url: string } };

/** Both parts of a mail from its paragraphs; the HTML part escapes every piece. */
function render(paragraphs: readonly Paragraph[]): { text: string; html: string } {
  const signature = `— ${PRODUCT_NAME}`;
  const text = [
    ...paragraphs.map((p) => (typeof p === 'string' ? p : `${p.text}\n${p.link.label}: ${p.link.url}`)),
    signature,
  ].join('\n\n');
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p>${escapeHtml(p.text)}</p>\n<p><a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a></p>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(PRODUCT_NAME)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #111;">',
    body,
    `<p>${escapeHtml(signature)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { text: `${text}\n`, html: `${html}\n` };
}

export interface InvitationMailInput {
  to: string;
  organizationId: string;
  organizationName: string;
  inviterName: string;
  role: OrganizationRole;
  expiresAt: Date | string;
  acceptUrl: string;
}

/** To the invited address: who invited them, to which organization, as which role, until when. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const role = ROLE_LABELS[input.role];
  const expires = formatDate(input.expiresAt);
  return {
    kind: 'invitation',
    organizationId: input.organizationId,
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.organizationName} on ${PRODUCT_NAME}`,
    ...render([
      `${input.inviterName} invited you to join ${input.organizationName} on ${PRODUCT_NAME} with the ${role} role.`,
      {
        text: `Sign in or create an account with this address (${input.to}) to accept or decline. The invitation expires on ${expires}.`,
        link: { label: 'Open the invitation', url: input.acceptUrl },
      },
      'If you did not expect this invitation, you can ignore this mail.',
    ]),
  };
}

export interface InvitationAcceptedMailInput {
  to: string;
  organizationId: string;
  organizationName: string;
  memberName: string;
  memberEmail: string;
  role: OrganizationRole;
}

/** To the inviter: the invitation was accepted and the person is now a member. */
export function invitationAcceptedMail(input: InvitationAcceptedMailInput): OutgoingMail {
  const role = ROLE_LABELS[input.role];
  const member = input.memberName === '' ? input.memberEmail : `${input.memberName} (${input.memberEmail})`;
  return {
    kind: 'invitation-accepted',
    organizationId: input.organizationId,
    to: input.to,
    subject: `${input.memberName === '' ? input.memberEmail : input.memberName} joined ${input.organizationName} on ${PRODUCT_NAME}`,
    ...render([
      `${member} accepted your invitation and is now a member of ${input.organizationName} with the ${role} role.`,
    ]),
  };
}

export interface PaymentFailedMailInput {
  to: string;
  organizationId: string;
  organizationName: string;
  /** From the domain's subscription state (its payment problem's grace days left). */
  graceDaysLeft: number;
  billingUrl: string;
}

/** To the Owner and Billing members: a payment failed; how long until the organization is locked. */
export function paymentFailedMail(input: PaymentFailedMailInput): OutgoingMail {
  const days = input.graceDaysLeft === 1 ? '1 day' : `${input.graceDaysLeft} days`;
  const consequence =
    input.graceDaysLeft > 0
      ? `Update the payment method within ${days}, or the organization will be locked.`
      : 'The organization is locked until the payment method is updated.';
  return {
    kind: 'payment-failed',
    organizationId: input.organizationId,
    to: input.to,
    subject: `Payment failed for ${input.organizationName} on ${PRODUCT_NAME}`,
    ...render([
      `The latest payment for ${input.organizationName} on ${PRODUCT_NAME} failed.`,
      { text: consequence, link: { label: 'Open Plan & Billing', url: input.billingUrl } },
    ]),
  };
}

export interface TrialEndingMailInput {
  to: string;
  organizationId: string;
  organizationName: string;
  trialEnd: Date | string;
  billingUrl: string;
}

/** To the Owner and Billing members: the trial ends soon; choose a plan to keep going. */
export function trialEndingMail(input: TrialEndingMailInput): OutgoingMail {
  const end = formatDate(input.trialEnd);
  return {
    kind: 'trial-ending',
    organizationId: input.organizationId,
    to: input.to,
    subject: `The ${PRODUCT_NAME} trial of ${input.organizationName} ends on ${end}`,
    ...render([
      `The trial of ${input.organizationName} on ${PRODUCT_NAME} ends on ${end}.`,
      {
        text: 'Choose a plan before then to keep using it without a break.',
        link: { label: 'Open Plan & Billing', url: input.billingUrl },
      },
    ]),
  };
}

export interface IdleSeatsReleasedMailInput {
  to: string;
  organizationId: string;
  organizationName: string;
  idleDays: number;
  seats: ReadonlyArray<{
    identifier: string | null;
    deviceName: string | null;
    lastSeenAt: Date | string | null;
  }>;
  homeUrl: string;
}

/** How many seats one summary lists by name; the rest are counted (a mail of thousands of lines helps nobody). */
const IDLE_SEATS_LISTED = 50;

/**
 * To the Owner and Admins (docs/decisions/0044-idle-seat-recovery.md): which seats the setting released today, each
 * with its device and when it was last seen, and that each licence's link claims it again.
 */
export function idleSeatsReleasedMail(input: IdleSeatsReleasedMailInput): OutgoingMail {
  const count = input.seats.length === 1 ? '1 seat' : `${input.seats.length} seats`;
  const lines = input.seats
    .slice(0, IDLE_SEATS_LISTED)
    .map(
      (seat) =>
        `${seat.identifier ?? 'A license without identifier'} — ${seat.deviceName ?? 'unknown device'}, last seen ${formatDateTime(seat.lastSeenAt)}`,
    );
  const more = input.seats.length - lines.length;
  return {
    kind: 'idle-seats-released',
    organizationId: input.organizationId,
    to: input.to,
    subject: `${count} released in ${input.organizationName} on ${PRODUCT_NAME}`,
    ...render([
      `${PRODUCT_NAME} released ${count} of ${input.organizationName} whose device had not been seen for ${input.idleDays} days, as the organization's settings ask:`,
      ...lines,
      ...(more > 0 ? [`and ${more} more (the activity log lists every one).`] : []),
      {
        text: 'Each license keeps its identifier, and its link claims it again on a device.',
        link: { label: 'Open Home', url: input.homeUrl },
      },
    ]),
  };
}

/** Organization Settings in the console, where webhook endpoints are enabled again. */
export function organizationSettingsUrl(consoleOrigin: string): string {
  return new URL('/settings/organization', consoleOrigin).toString();
}

export interface WebhookEndpointDisabledMailInput {
  to: string;
  organizationId: string;
  organizationName: string;
  endpointUrl: string;
  failingHours: number;
  settingsUrl: string;
}

/**
 * To the Owner and Admins (docs/decisions/0045-webhooks.md): an endpoint whose deliveries kept failing was disabled;
 * its events wait, and enabling it again resumes their delivery.
 */
export function webhookEndpointDisabledMail(input: WebhookEndpointDisabledMailInput): OutgoingMail {
  return {
    kind: 'webhook-endpoint-disabled',
    organizationId: input.organizationId,
    to: input.to,
    subject: `A webhook endpoint of ${input.organizationName} was disabled on ${PRODUCT_NAME}`,
    ...render([
      `Every delivery to ${input.endpointUrl} has failed for ${input.failingHours} hours, so ${PRODUCT_NAME} stopped sending to it.`,
      {
        text: 'Once the receiver answers again, enable the endpoint in Organization Settings: events not yet given up are sent then, and the delivery log redelivers the others.',
        link: { label: 'Open Organization Settings', url: input.settingsUrl },
      },
    ]),
  };
}
