import type { ApiError, ConsoleClient, Organization } from '@pod-console/sdk';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { QueryKey, QueryKeyWithDataTag, UndefinedInitialDataOptions } from '@tanstack/react-query';
import { ORGANIZATION_POLL_INTERVAL_MS } from '../domain/index';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

export interface OrganizationArgs {
  /** Nothing is fetched while this is null or undefined (a dependent query). */
  organizationId: string | null | undefined;
}

/**
 * What `queryOptions` gives for one answer type: written out with `@tanstack/react-query`'s names, so that the
 * published declarations name that package and not a file inside `@tanstack/query-core`, which an app need not have
 * (a declaration inferred here pointed at `node_modules/@tanstack/query-core/build/…`).
 */
export type TaggedQueryOptions<TData> = UndefinedInitialDataOptions<TData, ApiError> &
  QueryKeyWithDataTag<QueryKey, TData, ApiError>;

/**
 * GET /organizations/{id}, tagged ORGANIZATION (spec §7), polled every 10 s (spec §9) but not while the tab is
 * hidden. An unchanged answer keeps its reference, so it re-renders nothing (docs/architecture.md, "Budgets").
 */
export const organizationQueryOptions = (
  client: ConsoleClient,
  { organizationId }: OrganizationArgs,
): TaggedQueryOptions<Organization> =>
  queryOptions<Organization, ApiError>({
    queryKey: queryKeys.organization.detail(organizationId),
    queryFn: organizationId
      ? ({ signal }) => client.organizations.get(organizationId, { signal })
      : skipToken,
    refetchInterval: ORGANIZATION_POLL_INTERVAL_MS,
  });

export function useOrganization(
  args: OrganizationArgs,
  options?: QueryHookOptions<Organization>,
): QueryHookResult<Organization> {
  const client = useConsoleClient();
  return useQuery({ ...organizationQueryOptions(client, args), ...options });
}
