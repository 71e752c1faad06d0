import type { AssignableRole, ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateInvitationVariables = { organizationId: string; email: string; role?: AssignableRole };
export type CreateInvitationResult = Awaited<ReturnType<ConsoleClient['invitations']['create']>>;

/** POST /organizations/{organizationId}/invitation: invites an e-mail. Answers `{ invitationId }`. */
export function useCreateInvitation(
  options?: MutationHookOptions<CreateInvitationResult, CreateInvitationVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateInvitationVariables, call) => client.invitations.create(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
