import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { handlePaymentWebhook } from '../payments/webhook-events';
import type { Wire } from '../read-models/wire';

/** The contract's operations this file answers: the payment provider's calls, outside the bearer-token API. */
type WebhookOperations = 'receivePaymentEvent';

export function webhookHandlers(context: ApiContext): Pick<OperationHandlers, WebhookOperations> {
  return {
    async receivePaymentEvent(request) {
      const header = request.headers['stripe-signature'];
      const outcome = await handlePaymentWebhook(
        context.db,
        context.payments,
        // The signature covers the bytes as sent, kept by the JSON parser (http/server.ts).
        request.rawBody ?? '',
        typeof header === 'string' ? header : undefined,
        { consoleOrigin: context.consoleOrigin },
      );
      request.log.info({ outcome }, 'payment event');
      return { received: true } satisfies Wire<'PaymentEventReceived'>;
    },
  };
}
