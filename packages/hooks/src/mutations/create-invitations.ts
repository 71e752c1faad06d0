import type { AssignableRole, ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateInvitationsVariables = { organizationId: string; emails: string[]; role: AssignableRole };
export type CreateInvitationsResult = Awaited<ReturnType<ConsoleClient['invitations']['createMany']>>;

/**
 * POST /organizations/{organizationId}/invitations: invites several addresses with one role. Answers one result
 * per distinct address (invited, already a member, already invited); parse what was typed with the domain's
 * `parseInviteAddresses` first.
 */
export function useCreateInvitations(
  options?: MutationHookOptions<CreateInvitationsResult, CreateInvitationsVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateInvitationsVariables, call) => client.invitations.createMany(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
