// Usage against the plan (docs/decisions/0042-usage-against-the-plan.md): monthly active devices — the devices that
// reported at least once in the calendar month (UTC) — against the plan's monthly-active-user allowance (spec §9),
// and the last USAGE_DAYS days of active devices and claims, from one row per device and day.
import type { PlanType } from '@pod-console/sdk';

import { MS_PER_DAY, PLAN_FACTS } from '../constants';

/** The days the chart and its table cover (decided: a quarter, as the licensing products' dashboards show). */
export const USAGE_DAYS = 90;

/** The UTC day of an instant, `YYYY-MM-DD`: the key a report is kept under. */
export function usageDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first instant of the UTC calendar month `now` is in: monthly active devices count from it. */
export function usageMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The first UTC day of the window: today and the USAGE_DAYS − 1 days before it. */
export function usageWindowStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (USAGE_DAYS - 1) * MS_PER_DAY);
}

/**
 * The first UTC day whose usage rows are kept: nothing reads a day before the window (the month starts within it),
 * so older rows go (docs/decisions/0057-usage-days-pruned.md). One day more than the window, for a process whose
 * clock is a little behind the pruner's.
 */
export function usageRetentionStart(now: Date): string {
  return usageDay(new Date(usageWindowStart(now).getTime() - MS_PER_DAY));
}

export interface UsageDay {
  day: string;
  active_devices: number;
  claims: number;
}

/** Every day of the window, oldest first, with zeros where no device reported or claimed. */
export function usageDays(rows: readonly UsageDay[], now: Date): UsageDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const start = usageWindowStart(now).getTime();
  return Array.from({ length: USAGE_DAYS }, (_, index) => {
    const day = usageDay(new Date(start + index * MS_PER_DAY));
    return byDay.get(day) ?? { day, active_devices: 0, claims: 0 };
  });
}

export interface PlanUsage {
  /** The plan's monthly-active-user allowance; null when custom (Enterprise) or without a plan. */
  allowance: number | null;
  /** Devices past the allowance this month, each billed as an extra monthly active user. */
  over: number;
  /** The share of the allowance used, a whole percent (may pass 100); null without an allowance. */
  percent: number | null;
}

/** spec §9: monthly active devices against the plan's monthly-active-user allowance. */
export function planUsage(monthlyActiveDevices: number, plan: PlanType | null | undefined): PlanUsage {
  const allowance = plan ? PLAN_FACTS[plan].monthlyActiveUsers : null;
  if (allowance == null) return { allowance: null, over: 0, percent: null };
  return {
    allowance,
    over: Math.max(monthlyActiveDevices - allowance, 0),
    percent: Math.round((monthlyActiveDevices / allowance) * 100),
  };
}

const devices = (count: number) => (count === 1 ? '1 device' : `${count.toLocaleString('en-US')} devices`);

export const USAGE_MESSAGES = {
  title: 'Usage',
  monthlyActive: 'Monthly active devices',
  /** "12 of 150 monthly active users", or "12 (custom allowance)". */
  againstAllowance: (active: number, usage: PlanUsage) =>
    usage.allowance == null
      ? `${active.toLocaleString('en-US')} this month (custom allowance)`
      : `${active.toLocaleString('en-US')} of ${usage.allowance.toLocaleString('en-US')} monthly active users`,
  over: (usage: PlanUsage) =>
    usage.over > 0
      ? `${devices(usage.over)} past the plan's allowance, billed as extra monthly active users.`
      : null,
  claims: 'Seats claimed, last 90 days',
  idle: 'Idle seats',
  chartTitle: 'Active devices per day, last 90 days',
  loadFailed: 'Usage could not be loaded.',
} as const;
