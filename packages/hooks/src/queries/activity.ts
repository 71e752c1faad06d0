import type { ActivityPage, ActivityQuery, ApiError, ConsoleClient } from '@pod-console/sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /organizations/{organizationId}/activity: one page of the organization's activity log, newest first
 * (docs/decisions/0026-activity-log.md). Tagged ORGANIZATION: a write to the organization refreshes it. While a
 * new filter or page loads, the previous page stays as placeholder data (`isPlaceholderData`).
 */
export const activityQueryOptions = (
  client: ConsoleClient,
  organizationId: string,
  query: ActivityQuery = {},
) =>
  queryOptions<ActivityPage, ApiError>({
    queryKey: queryKeys.organization.activity(organizationId, query),
    queryFn: ({ signal }) => client.activity.list(organizationId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useActivity(
  organizationId: string,
  query: ActivityQuery = {},
  options?: QueryHookOptions<ActivityPage>,
): QueryHookResult<ActivityPage> {
  const client = useConsoleClient();
  return useQuery({ ...activityQueryOptions(client, organizationId, query), ...options });
}

/** GET /admin/organizations/{organizationId}/activity: the same log of any organization (platform admin). */
export const adminOrganizationActivityQueryOptions = (
  client: ConsoleClient,
  organizationId: string,
  query: ActivityQuery = {},
) =>
  queryOptions<ActivityPage, ApiError>({
    queryKey: queryKeys.organizations.adminActivity(organizationId, query),
    queryFn: ({ signal }) => client.admin.listOrganizationActivity(organizationId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminOrganizationActivity(
  organizationId: string,
  query: ActivityQuery = {},
  options?: QueryHookOptions<ActivityPage>,
): QueryHookResult<ActivityPage> {
  const client = useConsoleClient();
  return useQuery({ ...adminOrganizationActivityQueryOptions(client, organizationId, query), ...options });
}
