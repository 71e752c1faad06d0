import { ConfirmDialog } from '../../components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={regenerateLinkTitle(identifier)}
      confirmLabel="Regenerate link"
      onConfirm={onConfirm}
      busy={regenerating}
    >
      <p className="text-sm text-fg">
        The current link and its QR code stop working at once: nobody can claim the license with them any
        more. Share the new link instead. The license keeps its identifier, expiry and type.
      </p>
    </ConfirmDialog>
  );
}
