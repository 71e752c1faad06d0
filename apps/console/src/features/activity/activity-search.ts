// The Activity page's filters live in the address (as the platform admin's Organizations table keeps its view,
// docs/decisions/0017-platform-admin-organizations.md): a link or a reload shows the same entries. A value the
// contract would refuse (an unknown kind, a day that is not one) is ignored, so a hand-edited address still opens
// the page, with no filter in its place.
import { isActivityKind } from '@pod-console/hooks/domain';
import {
  isCalendarDay,
  NO_ACTIVITY_FILTERS,
  type ActivityFilters,
} from '../../components/activity/activity-filter-values';

/** The filters an address's query string names. */
export function parseActivitySearch(search: string): ActivityFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const actor = params.get('actor')?.trim();
  const from = params.get('from');
  const to = params.get('to');
  return {
    kind: isActivityKind(kind) ? kind : NO_ACTIVITY_FILTERS.kind,
    actor: actor ? actor : NO_ACTIVITY_FILTERS.actor,
    from: isCalendarDay(from) ? from : NO_ACTIVITY_FILTERS.from,
    to: isCalendarDay(to) ? to : NO_ACTIVITY_FILTERS.to,
  };
}

/** The query string of the filters (without `?`), unset ones left out, in a fixed order. */
export function serializeActivitySearch(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  if (filters.kind != null) params.set('kind', filters.kind);
  if (filters.actor != null) params.set('actor', filters.actor);
  if (filters.from != null) params.set('from', filters.from);
  if (filters.to != null) params.set('to', filters.to);
  return params.toString();
}
