// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupApiServer } from '../test/api';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { CATALOGUE_STALE_TIME_MS, plansQueryOptions, usePlans } from './plans';

const { requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('usePlans', () => {
  it('gives the plan list in camelCase', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => usePlans(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      {
        type: 'starter',
        name: 'Starter',
        podCreators: 1,
        monthlyActiveUsers: 25,
        extraMonthlyActiveUserPrice: 100,
        storageGb: 10,
        onPremAvailable: false,
        trialDays: 7,
      },
    ]);
  });

  it('asks for no token: the plan picker is public (spec §2)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => usePlans(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests.sent()).toEqual([
      { method: 'GET', path: '/external/subscription/plans', body: undefined, authorization: null },
    ]);
  });

  it('keeps the catalogue fresh for an hour: no user action changes it', () => {
    const { client } = createTestConsole();
    expect(plansQueryOptions(client).staleTime).toBe(CATALOGUE_STALE_TIME_MS);
    expect(CATALOGUE_STALE_TIME_MS).toBe(3_600_000);
  });
});
