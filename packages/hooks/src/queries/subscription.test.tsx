// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { queryKeys } from './query-keys';
import { subscriptionQueryOptions, useSubscription } from './subscription';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('useSubscription', () => {
  it('gives the organization’s subscription in camelCase, amounts in cents', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useSubscription({ organizationId: ids.organization }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      product: 'business',
      status: 'active',
      provider: {
        priceInterval: 'month',
        trialEnd: null,
        currentPeriodStart: '2026-11-01T00:00:00Z',
        currentPeriodEnd: '2026-12-01T00:00:00Z',
        canceledAt: null,
        cancelAtPeriodEnd: false,
        priceAmount: 4900,
      },
      schedule: null,
    });
    expect(requests.all()).toEqual([`GET /organizations/${ids.organization}/subscription`]);
  });

  it('gives null for an organization without a plan', async () => {
    server.use(api.get('/organizations/{organizationId}/subscription', () => ({ subscription: null })));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useSubscription({ organizationId: ids.organization }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('fetches nothing while there is no organization id', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useSubscription({ organizationId: undefined }), { wrapper });
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests.all()).toEqual([]);
  });

  it('is cached under its ORGANIZATION, so whatever refreshes the organization refreshes it (spec §3, §7)', () => {
    const { client } = createTestConsole();
    const { queryKey } = subscriptionQueryOptions(client, { organizationId: ids.organization });
    expect(queryKey.slice(0, 2)).toEqual(queryKeys.organization.byId(ids.organization));
    expect(queryKey[0]).toBe('ORGANIZATION');
  });
});
