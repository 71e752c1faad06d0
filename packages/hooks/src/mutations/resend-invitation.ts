import type { ConsoleClient } from '@pod-console/sdk';
import { organizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type ResendInvitationVariables = { organizationId: string; invitationId: string };
export type ResendInvitationResult = Awaited<ReturnType<ConsoleClient['invitations']['resend']>>;

/**
 * POST …/invitation/{invitationId}/resend: sends the e-mail again and renews the expiry. Within the cooldown the
 * API answers 429 with Retry-After (the domain's `invitationResendWaitSeconds` says how long before asking).
 */
export function useResendInvitation(
  options?: MutationHookOptions<ResendInvitationResult, ResendInvitationVariables>,
) {
  return useConsoleMutation(
    (client, variables: ResendInvitationVariables, call) => client.invitations.resend(variables, call),
    (variables) => organizationData(variables.organizationId),
    options,
  );
}
