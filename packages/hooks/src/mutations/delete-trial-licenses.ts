import type { ConsoleClient } from '@pod-console/sdk';
import { adminOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type DeleteTrialLicensesVariables = { organizationId: string };
export type DeleteTrialLicensesResult = Awaited<ReturnType<ConsoleClient['admin']['deleteTrialLicenses']>>;

/** DELETE /organizations/{organizationId}/delete-trial-licenses (platform admin). */
export function useDeleteTrialLicenses(
  options?: MutationHookOptions<DeleteTrialLicensesResult, DeleteTrialLicensesVariables>,
) {
  return useConsoleMutation(
    (client, variables: DeleteTrialLicensesVariables, call) =>
      client.admin.deleteTrialLicenses(variables.organizationId, call),
    (variables) => adminOrganizationData(variables.organizationId),
    options,
  );
}
