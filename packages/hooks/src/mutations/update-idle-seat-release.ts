import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type UpdateIdleSeatReleaseVariables = { organizationId: string; idleSeatReleaseDays: number | null };
/** The setting as stored: N days, or null for off. */
export type UpdateIdleSeatReleaseResult = number | null;

/** PUT /organizations/{organizationId}/idle-seat-release: "release seats not seen for N days", or off. */
export function useUpdateIdleSeatRelease(
  options?: MutationHookOptions<UpdateIdleSeatReleaseResult, UpdateIdleSeatReleaseVariables>,
) {
  return useConsoleMutation(
    (client, variables: UpdateIdleSeatReleaseVariables, call) =>
      client.organizations.updateIdleSeatRelease(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
