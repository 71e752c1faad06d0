import { getLicenseStatus, paginate, TABLE_DEFAULT_PAGE_SIZE } from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';
import { memo, useId, useState } from 'react';
import { Button } from '../../components/ui/button';

/** Page sizes offered; the first is spec §9's default. */
export const LICENSE_PAGE_SIZES = [TABLE_DEFAULT_PAGE_SIZE, 25, 50] as const;

/** A licence without a recipient yet (a free trial licence, say) has no identifier to show. */
export const UNASSIGNED_LABEL = 'Unassigned';

export const licenseLabel = (license: Pick<License, 'identifier'>) =>
  license.identifier?.trim() ? license.identifier : UNASSIGNED_LABEL;

export interface LicenseTableProps {
  licenses: readonly License[];
  /** The status rule reads the clock through this (the domain takes `now`). */
  now: Date;
  onEdit: (license: License) => void;
  onRevoke: (license: License) => void;
  onShowLink: (license: License) => void;
  /** Stories open a later page. */
  initialPage?: number;
}

const cell = 'px-4 py-3 text-sm';

interface LicenseRowProps {
  license: License;
  now: Date;
  onEdit: (license: License) => void;
  onRevoke: (license: License) => void;
  onShowLink: (license: License) => void;
}

// Memoised per row: a refresh that changes one licence re-renders that row only.
const LicenseRow = memo(function LicenseRow({ license, now, onEdit, onRevoke, onShowLink }: LicenseRowProps) {
  const status = getLicenseStatus(license, now);
  const label = licenseLabel(license);
  return (
    <tr>
      <th scope="row" className={`${cell} max-w-64 truncate text-left font-medium text-gray-900`}>
        {label}
      </th>
      {/* spec §4: expired licences show their status in red (red-700 on white: 6.5:1, AA). */}
      <td
        className={`${cell} whitespace-nowrap ${status.expired ? 'font-medium text-red-700' : 'text-gray-800'}`}
      >
        {status.text}
      </td>
      <td className={`${cell} text-gray-800`}>{status.claimedLabel}</td>
      <td className={`${cell} whitespace-nowrap text-gray-800`}>{status.typeLabel}</td>
      <td className={`${cell} whitespace-nowrap text-right`}>
        <div className="inline-flex gap-1">
          <Button variant="ghost" className="!min-h-8 !px-2 !py-1" onClick={() => onEdit(license)}>
            Edit<span className="sr-only"> identifier of {label}</span>
          </Button>
          <Button variant="ghost" className="!min-h-8 !px-2 !py-1" onClick={() => onShowLink(license)}>
            QR / Link<span className="sr-only"> of {label}</span>
          </Button>
          <Button
            variant="ghost"
            className="!min-h-8 !px-2 !py-1 !text-red-700"
            onClick={() => onRevoke(license)}
          >
            Revoke<span className="sr-only"> license of {label}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
});

/**
 * spec §2 licence table: status, Claimed (True/False), type (Trial or Pod Creator), paged by the domain's
 * paginate (default 10 a page). Only the page's rows are rendered, so 10,000 licences cost what 10 do.
 */
export function LicenseTable({
  licenses,
  now,
  onEdit,
  onRevoke,
  onShowLink,
  initialPage = 1,
}: LicenseTableProps) {
  const [requestedPage, setRequestedPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState<number>(TABLE_DEFAULT_PAGE_SIZE);
  const captionId = useId();
  const pageSizeId = useId();
  // Clamped by the rule: when a refresh shrinks the list, the table lands on its last page.
  const { items, page, pageCount, total } = paginate(licenses, requestedPage, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + items.length;

  return (
    <div>
      {/* Focusable so keyboard users can scroll it sideways on a narrow screen. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="min-w-full divide-y divide-gray-200">
          <caption id={captionId} className="sr-only">
            Pod Creator licenses, page {page} of {pageCount}
          </caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={`${cell} text-left font-semibold text-gray-900`}>
                Identifier
              </th>
              <th scope="col" className={`${cell} text-left font-semibold text-gray-900`}>
                Status
              </th>
              <th scope="col" className={`${cell} text-left font-semibold text-gray-900`}>
                Claimed
              </th>
              <th scope="col" className={`${cell} text-left font-semibold text-gray-900`}>
                Type
              </th>
              <th scope="col" className={`${cell} text-right font-semibold text-gray-900`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {items.map((license) => (
              <LicenseRow
                key={license.id}
                license={license}
                now={now}
                onEdit={onEdit}
                onRevoke={onRevoke}
                onShowLink={onShowLink}
              />
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label="Pagination"
        className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-800"
      >
        <p aria-live="polite">
          {first}–{last} of {total}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={pageSizeId} className="flex items-center gap-2">
            Rows per page
            <select
              id={pageSizeId}
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value));
                setRequestedPage(1);
              }}
              className="rounded-md border border-gray-400 bg-white px-2 py-1 text-sm focus:outline-2 focus:outline-brand-700"
            >
              {LICENSE_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            className="!min-h-8 !py-1"
            disabled={page <= 1}
            onClick={() => setRequestedPage(page - 1)}
          >
            Previous<span className="sr-only"> page</span>
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            className="!min-h-8 !py-1"
            disabled={page >= pageCount}
            onClick={() => setRequestedPage(page + 1)}
          >
            Next<span className="sr-only"> page</span>
          </Button>
        </div>
      </nav>
    </div>
  );
}
