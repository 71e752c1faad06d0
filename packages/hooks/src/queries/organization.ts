import type { ApiError, ConsoleClient, Organization, OrganizationFirstLicenses } from '@pod-console/sdk';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { QueryKey, QueryKeyWithDataTag, UndefinedInitialDataOptions } from '@tanstack/react-query';
import { LICENSES_FIRST_PAGE_SIZE, ORGANIZATION_POLL_INTERVAL_MS } from '../domain/index';
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
 * GET /organizations/{id}?licenses_limit=LICENSES_FIRST_PAGE_SIZE: the organization with its first licences
 * (docs/decisions/0053-first-page-of-licences.md). Read once, before the whole answer; never polled (the whole
 * answer is).
 */
export const organizationFirstLicensesQueryOptions = (
  client: ConsoleClient,
  { organizationId }: OrganizationArgs,
): TaggedQueryOptions<OrganizationFirstLicenses> =>
  queryOptions<OrganizationFirstLicenses, ApiError>({
    queryKey: queryKeys.organization.firstLicenses(organizationId),
    queryFn: organizationId
      ? ({ signal }) =>
          client.organizations.getFirstLicenses(organizationId, LICENSES_FIRST_PAGE_SIZE, { signal })
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Before the organization's first whole answer: its first page, asked for first (or joined if already on its way),
 * so that the first licences arrive before a large organization's whole answer has to. A first page that holds
 * every licence, fresh and not invalidated since, is the whole answer itself: no second request.
 */
async function wholeFromFirstPage(
  queryClient: QueryClient,
  client: ConsoleClient,
  organizationId: string,
): Promise<Organization | null> {
  const options = organizationFirstLicensesQueryOptions(client, { organizationId });
  // A first page that fails fails this read too, under the organization query's own retry rules: a retry asks for
  // the first page again.
  const page = await queryClient.ensureQueryData(options);
  const state = queryClient.getQueryState(options.queryKey);
  const fresh =
    state != null && !state.isInvalidated && Date.now() - state.dataUpdatedAt < ORGANIZATION_POLL_INTERVAL_MS;
  return fresh && page.more == null ? page.organization : null;
}

/**
 * GET /organizations/{id}, tagged ORGANIZATION (spec §7), polled every 10 s (spec §9) but not while the tab is
 * hidden. An unchanged answer keeps its reference, so it re-renders nothing (docs/architecture.md, "Budgets"). Its
 * first answer comes after the first page (organizationFirstLicensesQueryOptions), or is that page when it holds
 * every licence (docs/decisions/0053-first-page-of-licences.md).
 */
export const organizationQueryOptions = (
  client: ConsoleClient,
  { organizationId }: OrganizationArgs,
): TaggedQueryOptions<Organization> =>
  queryOptions<Organization, ApiError>({
    queryKey: queryKeys.organization.detail(organizationId),
    queryFn: organizationId
      ? async ({ signal, client: queryClient, queryKey }) => {
          if (queryClient.getQueryData(queryKey) === undefined) {
            const whole = await wholeFromFirstPage(queryClient, client, organizationId);
            if (whole) return whole;
          }
          return client.organizations.get(organizationId, { signal });
        }
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
