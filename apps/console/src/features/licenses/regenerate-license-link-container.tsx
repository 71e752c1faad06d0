import { useRegenerateLicenseLink } from '@pod-console/hooks';
import type { License } from '@pod-console/sdk';
import { useState } from 'react';
import type { LicenseDialogContainerProps } from './license-dialog-container-props';
import { licenseLabel } from './license-label';
import { toastLicenseChangeFailed, toastLinkRegenerated } from './license-toasts';
import { RegenerateLicenseLinkDialog } from './regenerate-license-link-dialog';

export interface RegenerateLicenseLinkContainerProps extends LicenseDialogContainerProps {
  /** The licence under its new id: the page shows its new link at once. */
  onRegenerated: (license: License) => void;
}

/**
 * Regenerate Link over the API: on success "Link regenerated" and the licence under its new id (the QR / Link
 * dialog shows the new link); on failure the confirmation stays for another try.
 */
export function RegenerateLicenseLinkContainer({
  organizationId,
  license,
  onClose,
  onRegenerated,
}: RegenerateLicenseLinkContainerProps) {
  const regenerate = useRegenerateLicenseLink();
  const [shown, setShown] = useState(license);
  if (license != null && license !== shown) setShown(license);
  return (
    <RegenerateLicenseLinkDialog
      open={license != null}
      onClose={onClose}
      identifier={shown ? licenseLabel(shown) : ''}
      regenerating={regenerate.isPending}
      onConfirm={() => {
        if (license == null) return;
        regenerate.mutate(
          { organizationId, licenseId: license.id },
          {
            onSuccess: (licenseId) => {
              toastLinkRegenerated();
              onRegenerated({ ...license, id: licenseId, licenseId });
            },
            onError: toastLicenseChangeFailed,
          },
        );
      }}
    />
  );
}
