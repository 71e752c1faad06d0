import { MS_PER_DAY } from '../constants';

// The spec prints dates ("Expires {date}") without a format. One format everywhere: "Nov 23, 2026", in UTC so
// the same instant reads the same on every machine, and en-US so it does not depend on the browser locale.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

// The same, with the time of day, where the moment matters (the activity log): "Nov 23, 2026, 14:05 UTC". The zone is
// printed, since it is not the reader's.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Milliseconds since the epoch, or null when the value is missing or not a date. */
export function toTime(value: string | Date | null | undefined): number | null {
  if (value == null || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The product's one date format, e.g. "Nov 23, 2026"; '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const time = toTime(value);
  return time == null ? '' : dateFormat.format(time);
}

/** The product's date with the time of day in UTC, e.g. "Nov 23, 2026, 14:05 UTC"; '' for a missing or invalid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const time = toTime(value);
  return time == null ? '' : dateTimeFormat.format(time);
}

/**
 * Whole days from `now` until `end`, rounded up (spec §4: "days left is the rounded-up day count").
 * Computed on UTC milliseconds, so month ends and daylight-saving changes never add or lose a day.
 * Zero or negative means the moment has come.
 */
export function daysUntil(end: string | Date, now: Date): number {
  const endTime = toTime(end);
  if (endTime == null) return 0;
  // `+ 0` turns Math.ceil's -0 (for a fraction of a day in the past) into 0.
  return Math.ceil((endTime - now.getTime()) / MS_PER_DAY) + 0;
}

/**
 * Whether two instants fall on the same calendar day in UTC: the day `formatDate` prints, so "today" means the
 * date a member reads next to it, whatever the machine's time zone. False when either is not a date.
 */
export function isSameUtcDay(
  a: string | Date | null | undefined,
  b: string | Date | null | undefined,
): boolean {
  const aTime = toTime(a);
  const bTime = toTime(b);
  return aTime != null && bTime != null && Math.floor(aTime / MS_PER_DAY) === Math.floor(bTime / MS_PER_DAY);
}

/** `start` plus a number of days, as an ISO string (UTC millisecond arithmetic). */
export function addDays(start: string | Date, days: number): string | null {
  const startTime = toTime(start);
  return startTime == null ? null : new Date(startTime + days * MS_PER_DAY).toISOString();
}
