import { useUpdateLicenseCount } from '@pod-console/hooks';
import { MESSAGES, supportAtHostText } from '@pod-console/hooks/domain';
import type { AdminOrganization } from '@pod-console/sdk';
import { useState } from 'react';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';
import { toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { EditLicenseCountDialog } from './edit-license-count-dialog';

const LICENSE_COUNT_FIELD = { licenseCount: 'licenseCount' } as const;

export interface EditLicenseCountContainerProps {
  /** The organization whose count is edited; the dialog is open while it is set. */
  organization: AdminOrganization | null;
  onClose: () => void;
}

/** The success toast's description (spec §2 gives the title only). */
export function licenseCountUpdated(organizationName: string, licenseCount: number): string {
  const licenses = licenseCount === 1 ? 'license' : 'licenses';
  return `${organizationName} now has ${licenseCount.toLocaleString('en-US')} Pod Admin ${licenses}.`;
}

/**
 * Edit Pod Admin License Count over the API: closes on success (the table has refetched by then), stays open
 * with the typed count on failure so it can be tried again.
 */
export function EditLicenseCountContainer({ organization, onClose }: EditLicenseCountContainerProps) {
  // The organization as it was when the dialog opened: the write refetches the table (spec §7), and the dialog
  // keeps showing what the admin is confirming until it closes. Another organization (or none) replaces it.
  const [opened, setOpened] = useState(organization);
  if (organization?.id !== opened?.id) setOpened(organization);
  const update = useUpdateLicenseCount();
  const fieldErrors = useWriteFieldErrors(update.error, LICENSE_COUNT_FIELD);
  return (
    <EditLicenseCountDialog
      // A new form for another organization, even if the page switches without closing in between.
      key={opened?.id}
      open={opened != null}
      onClose={onClose}
      organizationName={opened?.name ?? ''}
      licenseCount={opened?.licenseCounts.POD_ADMIN ?? 0}
      assigned={opened?.assignedLicenseCount ?? 0}
      saving={update.isPending}
      fieldErrors={fieldErrors}
      onSave={(licenseCount) => {
        if (opened == null) return;
        update.mutate(
          { organizationId: opened.id, licenseCount, licenseType: 'POD_ADMIN' },
          {
            onSuccess: () => {
              toast({
                title: 'License count updated',
                description: licenseCountUpdated(opened.name, licenseCount),
                variant: 'success',
              });
              onClose();
            },
            // spec §8 "Failed to update license count.", with the support text of the other failure toasts.
            onError: (error) =>
              toastWriteFailure(MESSAGES.licenseCountUpdateFailed, error, {
                supportText: supportAtHostText(supportHost()),
                fields: LICENSE_COUNT_FIELD,
              }),
          },
        );
      }}
    />
  );
}
