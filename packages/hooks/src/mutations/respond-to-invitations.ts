import type { ConsoleClient, InvitationResponseItem } from '@pod-console/sdk';
import { userAndOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type RespondToInvitationsVariables = { invitationResponses: InvitationResponseItem[] };
export type RespondToInvitationsResult = Awaited<ReturnType<ConsoleClient['invitations']['respond']>>;

/** POST /users/organization-invitations/respond. Answers `{ processedInvitationIds }` (spec §8: none processed is a failure the console reports). */
export function useRespondToInvitations(
  options?: MutationHookOptions<RespondToInvitationsResult, RespondToInvitationsVariables>,
) {
  return useConsoleMutation(
    (client, variables: RespondToInvitationsVariables, call) =>
      client.invitations.respond(variables.invitationResponses, call),
    () => userAndOrganizationData(),
    options,
  );
}
