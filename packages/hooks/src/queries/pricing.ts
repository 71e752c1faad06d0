import type { ApiError, ConsoleClient, PricingEntry } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import { CATALOGUE_STALE_TIME_MS } from './plans';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/** GET /external/subscription/pricing (public: no token). */
export const pricingQueryOptions = (client: ConsoleClient) =>
  queryOptions<PricingEntry[], ApiError>({
    queryKey: queryKeys.pricing.all(),
    queryFn: ({ signal }) => client.subscriptions.listPricing({ signal }),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function usePricing(options?: QueryHookOptions<PricingEntry[]>): QueryHookResult<PricingEntry[]> {
  const client = useConsoleClient();
  return useQuery({ ...pricingQueryOptions(client), ...options });
}
