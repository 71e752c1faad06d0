import { ApiError } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_MAX_WAIT_SECONDS } from '../constants';
import { identityRetryWaitMs, retryAfterWaitMs, waitingToRetryText } from './retry-after';

const answered = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', operation: 'getOrganization', status, retryAfterSeconds });

describe('retryAfterWaitMs', () => {
  it('waits what a 429 or a 503 asked for, up to the bound', () => {
    expect(retryAfterWaitMs(answered(429, 3))).toBe(3000);
    expect(retryAfterWaitMs(answered(503, 0))).toBe(0);
    expect(retryAfterWaitMs(answered(503, RETRY_AFTER_MAX_WAIT_SECONDS))).toBe(10_000);
  });

  it('does not wait for a longer Retry-After, for an answer that names no wait, or for other failures', () => {
    expect(retryAfterWaitMs(answered(429, RETRY_AFTER_MAX_WAIT_SECONDS + 1))).toBeNull();
    expect(retryAfterWaitMs(answered(429))).toBeNull();
    expect(retryAfterWaitMs(answered(500, 2))).toBeNull();
    expect(retryAfterWaitMs(answered(400, 2))).toBeNull();
    expect(retryAfterWaitMs(new ApiError({ kind: 'network', operation: 'getOrganization' }))).toBeNull();
    expect(retryAfterWaitMs(new Error('boom'))).toBeNull();
  });
});

describe('waitingToRetryText', () => {
  it('says in whole seconds, never 0, how long the console waits', () => {
    expect(waitingToRetryText(5)).toBe('Pod Console is busy. Trying again in 5 s…');
    expect(waitingToRetryText(0.2)).toBe('Pod Console is busy. Trying again in 1 s…');
    expect(waitingToRetryText(2.4)).toBe('Pod Console is busy. Trying again in 3 s…');
  });
});

describe('identityRetryWaitMs', () => {
  const refused = (error: string, description: string) =>
    Object.assign(new Error(error), { error, error_description: description });

  it('waits as long as the identity provider says, up to the limit', () => {
    expect(
      identityRetryWaitMs(
        refused('too_many_requests', 'Too many sign-in requests from this address. Try again in 4 seconds.'),
      ),
    ).toBe(4000);
    expect(identityRetryWaitMs(refused('temporarily_unavailable', 'Try again in 1 second.'))).toBe(1000);
    expect(
      identityRetryWaitMs(
        refused('too_many_requests', `Try again in ${RETRY_AFTER_MAX_WAIT_SECONDS} seconds.`),
      ),
    ).toBe(RETRY_AFTER_MAX_WAIT_SECONDS * 1000);
  });

  it('does not wait for a longer or unnamed wait, nor for any other failure', () => {
    expect(
      identityRetryWaitMs(
        refused('too_many_requests', `Try again in ${RETRY_AFTER_MAX_WAIT_SECONDS + 1} seconds.`),
      ),
    ).toBeNull();
    expect(identityRetryWaitMs(refused('too_many_requests', 'Try again in 2 minutes.'))).toBeNull();
    expect(identityRetryWaitMs(refused('too_many_requests', 'Global limit has been reached'))).toBeNull();
    expect(identityRetryWaitMs(refused('invalid_grant', 'Try again in 4 seconds.'))).toBeNull();
    expect(identityRetryWaitMs(new Error('timeout'))).toBeNull();
    expect(identityRetryWaitMs(null)).toBeNull();
  });
});
