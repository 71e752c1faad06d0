// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../test/api';
import { wireTermsSigned } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useRetryWait } from './retry-wait';
import { useTermsStatus } from './terms-status';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

const busy = (status: 429 | 503, retryAfter: string) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Busy', status },
    { status, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': retryAfter } },
  );

function answerBusyOnce(status: 429 | 503, retryAfter: string) {
  let calls = 0;
  server.use(
    api.get('/users/terms-of-service', () => {
      calls += 1;
      return calls === 1 ? busy(status, retryAfter) : wireTermsSigned;
    }),
  );
}

const useReadAndWait = () => ({ terms: useTermsStatus(), wait: useRetryWait() });

describe('a read asked to wait (429 or 503 with Retry-After)', () => {
  it('says it waits, waits what was asked, then asks once more and shows the answer', async () => {
    answerBusyOnce(429, '1');
    const { wrapper } = createTestConsole();
    const started = Date.now();
    const { result } = renderHook(useReadAndWait, { wrapper });

    await waitFor(() => expect(result.current.wait).toBe(1));
    expect(result.current.terms.isPending).toBe(true);
    await waitFor(() => expect(result.current.terms.isSuccess).toBe(true), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(result.current.wait).toBeNull();
    expect(requests.count('GET /users/terms-of-service')).toBe(2);
    expect(result.current.terms.data?.versionToSign).toBeNull();
  });

  it('fails at once when the wait asked for is longer than the console holds on for', async () => {
    answerBusyOnce(503, '60');
    const { wrapper } = createTestConsole();
    const { result } = renderHook(useReadAndWait, { wrapper });

    await waitFor(() => expect(result.current.terms.isError).toBe(true));
    expect(result.current.terms.error).toMatchObject({ status: 503, retryAfterSeconds: 60 });
    expect(result.current.wait).toBeNull();
    expect(requests.count('GET /users/terms-of-service')).toBe(1);
  });
});
