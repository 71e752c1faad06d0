import type { ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type TransferOwnershipVariables = { organizationId: string; userId: string };
export type TransferOwnershipResult = Awaited<
  ReturnType<ConsoleClient['organizations']['transferOwnership']>
>;

/** POST /organizations/{organizationId}/transfer-ownership: the member becomes the Owner, the caller an Admin. */
export function useTransferOwnership(
  options?: MutationHookOptions<TransferOwnershipResult, TransferOwnershipVariables>,
) {
  return useConsoleMutation(
    (client, variables: TransferOwnershipVariables, call) =>
      client.organizations.transferOwnership(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
