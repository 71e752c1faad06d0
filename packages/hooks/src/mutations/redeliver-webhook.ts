import type { WebhookDelivery } from '@pod-console/sdk';
import { webhookData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RedeliverWebhookVariables = {
  organizationId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
};

/** POST …/deliveries/{webhookDeliveryId}/redeliveries: the event again, as a new delivery. */
export function useRedeliverWebhook(
  options?: MutationHookOptions<WebhookDelivery, RedeliverWebhookVariables>,
) {
  return useConsoleMutation(
    (client, variables: RedeliverWebhookVariables, call) =>
      client.webhookEndpoints.redeliver(variables, call),
    (variables) => webhookData(variables.organizationId),
    options,
  );
}
