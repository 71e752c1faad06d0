import type { ApiError } from '@pod-console/sdk';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

/**
 * What a query hook accepts beside its arguments: every `useQuery` option but the key, the function and `select`
 * (for a slice, call `useQuery` with the hook's `…QueryOptions` factory and your own `select`).
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
