import { useUpdateLicenseIdentifier } from '@pod-console/hooks';
import { EditLicenseIdentifierDialog } from './edit-license-identifier-dialog';
import type { LicenseDialogContainerProps } from './license-dialog-container-props';
import { toastIdentifierUpdateFailed } from './license-toasts';

/** Edit License Identifier over the API: closes on success, stays open with the typed text on failure. */
export function EditLicenseIdentifierContainer({
  organizationId,
  license,
  onClose,
}: LicenseDialogContainerProps) {
  const update = useUpdateLicenseIdentifier();
  return (
    <EditLicenseIdentifierDialog
      open={license != null}
      onClose={onClose}
      identifier={license?.identifier ?? ''}
      saving={update.isPending}
      onSave={(identifier) => {
        if (license == null) return;
        update.mutate(
          { organizationId, licenseId: license.id, identifier },
          { onSuccess: onClose, onError: toastIdentifierUpdateFailed },
        );
      }}
    />
  );
}
