import type { ApiError } from '@pod-console/sdk';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

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

// Distributes over React Query's result union, so `if (result.isSuccess) result.data` still narrows.
type PickEach<T, K extends PropertyKey> = T extends unknown ? Pick<T, Extract<keyof T, K>> : never;

/**
 * What a query hook returns: React Query's tracked result typed down to the fields a screen needs, so the console
 * depends on nothing else and a component re-renders only when a field it reads changes. Read `isFetching` only
 * where a refresh indicator shows (it flips on every 10 s poll); otherwise use a `…QueryOptions` factory.
 */
export type QueryHookResult<TData> = PickEach<
  UseQueryResult<TData, ApiError>,
  | 'data'
  | 'error'
  | 'status'
  | 'fetchStatus'
  | 'isPending'
  | 'isLoading'
  | 'isSuccess'
  | 'isError'
  | 'isFetching'
  | 'isPlaceholderData'
  | 'refetch'
>;
