import { isApiError } from '@pod-console/sdk';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { retryAfterWaitMs } from '../domain/requests/retry-after';

/** Failed queries are retried this many times at most, and only when retrying can help. */
const MAX_QUERY_RETRIES = 2;

/**
 * Fresh data is reused for 30 s before a mount or a window focus refetches it. Modest on purpose: the
 * organization is polled every 10 s anyway (spec §9), and the rest changes only through our own mutations,
 * which invalidate what they touch (spec §7).
 */
const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * Retry only what can succeed the second time: no answer (network, timeout), server errors (5xx), and a 429 or 503
 * that asked for a short wait (docs/decisions/0033-waiting-for-retry-after.md). Any other 4xx answer will be the
 * same again (bad input, no access, not found), and an aborted call was meant to stop.
 */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  // Asked to wait a short while (429 or 503 with Retry-After): once, after that wait (retryQueryDelay).
  if (retryAfterWaitMs(error) != null) return failureCount < 1;
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.kind === 'aborted') return false;
  // A server error that names a wait longer than the console holds on for fails now, with that wait in its message.
  if (error.kind === 'http') return error.status >= 500 && error.retryAfterSeconds == null;
  return true;
}

/** The wait the API asked for, else TanStack Query's own backoff (1 s, 2 s, … up to 30 s). */
function retryQueryDelay(failureCount: number, error: unknown): number {
  return retryAfterWaitMs(error) ?? Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * The QueryClient the console and internal tools should start from; options you pass win over ours. Mutations are
 * never retried (a timed-out write may have landed) and run even offline (`networkMode: 'always'`), so they fail
 * at once and say so (docs/decisions/0019-write-failures.md).
 */
export function createConsoleQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: retryQueryDelay,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        retry: false,
        networkMode: 'always',
        ...config.defaultOptions?.mutations,
      },
    },
  });
}
