// @vitest-environment happy-dom
import { wireWebhookDelivery, wireWebhookEndpoint } from '@pod-console/sdk/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_DELIVERIES_REFRESH_MS } from '../domain/webhooks/delivery-log';
import { useCreateWebhookEndpoint } from '../mutations/create-webhook-endpoint';
import { useRedeliverWebhook } from '../mutations/redeliver-webhook';
import { api, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers, writeHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useWebhookDeliveries, useWebhookEndpoints } from './webhook-endpoints';

const { server, requests } = setupApiServer(...readHandlers(), ...writeHandlers());

afterEach(cleanup);

const ENDPOINT = wireWebhookEndpoint().id;

describe('useWebhookEndpoints', () => {
  it('reads the list again after an endpoint is created, and never keeps the secret in it', async () => {
    let created = false;
    server.use(
      api.get('/organizations/{organizationId}/webhook-endpoints', () => ({
        webhook_endpoints: created
          ? [wireWebhookEndpoint(), wireWebhookEndpoint({ url: 'https://mdm.example.com/in' })]
          : [wireWebhookEndpoint()],
      })),
      api.post(
        '/organizations/{organizationId}/webhook-endpoints',
        () => {
          created = true;
          return {
            webhook_endpoint: wireWebhookEndpoint({ url: 'https://mdm.example.com/in' }),
            secret: 'whsec_shown-once',
          };
        },
        201,
      ),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(
      () => ({ list: useWebhookEndpoints(ids.organization), create: useCreateWebhookEndpoint() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    expect(result.current.list.data?.[0]).toMatchObject({
      description: 'Help desk',
      deliveriesSucceeded: 42,
    });
    let answer: Awaited<ReturnType<typeof result.current.create.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.create.mutateAsync({
        organizationId: ids.organization,
        url: 'https://mdm.example.com/in',
        eventTypes: ['license.claimed'],
      });
    });
    expect(answer?.secret).toBe('whsec_shown-once');
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(JSON.stringify(result.current.list.data)).not.toContain('whsec_shown-once');
  });
});

describe('useWebhookDeliveries', () => {
  it('reads the log again after a redelivery', async () => {
    let redelivered = false;
    server.use(
      api.get('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries', () => ({
        deliveries: redelivered
          ? [wireWebhookDelivery({ id: ids.invitation, status: 'pending' }), wireWebhookDelivery()]
          : [wireWebhookDelivery()],
        next_cursor: null,
      })),
      api.post(
        '/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries/{webhookDeliveryId}/redeliveries',
        () => {
          redelivered = true;
          return wireWebhookDelivery({ id: ids.invitation, status: 'pending' });
        },
        202,
      ),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(
      () => ({ log: useWebhookDeliveries(ids.organization, ENDPOINT), redeliver: useRedeliverWebhook() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.log.data?.deliveries).toHaveLength(1));
    await act(async () => {
      await result.current.redeliver.mutateAsync({
        organizationId: ids.organization,
        webhookEndpointId: ENDPOINT,
        webhookDeliveryId: wireWebhookDelivery().id,
      });
    });
    await waitFor(() => expect(result.current.log.data?.deliveries).toHaveLength(2));
    expect(requests.all()).toContain(
      `POST /organizations/${ids.organization}/webhook-endpoints/${ENDPOINT}/deliveries/${wireWebhookDelivery().id}/redeliveries`,
    );
  });

  it('reads the log again while a delivery is pending, and stops once none is', async () => {
    let status: 'pending' | 'succeeded' = 'pending';
    server.use(
      api.get('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries', () => ({
        deliveries: [wireWebhookDelivery({ status })],
        next_cursor: null,
      })),
    );
    const LOG_GET = `GET /organizations/${ids.organization}/webhook-endpoints/${ENDPOINT}/deliveries`;
    // Only intervals are faked, so the refresh is the one clock that moves; waiting uses real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const until = async (condition: () => boolean) => {
      for (let waited = 0; !condition(); waited += 5) {
        if (waited > 2000) throw new Error('timed out');
        await new Promise((settle) => setTimeout(settle, 5));
      }
    };
    try {
      const { wrapper } = createTestConsole();
      const { result } = renderHook(() => useWebhookDeliveries(ids.organization, ENDPOINT), { wrapper });
      await until(() => result.current.data?.deliveries[0]?.status === 'pending');
      expect(requests.count(LOG_GET)).toBe(1);

      status = 'succeeded';
      act(() => vi.advanceTimersByTime(WEBHOOK_DELIVERIES_REFRESH_MS));
      await until(() => result.current.data?.deliveries[0]?.status === 'succeeded');
      expect(requests.count(LOG_GET)).toBe(2);

      act(() => vi.advanceTimersByTime(WEBHOOK_DELIVERIES_REFRESH_MS * 3));
      // A read would be on the wire within a few real milliseconds; none comes.
      await new Promise((settle) => setTimeout(settle, 50));
      expect(requests.count(LOG_GET)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
