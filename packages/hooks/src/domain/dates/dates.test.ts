import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysUntil, formatDate, formatDateTime, isSameUtcDay, toTime } from './dates';

const DAY = 86_400_000;

describe('formatDate', () => {
  it('prints a date as "Nov 23, 2026" in UTC', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026');
    expect(formatDate(new Date('2026-01-05T00:00:00Z'))).toBe('Jan 5, 2026');
  });

  it('does not move a date to the previous day for a late-evening instant in UTC', () => {
    expect(formatDate('2026-03-31T23:59:59.999Z')).toBe('Mar 31, 2026');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('prints the date and the 24-hour time in UTC, naming the zone', () => {
    expect(formatDateTime('2026-11-24T09:30:00Z')).toBe('Nov 24, 2026, 09:30 UTC');
    expect(formatDateTime(new Date('2026-03-31T23:59:59.999Z'))).toBe('Mar 31, 2026, 23:59 UTC');
    expect(formatDateTime('2026-01-05T00:05:00+02:00')).toBe('Jan 4, 2026, 22:05 UTC');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('toTime', () => {
  it('reads ISO strings and dates, and null for anything else', () => {
    expect(toTime('1970-01-02T00:00:00Z')).toBe(DAY);
    expect(toTime(new Date(5))).toBe(5);
    expect(toTime(undefined)).toBeNull();
    expect(toTime('soon')).toBeNull();
  });
});

describe('daysUntil', () => {
  const now = new Date('2026-01-31T12:00:00Z');

  it('rounds a part of a day up to a whole day', () => {
    expect(daysUntil('2026-01-31T12:00:00.001Z', now)).toBe(1);
    expect(daysUntil('2026-02-01T11:59:59Z', now)).toBe(1);
    expect(daysUntil('2026-02-01T12:00:00.001Z', now)).toBe(2);
  });

  it('counts across a month end and a leap day', () => {
    expect(daysUntil('2026-03-01T12:00:00Z', now)).toBe(29);
    expect(daysUntil('2028-03-01T00:00:00Z', new Date('2028-02-28T00:00:00Z'))).toBe(2);
  });

  it('counts across daylight-saving changes without gaining or losing a day', () => {
    // US DST starts 2026-03-08, EU DST ends 2026-10-25: exact 24 h days either way.
    expect(daysUntil('2026-03-09T06:00:00Z', new Date('2026-03-07T06:00:00Z'))).toBe(2);
    expect(daysUntil('2026-10-26T00:30:00Z', new Date('2026-10-24T00:30:00Z'))).toBe(2);
  });

  it('is zero at the end itself and negative afterwards, never -0', () => {
    expect(daysUntil(now, now)).toBe(0);
    expect(Object.is(daysUntil('2026-01-31T11:00:00Z', now), 0)).toBe(true);
    expect(daysUntil('2026-01-29T12:00:00Z', now)).toBe(-2);
  });

  it('equals the ceiling of the exact millisecond difference over a day, for dates over several years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.integer({ min: -400 * DAY, max: 400 * DAY }),
        (nowMs, offset) => {
          const end = new Date(nowMs + offset).toISOString();
          expect(daysUntil(end, new Date(nowMs))).toBe(Math.ceil(offset / DAY) + 0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives exactly N for an end exactly N × 24 h ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.integer({ min: 0, max: 1000 }),
        (nowMs, days) => {
          expect(daysUntil(new Date(nowMs + days * DAY), new Date(nowMs))).toBe(days);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isSameUtcDay', () => {
  it('compares UTC calendar dates, not 24 h spans', () => {
    expect(isSameUtcDay('2026-11-23T00:00:00Z', '2026-11-23T23:59:59.999Z')).toBe(true);
    expect(isSameUtcDay('2026-11-23T23:59:59.999Z', '2026-11-24T00:00:00Z')).toBe(false);
    expect(isSameUtcDay(new Date('2026-11-23T12:00:00Z'), '2026-11-23T20:00:00+02:00')).toBe(true);
  });

  it('is false when either side is missing or not a date', () => {
    expect(isSameUtcDay(null, '2026-11-23T00:00:00Z')).toBe(false);
    expect(isSameUtcDay('2026-11-23T00:00:00Z', 'soon')).toBe(false);
  });

  it('agrees with the date formatDate prints, for instants over several years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.integer({ min: -2 * DAY, max: 2 * DAY }),
        (aMs, offset) => {
          const a = new Date(aMs);
          const b = new Date(aMs + offset);
          expect(isSameUtcDay(a, b)).toBe(formatDate(a) === formatDate(b));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('addDays', () => {
  it('adds whole 24 h days in UTC', () => {
    expect(addDays('2026-01-28T10:00:00Z', 7)).toBe('2026-02-04T10:00:00.000Z');
    expect(addDays('2026-03-05T10:00:00Z', 7)).toBe('2026-03-12T10:00:00.000Z');
  });

  it('gives null for an unreadable start', () => {
    expect(addDays('later', 7)).toBeNull();
  });
});
