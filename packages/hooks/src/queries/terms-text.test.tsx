// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupApiServer } from '../test/api';
import { TERMS_LINK, TERMS_TEXT } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useTermsStatus } from './terms-status';
import { useTermsText } from './terms-text';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('useTermsText', () => {
  it('downloads the text of the document to sign from its s3Link (spec §7)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(
      () => {
        const status = useTermsStatus();
        return useTermsText({ s3Link: status.data?.documentToSign?.s3Link });
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(TERMS_TEXT);
    expect(requests.all()).toEqual(['GET /users/terms-of-service', `GET ${TERMS_LINK}`]);
  });

  it('sends no bearer token to the file store', async () => {
    let authorization: string | null = 'not read';
    server.use(
      http.get(TERMS_LINK, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.text(TERMS_TEXT);
      }),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useTermsText({ s3Link: TERMS_LINK }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(authorization).toBeNull();
  });

  it('fetches nothing while there is no document to sign', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useTermsText({ s3Link: null }), { wrapper });
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests.all()).toEqual([]);
  });

  it('hands a failed download over as an error (the console only logs it, spec §8)', async () => {
    server.use(http.get(TERMS_LINK, () => new HttpResponse('Not here', { status: 404 })));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useTermsText({ s3Link: TERMS_LINK }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 404 });
  });
});
