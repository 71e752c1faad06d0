import {
  webhookDeliveryOf,
  webhookEndpointOf,
  wireWebhookDelivery,
  wireWebhookEndpoint,
} from '@pod-console/sdk/testing';

/** The help desk's endpoint: enabled, hearing licence claims and releases, all delivered. */
export const HELP_DESK = webhookEndpointOf(wireWebhookEndpoint());

/** A data warehouse's endpoint the product disabled after a day of failures. */
export const WAREHOUSE = webhookEndpointOf(
  wireWebhookEndpoint({
    id: '1d39c7cf-42f5-4d16-9a7c-e2038eafc1d0',
    url: 'https://warehouse.example.com/ingest/pod-console',
    description: 'Data warehouse',
    event_types: ['license.claimed', 'license.released', 'license.revoked', 'member.joined', 'member.left'],
    enabled: false,
    disabled_reason: 'failing',
    deliveries_succeeded: 0,
    deliveries_failed: 12,
  }),
);

export const WEBHOOK_ENDPOINTS = [HELP_DESK, WAREHOUSE];

/** A claim delivered at once, and a revocation still being retried after a 503. */
export const DELIVERIES = [
  webhookDeliveryOf(
    wireWebhookDelivery({
      id: '2e4ad8d0-53a6-4e27-8b8d-f3149fb0d2e1',
      event_type: 'license.revoked',
      status: 'pending',
      attempts: 3,
      next_attempt_at: '2026-11-23T09:30:00Z',
      response_status: 503,
      response_excerpt: '<html><body>Service Unavailable</body></html>',
      duration_ms: 120,
      error: 'HTTP 503',
    }),
  ),
  webhookDeliveryOf(wireWebhookDelivery()),
];
