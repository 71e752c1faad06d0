// Delivers the local provider's events the way Stripe does: each one signed with the endpoint's secret
// (`Stripe-Signature`, made by the SDK's own test-header helper) and POSTed to the webhook endpoint, one after the
// other in the order they happened. A failed delivery is retried a few times and then logged: the page that caused
// it carries on, as a Stripe-hosted page would.
import Stripe from 'stripe';

/** Sends events to the API; never throws. */
export type EventDelivery = (events: readonly Stripe.Event[]) => Promise<void>;

export interface DeliveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookDeliveryOptions {
  url: string;
  secret: string;
  /** Attempts per event (default 3). */
  attempts?: number;
  /** Wait before the second attempt, doubled for each next one (default 200 ms). */
  retryDelayMs?: number;
  log?: DeliveryLog;
  fetch?: typeof fetch;
}

const consoleLog: DeliveryLog = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/** The header Stripe sends with an event, over exactly these bytes. */
export function signEvent(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

export function createWebhookDelivery(options: WebhookDeliveryOptions): EventDelivery {
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const log = options.log ?? consoleLog;
  const post = options.fetch ?? fetch;

  async function deliverOne(event: Stripe.Event): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      let problem: string;
      try {
        const response = await post(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // Signed per attempt: the signature carries the time it was made.
            'stripe-signature': signEvent(payload, options.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        problem = `${response.status} ${await response.text().catch(() => '')}`.trim();
        // The endpoint refused the event itself (bad signature, unknown organization): sending it again changes
        // nothing. Stripe would retry for days; locally the log says why at once.
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          log.error(
            { event: event.id, type: event.type, response: problem },
            'The webhook endpoint refused a local payment event',
          );
          return;
        }
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (attempt < attempts) {
        log.warn({ event: event.id, type: event.type, attempt, problem }, 'Retrying a local payment event');
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
      } else {
        log.error(
          { event: event.id, type: event.type, attempts, problem },
          'Could not deliver a local payment event',
        );
      }
    }
  }

  return async (events) => {
    for (const event of events) await deliverOne(event);
  };
}
