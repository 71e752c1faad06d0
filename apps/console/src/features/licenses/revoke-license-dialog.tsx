import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

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
  const close = () => {
    if (!revoking) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={REVOKE_LICENSE_TITLE}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={revoking}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={revoking}>
            Revoke
          </Button>
        </>
      }
    >
      <p className="text-sm text-fg">
        Revoke the license of <span className="font-semibold text-fg">{identifier}</span>? Their device stops
        working with it, and the license becomes available to assign to someone else.
      </p>
    </Modal>
  );
}
