import type { ApiError, ConsoleClient, Subscription } from '@pod-console/sdk';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { OrganizationArgs, TaggedQueryOptions } from './organization';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /organizations/{id}/subscription: `null` when the organization has no plan. Keyed under that
 * ORGANIZATION (spec §3: the subscription is a field of the organization), so whatever refreshes the
 * organization refreshes its subscription too.
 */
export const subscriptionQueryOptions = (
  client: ConsoleClient,
  { organizationId }: OrganizationArgs,
): TaggedQueryOptions<Subscription | null> =>
  queryOptions<Subscription | null, ApiError>({
    queryKey: queryKeys.organization.subscription(organizationId),
    queryFn: organizationId
      ? ({ signal }) => client.subscriptions.get(organizationId, { signal })
      : skipToken,
  });

export function useSubscription(
  args: OrganizationArgs,
  options?: QueryHookOptions<Subscription | null>,
): QueryHookResult<Subscription | null> {
  const client = useConsoleClient();
  return useQuery({ ...subscriptionQueryOptions(client, args), ...options });
}
