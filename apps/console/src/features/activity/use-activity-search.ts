import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActivityFilterChangeOptions } from '../../components/activity/activity-filter-bar';
import type { ActivityFilters } from '../../components/activity/activity-filter-values';
import { parseActivitySearch, serializeActivitySearch } from './activity-search';

export interface ActivitySearchState {
  filters: ActivityFilters;
  /**
   * Writes a change of filters to the address: a new history entry, so Back returns to the filters before, or
   * in place of the current one with `replace` (a day being typed).
   */
  changeFilters: (change: Partial<ActivityFilters>, options?: ActivityFilterChangeOptions) => void;
}

/** The Activity page's filters, read from and written to the address's query string (activity-search.ts). */
export function useActivitySearch(): ActivitySearchState {
  const queryString = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => parseActivitySearch(queryString), [queryString]);
  const changeFilters = useCallback(
    (change: Partial<ActivityFilters>, { replace = false }: ActivityFilterChangeOptions = {}) => {
      const next = serializeActivitySearch({ ...filters, ...change });
      if (next === serializeActivitySearch(filters)) return;
      navigate(next === '' ? path : `${path}?${next}`, { replace });
    },
    [filters, path, navigate],
  );
  return { filters, changeFilters };
}
