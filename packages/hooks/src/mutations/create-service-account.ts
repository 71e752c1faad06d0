import type { AssignableRole, CreatedServiceAccount } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateServiceAccountVariables = { organizationId: string; name: string; role: AssignableRole };

/**
 * POST /organizations/{organizationId}/service-accounts: the answer holds the client secret, the only time it is
 * ever shown; the caller keeps it in its own state until the person has copied it, never in the query cache.
 */
export function useCreateServiceAccount(
  options?: MutationHookOptions<CreatedServiceAccount, CreateServiceAccountVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateServiceAccountVariables, call) =>
      client.serviceAccounts.create(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
