import type { ConsoleClient } from '@pod-console/sdk';
import { userAndOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type UpdateOrganizationVariables = { organizationId: string; organizationName: string };
export type UpdateOrganizationResult = Awaited<ReturnType<ConsoleClient['organizations']['update']>>;

/** PATCH /organizations/{organizationId}: renames the organization. Answers `{ success }`. */
export function useUpdateOrganization(
  options?: MutationHookOptions<UpdateOrganizationResult, UpdateOrganizationVariables>,
) {
  return useConsoleMutation(
    (client, variables: UpdateOrganizationVariables, call) => client.organizations.update(variables, call),
    () => userAndOrganizationData(),
    options,
  );
}
