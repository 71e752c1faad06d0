import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { plural } from '../../lib/plural';

/** How many identifiers the confirmation lists before "and N more". */
export const REVOKE_LICENSES_LISTED = 5;

export interface RevokeLicensesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The selected licences' names, in the order they are listed. */
  identifiers: readonly string[];
  revoking?: boolean;
  onConfirm: () => void;
}

export const revokeLicensesTitle = (count: number) => `Revoke ${plural(count, 'license')}?`;

/**
 * Revoking the selected licences: a confirmation naming the first few and how many more, as revoking one does
 * (spec §2); each licence then becomes available for assignment again.
 */
export function RevokeLicensesDialog({
  open,
  onClose,
  identifiers,
  revoking = false,
  onConfirm,
}: RevokeLicensesDialogProps) {
  const listed = identifiers.slice(0, REVOKE_LICENSES_LISTED);
  const more = identifiers.length - listed.length;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={revokeLicensesTitle(identifiers.length)}
      confirmLabel={`Revoke ${plural(identifiers.length, 'license')}`}
      onConfirm={onConfirm}
      busy={revoking}
    >
      <p className="text-sm text-fg">
        Their devices stop working with them, and the licenses become available to assign to someone else.
      </p>
      <ul aria-label="Licenses to revoke" className="mt-3 list-disc space-y-1 pl-5 text-sm text-fg">
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
