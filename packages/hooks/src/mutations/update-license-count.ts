import type { ConsoleClient, LicenseType } from '@pod-console/sdk';
import { adminOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type UpdateLicenseCountVariables = {
  organizationId: string;
  licenseCount: number;
  licenseType?: LicenseType;
};
export type UpdateLicenseCountResult = Awaited<ReturnType<ConsoleClient['admin']['updateLicenseCount']>>;

/** PATCH /organizations/{organizationId}/update-license-count (platform admin): sets the Pod Admin licence count. */
export function useUpdateLicenseCount(
  options?: MutationHookOptions<UpdateLicenseCountResult, UpdateLicenseCountVariables>,
) {
  return useConsoleMutation(
    (client, variables: UpdateLicenseCountVariables, call) =>
      client.admin.updateLicenseCount(variables, call),
    (variables) => adminOrganizationData(variables.organizationId),
    options,
  );
}
