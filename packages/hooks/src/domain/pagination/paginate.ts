import { TABLE_DEFAULT_PAGE_SIZE } from '../constants';

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to 1…pageCount. */
  page: number;
  /** At least 1: an empty table still shows one (empty) page. */
  pageCount: number;
  total: number;
}

/**
 * One page of a table (spec §9: default page size 10). The page is clamped rather than rejected, so a table
 * that shrinks under a poll (a licence revoked elsewhere) lands on its last page instead of an empty one.
 */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = TABLE_DEFAULT_PAGE_SIZE,
): Page<T> {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : TABLE_DEFAULT_PAGE_SIZE;
  const pageCount = Math.max(Math.ceil(items.length / size), 1);
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(wanted, 1), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount, total: items.length };
}
