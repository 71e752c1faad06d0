import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export interface DeleteTrialLicensesDialogProps {
  open: boolean;
  onClose: () => void;
  organizationName: string;
  /** How many trial licences the organization has: all of them go. */
  trialLicenseCount: number;
  /** How many of them are assigned: their holders lose them. */
  assignedTrialLicenseCount: number;
  deleting?: boolean;
  onConfirm: () => void;
}

export const DELETE_TRIAL_LICENSES_TITLE = 'Delete trial licenses';

/** "{n} trial licenses of {org} will be deleted." (singular for one). */
export function trialLicensesToDelete(count: number, organizationName: string): string {
  return `${count} trial ${count === 1 ? 'license' : 'licenses'} of ${organizationName} will be deleted.`;
}

/** "{m} of them are assigned: the people holding them lose them." (singular for one). */
export function assignedTrialLicensesLost(assigned: number, count: number): string {
  if (assigned === 1 && count === 1) return 'It is assigned: the person holding it loses it.';
  if (assigned === 1) return '1 of them is assigned: the person holding it loses it.';
  return `${assigned} of them are assigned: the people holding them lose them.`;
}

/**
 * spec §2 delete-trial-licences confirmation. Cancel takes the focus when it opens: the destructive action is
 * never one Enter away.
 */
export function DeleteTrialLicensesDialog({
  open,
  onClose,
  organizationName,
  trialLicenseCount,
  assignedTrialLicenseCount,
  deleting = false,
  onConfirm,
}: DeleteTrialLicensesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={DELETE_TRIAL_LICENSES_TITLE}
      confirmLabel="Delete trial licenses"
      onConfirm={onConfirm}
      busy={deleting}
    >
      <p className="text-sm text-fg">{trialLicensesToDelete(trialLicenseCount, organizationName)}</p>
      {assignedTrialLicenseCount > 0 ? (
        <p className="mt-2 text-sm text-fg">
          {assignedTrialLicensesLost(assignedTrialLicenseCount, trialLicenseCount)}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
