import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export interface RevokeLicenseDialogProps {
  open: boolean;
  onClose: () => void;
  identifier: string;
  revoking?: boolean;
  onConfirm: () => void;
}

export const REVOKE_LICENSE_TITLE = 'Revoke License';

/** spec §2 revoke: a confirmation first; the licence key then becomes available for assignment again. */
export function RevokeLicenseDialog({
  open,
  onClose,
  identifier,
  revoking = false,
  onConfirm,
}: RevokeLicenseDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={REVOKE_LICENSE_TITLE}
      confirmLabel="Revoke"
      onConfirm={onConfirm}
      busy={revoking}
    >
      <p className="text-sm text-fg">
        Revoke the license of <span className="font-semibold text-fg">{identifier}</span>? Their device stops
        working with it, and the license becomes available to assign to someone else.
      </p>
    </ConfirmDialog>
  );
}
