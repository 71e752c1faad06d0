// The order of a table's rows by one column, computed once per data array and column and kept: values prepared
// once, ascending sorted once, descending its reverse, computed while the page is idle if need be, so that a
// header click on 10,000 rows only slices a page.
import type { SortingState } from '@tanstack/react-table';

/** A sorting function as the table library's column definitions name or give one. */
export interface ColumnSortFn<TData> {
  (rowA: SortRow<TData>, rowB: SortRow<TData>, columnId: string): number;
  /** Built-in sorting functions: what a value is compared as (e.g. lower-cased text), read once per row here. */
  resolveDataValue?: (value: unknown) => unknown;
  /** Built-in sorting functions: the comparison of two resolved values. */
  sort?: (a: unknown, b: unknown, rowA: SortRow<TData>, rowB: SortRow<TData>, columnId: string) => number;
}

/** What a sorting function reads of a row: the same fields as the table library's row, for custom functions. */
export interface SortRow<TData> {
  original: TData;
  index: number;
  getValue: (columnId: string) => unknown;
}

/** A sortable column: its id, how a row's value is read, and how two rows compare. */
export interface OrderColumn<TData> {
  id: string;
  value: (row: TData, index: number) => unknown;
  sortFn: ColumnSortFn<TData>;
}

interface Entry<TData> extends SortRow<TData> {
  /** The value as compared: resolved once for a built-in sorting function. */
  key: unknown;
}

function entriesOf<TData>(rows: readonly TData[], column: OrderColumn<TData>): Array<Entry<TData>> {
  const resolve = column.sortFn.resolveDataValue;
  if (resolve && column.sortFn.sort) {
    return rows.map((original, index) => {
      const value = column.value(original, index);
      return { original, index, key: resolve(value), getValue: () => value };
    });
  }
  // A custom function may compare the originals without the value (the licence status orders by expiry, not by
  // its text): the value is read only if asked for, then kept.
  return rows.map((original, index) => {
    let value: { read: unknown } | undefined;
    return {
      original,
      index,
      key: undefined,
      getValue: () => (value ??= { read: column.value(original, index) }).read,
    };
  });
}

/** Two rows' order in the column, ascending; equal rows keep the data's order (the row index decides, last). */
function comparatorOf<TData>(column: OrderColumn<TData>) {
  const { sortFn, id } = column;
  const { sort } = sortFn;
  const compare =
    sort && sortFn.resolveDataValue
      ? (a: Entry<TData>, b: Entry<TData>) => sort(a.key, b.key, a, b, id)
      : (a: Entry<TData>, b: Entry<TData>) => sortFn(a, b, id);
  return compare;
}

/**
 * The rows in ascending order of the column, and in descending order: the ascending order reversed, with equal rows
 * still in the data's order, as the table library orders them.
 */
export function orderRows<TData>(
  rows: readonly TData[],
  column: OrderColumn<TData>,
): { asc: readonly TData[]; desc: () => readonly TData[] } {
  const compare = comparatorOf(column);
  const entries = entriesOf(rows, column).sort((a, b) => compare(a, b) || a.index - b.index);
  const asc = entries.map((entry) => entry.original);
  const desc = () => {
    const reversed: TData[] = [];
    // Walk the ascending order from its end, one run of equal rows at a time, each run in the data's order.
    let end = entries.length;
    while (end > 0) {
      let start = end - 1;
      while (start > 0 && compare(entries[start - 1]!, entries[start]!) === 0) start -= 1;
      for (let index = start; index < end; index += 1) reversed.push(entries[index]!.original);
      end = start;
    }
    return reversed;
  };
  return { asc, desc };
}

/**
 * Orders of one data array, per column and direction, computed on first need and kept while the array lives (an
 * unchanged poll keeps the array, so its orders too).
 */
export function createRowOrders<TData>(rows: readonly TData[], columns: ReadonlyArray<OrderColumn<TData>>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const orders = new Map<
    string,
    { asc: readonly TData[]; desc: () => readonly TData[]; descended?: readonly TData[] }
  >();
  const ordersOf = (columnId: string) => {
    let order = orders.get(columnId);
    const column = byId.get(columnId);
    if (!order && column) orders.set(columnId, (order = orderRows(rows, column)));
    return order;
  };
  return {
    /** The rows as `sorting` orders them (its first entry; the console sorts by one column at a time). */
    sorted(sorting: SortingState): readonly TData[] {
      const first = sorting[0];
      const order = first && ordersOf(first.id);
      if (!first || !order) return rows;
      if (!first.desc) return order.asc;
      order.descended ??= order.desc();
      return order.descended;
    },
    /** Computes one column's orders ahead of need; false when every column's are known. */
    prepareNext(): boolean {
      const column = columns.find((candidate) => !orders.has(candidate.id));
      if (!column) return false;
      const order = ordersOf(column.id)!;
      order.descended ??= order.desc();
      return columns.some((candidate) => !orders.has(candidate.id));
    },
  };
}

export type RowOrders<TData> = ReturnType<typeof createRowOrders<TData>>;
