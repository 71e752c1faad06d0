import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, VIRTUALIZE_ABOVE_ROWS } from './data-table';
import { dataColumnHelper, useDataTable } from './use-data-table';
import { preloadVirtualRows } from './virtual-rows-on-demand';

interface Item {
  id: string;
  name: string;
}

const ITEMS: Item[] = [
  { id: 'a', name: 'Charlie' },
  { id: 'b', name: 'Alpha' },
  { id: 'c', name: 'Bravo' },
];

const column = dataColumnHelper<Item>();

/** A table whose name cells count how often each row renders. */
function CountingTable({
  items,
  renders,
  tick,
}: {
  items: Item[];
  renders: Map<string, number>;
  tick: number;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: 'Name',
          sortFn: 'text',
          meta: { rowHeader: true },
          cell: ({ row, getValue }) => {
            renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
            return getValue();
          },
        }),
      ]),
    [renders],
  );
  const table = useDataTable({ data: items, columns });
  return (
    <div data-tick={tick}>
      <DataTable table={table} caption="Items" breakpoint="xl" />
    </div>
  );
}

/** A table whose row action is rebuilt with every `clock`, as the licence columns are with every refresh. */
function ActionsTable({ items, clock }: { items: Item[]; clock: number }) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: 'Name', meta: { rowHeader: true } }),
        column.display({
          id: 'actions',
          header: 'Actions',
          meta: { actions: true },
          cell: ({ row }) => (
            <button type="button" data-clock={clock}>
              Open {row.original.name}
            </button>
          ),
        }),
      ]),
    [clock],
  );
  const table = useDataTable({ data: items, columns });
  return <DataTable table={table} caption="Items" breakpoint="xl" />;
}

/** A table whose rows open a panel from a toggle in their first cell. */
function ExpandingTable({ items, busy }: { items: Item[]; busy?: boolean }) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'toggle',
          header: 'Details',
          cell: ({ row }) => (
            <button
              type="button"
              aria-expanded={row.getIsExpanded()}
              onClick={row.getToggleExpandedHandler()}
            >
              Toggle {row.original.name}
            </button>
          ),
        }),
        column.accessor('name', { header: 'Name', meta: { rowHeader: true } }),
      ]),
    [],
  );
  const table = useDataTable({ data: items, columns, expandable: true });
  return (
    <DataTable
      table={table}
      caption="Items"
      breakpoint="xl"
      busy={busy}
      renderExpanded={(item) => <p>Panel of {item.name}</p>}
    />
  );
}

describe('DataTable', () => {
  afterEach(cleanup);

  it('renders no row again when the same data comes back, and only the changed row when one item changes', () => {
    const renders = new Map<string, number>();
    const { rerender } = render(<CountingTable items={ITEMS} renders={renders} tick={0} />);
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 });

    // An unchanged poll: the parent renders again with the very same array.
    rerender(<CountingTable items={ITEMS} renders={renders} tick={1} />);
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 });

    // A refresh that changes one item: a new array, the other items' objects kept (structural sharing).
    const changed = [ITEMS[0]!, { id: 'b', name: 'Alpha 2' }, ITEMS[2]!];
    rerender(<CountingTable items={changed} renders={renders} tick={2} />);
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 2, c: 1 });
    expect(screen.getByRole('rowheader', { name: 'Alpha 2' })).toBeTruthy();
  });

  it('sorts from a header button and says so with aria-sort on that header only', async () => {
    render(<CountingTable items={ITEMS} renders={new Map()} tick={0} />);
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(names()).toEqual(['Charlie', 'Alpha', 'Bravo']);

    await userEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie']);

    // Keyboard: the header's button takes Enter.
    within(header).getByRole('button', { name: 'Name' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it('names the table by its caption and keeps the roles of a table', () => {
    render(<CountingTable items={ITEMS} renders={new Map()} tick={0} />);
    const table = screen.getByRole('table', { name: 'Items' });
    // One header row and one row per item.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('keeps a focused row action (the same element, focused) when a refresh brings new columns and data', () => {
    const { rerender } = render(<ActionsTable items={ITEMS} clock={1} />);
    const open = screen.getByRole('button', { name: 'Open Alpha' });
    open.focus();
    rerender(<ActionsTable items={[...ITEMS]} clock={2} />);
    const after = screen.getByRole('button', { name: 'Open Alpha' });
    expect(after).toBe(open);
    expect(after.getAttribute('data-clock')).toBe('2');
    expect(document.activeElement).toBe(open);
  });

  it('shows an expanded row’s panel right under it, across every column, and marks a busy table', async () => {
    render(<ExpandingTable items={ITEMS} busy />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Toggle Alpha' }));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[3]!.textContent).toBe('Panel of Alpha');
    expect(within(rows[3]!).getByRole('cell').getAttribute('colspan')).toBe('2');
    expect(screen.getByRole('button', { name: 'Toggle Alpha' }).getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Toggle Alpha' }));
    expect(screen.queryByText('Panel of Alpha')).toBeNull();
  });

  it('shows the first rows of a long table while the virtualizer loads, then scrolls them all in a box', async () => {
    const many = Array.from({ length: VIRTUALIZE_ABOVE_ROWS + 50 }, (_, index) => ({
      id: String(index + 1),
      name: `Item ${index + 1}`,
    }));
    function LongTable() {
      const columns = useMemo(
        () => column.columns([column.accessor('name', { header: 'Name', meta: { rowHeader: true } })]),
        [],
      );
      return <DataTable table={useDataTable({ data: many, columns })} caption="Items" breakpoint="xl" />;
    }
    render(<LongTable />);
    // Before its code is in: the first VIRTUALIZE_ABOVE_ROWS rows, plainly.
    expect(screen.getAllByRole('rowheader')).toHaveLength(VIRTUALIZE_ABOVE_ROWS);
    expect(screen.getByRole('rowheader', { name: 'Item 1' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: `Item ${many.length}` })).toBeNull();

    expect(screen.getByRole('table', { name: 'Items' }).getAttribute('aria-rowcount')).toBe(
      String(many.length + 1),
    );

    // Then only the rows in (and near) the scroll box are rendered. act() waits for the code and flushes React's
    // retry of the suspended rows, so nothing here depends on how fast a busy machine transforms the module.
    await act(async () => {
      await preloadVirtualRows();
    });
    expect(screen.queryAllByRole('rowheader').length).toBeLessThan(VIRTUALIZE_ABOVE_ROWS);
    expect(screen.getByRole('region', { name: 'Items' })).toBeTruthy();
  });
});
