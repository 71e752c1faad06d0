import { useReleaseLicenseDevice } from '@pod-console/hooks';
import { useState } from 'react';
import type { LicenseDialogContainerProps } from './license-dialog-container-props';
import { deviceLabel, licenseLabel } from './license-label';
import { toastDeviceReleased, toastLicenseChangeFailed } from './license-toasts';
import { ReleaseLicenseDeviceDialog } from './release-license-device-dialog';

/** Release Device over the API: closes with a toast on success, stays open on failure so it can be tried again. */
export function ReleaseLicenseDeviceContainer({
  organizationId,
  license,
  onClose,
}: LicenseDialogContainerProps) {
  const release = useReleaseLicenseDevice();
  const [shown, setShown] = useState(license);
  if (license != null && license !== shown) setShown(license);
  return (
    <ReleaseLicenseDeviceDialog
      open={license != null}
      onClose={onClose}
      device={shown ? deviceLabel(shown) : ''}
      identifier={shown ? licenseLabel(shown) : ''}
      releasing={release.isPending}
      onConfirm={() => {
        if (license == null) return;
        release.mutate(
          { organizationId, licenseId: license.id },
          {
            onSuccess: () => {
              toastDeviceReleased(license.deviceName?.trim() || null, licenseLabel(license));
              onClose();
            },
            onError: toastLicenseChangeFailed,
          },
        );
      }}
    />
  );
}
