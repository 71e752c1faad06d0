import { useRetryWait, waitingToRetryText } from '@pod-console/hooks';
import { useEffect } from 'react';
import { toast } from '../lib/toast';

/**
 * While a read waits out the API's Retry-After (a 429 or a 503), a toast says so for that long, so a person on a
 * busy server knows the page is coming (docs/decisions/0033-waiting-for-retry-after.md).
 */
export function RetryWaitNotice() {
  const wait = useRetryWait();
  useEffect(() => {
    if (wait != null) toast({ title: waitingToRetryText(wait), duration: Math.max(1000, wait * 1000) });
  }, [wait]);
  return null;
}
