import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { LicenseFilterChangeOptions } from './license-filter-bar';
import {
  changeLicenseView,
  parseLicenseSearch,
  serializeLicenseSearch,
  type LicenseView,
} from './license-search';

export interface LicenseSearchState {
  view: LicenseView;
  /**
   * Writes a change of the view to the address: a new history entry, so Back returns to the view before, or in
   * place of the current one with `replace` (the search being typed: no entry per keystroke).
   */
  changeView: (change: Partial<LicenseView>, options?: LicenseFilterChangeOptions) => void;
}

/** The Licences page's view, read from and written to the address's query string (license-search.ts). */
export function useLicenseSearch(): LicenseSearchState {
  const queryString = useSearch();
  const [path, navigate] = useLocation();
  const view = useMemo(() => parseLicenseSearch(queryString), [queryString]);
  // The same function for every view, so a keystroke re-renders only what shows the view (not the table, whose
  // props then stay the same until the rows change); it reads the view of the last render.
  const current = useRef({ view, path });
  useLayoutEffect(() => {
    current.current = { view, path };
  }, [view, path]);
  const changeView = useCallback(
    (change: Partial<LicenseView>, { replace = false }: LicenseFilterChangeOptions = {}) => {
      const { view: before, path: at } = current.current;
      const next = serializeLicenseSearch(changeLicenseView(before, change));
      if (next === serializeLicenseSearch(before)) return;
      navigate(next === '' ? at : `${at}?${next}`, { replace });
    },
    [navigate],
  );
  return { view, changeView };
}
