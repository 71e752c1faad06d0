import { ApiError } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createConsoleQueryClient } from './create-console-query-client';

const http = (status: number) => new ApiError({ kind: 'http', operation: 'getOrganization', status });
const failure = (kind: 'network' | 'timeout' | 'aborted') =>
  new ApiError({ kind, operation: 'getOrganization' });

// The retry rule every query of the console's client gets by default.
const shouldRetryQuery = createConsoleQueryClient().getDefaultOptions().queries?.retry as (
  failureCount: number,
  error: unknown,
) => boolean;

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
