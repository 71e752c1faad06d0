import type { ApiError, ConsoleClient, ServiceAccount } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /organizations/{organizationId}/service-accounts: the organization's service accounts, revoked ones included
 * (docs/decisions/0028-service-accounts.md). Under the organization's key, so creating or revoking one, which
 * refreshes the organization, refreshes this list too.
 */
export const serviceAccountsQueryOptions = (client: ConsoleClient, organizationId: string) =>
  queryOptions<ServiceAccount[], ApiError>({
    queryKey: queryKeys.organization.serviceAccounts(organizationId),
    queryFn: ({ signal }) => client.serviceAccounts.list(organizationId, { signal }),
  });

export function useServiceAccounts(
  organizationId: string,
  options?: QueryHookOptions<ServiceAccount[]>,
): QueryHookResult<ServiceAccount[]> {
  const client = useConsoleClient();
  return useQuery({ ...serviceAccountsQueryOptions(client, organizationId), ...options });
}
