import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

const rows = Array.from({ length: 23 }, (_, index) => index + 1);

describe('paginate', () => {
  it('shows 10 rows a page by default', () => {
    expect(paginate(rows, 1)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      total: 23,
    });
  });

  it('gives the remaining rows on the last page', () => {
    expect(paginate(rows, 3).items).toEqual([21, 22, 23]);
  });

  it('clamps a page beyond the end to the last page and below 1 to the first', () => {
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate(rows, Number.NaN).page).toBe(1);
  });

  it('has one empty page for an empty table', () => {
    expect(paginate([], 4)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('takes another page size, and falls back to 10 for a nonsensical one', () => {
    expect(paginate(rows, 2, 5).items).toEqual([6, 7, 8, 9, 10]);
    expect(paginate(rows, 1, 0).pageCount).toBe(3);
  });
});
