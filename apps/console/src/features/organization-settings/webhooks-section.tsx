import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import type { WebhookEndpoint } from '@pod-console/sdk';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';
import { LoadFailed } from '../../components/ui/load-failed';
import { TableCard } from './table-card';

export interface WebhooksSectionProps {
  /** The endpoints' query: loading shows a skeleton, error offers a retry; `blocked` when the role may not see them. */
  status: 'loading' | 'error' | 'ready' | 'blocked';
  onRetry?: () => void;
  endpoints: readonly WebhookEndpoint[];
  /** Why the member may not manage webhooks (`webhooks:manage`), or null. */
  blockedBecause: string | null;
  onAdd: () => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onShowDeliveries: (endpoint: WebhookEndpoint) => void;
  /** The endpoint a test event is being queued for. */
  sendingTestId?: string | null;
}

const TITLE_ID = 'webhooks-title';

function Health({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { deliveriesSucceeded: ok, deliveriesFailed: failed } = endpoint;
  if (ok + failed === 0) return <span>No deliveries in the last 24 hours</span>;
  return (
    <span>
      Last 24 hours: {ok} delivered, {failed} failed
    </span>
  );
}

function State({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled) return <Badge tone="success">Enabled</Badge>;
  if (endpoint.disabledReason === 'failing') return <Badge tone="danger">Disabled after failures</Badge>;
  return <Badge tone="neutral">Disabled</Badge>;
}

/**
 * Organization Settings, "Webhooks" (docs/decisions/0045-webhooks.md): the endpoints the organization's own systems
 * hear its events at, each with how its last day of deliveries went, and what can be done to it. For the Owner and
 * Admins (`webhooks:manage`); anyone else reads why not.
 */
export function WebhooksSection({
  status,
  onRetry,
  endpoints,
  blockedBecause,
  onAdd,
  onEdit,
  onRotate,
  onSendTest,
  onShowDeliveries,
  sendingTestId = null,
}: WebhooksSectionProps) {
  const addBlockedBecause =
    blockedBecause ?? (endpoints.length >= WEBHOOK_ENDPOINTS_MAX ? WEBHOOK_MESSAGES.limitReached : null);
  const addButton = (
    <GatedButton blockedBecause={addBlockedBecause} onClick={onAdd}>
      Add endpoint
    </GatedButton>
  );
  const empty = status === 'ready' && endpoints.length === 0;
  return (
    <TableCard titleId={TITLE_ID} title="Webhooks" action={status === 'ready' && !empty ? addButton : null}>
      <p className="-mt-2 px-4 pb-4 text-sm text-fg-muted sm:px-6">
        Your own systems hear this organization&apos;s changes — licenses claimed, released or revoked,
        members joining or leaving, payments failing — as signed events.
      </p>
      {status === 'blocked' ? (
        <p className="border-t border-line px-4 py-6 text-sm text-fg sm:px-6">{blockedBecause}</p>
      ) : null}
      {status === 'loading' ? (
        <div role="status" aria-label="Loading webhooks" className="space-y-3 px-4 pb-4 sm:px-6">
          <div className="h-10 animate-pulse rounded-md bg-line" />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="px-4 pb-4 sm:px-6">
          <LoadFailed message="The webhooks could not be loaded." onRetry={onRetry} />
        </div>
      ) : null}
      {empty ? (
        <div className="flex flex-col items-start gap-3 border-t border-line px-4 py-6 sm:px-6">
          <p className="text-sm text-fg">This organization has no webhook endpoints yet.</p>
          {addButton}
        </div>
      ) : null}
      {status === 'ready' && !empty ? (
        <ul aria-labelledby={TITLE_ID} className="divide-y divide-line border-t border-line">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="space-y-2 px-4 py-4 sm:px-6">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 break-all font-mono text-sm text-fg">{endpoint.url}</span>
                <State endpoint={endpoint} />
              </div>
              {endpoint.description ? <p className="text-sm text-fg">{endpoint.description}</p> : null}
              <p className="text-sm text-fg-muted">
                {endpoint.eventTypes.length === 1
                  ? '1 event type'
                  : `${endpoint.eventTypes.length} event types`}
                {' · '}
                <Health endpoint={endpoint} />
              </p>
              {endpoint.disabledReason === 'failing' ? (
                <p className="text-sm text-danger-fg">{WEBHOOK_MESSAGES.disabledForFailures}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => onShowDeliveries(endpoint)}>
                  Deliveries<span className="sr-only"> to {endpoint.url}</span>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onSendTest(endpoint)}
                  busy={sendingTestId === endpoint.id}
                  disabled={!endpoint.enabled}
                >
                  Send test event<span className="sr-only"> to {endpoint.url}</span>
                </Button>
                <Button variant="secondary" onClick={() => onEdit(endpoint)}>
                  Edit<span className="sr-only"> endpoint {endpoint.url}</span>
                </Button>
                <Button variant="secondary" onClick={() => onRotate(endpoint)}>
                  Rotate secret<span className="sr-only"> of {endpoint.url}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </TableCard>
  );
}
