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

/**
 * A token request the identity provider refused for the address's rate (`too_many_requests` or
 * `temporarily_unavailable`, in @auth0/auth0-spa-js's error shape: `error`, `error_description`): the wait its
 * description names ("… in 5 seconds."), in milliseconds, when at most RETRY_AFTER_MAX_WAIT_SECONDS; null for any
 * other failure, or a wait not named or too long. The identity client gives no Retry-After header, only its words.
 */
export function identityRetryWaitMs(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { error: code, error_description: description } = error as {
    error?: unknown;
    error_description?: unknown;
  };
  if (code !== 'too_many_requests' && code !== 'temporarily_unavailable') return null;
  const named = typeof description === 'string' ? /\bin (\d{1,6}) seconds?\b/.exec(description) : null;
  if (!named) return null;
  const seconds = Number(named[1]);
  return seconds > RETRY_AFTER_MAX_WAIT_SECONDS ? null : seconds * 1000;
}
