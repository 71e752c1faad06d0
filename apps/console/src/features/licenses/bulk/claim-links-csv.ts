import { csvLine } from '@pod-console/hooks/domain';

export interface CreatedLicense {
  id: string;
  identifier: string;
  /** The claim link (docs/decisions/0002-app-links.md): whoever opens it claims the licence. */
  link: string;
}

/** The created licences' claim links as CSV: a heading row, then each identifier with its link, in order. */
export function claimLinksCsv(licenses: readonly Pick<CreatedLicense, 'identifier' | 'link'>[]): string {
  return [
    csvLine(['Identifier', 'Claim link']),
    ...licenses.map(({ identifier, link }) => csvLine([identifier, link])),
  ].join('');
}

/** `claim-links-<yyyy-mm-dd>.csv`, the day of `now` in UTC, the day the console prints everywhere. */
export function claimLinksFileName(now: Date): string {
  return `claim-links-${now.toISOString().slice(0, 10)}.csv`;
}
