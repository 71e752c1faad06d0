import { webhookData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type DeleteWebhookEndpointVariables = { organizationId: string; webhookEndpointId: string };

/** DELETE …/webhook-endpoints/{webhookEndpointId} */
export function useDeleteWebhookEndpoint(
  options?: MutationHookOptions<void, DeleteWebhookEndpointVariables>,
) {
  return useConsoleMutation(
    (client, variables: DeleteWebhookEndpointVariables, call) =>
      client.webhookEndpoints.delete(variables, call),
    (variables) => webhookData(variables.organizationId),
    options,
  );
}
