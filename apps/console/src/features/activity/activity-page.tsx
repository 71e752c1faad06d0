import { MESSAGES } from '@pod-console/hooks/domain';
import { useId, type ReactNode } from 'react';
import {
  ActivityFilterBar,
  type ActivityFilterChangeOptions,
  type ActivityPerson,
} from '../../components/activity/activity-filter-bar';
import {
  hasActivityFilters,
  NO_ACTIVITY_FILTERS,
  type ActivityFilters,
} from '../../components/activity/activity-filter-values';
import { ActivityPagination } from '../../components/activity/activity-pagination';
import { ActivityTable, type ActivityListState } from '../../components/activity/activity-table';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { ActivityPageSkeleton } from './activity-page-skeleton';

export interface ActivityPageProps extends ActivityListState {
  /** Why the signed-in member may not read the log (their role), in the API's words; null when they may. */
  blockedReason: string | null;
  filters: ActivityFilters;
  onFiltersChange: (change: Partial<ActivityFilters>, options?: ActivityFilterChangeOptions) => void;
  /** The organization's members, for the Person filter. */
  people: readonly ActivityPerson[];
  onExport: () => void;
  /** The export is under way. */
  exporting: boolean;
}

const emptyClassName =
  'rounded-lg border border-dashed border-line-strong bg-surface-raised px-6 py-12 text-center';

/**
 * The Activity page (docs/decisions/0026-activity-log.md): who changed what in the organization, newest first,
 * filtered by kind, person and days, a page at a time, and exported as CSV with the same filters.
 */
export function ActivityPage({
  blockedReason,
  filters,
  onFiltersChange,
  people,
  entries,
  busy,
  loadFailed,
  onRetry,
  pageNumber,
  onPreviousPage,
  onNextPage,
  onExport,
  exporting,
}: ActivityPageProps) {
  const headingId = useId();
  const heading = (
    <h1 id={headingId} className="text-2xl font-bold text-fg">
      Activity
    </h1>
  );

  if (blockedReason != null) {
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        {heading}
        <p className="rounded-lg border border-line bg-surface-raised p-4 text-sm text-fg">{blockedReason}</p>
      </div>
    );
  }

  let body: ReactNode;
  if (entries == null) {
    body = loadFailed ? (
      <LoadFailed message="The activity could not be loaded." onRetry={onRetry} />
    ) : (
      <ActivityPageSkeleton />
    );
  } else if (entries.length === 0 && pageNumber === 1) {
    body = hasActivityFilters(filters) ? (
      <div className={emptyClassName}>
        <p className="text-base font-semibold text-fg">{MESSAGES.noActivityMatches}</p>
        <Button variant="secondary" className="mt-4" onClick={() => onFiltersChange(NO_ACTIVITY_FILTERS)}>
          Clear filters
        </Button>
      </div>
    ) : (
      <div className={emptyClassName}>
        <p className="text-base font-semibold text-fg">{MESSAGES.noActivity}</p>
      </div>
    );
  } else {
    body = (
      <div>
        <ActivityTable entries={entries} labelledBy={headingId} busy={busy} />
        <ActivityPagination
          pageNumber={pageNumber}
          onPrevious={busy ? null : onPreviousPage}
          onNext={busy ? null : onNextPage}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <Button variant="secondary" onClick={onExport} busy={exporting}>
          Export CSV
        </Button>
      </div>
      <ActivityFilterBar filters={filters} people={people} onChange={onFiltersChange} />
      {body}
    </div>
  );
}
