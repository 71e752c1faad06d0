import { buildClaimLink, useAssignLicense } from '@pod-console/hooks';
import type { OrganizationSummary } from '@pod-console/sdk';
import { useState } from 'react';
import { config } from '../../lib/config';
import { AddLicenseDialog } from './add-license-dialog';
import type { LicenseDelivery } from './license-delivery';
import { LicenseLinkDialog } from './license-link-dialog';
import { useWriteFieldErrors } from '../../lib/write-failure';
import { IDENTIFIER_FIELD, toastAssigned, toastAssignFailed } from './license-toasts';

export interface AddLicenseFlowProps {
  /** The organization the licence is assigned in; its name goes into the claim link. */
  organization: OrganizationSummary;
  open: boolean;
  onClose: () => void;
}

interface Generated {
  link: string;
  identifier: string;
  delivery: LicenseDelivery;
}

/**
 * spec §4 add-licence dialog: step 1 → step 2 → Generate → result view (link or QR) → Done or Cancel closes.
 * Assigns for the selected organization; on failure the dialog stays open with what was typed (spec §8).
 */
export function AddLicenseFlow({ organization, open, onClose }: AddLicenseFlowProps) {
  const assign = useAssignLicense();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const fieldErrors = useWriteFieldErrors(assign.error, IDENTIFIER_FIELD);

  const generate = ({ identifier, delivery }: { identifier: string; delivery: LicenseDelivery }) => {
    assign.mutate(
      { organizationId: organization.id, identifier },
      {
        onSuccess: (answer) => {
          // spec §8: an answer without licenseId is a failure.
          if (!answer?.licenseId) {
            toastAssignFailed();
            return;
          }
          toastAssigned();
          setGenerated({
            // docs/decisions/0002-app-links.md: the claim link carries licenseId, organizationId and organizationName.
            link: buildClaimLink({
              scheme: config.appScheme,
              licenseId: answer.licenseId,
              organizationId: organization.id,
              organizationName: organization.name,
            }),
            identifier,
            delivery,
          });
          onClose();
        },
        onError: toastAssignFailed,
      },
    );
  };

  return (
    <>
      <AddLicenseDialog
        open={open}
        onClose={onClose}
        generating={assign.isPending}
        onGenerate={generate}
        fieldErrors={fieldErrors}
      />
      {generated ? (
        <LicenseLinkDialog
          open
          onClose={() => setGenerated(null)}
          link={generated.link}
          identifier={generated.identifier}
          delivery={generated.delivery}
          simulatorUrl={config.appSimulatorUrl}
        />
      ) : null}
    </>
  );
}
