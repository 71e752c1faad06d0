import { ConfirmDialog } from '../../components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={releaseDeviceTitle(device)}
      description={`License of ${identifier}`}
      confirmLabel="Release device"
      onConfirm={onConfirm}
      busy={releasing}
    >
      <p className="text-sm text-fg">
        The device stops using this license and the same link can claim it again.
      </p>
    </ConfirmDialog>
  );
}
