import {
  createColumnHelper,
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
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRowOrders, type ColumnSortFn, type OrderColumn } from './row-order';

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
  /**
   * A control of the header cell before the column's name and its sort button (a "select all" checkbox): a
   * sort button cannot hold another control. Hidden with the header row in the card layout.
   */
  headerStart?: ReactNode;
  /**
   * The row header's name is one element inside it, found by this id (the cell holds a control too, a row's
   * checkbox, whose own name would otherwise be read as part of the row's).
   */
  rowHeaderNameId?(rowId: string): string;
}

/**
 * The TanStack Table features every table of the console uses: sorting and paging state (the rows are ordered and
 * paged by useDataTable itself, or by the server), rows that open a detail panel, and the layout hints above on
 * each column. One registry for all tables, so DataTable renders any of them.
 */
export const dataTableFeatures = tableFeatures({
  rowExpandingFeature,
  rowSortingFeature,
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowPaginationFeature,
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

/** The order and the page of a table whose caller keeps them (in the address, say). */
export interface DataTableView {
  sorting: SortingState;
  /** 0-based; a page past the last shows the last. */
  pageIndex: number;
}

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
  /**
   * The caller keeps the order and the page (the address, say) instead of this hook; the rows are still ordered and
   * paged here. A new order asks for the first page in the same change, so the caller writes both at once.
   */
  view?: {
    view: DataTableView;
    onViewChange: (view: DataTableView) => void;
  };
  /**
   * Only the rows it accepts are shown, counted and paged (a search): applied after ordering, so each column's
   * order is still computed once per data array and a keystroke only filters. Memoised by the caller.
   */
  filter?: ((row: TData) => boolean) | null;
  /** False: no header orders the rows (while the rows are not all there to be ordered); true by default. */
  sortable?: boolean;
}

/** From this many rows on, each column's order is computed while the page is idle, before any header is clicked. */
export const PREPARE_ORDERS_FROM_ROWS = 1_000;

type AnyColumnDef<TData extends DataRow> = DataColumns<TData>[number] & {
  id?: string;
  accessorKey?: string;
  accessorFn?: (row: TData, index: number) => unknown;
  sortFn?: unknown;
  enableSorting?: boolean;
};

const SORT_FNS = dataTableFeatures.sortFns as unknown as Record<string, ColumnSortFn<never>>;

/** The sorting function TanStack would pick for 'auto': by the first values' type. */
function autoSortFn<TData>(rows: readonly TData[], value: (row: TData, index: number) => unknown) {
  let text = false;
  for (let index = 0; index < Math.min(rows.length, 10); index += 1) {
    const sample = value(rows[index]!, index);
    if (sample instanceof Date) return SORT_FNS.datetime!;
    if (typeof sample === 'string') {
      text = true;
      if (/[0-9]/.test(sample)) return SORT_FNS.alphanumeric!;
    }
  }
  return text ? SORT_FNS.text! : SORT_FNS.basic!;
}

/** The columns a client-side table can be ordered by, as row-order.ts reads them. */
function orderColumnsOf<TData extends DataRow>(
  columns: DataColumns<TData>,
  rows: readonly TData[],
): Array<OrderColumn<TData>> {
  return (columns as ReadonlyArray<AnyColumnDef<TData>>).flatMap((def) => {
    const id = def.id ?? def.accessorKey;
    const key = def.accessorKey;
    const value =
      def.accessorFn ??
      (key != null ? (row: TData) => (row as unknown as Record<string, unknown>)[key] : null);
    if (id == null || value == null || def.enableSorting === false) return [];
    const sortFn =
      typeof def.sortFn === 'function'
        ? (def.sortFn as ColumnSortFn<TData>)
        : typeof def.sortFn === 'string' && def.sortFn !== 'auto' && SORT_FNS[def.sortFn]
          ? (SORT_FNS[def.sortFn] as ColumnSortFn<TData>)
          : (autoSortFn(rows, value) as ColumnSortFn<TData>);
    return [{ id, value, sortFn }];
  });
}

/** Runs `step` while the page is idle until it answers false; stopped by the returned function. */
function whileIdle(step: () => boolean): () => void {
  // Safari has no requestIdleCallback: a short timer lets the page's own work go first.
  const idle = typeof globalThis.requestIdleCallback === 'function';
  let handle: number | ReturnType<typeof setTimeout>;
  const next = () => {
    handle = idle ? requestIdleCallback(run) : setTimeout(run, 50);
  };
  const run = () => {
    if (step()) next();
  };
  next();
  return () => (idle ? cancelIdleCallback(handle as number) : clearTimeout(handle));
}

/**
 * A TanStack table over `data`, sortable, and paged when `pageSize` is given. The page is clamped, not reset, when
 * the data shrinks; a new sort starts at page one. Rows are sorted (once per data array and column) and paged here,
 * so the table only holds one page (docs/decisions/0009-tables-tanstack-table.md).
 */
export function useDataTable<TData extends DataRow>({
  data,
  columns,
  pageSize,
  initialPageIndex = 0,
  serverSorting,
  expandable = false,
  view,
  filter = null,
  sortable = true,
}: UseDataTableOptions<TData>): DataTableInstance<TData> {
  const [clientSorting, setSorting] = useState<SortingState>([]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const kept = view?.view;
  const sorting = serverSorting?.sorting ?? kept?.sorting ?? clientSorting;
  const [requested, setRequested] = useState<PaginationState>(() =>
    pageSize == null ? UNPAGED : { pageIndex: initialPageIndex, pageSize },
  );

  // The server's order needs none.
  const ordersHere = serverSorting == null;
  const orders = useMemo(
    () => (ordersHere ? createRowOrders(data, orderColumnsOf(columns, data)) : null),
    [data, columns, ordersHere],
  );
  useEffect(() => {
    if (!orders || data.length < PREPARE_ORDERS_FROM_ROWS) return undefined;
    return whileIdle(() => orders.prepareNext());
  }, [orders, data.length]);
  const ordered = useMemo(() => (orders ? orders.sorted(sorting) : data), [orders, sorting, data]);
  const shown = useMemo(() => (filter ? ordered.filter(filter) : ordered), [ordered, filter]);

  // Only sorting and paging are registered, so every row shown is on some page.
  const pageCount = Math.max(Math.ceil(shown.length / requested.pageSize), 1);
  const askedPage =
    kept != null && Number.isFinite(requested.pageSize) ? kept.pageIndex : requested.pageIndex;
  const pageIndex = Math.min(Math.max(Math.floor(askedPage) || 0, 0), pageCount - 1);
  const pagination = useMemo(
    () => ({ pageIndex, pageSize: requested.pageSize }),
    [pageIndex, requested.pageSize],
  );

  const onViewChange = view?.onViewChange;
  const onPaginationChange = useCallback<OnChangeFn<PaginationState>>(
    (updater) => {
      const next = functionalUpdate(updater, pagination);
      setRequested(next);
      if (onViewChange != null && next.pageIndex !== pagination.pageIndex) {
        onViewChange({ sorting, pageIndex: next.pageIndex });
      }
    },
    [pagination, onViewChange, sorting],
  );
  const askServer = serverSorting?.onSortingChange;
  const onSortingChange = useCallback<OnChangeFn<SortingState>>(
    (updater) => {
      if (askServer != null) {
        askServer(functionalUpdate(updater, sorting));
        return;
      }
      if (onViewChange != null) {
        onViewChange({ sorting: functionalUpdate(updater, sorting), pageIndex: 0 });
        return;
      }
      setSorting(updater);
      setRequested((current) => ({ ...current, pageIndex: 0 }));
    },
    [askServer, onViewChange, sorting],
  );

  const start = pagination.pageIndex * pagination.pageSize;
  const rows = useMemo(
    () => (Number.isFinite(pagination.pageSize) ? shown.slice(start, start + pagination.pageSize) : shown),
    [shown, start, pagination.pageSize],
  );

  return useTable({
    features: dataTableFeatures,
    // One page of rows: the table's row model never holds more than the page shows.
    data: rows as TData[],
    columns,
    getRowId: rowId,
    state: { sorting, pagination, expanded },
    onSortingChange,
    onPaginationChange,
    onExpandedChange: setExpanded,
    manualSorting: true,
    manualPagination: true,
    rowCount: shown.length,
    enableSorting: sortable,
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
