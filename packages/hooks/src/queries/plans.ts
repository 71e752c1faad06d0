import type { ApiError, ConsoleClient, Plan } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/** The public catalogue changes with a release, not with anything the user does: an hour fresh is plenty. */
export const CATALOGUE_STALE_TIME_MS = 3_600_000;

/** GET /external/subscription/plans (public: no token). */
export const plansQueryOptions = (client: ConsoleClient) =>
  queryOptions<Plan[], ApiError>({
    queryKey: queryKeys.plans.all(),
    queryFn: ({ signal }) => client.subscriptions.listPlans({ signal }),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function usePlans(options?: QueryHookOptions<Plan[]>): QueryHookResult<Plan[]> {
  const client = useConsoleClient();
  return useQuery({ ...plansQueryOptions(client), ...options });
}
