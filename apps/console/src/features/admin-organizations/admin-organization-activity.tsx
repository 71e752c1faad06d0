import { MESSAGES } from '@pod-console/hooks/domain';
import { useId, type ReactNode } from 'react';
import { ActivityPagination } from '../../components/activity/activity-pagination';
import { ActivityTable, type ActivityListState } from '../../components/activity/activity-table';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';

export interface AdminOrganizationActivityProps extends ActivityListState {
  organizationName: string;
  /** The entries show; closed, none are asked for. */
  open: boolean;
  onToggle: () => void;
}

/**
 * The activity log of an organization in its expanded row (docs/decisions/0026-activity-log.md): behind "Show
 * activity", so opening a row asks for its details only; then the latest entries, a page at a time, in the
 * Activity page's table.
 */
export function AdminOrganizationActivity({
  organizationName,
  open,
  onToggle,
  entries,
  busy,
  loadFailed,
  onRetry,
  pageNumber,
  onPreviousPage,
  onNextPage,
}: AdminOrganizationActivityProps) {
  const headingId = useId();
  const panelId = useId();

  let body: ReactNode = null;
  if (open) {
    if (entries == null) {
      body = loadFailed ? (
        <LoadFailed message={`The activity of ${organizationName} could not be loaded.`} onRetry={onRetry} />
      ) : (
        <div className="flex items-center gap-2 text-fg-muted">
          <Spinner size={16} label={`Loading activity of ${organizationName}`} />
          <span aria-hidden="true">Loading activity…</span>
        </div>
      );
    } else if (entries.length === 0 && pageNumber === 1) {
      body = <p className="text-fg-muted">{MESSAGES.noActivity}</p>;
    } else {
      body = (
        <>
          <ActivityTable entries={entries} caption={`Activity of ${organizationName}`} busy={busy} />
          <ActivityPagination
            pageNumber={pageNumber}
            onPrevious={busy ? null : onPreviousPage}
            onNext={busy ? null : onNextPage}
          />
        </>
      );
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 min-w-0">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-fg">
          Activity
        </h2>
        <Button
          variant="secondary"
          className="!min-h-8 !py-1"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
        >
          {open ? 'Hide activity' : 'Show activity'}
          <span className="sr-only"> of {organizationName}</span>
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="mt-3">
          {body}
        </div>
      ) : null}
    </section>
  );
}
