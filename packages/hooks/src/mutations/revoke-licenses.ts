import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RevokeLicensesVariables = { organizationId: string; licenseIds: string[] };
/** The licences this call revoked; one revoked meanwhile by someone else is not among them. */
export type RevokeLicensesResult = string[];

/** POST /licenses/revoke-many: revokes the selected licences in one transaction. */
export function useRevokeLicenses(
  options?: MutationHookOptions<RevokeLicensesResult, RevokeLicensesVariables>,
) {
  return useConsoleMutation(
    (client, variables: RevokeLicensesVariables, call) => client.licenses.revokeMany(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
