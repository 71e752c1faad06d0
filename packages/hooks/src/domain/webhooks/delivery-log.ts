// The delivery log's refresh (docs/decisions/0049-organization-locked-event.md): apart from the rest of the webhook
// rules, which load with their section, because the console's query layer reads it and sits in the first screen's
// code.

/**
 * How often an open delivery log is read again while one of its deliveries is still pending (not tried yet, or
 * waiting for a retry), so the person watches the retry land; a log with nothing pending is not read again.
 */
export const WEBHOOK_DELIVERIES_REFRESH_MS = 2_000;

/** The open delivery log's next read: WEBHOOK_DELIVERIES_REFRESH_MS while a delivery is pending, else never. */
export function webhookDeliveriesRefreshMs(
  deliveries: readonly { status: 'pending' | 'succeeded' | 'failed' }[] | undefined,
): number | false {
  return deliveries?.some((delivery) => delivery.status === 'pending')
    ? WEBHOOK_DELIVERIES_REFRESH_MS
    : false;
}
