import type { ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RemoveMemberVariables = { organizationId: string; userId: string };
export type RemoveMemberResult = Awaited<ReturnType<ConsoleClient['organizations']['removeMember']>>;

/** DELETE /organizations/{organizationId}/user/{userId}. The console offers no remove action on the user's own row (spec §6). */
export function useRemoveMember(options?: MutationHookOptions<RemoveMemberResult, RemoveMemberVariables>) {
  return useConsoleMutation(
    (client, variables: RemoveMemberVariables, call) => client.organizations.removeMember(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
