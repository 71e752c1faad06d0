import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

export interface ReleaseLicenseDeviceDialogProps {
  open: boolean;
  onClose: () => void;
  /** The device that claimed the licence, as it named itself. */
  device: string;
  /** Who the licence is for. */
  identifier: string;
  releasing?: boolean;
  onConfirm: () => void;
}

export const releaseDeviceTitle = (device: string) => `Release ${device}?`;

/**
 * Letting a claimed licence's device go (docs/decisions/0027-licences-at-scale.md): the licence is unclaimed again,
 * keeps its identifier, and the same link can claim it on another device.
 */
export function ReleaseLicenseDeviceDialog({
  open,
  onClose,
  device,
  identifier,
  releasing = false,
  onConfirm,
}: ReleaseLicenseDeviceDialogProps) {
  const close = () => {
    if (!releasing) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={releaseDeviceTitle(device)}
      description={`License of ${identifier}`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={releasing}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={releasing}>
            Release device
          </Button>
        </>
      }
    >
      <p className="text-sm text-fg">
        The device stops using this license and the same link can claim it again.
      </p>
    </Modal>
  );
}
