// The Licences page's view lives in the address, as the Activity page keeps its filters and the platform admin's
// Organizations table its view: a reload or a shared link shows the same licences, in the same order, on the same
// page. A value the page does not know (an unknown status, a column that does not sort, a page that is not a
// number) is ignored, so a hand-edited or stale address still opens the page, with the default in its place.
import {
  LICENSE_CLAIM_FILTERS,
  LICENSE_STATUS_FILTERS,
  LICENSE_TYPE_FILTERS,
  NO_LICENSE_FILTERS,
  type LicenseFilters,
} from '@pod-console/hooks/domain';

/** The columns the licence table sorts by, as the address names them (`sort=id`, or `sort=-id` descending). */
export const LICENSE_SORT_COLUMNS = [
  'identifier',
  'status',
  'claimed',
  'type',
  'claimed-at',
  'device',
  'last-seen',
] as const;
export type LicenseSortColumn = (typeof LICENSE_SORT_COLUMNS)[number];

export interface LicenseSort {
  column: LicenseSortColumn;
  desc: boolean;
}

export interface LicenseView extends LicenseFilters {
  /** null: the organization's own order. */
  sort: LicenseSort | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LICENSE_VIEW: LicenseView = { ...NO_LICENSE_FILTERS, sort: null, page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value != null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

function parseSort(value: string | null): LicenseSort | null {
  if (value == null) return null;
  const desc = value.startsWith('-');
  const column = desc ? value.slice(1) : value;
  return (LICENSE_SORT_COLUMNS as readonly string[]).includes(column)
    ? { column: column as LicenseSortColumn, desc }
    : null;
}

/** The view an address's query string names; anything missing or unknown is the default. */
export function parseLicenseSearch(search: string): LicenseView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim(),
    status: oneOf(LICENSE_STATUS_FILTERS, params.get('status'), NO_LICENSE_FILTERS.status),
    claimed: oneOf(LICENSE_CLAIM_FILTERS, params.get('claimed'), NO_LICENSE_FILTERS.claimed),
    type: oneOf(LICENSE_TYPE_FILTERS, params.get('type'), NO_LICENSE_FILTERS.type),
    sort: parseSort(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LICENSE_VIEW.page,
  };
}

/** The query string of a view (without `?`), defaults left out, in a fixed order. */
export function serializeLicenseSearch(view: LicenseView): string {
  const params = new URLSearchParams();
  const search = view.search.trim();
  if (search !== '') params.set('q', search);
  if (view.status !== NO_LICENSE_FILTERS.status) params.set('status', view.status);
  if (view.claimed !== NO_LICENSE_FILTERS.claimed) params.set('claimed', view.claimed);
  if (view.type !== NO_LICENSE_FILTERS.type) params.set('type', view.type);
  if (view.sort != null) params.set('sort', `${view.sort.desc ? '-' : ''}${view.sort.column}`);
  if (view.page > 1) params.set('page', String(view.page));
  return params.toString();
}

/**
 * The view after a change. What the filters find is another list, so a change of search or filter starts again
 * at the first page; a new order does too (the table asks for it with the order).
 */
export function changeLicenseView(current: LicenseView, change: Partial<LicenseView>): LicenseView {
  const next = { ...current, ...change, search: (change.search ?? current.search).trim() };
  const filtersChanged = (['search', 'status', 'claimed', 'type'] as const).some(
    (key) => next[key] !== current[key],
  );
  return filtersChanged && change.page === undefined ? { ...next, page: 1 } : next;
}
