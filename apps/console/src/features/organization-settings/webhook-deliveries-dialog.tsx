import { formatDateTime } from '@pod-console/hooks/domain';
import type { WebhookDelivery, WebhookEndpoint } from '@pod-console/sdk';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Modal } from '../../components/ui/modal';

export interface WebhookDeliveriesDialogProps {
  /** The endpoint whose log is open; null: closed. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  deliveries: readonly WebhookDelivery[];
  onRedeliver: (delivery: WebhookDelivery) => void;
  /** The delivery being sent again. */
  redeliveringId?: string | null;
}

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  succeeded: { label: 'Delivered', tone: 'success' },
  pending: { label: 'Retrying', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

function Outcome({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts === 0) return <span>Not tried yet</span>;
  const answer = delivery.responseStatus === null ? delivery.error : `HTTP ${delivery.responseStatus}`;
  return (
    <span>
      {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}, last{' '}
      {formatDateTime(delivery.lastAttemptAt)}: {answer}
      {delivery.durationMs === null ? null : ` in ${delivery.durationMs} ms`}
    </span>
  );
}

/**
 * An endpoint's delivery log (docs/decisions/0045-webhooks.md), newest first: each event's status, attempts, the
 * last answer's code, time and first kilobyte, and Redeliver, which sends the event again with the same id.
 */
export function WebhookDeliveriesDialog({
  endpoint,
  onClose,
  status,
  onRetry,
  deliveries,
  onRedeliver,
  redeliveringId = null,
}: WebhookDeliveriesDialogProps) {
  return (
    <Modal
      open={endpoint !== null}
      onClose={onClose}
      title="Deliveries"
      description={endpoint ? `To ${endpoint.url}` : undefined}
      className="max-w-3xl"
    >
      {status === 'loading' ? (
        <div
          role="status"
          aria-label="Loading deliveries"
          className="h-10 animate-pulse rounded-md bg-line"
        />
      ) : null}
      {status === 'error' ? (
        <LoadFailed message="The deliveries could not be loaded." onRetry={onRetry} />
      ) : null}
      {status === 'ready' && deliveries.length === 0 ? (
        <p className="text-sm text-fg">Nothing has been sent to this endpoint yet.</p>
      ) : null}
      {status === 'ready' && deliveries.length > 0 ? (
        <ul aria-label="Deliveries" className="max-h-[60vh] divide-y divide-line overflow-y-auto">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="space-y-1 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm text-fg">{delivery.eventType}</span>
                <Badge tone={STATUS[delivery.status].tone}>{STATUS[delivery.status].label}</Badge>
              </div>
              <p className="text-sm text-fg-muted">
                <Outcome delivery={delivery} />
              </p>
              {delivery.responseExcerpt ? (
                <pre className="max-h-24 overflow-auto whitespace-pre-wrap break-all rounded-md bg-surface-sunken p-2 text-xs text-fg">
                  {delivery.responseExcerpt}
                </pre>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => onRedeliver(delivery)}
                busy={redeliveringId === delivery.id}
              >
                Redeliver<span className="sr-only"> {delivery.eventType}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
