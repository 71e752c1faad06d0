import { buildClaimLink } from '@pod-console/hooks';
import { useState } from 'react';
import { config } from '../../lib/config';
import type { LicenseDialogContainerProps } from './license-dialog-container-props';
import type { LicenseDelivery } from './license-delivery';
import { LicenseLinkDialog } from './license-link-dialog';
import { licenseLabel } from './license-label';

export interface LicenseLinkContainerProps extends LicenseDialogContainerProps {
  /** The claim link carries the organization's name (docs/decisions/0002-app-links.md). */
  organizationName: string;
}

/** QR / Link of an existing licence: the claim link, shown as a link or a QR code. */
export function LicenseLinkContainer({
  organizationId,
  organizationName,
  license,
  onClose,
}: LicenseLinkContainerProps) {
  const [delivery, setDelivery] = useState<LicenseDelivery>('link');
  if (license == null) return null;
  return (
    <LicenseLinkDialog
      open
      onClose={onClose}
      identifier={licenseLabel(license)}
      link={buildClaimLink({
        scheme: config.appScheme,
        licenseId: license.id,
        organizationId,
        organizationName,
      })}
      delivery={delivery}
      onDeliveryChange={setDelivery}
      simulatorUrl={config.appSimulatorUrl}
    />
  );
}
