import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RegenerateLicenseLinkVariables = { organizationId: string; licenseId: string };
/** The licence's new id: its claim link is built from it, and the old link no longer claims anything. */
export type RegenerateLicenseLinkResult = string;

/** POST /licenses/regenerate-link: gives an unclaimed licence a new claim link. */
export function useRegenerateLicenseLink(
  options?: MutationHookOptions<RegenerateLicenseLinkResult, RegenerateLicenseLinkVariables>,
) {
  return useConsoleMutation(
    (client, variables: RegenerateLicenseLinkVariables, call) =>
      client.licenses.regenerateLink(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
