// When a read asked to wait (429 or 503 with Retry-After) is tried again, and what the person is told meanwhile
// (docs/decisions/0033-waiting-for-retry-after.md).
import { isApiError } from '@pod-console/sdk';
import { RETRY_AFTER_MAX_WAIT_SECONDS } from '../constants';

/**
 * The wait, in milliseconds, before trying a read again that the API answered 429 or 503 with a `Retry-After` of at
 * most RETRY_AFTER_MAX_WAIT_SECONDS; null for any other failure (no answer, another status, no `Retry-After`, or a
 * wait too long to hold the person on a spinner for).
 */
export function retryAfterWaitMs(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  if (error.status !== 429 && error.status !== 503) return null;
  const seconds = error.retryAfterSeconds;
  if (seconds == null || seconds > RETRY_AFTER_MAX_WAIT_SECONDS) return null;
  return Math.max(0, seconds) * 1000;
}

/** What the console shows while a read waits to be tried again: "Pod Console is busy. Trying again in 5 s…". */
export function waitingToRetryText(seconds: number): string {
  return `Pod Console is busy. Trying again in ${Math.max(1, Math.ceil(seconds))} s…`;
}
