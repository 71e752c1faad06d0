import type { CreatedWebhookEndpoint, WebhookEventType } from '@pod-console/sdk';
import { webhookData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateWebhookEndpointVariables = {
  organizationId: string;
  url: string;
  eventTypes: WebhookEventType[];
  description?: string;
};

/** POST …/webhook-endpoints: the answer holds the signing secret, shown once; the caller keeps it in its own state until copied, never in the query cache. */
export function useCreateWebhookEndpoint(
  options?: MutationHookOptions<CreatedWebhookEndpoint, CreateWebhookEndpointVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateWebhookEndpointVariables, call) =>
      client.webhookEndpoints.create(variables, call),
    (variables) => webhookData(variables.organizationId),
    options,
  );
}
