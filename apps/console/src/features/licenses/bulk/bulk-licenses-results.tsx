import type { CreatedLicense } from './claim-links-csv';

export interface BulkLicensesResultsProps {
  created: readonly CreatedLicense[];
}

/**
 * The licences just created, each with its claim link (docs/decisions/0002-app-links.md) in a read-only field that
 * selects itself when focused, for copying, as the single licence's link dialog does; the footer downloads them
 * all or prints their QR codes.
 */
export function BulkLicensesResults({ created }: BulkLicensesResultsProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-fg-muted">
        Send each recipient their claim link, or print the QR codes: opening the link or scanning the code on
        their device claims the license. Anyone with a link can claim its license, so share each one only with
        its recipient.
      </p>
      <ul aria-label="Created licenses" className="divide-y divide-line rounded-lg border border-line">
        {created.map((license) => (
          <li key={license.id} className="space-y-1 px-4 py-2 text-sm">
            <p className="font-semibold break-words text-fg">{license.identifier}</p>
            <input
              readOnly
              value={license.link}
              aria-label={`Claim link for ${license.identifier}`}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full min-w-0 rounded-md border border-line-input bg-surface-sunken px-2 py-1 font-mono text-xs text-fg focus:outline-2 focus:outline-offset-1 focus:outline-focus"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
