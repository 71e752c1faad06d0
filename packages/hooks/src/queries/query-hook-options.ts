import type { ApiError } from '@pod-console/sdk';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * What a query hook accepts on top of its arguments: every `useQuery` option but the key, the function and
 * `select` (they come from the hook's `…QueryOptions` factory; to pick a slice, call `useQuery` with the factory
 * and your own `select`). Use it to switch a query off (`enabled`), poll faster in a test (`refetchInterval`)
 * or keep data fresh longer (`staleTime`).
 */
export type QueryHookOptions<TQueryFnData, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, ApiError, TData, QueryKey>,
  'queryKey' | 'queryFn' | 'select'
>;
