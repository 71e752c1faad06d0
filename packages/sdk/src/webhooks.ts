// `@pod-console/sdk/webhooks`: for receivers of Pod Console's webhooks (servers), apart from the client, so that a
// browser bundle of the client never carries the signature library.
export { verifyWebhook, WebhookSignatureError } from './verify-webhook';
export type { WebhookEvent, WebhookHeaders } from './verify-webhook';
