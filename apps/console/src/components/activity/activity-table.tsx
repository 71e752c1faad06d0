import type { ActivityEntry } from '@pod-console/sdk';
import { DataTable } from '../ui/data-table';
import { useDataTable } from '../ui/use-data-table';
import { activityColumns } from './activity-columns';

/** One page of the log as a screen shows it: the Activity page and the platform admin's section alike. */
export interface ActivityListState {
  /** The page's entries, newest first; null while the first answer loads or after a failure. */
  entries: readonly ActivityEntry[] | null;
  /** The entries shown are the previous query's while the next loads. */
  busy: boolean;
  /** The call failed, with nothing to show. */
  loadFailed: boolean;
  onRetry: () => void;
  /** 1-based. */
  pageNumber: number;
  /** Absent on the first page and while a page loads. */
  onPreviousPage: (() => void) | null;
  /** Absent on the last page and while a page loads. */
  onNextPage: (() => void) | null;
}

export interface ActivityTableProps {
  /** One page of entries, newest first, as the server ordered them. */
  entries: readonly ActivityEntry[];
  /** The id of the heading that names the table; or name it with `caption`. */
  labelledBy?: string;
  caption?: string;
  /** The entries are the previous page's while the next loads. */
  busy?: boolean;
}

/**
 * The activity log's entries (docs/decisions/0026-activity-log.md): a table where its box is at least 56rem wide,
 * a card per entry below (docs/decisions/0014-narrow-tables.md). Used by the Activity page and by the platform
 * admin's organization details.
 */
export function ActivityTable({ entries, labelledBy, caption, busy = false }: ActivityTableProps) {
  const table = useDataTable({ data: entries, columns: activityColumns });
  return <DataTable table={table} labelledBy={labelledBy} caption={caption} breakpoint="4xl" busy={busy} />;
}
