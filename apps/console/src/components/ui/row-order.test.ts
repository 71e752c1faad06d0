import { sortFn_alphanumeric, sortFn_basic, type SortingState } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { createRowOrders, orderRows, type ColumnSortFn, type OrderColumn } from './row-order';

interface Item {
  id: string;
  name: string;
  rank: number;
}

const item = (id: string, name: string, rank = 0): Item => ({ id, name, rank });
const ids = (rows: readonly Item[]) => rows.map((row) => row.id);

const byName: OrderColumn<Item> = {
  id: 'name',
  value: (row) => row.name,
  sortFn: sortFn_alphanumeric as unknown as ColumnSortFn<Item>,
};
const byRank: OrderColumn<Item> = {
  id: 'rank',
  value: (row) => row.rank,
  sortFn: sortFn_basic as unknown as ColumnSortFn<Item>,
};

describe('orderRows', () => {
  it('orders naturally and case-insensitively with a built-in sorting function, reading each value once', () => {
    const rows = [item('a', 'Tablet 10'), item('b', 'tablet 2'), item('c', 'Phone'), item('d', 'Tablet 1')];
    const value = vi.fn(byName.value);
    const { asc, desc } = orderRows(rows, { ...byName, value });
    expect(ids(asc)).toEqual(['c', 'd', 'b', 'a']);
    expect(ids(desc())).toEqual(['a', 'b', 'd', 'c']);
    expect(value).toHaveBeenCalledTimes(rows.length);
  });

  it('keeps equal rows in the data’s order in both directions, as the table library does', () => {
    const rows = [
      item('a', 'x', 2),
      item('b', 'x', 1),
      item('c', 'x', 2),
      item('d', 'x', 1),
      item('e', 'x', 3),
    ];
    const { asc, desc } = orderRows(rows, byRank);
    expect(ids(asc)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(ids(desc())).toEqual(['e', 'a', 'c', 'b', 'd']);
  });

  it('gives a custom sorting function rows with the original, the index and the value', () => {
    const rows = [item('a', 'x', 3), item('b', 'y', 1), item('c', 'z', 2)];
    const custom: ColumnSortFn<Item> = (rowA, rowB, columnId) => {
      expect(columnId).toBe('custom');
      expect(rowA.getValue(columnId)).toBe(rowA.original.name);
      expect(rows[rowA.index]).toBe(rowA.original);
      return rowA.original.rank - rowB.original.rank;
    };
    const { asc } = orderRows(rows, { id: 'custom', value: (row) => row.name, sortFn: custom });
    expect(ids(asc)).toEqual(['b', 'c', 'a']);
  });

  it('reads no value a custom sorting function does not ask for', () => {
    const rows = [item('a', 'x', 3), item('b', 'y', 1)];
    const value = vi.fn((row: Item) => row.name);
    const byOriginal: ColumnSortFn<Item> = (rowA, rowB) => rowA.original.rank - rowB.original.rank;
    expect(ids(orderRows(rows, { id: 'status', value, sortFn: byOriginal }).asc)).toEqual(['b', 'a']);
    expect(value).not.toHaveBeenCalled();
  });
});

describe('createRowOrders', () => {
  const rows = [item('a', 'B', 2), item('b', 'a', 1), item('c', 'C', 3)];
  const sorted = (orders: ReturnType<typeof createRowOrders<Item>>, sorting: SortingState) =>
    ids(orders.sorted(sorting));

  it('answers the data’s order without sorting, and each column’s order in either direction', () => {
    const orders = createRowOrders(rows, [byName, byRank]);
    expect(orders.sorted([])).toBe(rows);
    expect(sorted(orders, [{ id: 'name', desc: false }])).toEqual(['b', 'a', 'c']);
    expect(sorted(orders, [{ id: 'name', desc: true }])).toEqual(['c', 'a', 'b']);
    expect(sorted(orders, [{ id: 'rank', desc: true }])).toEqual(['c', 'a', 'b']);
    // A column it does not know (not sortable here): the data's order.
    expect(orders.sorted([{ id: 'actions', desc: false }])).toBe(rows);
  });

  it('computes an order once and keeps it: the same array for the same sorting', () => {
    const value = vi.fn(byName.value);
    const orders = createRowOrders(rows, [{ ...byName, value }]);
    const first = orders.sorted([{ id: 'name', desc: true }]);
    expect(orders.sorted([{ id: 'name', desc: true }])).toBe(first);
    orders.sorted([{ id: 'name', desc: false }]);
    expect(value).toHaveBeenCalledTimes(rows.length);
  });

  it('prepares one column at a time ahead of need, and says when all are ready', () => {
    const name = vi.fn(byName.value);
    const rank = vi.fn(byRank.value);
    const orders = createRowOrders(rows, [
      { ...byName, value: name },
      { ...byRank, value: rank },
    ]);
    expect(orders.prepareNext()).toBe(true);
    expect([name.mock.calls.length, rank.mock.calls.length]).toEqual([3, 0]);
    expect(orders.prepareNext()).toBe(false);
    expect([name.mock.calls.length, rank.mock.calls.length]).toEqual([3, 3]);
    expect(orders.prepareNext()).toBe(false);
    // Prepared orders are the ones answered: nothing is read again.
    expect(sorted(orders, [{ id: 'rank', desc: true }])).toEqual(['c', 'a', 'b']);
    expect(rank).toHaveBeenCalledTimes(3);
  });
});
