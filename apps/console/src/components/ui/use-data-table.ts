import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ExpandedState,
  type OnChangeFn,
  type PaginationState,
  type ReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';

/** How DataTable lays a column out; each table's column definitions set it. */
export interface DataColumnMeta {
  /** Classes of the column's header and cells in the table layout (widths, alignment). */
  className?: string;
  /** The column that names its row: a row header in the table, the title of the card. */
  rowHeader?: boolean;
  /** The row's actions: an unlabelled header in the table, the foot of the card. */
  actions?: boolean;
  /**
   * Extra classes of one cell, from the cell's value (the value the column's accessor returns). Method syntax,
   * so a column can name its own value type.
   */
  cellClassName?(value: unknown): string | undefined;
}

/**
 * The TanStack Table features every table of the console uses: sorting and paging on the client (or sorting on
 * the server), rows that open a detail panel, and the layout hints above on each column. One registry for all
 * tables, so DataTable renders any of them.
 */
export const dataTableFeatures = tableFeatures({
  rowExpandingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A table built by useDataTable, which DataTable and TablePagination render. */
export type DataTableInstance<TData extends DataRow> = ReactTable<DataTableFeatures, TData>;

export type DataColumns<TData extends DataRow> = ReadonlyArray<ColumnDef<DataTableFeatures, TData, unknown>>;

/** Every row of the console's tables has an id, which keys it across refreshes and sorting. */
export interface DataRow {
  id: string;
}

export const dataColumnHelper = <TData extends DataRow>() => createColumnHelper<DataTableFeatures, TData>();

const rowId = (row: DataRow) => row.id;

/** Every row on one page: the table is not paged. */
const UNPAGED: PaginationState = { pageIndex: 0, pageSize: Number.POSITIVE_INFINITY };

export interface UseDataTableOptions<TData extends DataRow> {
  /** Kept by reference: the same array (an unchanged poll) re-renders nothing. */
  data: readonly TData[];
  /** Memoised by the caller: new columns re-render every row. */
  columns: DataColumns<TData>;
  /** Paged with this many rows a page; absent, every row shows. */
  pageSize?: number;
  /** 0-based; stories open a later page. */
  initialPageIndex?: number;
  /**
   * The server sorts: `data` is shown in the order given, the headers show `sorting`, and a header's click asks
   * for a new order through `onSortingChange`. Some order always applies, so a header toggles between ascending
   * and descending, never back to none.
   */
  serverSorting?: {
    sorting: SortingState;
    onSortingChange: (sorting: SortingState) => void;
  };
  /** Every row can open a detail panel under it (DataTable's `renderExpanded`); which are open is kept here. */
  expandable?: boolean;
}

/**
 * A TanStack table over `data`: sortable by its column headers, paged when `pageSize` is given. The page is
 * clamped rather than reset, so a table that shrinks under a poll (a licence revoked elsewhere) lands on its
 * last page instead of an empty one; a new sort order starts again at the first page.
 */
export function useDataTable<TData extends DataRow>({
  data,
  columns,
  pageSize,
  initialPageIndex = 0,
  serverSorting,
  expandable = false,
}: UseDataTableOptions<TData>): DataTableInstance<TData> {
  const [clientSorting, setSorting] = useState<SortingState>([]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const sorting = serverSorting?.sorting ?? clientSorting;
  const [requested, setRequested] = useState<PaginationState>(() =>
    pageSize == null ? UNPAGED : { pageIndex: initialPageIndex, pageSize },
  );
  // Only sorting and paging are registered, so every row of `data` is on some page.
  const pageCount = Math.max(Math.ceil(data.length / requested.pageSize), 1);
  const pageIndex = Math.min(Math.max(Math.floor(requested.pageIndex) || 0, 0), pageCount - 1);
  const pagination = useMemo(
    () => ({ pageIndex, pageSize: requested.pageSize }),
    [pageIndex, requested.pageSize],
  );

  const onPaginationChange = useCallback<OnChangeFn<PaginationState>>(
    (updater) => setRequested(functionalUpdate(updater, pagination)),
    [pagination],
  );
  const askServer = serverSorting?.onSortingChange;
  const onSortingChange = useCallback<OnChangeFn<SortingState>>(
    (updater) => {
      if (askServer != null) {
        askServer(functionalUpdate(updater, sorting));
        return;
      }
      setSorting(updater);
      setRequested((current) => ({ ...current, pageIndex: 0 }));
    },
    [askServer, sorting],
  );

  return useTable({
    features: dataTableFeatures,
    data,
    columns,
    getRowId: rowId,
    state: { sorting, pagination, expanded },
    onSortingChange,
    onPaginationChange,
    onExpandedChange: setExpanded,
    manualSorting: serverSorting != null,
    enableSortingRemoval: serverSorting == null,
    // A refresh of the data (a row edited in a dialog) keeps the open rows open.
    autoResetExpanded: false,
    getRowCanExpand: () => expandable,
    // Clamped above instead: a refresh keeps the page the member is on.
    autoResetPageIndex: false,
    // One column at a time, ascending first (numbers and dates too), so one header carries aria-sort.
    enableMultiSort: false,
    sortDescFirst: false,
  });
}
