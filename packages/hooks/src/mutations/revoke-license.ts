import type { ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RevokeLicenseVariables = { organizationId: string; licenseId: string };
export type RevokeLicenseResult = Awaited<ReturnType<ConsoleClient['licenses']['revoke']>>;

/** POST /licenses/remove-member-from-license: revokes a licence. Answers `{ success }`. */
export function useRevokeLicense(options?: MutationHookOptions<RevokeLicenseResult, RevokeLicenseVariables>) {
  return useConsoleMutation(
    (client, variables: RevokeLicenseVariables, call) => client.licenses.revoke(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
