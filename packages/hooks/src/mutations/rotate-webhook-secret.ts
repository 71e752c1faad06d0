import type { CreatedWebhookEndpoint } from '@pod-console/sdk';
import { webhookData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RotateWebhookSecretVariables = { organizationId: string; webhookEndpointId: string };

/** POST …/secret-rotations: the new secret, shown once; the old one signs too for 24 hours. */
export function useRotateWebhookSecret(
  options?: MutationHookOptions<CreatedWebhookEndpoint, RotateWebhookSecretVariables>,
) {
  return useConsoleMutation(
    (client, variables: RotateWebhookSecretVariables, call) =>
      client.webhookEndpoints.rotateSecret(variables, call),
    (variables) => webhookData(variables.organizationId),
    options,
  );
}
