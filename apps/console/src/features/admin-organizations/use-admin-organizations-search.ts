import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changeAdminOrganizationsSearch,
  parseAdminOrganizationsSearch,
  serializeAdminOrganizationsSearch,
  type AdminOrganizationsSearch,
} from './admin-organizations-search';

export interface ChangeSearchOptions {
  /** Replace the history entry instead of adding one (the filter box: no entry per keystroke). */
  replace?: boolean;
}

export interface AdminOrganizationsSearchState {
  search: AdminOrganizationsSearch;
  /** Writes a change to the address; a change of filter, sort or page size drops the cursor. */
  changeSearch: (change: Partial<AdminOrganizationsSearch>, options?: ChangeSearchOptions) => void;
}

/**
 * The Organizations table's view, read from and written to the address's query string (spec §2
 * /admin/organizations), so that a link or a reload shows the same view and Back returns to the previous one.
 */
export function useAdminOrganizationsSearch(): AdminOrganizationsSearchState {
  const queryString = useSearch();
  const [path, navigate] = useLocation();
  const search = useMemo(() => parseAdminOrganizationsSearch(queryString), [queryString]);

  const changeSearch = useCallback(
    (change: Partial<AdminOrganizationsSearch>, { replace = false }: ChangeSearchOptions = {}) => {
      const next = serializeAdminOrganizationsSearch(changeAdminOrganizationsSearch(search, change));
      if (next === queryString) return;
      navigate(next === '' ? path : `${path}?${next}`, { replace });
    },
    [search, queryString, path, navigate],
  );

  return { search, changeSearch };
}
