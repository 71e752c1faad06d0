import { SERVICE_ACCOUNT_MESSAGES } from '@pod-console/hooks/domain';
import type { ServiceAccount } from '@pod-console/sdk';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={account != null}
      onClose={onClose}
      title={shown ? `Revoke ${shown.name}?` : 'Revoke service account?'}
      confirmLabel="Revoke"
      onConfirm={() => account && onConfirm(account)}
      confirmDisabled={account == null}
      busy={revoking}
    >
      <p className="text-sm text-fg">{SERVICE_ACCOUNT_MESSAGES.revokeConsequence}</p>
    </ConfirmDialog>
  );
}
