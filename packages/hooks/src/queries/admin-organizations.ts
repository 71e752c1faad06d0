import type { AdminOrganization, ApiError, ConsoleClient } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /admin/organizations: every organization (platform admin, spec §6). Tagged ORGANIZATIONS: a change to
 * any organization's name or membership may show in this table too.
 */
export const adminOrganizationsQueryOptions = (client: ConsoleClient) =>
  queryOptions<AdminOrganization[], ApiError>({
    queryKey: queryKeys.organizations.admin(),
    queryFn: ({ signal }) => client.admin.listOrganizations({ signal }),
  });

export function useAdminOrganizations(
  options?: QueryHookOptions<AdminOrganization[]>,
): QueryHookResult<AdminOrganization[]> {
  const client = useConsoleClient();
  return useQuery({ ...adminOrganizationsQueryOptions(client), ...options });
}
