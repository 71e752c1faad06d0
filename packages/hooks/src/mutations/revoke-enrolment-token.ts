import type { EnrolmentToken } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RevokeEnrolmentTokenVariables = { organizationId: string; enrolmentTokenId: string };

/** POST …/enrolment-tokens/{enrolmentTokenId}/revoke: the token enrols no device from now on. */
export function useRevokeEnrolmentToken(
  options?: MutationHookOptions<EnrolmentToken, RevokeEnrolmentTokenVariables>,
) {
  return useConsoleMutation(
    (client, variables: RevokeEnrolmentTokenVariables, call) =>
      client.enrolmentTokens.revoke(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
