import type { ApiError, ConsoleClient, WebhookDeliveryPage, WebhookEndpoint } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookDeliveriesRefreshMs } from '../domain/webhooks/delivery-log';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /organizations/{organizationId}/webhook-endpoints (docs/decisions/0045-webhooks.md): the endpoints with the
 * last day's deliveries. The signing secret is never in it: the create and rotate answers hold it, once.
 */
export const webhookEndpointsQueryOptions = (client: ConsoleClient, organizationId: string) =>
  queryOptions<WebhookEndpoint[], ApiError>({
    queryKey: queryKeys.organization.webhookEndpoints(organizationId),
    queryFn: ({ signal }) => client.webhookEndpoints.list(organizationId, { signal }),
  });

export function useWebhookEndpoints(
  organizationId: string,
  options?: QueryHookOptions<WebhookEndpoint[]>,
): QueryHookResult<WebhookEndpoint[]> {
  const client = useConsoleClient();
  return useQuery({ ...webhookEndpointsQueryOptions(client, organizationId), ...options });
}

/**
 * GET …/webhook-endpoints/{webhookEndpointId}/deliveries: the newest page of an endpoint's delivery log, read again
 * every WEBHOOK_DELIVERIES_REFRESH_MS while a delivery on it is pending, so a retry shows when it lands.
 */
export const webhookDeliveriesQueryOptions = (
  client: ConsoleClient,
  organizationId: string,
  webhookEndpointId: string,
) =>
  queryOptions<WebhookDeliveryPage, ApiError>({
    queryKey: queryKeys.organization.webhookDeliveries(organizationId, webhookEndpointId),
    queryFn: ({ signal }) =>
      client.webhookEndpoints.deliveries({ organizationId, webhookEndpointId }, { signal }),
    refetchInterval: (query) => webhookDeliveriesRefreshMs(query.state.data?.deliveries),
  });

export function useWebhookDeliveries(
  organizationId: string,
  webhookEndpointId: string,
  options?: QueryHookOptions<WebhookDeliveryPage>,
): QueryHookResult<WebhookDeliveryPage> {
  const client = useConsoleClient();
  return useQuery({
    ...webhookDeliveriesQueryOptions(client, organizationId, webhookEndpointId),
    ...options,
  });
}
