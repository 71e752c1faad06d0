import { SERVICE_ACCOUNT_MESSAGES } from '@pod-console/hooks/domain';
import type { ServiceAccount } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { useState } from 'react';
import { Modal } from '../../components/ui/modal';

export interface RevokeServiceAccountDialogProps {
  /** The account to revoke; null closes the dialog. */
  account: ServiceAccount | null;
  onClose: () => void;
  revoking?: boolean;
  onConfirm: (account: ServiceAccount) => void;
}

/** Revoking a service account is not undoable (docs/decisions/0028-service-accounts.md): the table asks first. */
export function RevokeServiceAccountDialog({
  account,
  onClose,
  revoking = false,
  onConfirm,
}: RevokeServiceAccountDialogProps) {
  // The last account asked about, so the title keeps its name while the dialog animates closed.
  const [shown, setShown] = useState(account);
  if (account != null && account !== shown) setShown(account);
  return (
    <Modal
      open={account != null}
      onClose={revoking ? () => undefined : onClose}
      title={shown ? `Revoke ${shown.name}?` : 'Revoke service account?'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={revoking}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={account == null}
            onClick={() => account && onConfirm(account)}
            busy={revoking}
          >
            Revoke
          </Button>
        </>
      }
    >
      <p className="text-sm text-fg">{SERVICE_ACCOUNT_MESSAGES.revokeConsequence}</p>
    </Modal>
  );
}
