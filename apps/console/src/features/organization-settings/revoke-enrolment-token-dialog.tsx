import type { EnrolmentToken } from '@pod-console/sdk';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export interface RevokeEnrolmentTokenDialogProps {
  /** The token to revoke; null closes the dialog. */
  token: EnrolmentToken | null;
  onClose: () => void;
  revoking?: boolean;
  onConfirm: (token: EnrolmentToken) => void;
}

/** Revoking an enrolment token is not undoable (docs/decisions/0041-zero-touch-enrolment.md): the table asks first. */
export function RevokeEnrolmentTokenDialog({
  token,
  onClose,
  revoking = false,
  onConfirm,
}: RevokeEnrolmentTokenDialogProps) {
  // The last token asked about, so the title keeps its name while the dialog animates closed.
  const [shown, setShown] = useState(token);
  if (token != null && token !== shown) setShown(token);
  return (
    <ConfirmDialog
      open={token != null}
      onClose={onClose}
      title={shown ? `Revoke ${shown.name}?` : 'Revoke enrolment token?'}
      confirmLabel="Revoke"
      onConfirm={() => token && onConfirm(token)}
      confirmDisabled={token == null}
      busy={revoking}
    >
      <p className="text-sm text-fg">
        Devices with this configuration can no longer enrol. Devices it already enrolled keep their licenses.
      </p>
    </ConfirmDialog>
  );
}
