import { PaginationBar } from './pagination-bar';
import type { DataRow, DataTableInstance } from './use-data-table';

export interface TablePaginationProps<TData extends DataRow> {
  table: DataTableInstance<TData>;
  /** The page sizes offered under "Rows per page". */
  pageSizes: readonly number[];
}

/** Under a paged DataTable: "1–10 of 23", the rows per page, Previous and Next, "Page 1 of 3". */
export function TablePagination<TData extends DataRow>({ table, pageSizes }: TablePaginationProps<TData>) {
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const pageCount = Math.max(table.getPageCount(), 1);
  const shown = table.getRowModel().rows.length;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown;

  return (
    <PaginationBar
      range={`${first}–${last} of ${total}`}
      pageSize={pageSize}
      pageSizes={pageSizes}
      onPageSizeChange={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
      onPrevious={table.getCanPreviousPage() ? () => table.previousPage() : null}
      onNext={table.getCanNextPage() ? () => table.nextPage() : null}
      position={`Page ${pageIndex + 1} of ${pageCount}`}
    />
  );
}
