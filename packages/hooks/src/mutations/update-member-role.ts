import type { AssignableRole, ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type UpdateMemberRoleVariables = { organizationId: string; userId: string; role: AssignableRole };
export type UpdateMemberRoleResult = Awaited<ReturnType<ConsoleClient['organizations']['updateMemberRole']>>;

/** PATCH /organizations/{organizationId}/user/{userId}/role (Owner, Admin; never one's own role). */
export function useUpdateMemberRole(
  options?: MutationHookOptions<UpdateMemberRoleResult, UpdateMemberRoleVariables>,
) {
  return useConsoleMutation(
    (client, variables: UpdateMemberRoleVariables, call) =>
      client.organizations.updateMemberRole(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
