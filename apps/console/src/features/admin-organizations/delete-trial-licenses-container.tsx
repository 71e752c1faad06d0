import { useDeleteTrialLicenses } from '@pod-console/hooks';
import { MESSAGES, supportAtHostText } from '@pod-console/hooks/domain';
import type { AdminOrganization } from '@pod-console/sdk';
import { useState } from 'react';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';
import { toastWriteFailure } from '../../lib/write-failure';
import { DeleteTrialLicensesDialog } from './delete-trial-licenses-dialog';

export interface DeleteTrialLicensesContainerProps {
  /** The organization whose trial licences go; the dialog is open while it is set. */
  organization: AdminOrganization | null;
  onClose: () => void;
}

/** The success toast's description (spec §2 gives the title only). */
export function trialLicensesDeleted(count: number, organizationName: string): string {
  return count === 1
    ? `1 trial license of ${organizationName} was deleted.`
    : `${count} trial licenses of ${organizationName} were deleted.`;
}

/** The delete-trial-licences confirmation over the API: closes on success, stays open on failure for a retry. */
export function DeleteTrialLicensesContainer({ organization, onClose }: DeleteTrialLicensesContainerProps) {
  // The organization as it was when the dialog opened: the write refetches the table (spec §7), and the dialog
  // keeps showing what the admin is confirming until it closes. Another organization (or none) replaces it.
  const [opened, setOpened] = useState(organization);
  if (organization?.id !== opened?.id) setOpened(organization);
  const remove = useDeleteTrialLicenses();
  return (
    <DeleteTrialLicensesDialog
      open={opened != null}
      onClose={onClose}
      organizationName={opened?.name ?? ''}
      trialLicenseCount={opened?.trialLicenseCount ?? 0}
      assignedTrialLicenseCount={opened?.assignedTrialLicenseCount ?? 0}
      deleting={remove.isPending}
      onConfirm={() => {
        if (opened == null || remove.isPending) return;
        remove.mutate(
          { organizationId: opened.id },
          {
            onSuccess: () => {
              toast({
                title: 'Trial licenses deleted',
                description: trialLicensesDeleted(opened.trialLicenseCount, opened.name),
                variant: 'success',
              });
              onClose();
            },
            // spec §8 "Failed to delete trial licenses.", with the support text of the other failure toasts.
            onError: (error) =>
              toastWriteFailure(MESSAGES.trialLicensesDeleteFailed, error, {
                supportText: supportAtHostText(supportHost()),
              }),
          },
        );
      }}
    />
  );
}
