// The licence CSV (docs/decisions/0027-licences-at-scale.md), built in the browser from the licences the page
// holds: the domain's columns and words, each licence's claim link as the QR / Link dialog builds it.
import { buildClaimLink, licensesCsv } from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';

export interface LicenseExportInput {
  organizationId: string;
  /** Names the file and goes into each claim link (docs/decisions/0002-app-links.md). */
  organizationName: string;
  /** The mobile app's scheme (the console's configuration). */
  scheme: string;
  now: Date;
}

/**
 * The name an export is saved under: `licenses-<organization>-<yyyy-mm-dd>.csv`, the organization's name as a slug
 * (ASCII letters and digits, words joined by '-') and the day of `now` in UTC, the day the console prints everywhere.
 */
export function licensesFileName(organizationName: string, now: Date): string {
  const slug = organizationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `licenses-${slug === '' ? 'organization' : slug}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The file of `licenses`: its name and its CSV text. */
export function licensesExport(
  licenses: readonly License[],
  { organizationId, organizationName, scheme, now }: LicenseExportInput,
): { fileName: string; text: string } {
  const claimLinkOf = (license: License) =>
    buildClaimLink({ scheme, licenseId: license.id, organizationId, organizationName });
  return { fileName: licensesFileName(organizationName, now), text: licensesCsv(licenses, claimLinkOf, now) };
}
