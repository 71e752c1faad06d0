import { describe, expect, it } from 'vitest';

import { IDLE_SEAT_DAYS_DEFAULT, IDLE_SEAT_DAYS_MAX, IDLE_SEAT_DAYS_MIN } from '../constants';
import {
  IDLE_SEAT_MESSAGES,
  idleSeatCutoff,
  idleSeatDays,
  idleSeatDaysProblem,
  idleSeatReleasePeriod,
  idleSeatReleaseText,
  isIdleSeat,
} from './idle-seats';

const now = new Date('2026-12-07T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('isIdleSeat', () => {
  it('finds a claimed seat idle once its last report is N days old, not a moment before', () => {
    const seat = { claimed: true, claimedAt: daysAgo(60), lastSeenAt: daysAgo(30) };
    expect(isIdleSeat(seat, 30, now)).toBe(true);
    expect(isIdleSeat({ ...seat, lastSeenAt: daysAgo(29.99) }, 30, now)).toBe(false);
  });

  it('counts the claim as the first report: never seen since a claim N days ago is idle', () => {
    expect(isIdleSeat({ claimed: true, claimedAt: daysAgo(8), lastSeenAt: null }, 7, now)).toBe(true);
    expect(isIdleSeat({ claimed: true, claimedAt: daysAgo(6), lastSeenAt: null }, 7, now)).toBe(false);
  });

  it('never finds an unclaimed seat idle', () => {
    expect(isIdleSeat({ claimed: false, claimedAt: null, lastSeenAt: null }, 7, now)).toBe(false);
    expect(isIdleSeat({ claimed: false, claimedAt: daysAgo(400), lastSeenAt: daysAgo(400) }, 7, now)).toBe(
      false,
    );
  });

  it('puts the cutoff N whole days before now', () => {
    expect(idleSeatCutoff(7, now).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });
});

describe('the setting', () => {
  it('takes off (null) or a whole number of days from 7 to 365', () => {
    expect([IDLE_SEAT_DAYS_MIN, IDLE_SEAT_DAYS_MAX]).toEqual([7, 365]);
    for (const days of [null, 7, 30, 365]) expect(idleSeatDaysProblem(days)).toBeNull();
    for (const days of [6, 366, 7.5, 0, -1, Number.NaN])
      expect(idleSeatDaysProblem(days)).toBe('Enter a whole number of days from 7 to 365.');
    expect(IDLE_SEAT_MESSAGES.daysRange).toBe('Enter a whole number of days from 7 to 365.');
  });

  it('gives Home the setting’s days, or 30 while it is off', () => {
    expect(IDLE_SEAT_DAYS_DEFAULT).toBe(30);
    expect(idleSeatDays(null)).toBe(30);
    expect(idleSeatDays(undefined)).toBe(30);
    expect(idleSeatDays(90)).toBe(90);
  });
});

describe('idleSeatReleaseText', () => {
  it('says the setting in words for the activity log', () => {
    expect(idleSeatReleaseText(30)).toBe('release seats not seen for 30 days');
    expect(idleSeatReleaseText(null)).toBe('off');
  });
});

describe('idleSeatReleasePeriod', () => {
  it('is the UTC day, the same for every instant of it', () => {
    expect(idleSeatReleasePeriod(new Date('2026-12-07T00:00:00.000Z'))).toBe('2026-12-07');
    expect(idleSeatReleasePeriod(new Date('2026-12-07T23:59:59.999Z'))).toBe('2026-12-07');
    expect(idleSeatReleasePeriod(new Date('2026-12-08T00:00:00.000Z'))).toBe('2026-12-08');
  });
});
