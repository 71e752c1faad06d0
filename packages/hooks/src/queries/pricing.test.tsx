// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupApiServer } from '../test/api';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { usePricing } from './pricing';

const { requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('usePricing', () => {
  it('gives each plan type with its monthly and annual price, without a token', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => usePricing(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      {
        type: 'starter',
        description: 'For one creator',
        prices: {
          monthly: { amount: 1900, currency: 'usd', formattedAmount: '$19' },
          annually: { amount: 17100, currency: 'usd', formattedAmount: '$171' },
        },
      },
    ]);
    expect(requests.sent()).toEqual([
      { method: 'GET', path: '/external/subscription/pricing', body: undefined, authorization: null },
    ]);
  });
});
