import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type ReleaseLicenseDevicesVariables = { organizationId: string; licenseIds: string[] };
/** The licences whose device this call released; one released meanwhile by someone else is not among them. */
export type ReleaseLicenseDevicesResult = string[];

/** POST /licenses/release-many: releases the selected seats' devices in one transaction. */
export function useReleaseLicenseDevices(
  options?: MutationHookOptions<ReleaseLicenseDevicesResult, ReleaseLicenseDevicesVariables>,
) {
  return useConsoleMutation(
    (client, variables: ReleaseLicenseDevicesVariables, call) =>
      client.licenses.releaseDevices(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
