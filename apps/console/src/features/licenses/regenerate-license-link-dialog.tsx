import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

export interface RegenerateLicenseLinkDialogProps {
  open: boolean;
  onClose: () => void;
  identifier: string;
  regenerating?: boolean;
  onConfirm: () => void;
}

export const regenerateLinkTitle = (identifier: string) => `Regenerate the link of ${identifier}?`;

/**
 * A new claim link for an unclaimed licence (docs/decisions/0027-licences-at-scale.md): the link carries the
 * licence's id (spec §2), so the old link and every QR code of it stop working at once.
 */
export function RegenerateLicenseLinkDialog({
  open,
  onClose,
  identifier,
  regenerating = false,
  onConfirm,
}: RegenerateLicenseLinkDialogProps) {
  const close = () => {
    if (!regenerating) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={regenerateLinkTitle(identifier)}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={regenerating}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={regenerating}>
            Regenerate link
          </Button>
        </>
      }
    >
      <p className="text-sm text-fg">
        The current link and its QR code stop working at once: nobody can claim the license with them any
        more. Share the new link instead. The license keeps its identifier, expiry and type.
      </p>
    </Modal>
  );
}
