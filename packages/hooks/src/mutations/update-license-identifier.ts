import type { ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type UpdateLicenseIdentifierVariables = {
  organizationId: string;
  licenseId: string;
  identifier: string;
};
export type UpdateLicenseIdentifierResult = Awaited<
  ReturnType<ConsoleClient['licenses']['updateIdentifier']>
>;

/** POST /licenses/update-license-identifier: renames who a licence is for. */
export function useUpdateLicenseIdentifier(
  options?: MutationHookOptions<UpdateLicenseIdentifierResult, UpdateLicenseIdentifierVariables>,
) {
  return useConsoleMutation(
    (client, variables: UpdateLicenseIdentifierVariables, call) =>
      client.licenses.updateIdentifier(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
