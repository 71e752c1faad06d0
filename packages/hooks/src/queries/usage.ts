import type { ApiError, ConsoleClient, OrganizationUsage } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/** GET /organizations/{organizationId}/usage (docs/decisions/0042-usage-against-the-plan.md). */
export const organizationUsageQueryOptions = (client: ConsoleClient, organizationId: string) =>
  queryOptions<OrganizationUsage, ApiError>({
    queryKey: queryKeys.organization.usage(organizationId),
    queryFn: ({ signal }) => client.usage.get(organizationId, { signal }),
  });

export function useOrganizationUsage(
  organizationId: string,
  options?: QueryHookOptions<OrganizationUsage>,
): QueryHookResult<OrganizationUsage> {
  const client = useConsoleClient();
  return useQuery({ ...organizationUsageQueryOptions(client, organizationId), ...options });
}
