// Receiving Pod Console's webhooks (docs/decisions/0045-webhooks.md): each is signed as the Standard Webhooks
// specification says, and verified here with the specification's own library: the signature (any of the
// `webhook-signature` list, so both secrets of a rotation verify), and a `webhook-timestamp` within five minutes,
// so a captured request cannot be replayed later.
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

import type { WebhookEventType } from './entities';

/** A verified event: the body Pod Console sent. */
export interface WebhookEvent {
  /** The event's id (also `webhook-id`): the same on every attempt, so a receiver drops one it has seen. */
  id: string;
  /** One of `WebhookEventType`, or `webhook.test` from "Send test event". */
  type: WebhookEventType | 'webhook.test';
  /** When the change was made (ISO 8601). */
  timestamp: string;
  organizationId: string;
  data: {
    /** What the change is about, as the activity log names it: a licence's identifier, an address, a plan. */
    subject: string | null;
    actor: { type: string; name: string | null; email: string | null };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
}

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** Header names in any case, values as strings (Node's `IncomingHttpHeaders`, a fetch `Headers`, a plain object). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function plainHeaders(headers: WebhookHeaders): Record<string, string> {
  const plain: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    plain[name.toLowerCase()] = Array.isArray(value) ? value.join(' ') : value;
  }
  return plain;
}

/**
 * Verifies a webhook's raw body (exactly as received: parse it only after) against its headers and the endpoint's
 * signing secret (`whsec_…`); answers the event, or throws WebhookSignatureError.
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): WebhookEvent {
  let body: {
    id: string;
    type: WebhookEvent['type'];
    timestamp: string;
    organization_id: string;
    data: WebhookEvent['data'];
  };
  try {
    body = new Webhook(secret).verify(payload, plainHeaders(headers)) as typeof body;
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw new WebhookSignatureError(error.message);
    throw error;
  }
  return {
    id: body.id,
    type: body.type,
    timestamp: body.timestamp,
    organizationId: body.organization_id,
    data: body.data,
  };
}
