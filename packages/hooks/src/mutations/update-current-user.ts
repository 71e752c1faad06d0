import type { ConsoleClient, NamePayload } from '@pod-console/sdk';
import { userAndOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type UpdateCurrentUserVariables = NamePayload;
export type UpdateCurrentUserResult = Awaited<ReturnType<ConsoleClient['users']['update']>>;

/** PATCH /users/current-user with the name payload `{ userFirstName, userLastName }` (spec §3). Answers the updated `User`. */
export function useUpdateCurrentUser(
  options?: MutationHookOptions<UpdateCurrentUserResult, UpdateCurrentUserVariables>,
) {
  return useConsoleMutation(
    (client, variables: UpdateCurrentUserVariables, call) => client.users.update(variables, call),
    () => userAndOrganizationData(),
    options,
  );
}
