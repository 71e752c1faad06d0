// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../test/api';
import { ids, TERMS_LINK, wireTermsSigned } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { termsStatusQueryOptions, useTermsStatus } from './terms-status';

const { server } = setupApiServer(...readHandlers());

afterEach(cleanup);

const current = { id: ids.terms, version: '2026-02', s3Link: TERMS_LINK };
const previous = { id: ids.previousTerms, version: '2025-01', s3Link: 'http://files.test/terms/2025-01.md' };

describe('useTermsStatus', () => {
  it('reports the current version to sign when the user has not signed it (spec §4)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useTermsStatus(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      currentTermsOfService: current,
      signedTermsOfService: { '2025-01': previous, '2026-02': current },
      versionToSign: '2026-02',
      documentToSign: current,
    });
  });

  it('reports nothing to sign once the current version is among the signed ones (spec §4)', async () => {
    server.use(api.get('/users/terms-of-service', () => wireTermsSigned));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useTermsStatus(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ versionToSign: null, documentToSign: null });
    expect(Object.keys(result.current.data!.signedTermsOfService)).toEqual(['2025-01', '2026-02']);
  });

  it('is cached under the USER_TOS tag (spec §7)', () => {
    const { client } = createTestConsole();
    expect(termsStatusQueryOptions(client).queryKey[0]).toBe('USER_TOS');
  });
});
