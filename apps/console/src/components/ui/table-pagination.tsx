import { useId } from 'react';
import { Button } from './button';
import type { DataRow, DataTableInstance } from './use-data-table';

export interface TablePaginationProps<TData extends DataRow> {
  table: DataTableInstance<TData>;
  /** The page sizes offered under "Rows per page". */
  pageSizes: readonly number[];
}

/** Under a paged DataTable: "1–10 of 23", the rows per page, Previous and Next, "Page 1 of 3". */
export function TablePagination<TData extends DataRow>({ table, pageSizes }: TablePaginationProps<TData>) {
  const pageSizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const pageCount = Math.max(table.getPageCount(), 1);
  const shown = table.getRowModel().rows.length;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown;

  return (
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
            onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
            className="rounded-md border border-gray-400 bg-white px-2 py-1 text-sm focus:outline-2 focus:outline-brand-700"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          className="!min-h-8 !py-1"
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          Previous<span className="sr-only"> page</span>
        </Button>
        <span>
          Page {pageIndex + 1} of {pageCount}
        </span>
        <Button
          variant="secondary"
          className="!min-h-8 !py-1"
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          Next<span className="sr-only"> page</span>
        </Button>
      </div>
    </nav>
  );
}
