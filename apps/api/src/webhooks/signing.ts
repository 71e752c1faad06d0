// Signing deliveries the Standard Webhooks way (docs/decisions/0045-webhooks.md), with the specification's own
// library: `webhook-id` (the event's id, the same on every attempt, for de-duplication), `webhook-timestamp` (the
// attempt's time, in seconds) and `webhook-signature` (one `v1,…` per secret that signs: two during a rotation's
// overlap, so a receiver holding either verifies).
import { randomBytes } from 'node:crypto';

import { Webhook } from 'standardwebhooks';

/** How a signing secret starts, as the specification's libraries expect; the rest is 32 random bytes in base64. */
const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The JSON body a receiver gets: the event's envelope, its `data` as the change wrote it. */
export function webhookPayload(event: {
  id: string;
  type: string;
  occurredAt: Date;
  organizationId: string;
  data: Record<string, unknown>;
}): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    organization_id: event.organizationId,
    data: event.data,
  });
}

/** The three headers of one attempt, signed with every secret given. */
export function signatureHeaders(
  secrets: readonly string[],
  message: { id: string; at: Date; payload: string },
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const signatures = secrets.map((secret) =>
    new Webhook(secret).sign(message.id, message.at, message.payload),
  );
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
