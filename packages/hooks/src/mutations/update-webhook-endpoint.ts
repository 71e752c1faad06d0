import type { WebhookEndpoint, WebhookEventType } from '@pod-console/sdk';
import { webhookData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type UpdateWebhookEndpointVariables = {
  organizationId: string;
  webhookEndpointId: string;
  url?: string;
  eventTypes?: WebhookEventType[];
  description?: string;
  enabled?: boolean;
};

/** PATCH …/webhook-endpoints/{webhookEndpointId}: its URL, description, event types, or enabled. */
export function useUpdateWebhookEndpoint(
  options?: MutationHookOptions<WebhookEndpoint, UpdateWebhookEndpointVariables>,
) {
  return useConsoleMutation(
    (client, variables: UpdateWebhookEndpointVariables, call) =>
      client.webhookEndpoints.update(variables, call),
    (variables) => webhookData(variables.organizationId),
    options,
  );
}
