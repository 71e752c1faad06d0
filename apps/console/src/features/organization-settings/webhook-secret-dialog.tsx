import { WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import type { CreatedWebhookEndpoint } from '@pod-console/sdk';
import { ShownOnceDialog } from '../../components/ui/shown-once-dialog';
import { CopyField } from './copy-field';

export interface WebhookSecretDialogProps {
  /** The endpoint with its signing secret, just created or rotated; held by the caller until Done, never cached. */
  shown: (CreatedWebhookEndpoint & { rotated: boolean }) | null;
  onDone: () => void;
}

/** The signing secret, shown this once (docs/decisions/0045-webhooks.md); only Done closes it. */
export function WebhookSecretDialog({ shown, onDone }: WebhookSecretDialogProps) {
  return (
    <ShownOnceDialog
      open={shown !== null}
      onClose={onDone}
      title="Webhook endpoint added"
      shown={
        shown
          ? {
              title: shown.rotated ? 'New signing secret' : 'Webhook endpoint added',
              warning: WEBHOOK_MESSAGES.secretOnce,
              children: (
                <>
                  {shown.rotated ? (
                    <p className="text-sm text-fg">{WEBHOOK_MESSAGES.rotateConsequence}</p>
                  ) : null}
                  <CopyField label="Endpoint URL" value={shown.webhookEndpoint.url} />
                  <CopyField label="Signing secret" value={shown.secret} />
                </>
              ),
            }
          : null
      }
    />
  );
}
