import { IDLE_SEAT_MESSAGES, releaseSeatsLabel } from '@pod-console/hooks/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ListedIdentifiers } from './listed-identifiers';

export interface ReleaseLicensesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The selected claimed licences' names, in the order they are listed. */
  identifiers: readonly string[];
  releasing?: boolean;
  onConfirm: () => void;
}

/**
 * Releasing the devices of the selected seats (docs/decisions/0044-idle-seat-recovery.md): a confirmation naming the
 * first few and how many more, as the bulk revoke does; the licences keep their identifiers and links.
 */
export function ReleaseLicensesDialog({
  open,
  onClose,
  identifiers,
  releasing = false,
  onConfirm,
}: ReleaseLicensesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={IDLE_SEAT_MESSAGES.releaseConfirmTitle(identifiers.length)}
      confirmLabel={releaseSeatsLabel(identifiers.length)}
      onConfirm={onConfirm}
      busy={releasing}
    >
      <p className="text-sm text-fg">{IDLE_SEAT_MESSAGES.releaseConfirmText}</p>
      <ListedIdentifiers identifiers={identifiers} label="Seats to release" />
    </ConfirmDialog>
  );
}
