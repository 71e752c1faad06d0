import { useRevokeLicense } from '@pod-console/hooks';
import type { LicenseDialogContainerProps } from './license-dialog-container-props';
import { licenseLabel } from './license-label';
import { toastRevoked, toastRevokeFailed } from './license-toasts';
import { RevokeLicenseDialog } from './revoke-license-dialog';

/** Revoke License over the API: closes on success, stays open on failure so it can be tried again. */
export function RevokeLicenseContainer({ organizationId, license, onClose }: LicenseDialogContainerProps) {
  const revoke = useRevokeLicense();
  return (
    <RevokeLicenseDialog
      open={license != null}
      onClose={onClose}
      identifier={license ? licenseLabel(license) : ''}
      revoking={revoke.isPending}
      onConfirm={() => {
        if (license == null) return;
        revoke.mutate(
          { organizationId, licenseId: license.id },
          {
            onSuccess: (answer) => {
              // spec §7: the answer is a success boolean; false is a failure to show (spec §8).
              if (answer?.success === false) {
                toastRevokeFailed();
                return;
              }
              toastRevoked();
              onClose();
            },
            onError: toastRevokeFailed,
          },
        );
      }}
    />
  );
}
