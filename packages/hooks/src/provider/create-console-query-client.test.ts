import { ApiError } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createConsoleQueryClient } from './create-console-query-client';

const http = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', operation: 'getOrganization', status, retryAfterSeconds });
const failure = (kind: 'network' | 'timeout' | 'aborted') =>
  new ApiError({ kind, operation: 'getOrganization' });

// The retry rule and delay every query of the console's client gets by default.
const shouldRetryQuery = createConsoleQueryClient().getDefaultOptions().queries?.retry as (
  failureCount: number,
  error: unknown,
) => boolean;
const retryDelay = createConsoleQueryClient().getDefaultOptions().queries?.retryDelay as (
  failureCount: number,
  error: unknown,
) => number;

describe('the query retry rule', () => {
  it('retries what can succeed the second time: no answer, a timeout, a server error', () => {
    for (const error of [failure('network'), failure('timeout'), http(500), http(502), http(503)]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
    }
  });

  it('does not retry an answer that would be the same again, nor a cancelled call', () => {
    for (const error of [http(400), http(401), http(403), http(404), http(409), failure('aborted')]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });

  it('gives up after two retries', () => {
    expect(shouldRetryQuery(1, failure('network'))).toBe(true);
    expect(shouldRetryQuery(2, failure('network'))).toBe(false);
  });

  it('tries a 429 or a 503 that asked for a short wait again once, after that wait', () => {
    for (const error of [http(429, 2), http(503, 10)]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
    expect(retryDelay(0, http(429, 2))).toBe(2000);
    expect(retryDelay(0, http(503, 10))).toBe(10_000);
  });

  it('fails at once when the wait asked for is longer than 10 s, or a 429 names none', () => {
    for (const error of [http(429, 11), http(503, 60), http(429)]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });

  it('backs off 1 s, then 2 s, for failures that name no wait', () => {
    expect(retryDelay(0, failure('network'))).toBe(1000);
    expect(retryDelay(1, http(502))).toBe(2000);
  });

  it('retries an error that did not come from the SDK, such as a thrown TypeError', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('createConsoleQueryClient', () => {
  it('keeps data fresh for 30 s, retries queries by the rule above and never retries a write', () => {
    const defaults = createConsoleQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(typeof defaults.queries?.retry).toBe('function');
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('sends a write while the browser says it is offline, so it fails at once and says so', async () => {
    const client = createConsoleQueryClient();
    onlineManager.setOnline(false);
    try {
      const offline = new ApiError({ kind: 'offline', operation: 'assignLicense' });
      const write = client.getMutationCache().build(client, {
        mutationFn: () => Promise.reject(offline),
      });
      await expect(write.execute(undefined)).rejects.toBe(offline);
      expect(write.state.isPaused).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('lets the caller’s options win over its own', () => {
    const defaults = createConsoleQueryClient({
      defaultOptions: { queries: { staleTime: 0, retry: false }, mutations: { retry: 1 } },
    }).getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 0, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: 1 });
  });
});
