import { IDLE_SEAT_MESSAGES, releaseSeatsLabel } from '@pod-console/hooks/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { REVOKE_LICENSES_LISTED } from './revoke-licenses-dialog';

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
  const listed = identifiers.slice(0, REVOKE_LICENSES_LISTED);
  const more = identifiers.length - listed.length;
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
      <ul aria-label="Seats to release" className="mt-3 list-disc space-y-1 pl-5 text-sm text-fg">
        {listed.map((identifier, index) => (
          <li key={`${index}-${identifier}`} className="break-words">
            {identifier}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1 text-sm text-fg">and {more.toLocaleString('en-US')} more</p> : null}
    </ConfirmDialog>
  );
}
