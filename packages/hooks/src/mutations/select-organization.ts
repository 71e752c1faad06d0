import type { ConsoleClient } from '@pod-console/sdk';
import { userAndOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type SelectOrganizationVariables = { organizationId: string };
export type SelectOrganizationResult = Awaited<ReturnType<ConsoleClient['users']['selectOrganization']>>;

/** PATCH /users/selected-organization (sent as `selectedOrgId`): switches the selected organization. Answers the updated `User`. */
export function useSelectOrganization(
  options?: MutationHookOptions<SelectOrganizationResult, SelectOrganizationVariables>,
) {
  return useConsoleMutation(
    (client, variables: SelectOrganizationVariables, call) =>
      client.users.selectOrganization(variables.organizationId, call),
    () => userAndOrganizationData(),
    options,
  );
}
