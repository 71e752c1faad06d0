import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type ReleaseLicenseDeviceVariables = { organizationId: string; licenseId: string };

/** POST /licenses/release-device: unclaims a licence; its identifier and claim link stay. */
export function useReleaseLicenseDevice(options?: MutationHookOptions<void, ReleaseLicenseDeviceVariables>) {
  return useConsoleMutation(
    (client, variables: ReleaseLicenseDeviceVariables, call) =>
      client.licenses.releaseDevice(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
