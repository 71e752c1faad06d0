import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { ADMIN_ORGANIZATION_PAGE_SIZES } from './admin-organizations-search';

export interface AdminOrganizationsPaginationProps {
  /** 0-based index of the page's first row among all matches; null when the page was opened by an unknown cursor. */
  start: number | null;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** Absent at the first page. */
  onPrevious: (() => void) | null;
  /** Absent at the last page. */
  onNext: (() => void) | null;
}

/**
 * Under the Organizations table: "11–20 of 42", the rows per page, Previous and Next. Pages are cursors (the
 * server's), which carry no row number: the page remembers where each page it opened starts. A page opened
 * straight from an address with a cursor (a link, a reload) starts at an unknown row, unless it is the first or
 * last page; it then says "{shown} of {total}".
 */
export function AdminOrganizationsPagination({
  start,
  shown,
  total,
  pageSize,
  onPageSizeChange,
  onPrevious,
  onNext,
}: AdminOrganizationsPaginationProps) {
  const pageSizeId = useId();
  return (
    <nav
      aria-label="Pagination"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-800"
    >
      <p aria-live="polite">
        {start == null
          ? `${shown} of ${total}`
          : `${shown === 0 ? 0 : start + 1}–${start + shown} of ${total}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={pageSizeId} className="flex items-center gap-2">
          Rows per page
          <select
            id={pageSizeId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="rounded-md border border-gray-400 bg-white px-2 py-1 text-sm focus:outline-2 focus:outline-brand-700"
          >
            {ADMIN_ORGANIZATION_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          className="!min-h-8 !py-1"
          disabled={onPrevious == null}
          onClick={onPrevious ?? undefined}
        >
          Previous<span className="sr-only"> page</span>
        </Button>
        <Button
          variant="secondary"
          className="!min-h-8 !py-1"
          disabled={onNext == null}
          onClick={onNext ?? undefined}
        >
          Next<span className="sr-only"> page</span>
        </Button>
      </div>
    </nav>
  );
}
