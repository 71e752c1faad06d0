import {
  isApiError,
  newIdempotencyKey,
  type ApiError,
  type CallOptions,
  type ConsoleClient,
} from '@pod-console/sdk';
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { describeWriteFailure, idempotencyKeyForAttempt, type WriteAttempt } from '../domain/index';
import { useConsoleClient } from '../provider/console-provider';

/**
 * What a mutation hook accepts: every `useMutation` option but the function. `onSuccess`, `onError` and
 * `onSettled` are where the console toasts and navigates; these hooks never do (docs/architecture.md).
 */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables, unknown>,
  'mutationFn'
>;

// Distributes over React Query's result union, so `if (result.isSuccess) result.data` still narrows.
type PickEach<T, K extends PropertyKey> = T extends unknown ? Pick<T, Extract<keyof T, K>> : never;

/**
 * What a mutation hook returns: the fields a dialog needs (narrow, like the query hooks' results). `mutate`
 * and `mutateAsync` are stable; `isPending` covers the write and the refetches it causes.
 */
export type MutationHookResult<TData, TVariables> = PickEach<
  UseMutationResult<TData, ApiError, TVariables, unknown>,
  | 'mutate'
  | 'mutateAsync'
  | 'data'
  | 'error'
  | 'variables'
  | 'status'
  | 'isIdle'
  | 'isPending'
  | 'isSuccess'
  | 'isError'
  | 'reset'
>;

/** The write's input as text, to tell a write sent again from a changed one; null when it has no such text. */
function requestText(variables: unknown): string | null {
  try {
    return JSON.stringify(variables ?? null);
  } catch {
    return null;
  }
}

/**
 * Runs a write and refreshes the cache: the `invalidates` prefixes (spec §7) are refetched before the caller's
 * `onSuccess` (the mutation stays pending meanwhile), and a write refused with 404 (describeWriteFailure's
 * `refresh`) refetches them before `onError` (docs/decisions/0019-write-failures.md). Each write goes with an
 * `Idempotency-Key` (`call`): the same write sent again after it got no answer keeps its key, so the API does it
 * once (docs/decisions/0034-idempotent-writes.md).
 */
export function useConsoleMutation<TData, TVariables>(
  mutationFn: (client: ConsoleClient, variables: TVariables, call: CallOptions) => Promise<TData>,
  invalidates: (variables: TVariables) => readonly QueryKey[],
  options: MutationHookOptions<TData, TVariables> | undefined,
): MutationHookResult<TData, TVariables> {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const refresh = (variables: TVariables) =>
    Promise.all(invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const lastAttempt = useRef<WriteAttempt | null>(null);
  return useMutation({
    ...options,
    mutationFn: async (variables) => {
      const request = requestText(variables);
      const key =
        request === null
          ? newIdempotencyKey()
          : idempotencyKeyForAttempt(lastAttempt.current, request, newIdempotencyKey);
      const attempt: WriteAttempt = { key, request: request ?? key, answered: true };
      lastAttempt.current = attempt;
      try {
        return await mutationFn(client, variables, { idempotencyKey: key });
      } catch (error) {
        // No answer (the network, a timeout, the page going offline): the API may have done it.
        attempt.answered = isApiError(error) && error.kind === 'http';
        throw error;
      }
    },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await refresh(variables);
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: async (error, variables, onMutateResult, context) => {
      // A refetch that fails too is the page's to show; the write's own failure is what the caller reports.
      if (describeWriteFailure(error).refresh) await refresh(variables).catch(() => undefined);
      await options?.onError?.(error, variables, onMutateResult, context);
    },
  });
}
