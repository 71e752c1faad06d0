import { describe, expect, it } from 'vitest';

import {
  planUsage,
  USAGE_DAYS,
  USAGE_MESSAGES,
  usageDay,
  usageDays,
  usageMonthStart,
  usageRetentionStart,
  usageWindowStart,
} from './usage';

const NOW = new Date('2026-12-07T23:30:00Z');

describe('the usage window', () => {
  it('starts the month and the 90 days at UTC midnight', () => {
    expect(usageMonthStart(NOW).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(usageWindowStart(NOW).toISOString()).toBe('2026-09-09T00:00:00.000Z');
    expect(usageDay(NOW)).toBe('2026-12-07');
  });

  it('keeps the window and one day before it, whatever the time of day', () => {
    expect(usageRetentionStart(NOW)).toBe('2026-09-08');
    expect(usageRetentionStart(new Date('2026-12-07T00:00:00Z'))).toBe('2026-09-08');
    // The month's first day is always kept: the monthly figure reads from it.
    expect(usageRetentionStart(new Date('2026-03-31T12:00:00Z')) < '2026-03-01').toBe(true);
  });

  it('answers every day of the window, oldest first, zeros where nothing happened', () => {
    const days = usageDays([{ day: '2026-12-06', active_devices: 4, claims: 1 }], NOW);
    expect(days).toHaveLength(USAGE_DAYS);
    expect(days[0]).toEqual({ day: '2026-09-09', active_devices: 0, claims: 0 });
    expect(days.at(-2)).toEqual({ day: '2026-12-06', active_devices: 4, claims: 1 });
    expect(days.at(-1)?.day).toBe('2026-12-07');
  });
});

describe('planUsage', () => {
  it("measures monthly active devices against the plan's monthly active users (spec §9)", () => {
    expect(planUsage(30, 'starter')).toEqual({ allowance: 25, over: 5, percent: 120 });
    expect(planUsage(75, 'business')).toEqual({ allowance: 150, over: 0, percent: 50 });
    expect(planUsage(900, 'enterprise')).toEqual({ allowance: null, over: 0, percent: null });
    expect(planUsage(3, null).allowance).toBeNull();
  });

  it('says how far past the allowance, and nothing within it', () => {
    expect(USAGE_MESSAGES.againstAllowance(30, planUsage(30, 'starter'))).toBe(
      '30 of 25 monthly active users',
    );
    expect(USAGE_MESSAGES.over(planUsage(30, 'starter'))).toBe(
      "5 devices past the plan's allowance, billed as extra monthly active users.",
    );
    expect(USAGE_MESSAGES.over(planUsage(10, 'starter'))).toBeNull();
  });
});
