// Time as the local payment provider keeps it: unix seconds, like Stripe's objects, and billing periods that follow
// the calendar the way Stripe's do.
import { MS_PER_DAY } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';

export const DAY_SECONDS = MS_PER_DAY / 1000;

export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);
export const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * The end of a billing period that starts at `start`: a calendar month or year later, on the day of the month of
 * the billing cycle anchor when that month has it (Stripe bills a subscription started on the 31st on the 30th in
 * April and back on the 31st in May).
 */
export function addBillingPeriod(start: number, period: BillingPeriod, anchor: number): number {
  const from = fromUnix(start);
  const anchorDay = fromUnix(anchor).getUTCDate();
  const month = from.getUTCMonth() + (period === 'annually' ? 12 : 1);
  const year = from.getUTCFullYear();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return (
    Date.UTC(
      year,
      month,
      Math.min(anchorDay, lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
    ) / 1000
  );
}
