import type { ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CancelInvitationVariables = { organizationId: string; invitationId: string };
export type CancelInvitationResult = Awaited<ReturnType<ConsoleClient['invitations']['cancel']>>;

/** PATCH /organizations/{organizationId}/invitation/{invitationId}/cancel. */
export function useCancelInvitation(
  options?: MutationHookOptions<CancelInvitationResult, CancelInvitationVariables>,
) {
  return useConsoleMutation(
    (client, variables: CancelInvitationVariables, call) => client.invitations.cancel(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
