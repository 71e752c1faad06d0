import { WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import type { CreatedWebhookEndpoint } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { CopyField } from './copy-field';

export interface WebhookSecretDialogProps {
  /** The endpoint with its signing secret, just created or rotated; held by the caller until Done, never cached. */
  shown: (CreatedWebhookEndpoint & { rotated: boolean }) | null;
  onDone: () => void;
}

/** The signing secret, shown this once (docs/decisions/0045-webhooks.md); only Done closes it. */
export function WebhookSecretDialog({ shown, onDone }: WebhookSecretDialogProps) {
  return (
    <Modal
      open={shown !== null}
      onClose={() => undefined}
      title={shown?.rotated ? 'New signing secret' : 'Webhook endpoint added'}
      className="max-w-2xl"
    >
      {shown ? (
        <div className="space-y-4">
          <p
            role="note"
            className="rounded-md border border-warning bg-warning-subtle p-3 text-sm font-medium text-warning-fg"
          >
            {WEBHOOK_MESSAGES.secretOnce}
          </p>
          {shown.rotated ? <p className="text-sm text-fg">{WEBHOOK_MESSAGES.rotateConsequence}</p> : null}
          <CopyField label="Endpoint URL" value={shown.webhookEndpoint.url} />
          <CopyField label="Signing secret" value={shown.secret} />
          <div className="flex justify-end">
            <Button onClick={onDone} data-autofocus>
              Done
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
