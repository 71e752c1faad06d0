import { describe, expect, it } from 'vitest';
import {
  activityQuery,
  dayAfter,
  dayStart,
  hasActivityFilters,
  isCalendarDay,
  NO_ACTIVITY_FILTERS,
} from './activity-filter-values';

describe('isCalendarDay', () => {
  it('takes a real day written as a date input writes it', () => {
    expect(isCalendarDay('2026-11-24')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('refuses days that do not exist, other spellings and nothing', () => {
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '2026-1-5',
      '24/11/2026',
      '2026-11-24T00:00:00Z',
      '',
      null,
    ]) {
      expect(isCalendarDay(value)).toBe(false);
    }
  });
});

describe('dayStart and dayAfter', () => {
  it('start the day at midnight UTC, and the next day after the last of a month or year', () => {
    expect(dayStart('2026-11-24')).toBe('2026-11-24T00:00:00.000Z');
    expect(dayAfter('2026-11-24')).toBe('2026-11-25T00:00:00.000Z');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01T00:00:00.000Z');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('activityQuery', () => {
  it('asks for nothing without filters', () => {
    expect(activityQuery(NO_ACTIVITY_FILTERS)).toEqual({});
  });

  it('sends the kind and the person, and the days as instants with the last day included', () => {
    expect(
      activityQuery({ kind: 'member.removed', actor: 'user-ada', from: '2026-11-01', to: '2026-11-24' }),
    ).toEqual({
      kind: 'member.removed',
      actor: 'user-ada',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
    });
  });

  it('asks for one whole day when from and to are the same day', () => {
    expect(activityQuery({ ...NO_ACTIVITY_FILTERS, from: '2026-11-24', to: '2026-11-24' })).toEqual({
      from: '2026-11-24T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
    });
  });

  it('leaves out a day that is not one', () => {
    expect(activityQuery({ ...NO_ACTIVITY_FILTERS, from: '2026-02-30', to: 'soon' })).toEqual({});
  });
});

describe('hasActivityFilters', () => {
  it('is false only when no filter is set', () => {
    expect(hasActivityFilters(NO_ACTIVITY_FILTERS)).toBe(false);
    expect(hasActivityFilters({ ...NO_ACTIVITY_FILTERS, to: '2026-11-24' })).toBe(true);
    expect(hasActivityFilters({ ...NO_ACTIVITY_FILTERS, kind: 'payment.failed' })).toBe(true);
  });
});
