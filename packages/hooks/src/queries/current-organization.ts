import type { Organization } from '@pod-console/sdk';
import { useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import { currentUserQueryOptions } from './current-user';
import { organizationQueryOptions } from './organization';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';

export interface CurrentOrganizationArgs {
  /**
   * The organization selected last time, as the app remembered it (say in session storage). While the user is
   * still loading, the organization is fetched with this id, in parallel: one sequential call before the first
   * licence data instead of two (targets.md). Clear it when the session ends (`onSessionCleared`).
   */
  rememberedOrganizationId?: string | null;
}

/**
 * The selected organization's data (GET /organizations/{id}, polled like `useOrganization`). The id is the
 * remembered one until the user answers, then the user's selection as resolved by the domain rule (spec §3);
 * when the two differ the query simply moves to the resolved id. Returns the organization query's result.
 */
export function useCurrentOrganization(
  { rememberedOrganizationId }: CurrentOrganizationArgs = {},
  options?: QueryHookOptions<Organization>,
): QueryHookResult<Organization> {
  const client = useConsoleClient();
  const currentUser = useQuery(currentUserQueryOptions(client));
  const organizationId = currentUser.isPending
    ? rememberedOrganizationId
    : currentUser.data?.selectedOrganization?.id;
  return useQuery({ ...organizationQueryOptions(client, { organizationId }), ...options });
}
