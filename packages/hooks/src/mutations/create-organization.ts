import type { ConsoleClient } from '@pod-console/sdk';
import { userAndOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateOrganizationVariables = { organizationName: string };
export type CreateOrganizationResult = Awaited<ReturnType<ConsoleClient['organizations']['create']>>;

/** POST /organizations. Answers `{ success, organizationId }`; the console then goes to /billing (spec §2). */
export function useCreateOrganization(
  options?: MutationHookOptions<CreateOrganizationResult, CreateOrganizationVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateOrganizationVariables, call) => client.organizations.create(variables, call),
    () => userAndOrganizationData(),
    options,
  );
}
