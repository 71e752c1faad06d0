import {
  supportAtHostText,
  useCreateWebhookEndpoint,
  useRedeliverWebhook,
  useRotateWebhookSecret,
  useSendWebhookTestEvent,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '@pod-console/hooks';
import { WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@pod-console/sdk';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../lib/toast';
import { toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookEndpointDialog, type WebhookEndpointFormValues } from './webhook-endpoint-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { WebhooksSection } from './webhooks-section';

export interface WebhooksContainerProps {
  organizationId: string;
  /** Why the member may not manage webhooks (`webhooks:manage`), or null. */
  blockedBecause: string | null;
  /** The site's host, for spec §8's "support@{host}" text. */
  host: string;
}

// The API's fields the endpoint dialog shows.
const ENDPOINT_FIELDS = { url: 'url', description: 'description', eventTypes: 'eventTypes' } as const;
const NO_ENDPOINTS: readonly WebhookEndpoint[] = [];

/**
 * Organization Settings' webhooks (docs/decisions/0045-webhooks.md): reads the endpoints (only for a role that may
 * manage them) and holds the dialogs: add or edit, the secret shown once, rotate, send a test event, the log.
 */
export function WebhooksContainer({ organizationId, blockedBecause, host }: WebhooksContainerProps) {
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [shownSecret, setShownSecret] = useState<(CreatedWebhookEndpoint & { rotated: boolean }) | null>(
    null,
  );
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const failed = (title: string, fields?: Record<string, string>) => (error: unknown) =>
    toastWriteFailure(title, error, { supportText: supportAtHostText(host), fields });

  const endpoints = useWebhookEndpoints(organizationId, { enabled: blockedBecause === null });
  const deliveries = useWebhookDeliveries(organizationId, logOf?.id ?? '', { enabled: logOf !== null });
  const create = useCreateWebhookEndpoint({
    // Nothing of the answer (the secret) outlives the dialog in the mutation cache either.
    gcTime: 0,
    onSuccess: (created) => {
      setEditing(null);
      setShownSecret({ ...created, rotated: false });
    },
    onError: failed(WEBHOOK_MESSAGES.createFailed, ENDPOINT_FIELDS),
  });
  const update = useUpdateWebhookEndpoint({
    onSuccess: () => {
      setEditing(null);
      toast({ title: WEBHOOK_MESSAGES.saved, variant: 'success' });
    },
    onError: failed(WEBHOOK_MESSAGES.saveFailed, ENDPOINT_FIELDS),
  });
  const rotate = useRotateWebhookSecret({
    gcTime: 0,
    onSuccess: (rotated) => {
      setRotating(null);
      setShownSecret({ ...rotated, rotated: true });
    },
    onError: failed(WEBHOOK_MESSAGES.rotateFailed),
  });
  const sendTest = useSendWebhookTestEvent({
    onSuccess: () => toast({ title: WEBHOOK_MESSAGES.testQueued, variant: 'success' }),
    onError: failed(WEBHOOK_MESSAGES.testFailed),
  });
  const redeliver = useRedeliverWebhook({
    onSuccess: () => toast({ title: WEBHOOK_MESSAGES.redelivered, variant: 'success' }),
    onError: failed(WEBHOOK_MESSAGES.redeliverFailed),
  });
  const saving = create.isPending || update.isPending;
  const fieldErrors = useWriteFieldErrors(create.error ?? update.error, ENDPOINT_FIELDS);

  const save = (values: WebhookEndpointFormValues) => {
    if (editing === 'new') {
      create.mutate({
        organizationId,
        url: values.url,
        description: values.description,
        eventTypes: values.eventTypes,
      });
    } else if (editing) {
      update.mutate({ organizationId, webhookEndpointId: editing.id, ...values });
    }
  };
  const closeEditor = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };
  const closeSecret = () => {
    setShownSecret(null);
    // The mutations' last answers hold the secret too: forget them with the dialog.
    create.reset();
    rotate.reset();
  };

  return (
    <>
      <WebhooksSection
        status={
          blockedBecause !== null
            ? 'blocked'
            : endpoints.isPending
              ? 'loading'
              : endpoints.isError && !endpoints.data
                ? 'error'
                : 'ready'
        }
        onRetry={() => void endpoints.refetch()}
        endpoints={endpoints.data ?? NO_ENDPOINTS}
        blockedBecause={blockedBecause}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onRotate={setRotating}
        onSendTest={(endpoint) => sendTest.mutate({ organizationId, webhookEndpointId: endpoint.id })}
        onShowDeliveries={setLogOf}
        sendingTestId={sendTest.isPending ? (sendTest.variables?.webhookEndpointId ?? null) : null}
      />
      <WebhookEndpointDialog
        open={editing !== null}
        onClose={closeEditor}
        endpoint={editing === 'new' ? null : editing}
        saving={saving}
        onSave={save}
        fieldErrors={fieldErrors}
      />
      <WebhookSecretDialog shown={shownSecret} onDone={closeSecret} />
      <ConfirmDialog
        open={rotating !== null}
        onClose={() => setRotating(null)}
        title="Rotate the signing secret?"
        description={WEBHOOK_MESSAGES.rotateConsequence}
        confirmLabel="Rotate secret"
        onConfirm={() => rotating && rotate.mutate({ organizationId, webhookEndpointId: rotating.id })}
        busy={rotate.isPending}
      />
      <WebhookDeliveriesDialog
        endpoint={logOf}
        onClose={() => setLogOf(null)}
        status={deliveries.isPending ? 'loading' : deliveries.isError && !deliveries.data ? 'error' : 'ready'}
        onRetry={() => void deliveries.refetch()}
        deliveries={deliveries.data?.deliveries ?? []}
        onRedeliver={(delivery) =>
          logOf &&
          redeliver.mutate({ organizationId, webhookEndpointId: logOf.id, webhookDeliveryId: delivery.id })
        }
        redeliveringId={redeliver.isPending ? (redeliver.variables?.webhookDeliveryId ?? null) : null}
      />
    </>
  );
}
