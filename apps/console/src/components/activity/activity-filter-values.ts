// The activity log's filters as a person sets them, and as the API reads them (docs/decisions/0026-activity-log.md).
// Days are calendar days in UTC, the days the console prints everywhere (formatDate, formatDateTime): "to" a day
// includes that whole day, so the API, which reads `to` as "before", gets the start of the next one.
import { addDays, type ActivityKind } from '@pod-console/hooks/domain';
import type { ActivityQuery } from '@pod-console/sdk';

export interface ActivityFilters {
  kind: ActivityKind | null;
  /** The user id of the person who made the change. */
  actor: string | null;
  /** First day shown, `yyyy-mm-dd`. */
  from: string | null;
  /** Last day shown (included), `yyyy-mm-dd`. */
  to: string | null;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { kind: null, actor: null, from: null, to: null };

/** Whether any filter narrows the log. */
export function hasActivityFilters(filters: ActivityFilters): boolean {
  return filters.kind != null || filters.actor != null || filters.from != null || filters.to != null;
}

/** A real calendar day written `yyyy-mm-dd`, as a date input gives it (not 2026-02-30). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (value == null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The instant a day starts, in UTC. */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toISOString();
}

/** The instant the day after `day` starts: the API's exclusive `to` for a last day shown. */
export function dayAfter(day: string): string {
  return addDays(dayStart(day), 1)!;
}

/** What the API is asked for (paging aside): the filters set, days turned into instants. */
export function activityQuery(filters: ActivityFilters): Omit<ActivityQuery, 'cursor' | 'limit'> {
  return {
    ...(filters.kind != null ? { kind: filters.kind } : {}),
    ...(filters.actor != null ? { actor: filters.actor } : {}),
    ...(isCalendarDay(filters.from) ? { from: dayStart(filters.from) } : {}),
    ...(isCalendarDay(filters.to) ? { to: dayAfter(filters.to) } : {}),
  };
}
