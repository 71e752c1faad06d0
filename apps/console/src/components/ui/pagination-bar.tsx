import { useId, type ReactNode } from 'react';
import { Button } from './button';

export interface PaginationBarProps {
  /** What the page shows of the whole, e.g. "11–20 of 42"; announced when it changes. */
  range: ReactNode;
  /** The page size and the sizes offered under "Rows per page"; absent where the page size is fixed. */
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Absent at the first page. */
  onPrevious: (() => void) | null;
  /** Absent at the last page. */
  onNext: (() => void) | null;
  /** Shown between Previous and Next, e.g. "Page 2 of 5" where the page count is known. */
  position?: ReactNode;
}

/**
 * Under a paged table: the range shown, the rows per page, Previous and Next. Paging itself belongs to the caller:
 * a table paged in the browser (TablePagination) or by the server's cursors.
 */
export function PaginationBar({
  range,
  pageSize,
  pageSizes,
  onPageSizeChange,
  onPrevious,
  onNext,
  position,
}: PaginationBarProps) {
  const pageSizeId = useId();
  return (
    <nav
      aria-label="Pagination"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-fg"
    >
      <p aria-live="polite">{range}</p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSize == null || pageSizes == null || onPageSizeChange == null ? null : (
          <label htmlFor={pageSizeId} className="flex items-center gap-2">
            Rows per page
            <select
              id={pageSizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="rounded-md border border-line-input bg-surface-raised px-2 py-1 text-sm focus:outline-2 focus:outline-focus"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button
          variant="secondary"
          className="!min-h-8 !py-1"
          disabled={onPrevious == null}
          onClick={onPrevious ?? undefined}
        >
          Previous<span className="sr-only"> page</span>
        </Button>
        {position == null ? null : <span>{position}</span>}
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
