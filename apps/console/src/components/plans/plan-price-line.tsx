import { annualMonthlyEquivalentCents, formatUsd } from '@pod-console/hooks/domain';
import type { BillingPeriod, PricingEntry } from '@pod-console/sdk';
import { ANNUAL_SAVING_LABEL } from './billing-period-toggle';

export interface PlanPriceLineProps {
  /** The plan's catalogue entry; undefined when the catalogue lacks it. */
  entry: PricingEntry | undefined;
  period: BillingPeriod;
}

/** A plan's price for the chosen period; annually, also the monthly equivalent. */
export function PlanPriceLine({ entry, period }: PlanPriceLineProps) {
  if (entry == null) return <p className="mt-2 text-sm text-fg-muted">Price unavailable</p>;
  const price = entry.prices[period];
  if (price.amount == null) return <p className="mt-2 text-3xl font-bold text-fg">{price.formattedAmount}</p>;
  const monthly = entry.prices.monthly.amount;
  return (
    <div className="mt-2">
      <p className="text-3xl font-bold text-fg">
        {price.formattedAmount}
        <span className="text-base font-medium text-fg-muted">
          {' '}
          / {period === 'monthly' ? 'month' : 'year'}
        </span>
      </p>
      {period === 'annually' && monthly != null ? (
        // spec §9: 25% off, shown as the monthly equivalent the domain computes.
        <p className="mt-1 text-sm text-success-fg">
          {formatUsd(annualMonthlyEquivalentCents(monthly))} / month billed annually,{' '}
          {ANNUAL_SAVING_LABEL.toLowerCase()}
        </p>
      ) : null}
    </div>
  );
}
