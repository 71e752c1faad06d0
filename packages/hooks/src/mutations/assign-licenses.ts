import type { LicenseType } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type AssignLicensesVariables = {
  organizationId: string;
  identifiers: string[];
  licenseType?: LicenseType;
};
/** The new licences' ids, in the order of the identifiers. */
export type AssignLicensesResult = string[];

/**
 * POST /licenses/assign-many: creates a Pod Creator licence per identifier, all or none (preview them first with
 * `previewBulkLicenses`).
 */
export function useAssignLicenses(
  options?: MutationHookOptions<AssignLicensesResult, AssignLicensesVariables>,
) {
  return useConsoleMutation(
    (client, variables: AssignLicensesVariables, call) => client.licenses.assignMany(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
