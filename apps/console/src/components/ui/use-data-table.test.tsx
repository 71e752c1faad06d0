import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  dataColumnHelper,
  PREPARE_ORDERS_FROM_ROWS,
  useDataTable,
  type DataColumns,
  type DataTableView,
} from './use-data-table';

interface Item {
  id: string;
  name: string;
}

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `item-${index + 1}`, name: `Item ${index + 1}` }));

const column = dataColumnHelper<Item>();
const columns: DataColumns<Item> = column.columns([
  column.accessor('name', { header: 'Name', sortFn: 'alphanumeric' }),
]);

const ROWS = items(23);

/** The table's page as the member sees it: page number, page count, row total and the rows' names. */
function page(table: ReturnType<typeof useDataTable<Item>>) {
  return {
    page: table.state.pagination.pageIndex + 1,
    pageCount: Math.max(table.getPageCount(), 1),
    total: table.getRowCount(),
    names: table.getRowModel().rows.map((row) => row.original.name),
  };
}

const render = (props: { data: Item[]; pageSize?: number; initialPageIndex?: number }) =>
  renderHook((current: typeof props) => useDataTable({ columns, ...current }), { initialProps: props });

describe('useDataTable paging', () => {
  it('shows 10 rows a page (spec §9), the remaining rows on the last page', () => {
    const { result } = render({ data: ROWS, pageSize: 10 });
    expect(page(result.current)).toEqual({
      page: 1,
      pageCount: 3,
      total: 23,
      names: ROWS.slice(0, 10).map((item) => item.name),
    });
    act(() => result.current.lastPage());
    expect(page(result.current).names).toEqual(['Item 21', 'Item 22', 'Item 23']);
  });

  it('clamps a page beyond the end to the last page and below the first to the first', () => {
    expect(page(render({ data: ROWS, pageSize: 10, initialPageIndex: 8 }).result.current).page).toBe(3);
    expect(page(render({ data: ROWS, pageSize: 10, initialPageIndex: -1 }).result.current).page).toBe(1);
    expect(page(render({ data: ROWS, pageSize: 10, initialPageIndex: Number.NaN }).result.current).page).toBe(
      1,
    );
  });

  it('lands on the last page when a refresh shrinks the table, and stays on its page when it does not', () => {
    const { result, rerender } = render({ data: ROWS, pageSize: 10, initialPageIndex: 2 });
    rerender({ data: ROWS.slice(0, 20), pageSize: 10 });
    expect(page(result.current)).toMatchObject({
      page: 2,
      pageCount: 2,
      names: expect.arrayContaining(['Item 11']),
    });
    rerender({ data: [...ROWS.slice(0, 20)], pageSize: 10 });
    expect(page(result.current).page).toBe(2);
  });

  it('has one empty page for an empty table', () => {
    expect(page(render({ data: [], pageSize: 10 }).result.current)).toEqual({
      page: 1,
      pageCount: 1,
      total: 0,
      names: [],
    });
  });

  it('takes another page size, starting again from the first page', () => {
    const { result } = render({ data: ROWS, pageSize: 10, initialPageIndex: 2 });
    act(() => result.current.setPagination({ pageIndex: 0, pageSize: 5 }));
    act(() => result.current.nextPage());
    expect(page(result.current)).toMatchObject({
      page: 2,
      pageCount: 5,
      names: ['Item 6', 'Item 7', 'Item 8', 'Item 9', 'Item 10'],
    });
  });

  it('shows every row on one page when no page size is given', () => {
    const all = items(250);
    expect(page(render({ data: all }).result.current)).toMatchObject({ page: 1, pageCount: 1, total: 250 });
    expect(page(render({ data: all }).result.current).names).toHaveLength(250);
  });
});

describe('useDataTable sorting', () => {
  it('sorts by a column, ascending then descending then back to the data order, from the first page', () => {
    const { result } = render({ data: [...ROWS].reverse(), pageSize: 10, initialPageIndex: 1 });
    const name = () => result.current.getColumn('name')!;

    act(() => name().toggleSorting());
    expect(name().getIsSorted()).toBe('asc');
    expect(page(result.current).page).toBe(1);
    // Natural order: "Item 2" before "Item 10".
    expect(page(result.current).names.slice(0, 3)).toEqual(['Item 1', 'Item 2', 'Item 3']);

    act(() => name().getToggleSortingHandler()?.({}));
    expect(name().getIsSorted()).toBe('desc');
    expect(page(result.current).names.slice(0, 3)).toEqual(['Item 23', 'Item 22', 'Item 21']);

    act(() => name().getToggleSortingHandler()?.({}));
    expect(name().getIsSorted()).toBe(false);
    expect(page(result.current).names[0]).toBe('Item 23');
  });
});

describe('useDataTable with many rows', () => {
  const counted = (data: Item[]) => {
    const read = vi.fn((item: Item) => item.name);
    const countedColumns: DataColumns<Item> = column.columns([
      column.accessor(read, { id: 'name', header: 'Name', sortFn: 'alphanumeric' }),
    ]);
    const hook = renderHook(() => useDataTable({ data, columns: countedColumns, pageSize: 10 }));
    return { read, ...hook };
  };

  it('holds only the page’s rows, and orders every column while idle, so a click reads nothing again', async () => {
    const data = items(PREPARE_ORDERS_FROM_ROWS + 200);
    const { read, result } = counted(data);
    expect(result.current.getCoreRowModel().rows).toHaveLength(10);
    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThanOrEqual(data.length));
    const afterIdle = read.mock.calls.length;

    act(() => result.current.getColumn('name')!.toggleSorting(true));
    expect(page(result.current).names.slice(0, 2)).toEqual(['Item 1200', 'Item 1199']);
    // Only the shown page's cells are read (at most once each), never the whole column again.
    expect(read.mock.calls.length - afterIdle).toBeLessThanOrEqual(10);
  });

  it('orders a small table only when asked', async () => {
    const { read, result } = counted(items(PREPARE_ORDERS_FROM_ROWS - 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read.mock.calls.length).toBeLessThanOrEqual(10);
    act(() => result.current.getColumn('name')!.toggleSorting(false));
    expect(page(result.current).names.slice(0, 3)).toEqual(['Item 1', 'Item 2', 'Item 3']);
  });
});

describe('useDataTable sorted by the server', () => {
  it('shows the rows in the order given and asks for the next order, never for none', () => {
    const asked: unknown[] = [];
    const data = [...ROWS].reverse();
    const { result, rerender } = renderHook(
      ({ desc }: { desc: boolean }) =>
        useDataTable({
          data,
          columns,
          serverSorting: {
            sorting: [{ id: 'name', desc }],
            onSortingChange: (sorting) => asked.push(sorting),
          },
        }),
      { initialProps: { desc: true } },
    );
    const name = () => result.current.getColumn('name')!;
    expect(name().getIsSorted()).toBe('desc');
    // The server's order, not sorted again here.
    expect(page(result.current).names.slice(0, 2)).toEqual(['Item 23', 'Item 22']);

    act(() => name().getToggleSortingHandler()?.({}));
    expect(asked).toEqual([[{ id: 'name', desc: false }]]);
    rerender({ desc: false });
    act(() => name().getToggleSortingHandler()?.({}));
    expect(asked.at(-1)).toEqual([{ id: 'name', desc: true }]);
  });
});

describe('useDataTable with the order and page kept by the caller', () => {
  const kept = (initial: DataTableView, filter: ((item: Item) => boolean) | null = null) => {
    const asked: DataTableView[] = [];
    const hook = renderHook(
      ({ view, only }: { view: DataTableView; only: ((item: Item) => boolean) | null }) =>
        useDataTable({
          data: ROWS,
          columns,
          pageSize: 10,
          view: { view, onViewChange: (next) => asked.push(next) },
          filter: only,
        }),
      { initialProps: { view: initial, only: filter } },
    );
    return { asked, ...hook };
  };

  it('shows the order and page it is given, and asks for a change instead of making it', () => {
    const { result, asked, rerender } = kept({ sorting: [{ id: 'name', desc: true }], pageIndex: 1 });
    expect(page(result.current)).toMatchObject({ page: 2, names: expect.arrayContaining(['Item 13']) });
    expect(page(result.current).names[0]).toBe('Item 13');

    act(() => result.current.nextPage());
    expect(asked).toEqual([{ sorting: [{ id: 'name', desc: true }], pageIndex: 2 }]);
    // Nothing moves until the caller hands the new view back.
    expect(page(result.current).page).toBe(2);
    rerender({ view: asked[0]!, only: null });
    expect(page(result.current).names).toEqual(['Item 3', 'Item 2', 'Item 1']);
  });

  it('asks for the first page with a new order, in one change', () => {
    const { result, asked } = kept({ sorting: [], pageIndex: 2 });
    act(() => result.current.getColumn('name')!.toggleSorting(false));
    expect(asked).toEqual([{ sorting: [{ id: 'name', desc: false }], pageIndex: 0 }]);
  });

  it('shows, counts and pages only the rows the filter accepts, in the order of the column', () => {
    const tens = (item: Item) => item.name.startsWith('Item 1');
    const { result } = kept({ sorting: [{ id: 'name', desc: true }], pageIndex: 0 }, tens);
    // Item 1 and Item 10–19: eleven rows, two pages.
    expect(page(result.current)).toMatchObject({ pageCount: 2, total: 11 });
    expect(page(result.current).names.slice(0, 3)).toEqual(['Item 19', 'Item 18', 'Item 17']);
  });

  it('clamps a kept page past the rows the filter leaves to the last page', () => {
    const { result } = kept({ sorting: [], pageIndex: 2 }, (item) => item.name === 'Item 7');
    expect(page(result.current)).toEqual({ page: 1, pageCount: 1, total: 1, names: ['Item 7'] });
  });
});

describe('useDataTable expansion', () => {
  it('opens and closes a row, and keeps it open when the data is refreshed', () => {
    const { result, rerender } = renderHook(
      ({ data }: { data: Item[] }) => useDataTable({ data, columns, expandable: true }),
      { initialProps: { data: items(3) } },
    );
    const row = () => result.current.getRow('item-2');
    expect(row().getCanExpand()).toBe(true);
    expect(row().getIsExpanded()).toBe(false);
    act(() => row().getToggleExpandedHandler()());
    expect(row().getIsExpanded()).toBe(true);
    rerender({ data: items(3) });
    expect(row().getIsExpanded()).toBe(true);
    act(() => row().toggleExpanded());
    expect(row().getIsExpanded()).toBe(false);
  });

  it('opens no row of a table that is not expandable', () => {
    const { result } = render({ data: items(2) });
    expect(result.current.getRow('item-1').getCanExpand()).toBe(false);
  });
});
