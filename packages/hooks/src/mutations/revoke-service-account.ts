import type { ServiceAccount } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RevokeServiceAccountVariables = { organizationId: string; serviceAccountId: string };

/** POST …/service-accounts/{serviceAccountId}/revoke: no new token from now on, and the API refuses the old ones. */
export function useRevokeServiceAccount(
  options?: MutationHookOptions<ServiceAccount, RevokeServiceAccountVariables>,
) {
  return useConsoleMutation(
    (client, variables: RevokeServiceAccountVariables, call) =>
      client.serviceAccounts.revoke(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
