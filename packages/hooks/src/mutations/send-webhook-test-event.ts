import type { WebhookDelivery } from '@pod-console/sdk';
import { webhookData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type SendWebhookTestEventVariables = { organizationId: string; webhookEndpointId: string };

/** POST …/test-events: a `webhook.test` event to this endpoint; answers its delivery, pending. */
export function useSendWebhookTestEvent(
  options?: MutationHookOptions<WebhookDelivery, SendWebhookTestEventVariables>,
) {
  return useConsoleMutation(
    (client, variables: SendWebhookTestEventVariables, call) =>
      client.webhookEndpoints.sendTestEvent(variables, call),
    (variables) => webhookData(variables.organizationId),
    options,
  );
}
