import type { ConsoleClient } from '@pod-console/sdk';
import { userAndOrganizationData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type LeaveOrganizationVariables = { organizationId: string };
export type LeaveOrganizationResult = Awaited<ReturnType<ConsoleClient['organizations']['leave']>>;

/**
 * POST /organizations/{organizationId}/leave (anyone but the Owner). Refreshes the user and every organization,
 * as switching does: the selected organization falls back to another one, or to none.
 */
export function useLeaveOrganization(
  options?: MutationHookOptions<LeaveOrganizationResult, LeaveOrganizationVariables>,
) {
  return useConsoleMutation(
    (client, { organizationId }: LeaveOrganizationVariables, call) =>
      client.organizations.leave(organizationId, call),
    () => userAndOrganizationData(),
    options,
  );
}
