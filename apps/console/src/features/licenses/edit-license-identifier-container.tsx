import { useUpdateLicenseIdentifier } from '@pod-console/hooks';
import { EditLicenseIdentifierDialog } from './edit-license-identifier-dialog';
import type { LicenseDialogContainerProps } from './license-dialog-container-props';
import { useWriteFieldErrors } from '../../lib/write-failure';
import { IDENTIFIER_FIELD, toastIdentifierUpdateFailed } from './license-toasts';

/** Edit License Identifier over the API: closes on success, stays open with the typed text on failure. */
export function EditLicenseIdentifierContainer({
  organizationId,
  license,
  onClose,
}: LicenseDialogContainerProps) {
  const update = useUpdateLicenseIdentifier();
  const fieldErrors = useWriteFieldErrors(update.error, IDENTIFIER_FIELD);
  return (
    <EditLicenseIdentifierDialog
      open={license != null}
      onClose={onClose}
      identifier={license?.identifier ?? ''}
      saving={update.isPending}
      fieldErrors={fieldErrors}
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
