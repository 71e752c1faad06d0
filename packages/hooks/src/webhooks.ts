// @pod-console/hooks/webhooks: the rules of an organization's webhooks (docs/decisions/0045-webhooks.md) — event types,
// the endpoint URL rule, retries and their messages. Pure, as the domain is, and apart from it so that an app loads
// them with the screens that use them, not with its first screen (docs/architecture.md, "Budgets").
export {
  ACTIVITY_WEBHOOK_EVENTS,
  ipAddressKind,
  isWebhookEventType,
  WEBHOOK_ATTEMPT_TIMEOUT_MS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_DISABLE_AFTER_FAILING_HOURS,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_RETENTION_DAYS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_FIRST_RETRY_MS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT_TYPE,
  WEBHOOK_URL_MAX_LENGTH,
  webhookEndpointShouldDisable,
  webhookEventPruneCutoff,
  webhookEventTypesProblem,
  webhookRetryDelayMs,
  webhookUrlProblem,
} from './domain/webhooks/webhooks';
export { WEBHOOK_DELIVERIES_REFRESH_MS, webhookDeliveriesRefreshMs } from './domain/webhooks/delivery-log';
export type { AddressKind, WebhookEventType } from './domain/webhooks/webhooks';
