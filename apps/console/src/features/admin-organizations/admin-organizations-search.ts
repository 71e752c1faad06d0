// The Organizations table's view lives in the address (spec §2 /admin/organizations): a link or a reload shows
// the same filters, sort and page. Values the contract would refuse are ignored, so a hand-edited or stale
// address still opens the page (with the default in their place) instead of an error.
import { ORGANIZATION_STATES, PLAN_ORDER } from '@pod-console/hooks/domain';
import type {
  AdminOrganizationSort,
  AdminOrganizationsQuery,
  AdminPlanFilter,
  OrganizationState,
} from '@pod-console/sdk';
import { TABLE_DEFAULT_PAGE_SIZE } from '../../lib/ui-constants';

/** The columns the server sorts by, as the contract names them (`sort`, ascending, or descending with `-`). */
export const ADMIN_ORGANIZATION_SORT_COLUMNS = [
  'name',
  'owner',
  'plan',
  'assigned',
  'trial',
  'members',
  'created',
] as const;
export type AdminOrganizationSortColumn = (typeof ADMIN_ORGANIZATION_SORT_COLUMNS)[number];

// Both directions of every column above are contract sort values, and every contract value is one of them: the
// typecheck fails here when the contract gains or loses a sort.
type SortOf<TColumn extends string> = TColumn | `-${TColumn}`;
const sortsMatchContract: [SortOf<AdminOrganizationSortColumn>, AdminOrganizationSort] extends [
  AdminOrganizationSort,
  SortOf<AdminOrganizationSortColumn>,
]
  ? true
  : never = true;
void sortsMatchContract;

/** The plan filter's values: a plan, or `none` for organizations without a subscription. */
export const ADMIN_PLAN_FILTERS = [...PLAN_ORDER, 'none'] as const satisfies readonly AdminPlanFilter[];

/** The contract's default order: newest first. */
export const DEFAULT_ADMIN_ORGANIZATION_SORT: AdminOrganizationSort = '-created';

/** Rows per page offered; the first is spec §9's default table page size (the contract's default `limit`). */
export const ADMIN_ORGANIZATION_PAGE_SIZES = [TABLE_DEFAULT_PAGE_SIZE, 25, 50] as const;

export interface AdminOrganizationsSearch {
  /** The filter text, trimmed; '' for none. */
  q: string;
  plan: AdminPlanFilter | null;
  state: OrganizationState | null;
  sort: AdminOrganizationSort;
  cursor: string | null;
  limit: number;
}

export const DEFAULT_ADMIN_ORGANIZATIONS_SEARCH: AdminOrganizationsSearch = {
  q: '',
  plan: null,
  state: null,
  sort: DEFAULT_ADMIN_ORGANIZATION_SORT,
  cursor: null,
  limit: TABLE_DEFAULT_PAGE_SIZE,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value != null && (values as readonly string[]).includes(value) ? (value as T) : null;

const isSort = (value: string | null): value is AdminOrganizationSort =>
  value != null && (ADMIN_ORGANIZATION_SORT_COLUMNS as readonly string[]).includes(value.replace(/^-/, ''));

/** The view an address's query string names; anything missing or invalid is the default. */
export function parseAdminOrganizationsSearch(search: string): AdminOrganizationsSearch {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const limit = Number(params.get('limit'));
  const cursor = params.get('cursor');
  return {
    q: (params.get('q') ?? '').trim(),
    plan: oneOf(ADMIN_PLAN_FILTERS, params.get('plan')),
    state: oneOf(ORGANIZATION_STATES, params.get('state')),
    sort: isSort(sort) ? sort : DEFAULT_ADMIN_ORGANIZATION_SORT,
    cursor: cursor == null || cursor === '' ? null : cursor,
    limit: (ADMIN_ORGANIZATION_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : TABLE_DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a view (without `?`), defaults left out, in a fixed order. */
export function serializeAdminOrganizationsSearch(search: AdminOrganizationsSearch): string {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q !== '') params.set('q', q);
  if (search.plan != null) params.set('plan', search.plan);
  if (search.state != null) params.set('state', search.state);
  if (search.sort !== DEFAULT_ADMIN_ORGANIZATION_SORT) params.set('sort', search.sort);
  if (search.limit !== TABLE_DEFAULT_PAGE_SIZE) params.set('limit', String(search.limit));
  if (search.cursor != null) params.set('cursor', search.cursor);
  return params.toString();
}

/**
 * The view after a change. A cursor names a page of one filter and sort (a cursor of another answers 400), so
 * any change but the page itself starts again at the first page.
 */
export function changeAdminOrganizationsSearch(
  current: AdminOrganizationsSearch,
  change: Partial<AdminOrganizationsSearch>,
): AdminOrganizationsSearch {
  const next = { ...current, ...change, q: (change.q ?? current.q).trim() };
  const viewChanged = (['q', 'plan', 'state', 'sort', 'limit'] as const).some(
    (key) => next[key] !== current[key],
  );
  return viewChanged ? { ...next, cursor: null } : next;
}

/** What the hooks ask the server for: the view without its defaults. */
export function adminOrganizationsQuery(search: AdminOrganizationsSearch): AdminOrganizationsQuery {
  return {
    ...(search.q !== '' ? { q: search.q } : {}),
    ...(search.plan != null ? { plan: search.plan } : {}),
    ...(search.state != null ? { state: search.state } : {}),
    ...(search.sort !== DEFAULT_ADMIN_ORGANIZATION_SORT ? { sort: search.sort } : {}),
    ...(search.cursor != null ? { cursor: search.cursor } : {}),
    ...(search.limit !== TABLE_DEFAULT_PAGE_SIZE ? { limit: search.limit } : {}),
  };
}
