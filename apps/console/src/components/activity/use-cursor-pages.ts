import { useCallback, useMemo, useState } from 'react';

const NO_CURSORS: readonly string[] = [];

export interface CursorPages {
  /** The cursor of the page shown; undefined on the first page. */
  cursor: string | undefined;
  /** 1-based. */
  pageNumber: number;
  /** Opens the page that `nextCursor` (the shown page's) starts. */
  next: (nextCursor: string) => void;
  /** Back to the page before; null on the first page. */
  previous: (() => void) | null;
}

/**
 * Next and Previous over a keyset-paged list whose answers carry only the next page's cursor
 * (docs/decisions/0026-activity-log.md): the cursors of the pages opened so far are kept, so Previous goes back
 * one. A cursor belongs to one set of filters, so a new `filtersKey` starts again at the first page.
 */
export function useCursorPages(filtersKey: string): CursorPages {
  const [opened, setOpened] = useState<{ filtersKey: string; cursors: readonly string[] }>({
    filtersKey,
    cursors: [],
  });
  // New filters forget the pages of the old ones (set while rendering, so no frame shows a stale cursor).
  if (opened.filtersKey !== filtersKey) setOpened({ filtersKey, cursors: [] });
  const cursors = opened.filtersKey === filtersKey ? opened.cursors : NO_CURSORS;
  const next = useCallback(
    (nextCursor: string) => setOpened({ filtersKey, cursors: [...cursors, nextCursor] }),
    [filtersKey, cursors],
  );
  const previous = useCallback(
    () => setOpened({ filtersKey, cursors: cursors.slice(0, -1) }),
    [filtersKey, cursors],
  );
  return useMemo(
    () => ({
      cursor: cursors.at(-1),
      pageNumber: cursors.length + 1,
      next,
      previous: cursors.length > 0 ? previous : null,
    }),
    [cursors, next, previous],
  );
}
