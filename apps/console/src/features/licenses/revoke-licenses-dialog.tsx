import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { plural } from '../../lib/plural';
import { ListedIdentifiers } from './listed-identifiers';

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
      <ListedIdentifiers identifiers={identifiers} label="Licenses to revoke" />
    </ConfirmDialog>
  );
}
