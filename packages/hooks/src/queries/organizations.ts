import type { ApiError, ConsoleClient, OrganizationSummary } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/** GET /organizations: the caller's organizations (the switcher's list), tagged ORGANIZATIONS (spec §7). */
export const organizationsQueryOptions = (client: ConsoleClient) =>
  queryOptions<OrganizationSummary[], ApiError>({
    queryKey: queryKeys.organizations.mine(),
    queryFn: ({ signal }) => client.organizations.list({ signal }),
  });

export function useOrganizations(
  options?: QueryHookOptions<OrganizationSummary[]>,
): QueryHookResult<OrganizationSummary[]> {
  const client = useConsoleClient();
  return useQuery({ ...organizationsQueryOptions(client), ...options });
}
