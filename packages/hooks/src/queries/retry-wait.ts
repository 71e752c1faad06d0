import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useOptionalAuthSession } from '../auth/auth-session-provider';
import { retryAfterWaitMs } from '../domain/requests/retry-after';

/**
 * The wait, in seconds, of the longest read now waiting to be tried again after a 429 or a 503 with Retry-After
 * (the console's query client, docs/decisions/0033-waiting-for-retry-after.md), or of a token request the identity
 * provider asked to wait (the session's `retryWaitSeconds`); null when none waits. The console shows it, so a
 * person on a busy server sees why the page has not changed yet.
 */
export function useRetryWait(): number | null {
  const tokenWait = useOptionalAuthSession()?.retryWaitSeconds ?? null;
  const readWait = useReadRetryWait();
  if (tokenWait === null) return readWait;
  return readWait === null ? tokenWait : Math.max(tokenWait, readWait);
}

function useReadRetryWait(): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const read = useCallback(() => {
    let longest: number | null = null;
    for (const query of cache.getAll()) {
      const { fetchStatus, fetchFailureCount, fetchFailureReason } = query.state;
      if (fetchStatus !== 'fetching' || fetchFailureCount === 0) continue;
      const wait = retryAfterWaitMs(fetchFailureReason);
      if (wait != null && (longest == null || wait > longest)) longest = wait;
    }
    return longest == null ? null : longest / 1000;
  }, [cache]);
  return useSyncExternalStore(subscribe, read, read);
}
