import type {
  AdminOrganizationDetail,
  AdminOrganizationPage,
  AdminOrganizationsQuery,
  ApiError,
  ConsoleClient,
} from '@pod-console/sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /admin/organizations (spec §6; docs/decisions/0017-platform-admin-organizations.md). Tagged ORGANIZATIONS, as
 * any organization's change may show here; the previous page stays as placeholder data while the next one loads.
 */
export const adminOrganizationsQueryOptions = (client: ConsoleClient, query: AdminOrganizationsQuery = {}) =>
  queryOptions<AdminOrganizationPage, ApiError>({
    queryKey: queryKeys.organizations.adminPage(query),
    queryFn: ({ signal }) => client.admin.listOrganizations(query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminOrganizations(
  query: AdminOrganizationsQuery = {},
  options?: QueryHookOptions<AdminOrganizationPage>,
): QueryHookResult<AdminOrganizationPage> {
  const client = useConsoleClient();
  return useQuery({ ...adminOrganizationsQueryOptions(client, query), ...options });
}

/** GET /admin/organizations/{organizationId}: an expanded row's members, invitations and subscription. */
export const adminOrganizationQueryOptions = (client: ConsoleClient, organizationId: string) =>
  queryOptions<AdminOrganizationDetail, ApiError>({
    queryKey: queryKeys.organizations.adminDetail(organizationId),
    queryFn: ({ signal }) => client.admin.getOrganization(organizationId, { signal }),
  });

export function useAdminOrganization(
  organizationId: string,
  options?: QueryHookOptions<AdminOrganizationDetail>,
): QueryHookResult<AdminOrganizationDetail> {
  const client = useConsoleClient();
  return useQuery({ ...adminOrganizationQueryOptions(client, organizationId), ...options });
}
