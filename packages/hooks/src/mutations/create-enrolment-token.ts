import type { CreatedEnrolmentToken } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateEnrolmentTokenVariables = {
  organizationId: string;
  name: string;
  maxUses?: number | null;
  lifetimeDays?: number | null;
};

/**
 * POST /organizations/{organizationId}/enrolment-tokens: the answer holds the token, the only time it is shown; the
 * caller keeps it in its own state until the person has copied the configuration, never in the query cache.
 */
export function useCreateEnrolmentToken(
  options?: MutationHookOptions<CreatedEnrolmentToken, CreateEnrolmentTokenVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateEnrolmentTokenVariables, call) =>
      client.enrolmentTokens.create(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
