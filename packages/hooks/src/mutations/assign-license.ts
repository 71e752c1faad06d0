import type { ConsoleClient, LicenseType } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type AssignLicenseVariables = {
  organizationId: string;
  identifier: string;
  licenseType?: LicenseType;
};
export type AssignLicenseResult = Awaited<ReturnType<ConsoleClient['licenses']['assign']>>;

/** POST /licenses/assign-member-to-license: creates a Pod Creator licence for `identifier`. Answers `{ licenseId }`. */
export function useAssignLicense(options?: MutationHookOptions<AssignLicenseResult, AssignLicenseVariables>) {
  return useConsoleMutation(
    (client, variables: AssignLicenseVariables, call) => client.licenses.assign(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
