// The licence CSV (docs/decisions/0027-licences-at-scale.md), built in the browser from the licences the page
// holds: the domain's columns and words, each licence's claim link as the QR / Link dialog builds it.
import { buildClaimLink, exportFileName, licensesCsv } from '@pod-console/hooks';
import type { License } from '@pod-console/sdk';

export interface LicenseExportInput {
  organizationId: string;
  /** Names the file and goes into each claim link (docs/decisions/0002-app-links.md). */
  organizationName: string;
  /** The mobile app's scheme (the console's configuration). */
  scheme: string;
  now: Date;
}

/** The file of `licenses`: its name and its CSV text. */
export function licensesExport(
  licenses: readonly License[],
  { organizationId, organizationName, scheme, now }: LicenseExportInput,
): { fileName: string; text: string } {
  const claimLinkOf = (license: License) =>
    buildClaimLink({ scheme, licenseId: license.id, organizationId, organizationName });
  return {
    fileName: exportFileName('licenses', organizationName, now),
    text: licensesCsv(licenses, claimLinkOf, now),
  };
}
