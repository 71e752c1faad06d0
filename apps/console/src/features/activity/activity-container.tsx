import {
  ACTIVITY_PAGE_SIZE,
  activityActorName,
  exportFileName,
  getDisplayName,
  MESSAGES,
  supportAtHostText,
  useActivity,
  useExportActivity,
  useOrganization,
  useOrganizationPermissions,
  WRITE_FAILURE_MESSAGES,
} from '@pod-console/hooks';
import { useMemo } from 'react';
import type {
  ActivityFilterChangeOptions,
  ActivityPerson,
} from '../../components/activity/activity-filter-bar';
import { activityQuery, type ActivityFilters } from '../../components/activity/activity-filter-values';
import { useCursorPages } from '../../components/activity/use-cursor-pages';
import { supportHost } from '../../lib/support-host';
import { toastWriteFailure } from '../../lib/write-failure';
import { ActivityPage } from './activity-page';
import { serializeActivitySearch } from './activity-search';
import { saveTextFile } from '../../lib/save-text-file';

export interface ActivityContainerProps {
  organizationId: string;
  /** Names the exported file. */
  organizationName: string;
  filters: ActivityFilters;
  onFiltersChange: (change: Partial<ActivityFilters>, options?: ActivityFilterChangeOptions) => void;
}

/**
 * The Activity page fed by the hooks: the member's permission to read the log
 * (docs/decisions/0024-organization-roles.md), the members for the Person filter, a page of entries at the cursor
 * of the page opened, and the export.
 */
export function ActivityContainer({
  organizationId,
  organizationName,
  filters,
  onFiltersChange,
}: ActivityContainerProps) {
  // Known from the cached organization; while it is not, the API decides (a 403 below says the same words).
  const blocked = useOrganizationPermissions(organizationId).blockedBecause('activity:read');
  // The shell's query of the organization polls; the members here only follow it.
  const members = useOrganization({ organizationId }, { refetchInterval: false }).data?.users;
  const query = useMemo(() => activityQuery(filters), [filters]);
  const pages = useCursorPages(serializeActivitySearch(filters));
  const activity = useActivity(
    organizationId,
    { ...query, ...(pages.cursor != null ? { cursor: pages.cursor } : {}), limit: ACTIVITY_PAGE_SIZE },
    { enabled: blocked == null },
  );
  const exportActivity = useExportActivity({
    onSuccess: (csv) =>
      saveTextFile(csv, exportFileName('activity', organizationName, new Date()), 'text/csv'),
    onError: (error) => {
      console.error('[console] exporting the activity log failed', error);
      toastWriteFailure(MESSAGES.activityExportFailed, error, {
        supportText: supportAtHostText(supportHost()),
      });
    },
  });

  const page = activity.data ?? null;
  const refused = activity.error?.status === 403;
  const people = useMemo(() => {
    const known: ActivityPerson[] = (members ?? [])
      .map((member) => ({ id: member.id, name: getDisplayName(member) || member.email }))
      .sort((a, b) => a.name.localeCompare(b.name));
    // A person no longer among the members (an address from before they left) stays choosable, by the name their
    // entries recorded.
    const actor = filters.actor;
    if (actor == null || known.some((person) => person.id === actor)) return known;
    const entry = page?.items.find((item) => item.actor.userId === actor);
    const name = activityActorName(
      entry ?? { actor: { type: 'user', userId: actor, name: null, email: null } },
    );
    return [...known, { id: actor, name }];
  }, [members, filters.actor, page]);
  const nextCursor = page?.nextCursor ?? null;

  return (
    <ActivityPage
      blockedReason={
        blocked ?? (refused ? (activity.error?.problem?.detail ?? WRITE_FAILURE_MESSAGES.forbidden) : null)
      }
      filters={filters}
      onFiltersChange={onFiltersChange}
      people={people}
      entries={page?.items ?? null}
      busy={activity.isPlaceholderData}
      loadFailed={activity.isError}
      onRetry={() => void activity.refetch()}
      pageNumber={pages.pageNumber}
      onPreviousPage={pages.previous}
      onNextPage={nextCursor == null ? null : () => pages.next(nextCursor)}
      onExport={() => exportActivity.mutate({ organizationId, query })}
      exporting={exportActivity.isPending}
    />
  );
}
