import { ANNUAL_DISCOUNT_PERCENT } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';

/** spec §9: the annual discount, as the toggle and the price line say it. */
export const ANNUAL_SAVING_LABEL = `Save ${ANNUAL_DISCOUNT_PERCENT}%`;

export interface BillingPeriodToggleProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

/** Monthly or Annually, as radio buttons styled as a segmented control (arrow keys move between them). */
export function BillingPeriodToggle({ period, onChange }: BillingPeriodToggleProps) {
  const option = (value: BillingPeriod, label: string, extra?: string) => (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
        period === value ? 'bg-surface-raised text-fg shadow-raised' : 'text-fg hover:bg-line'
      }`}
    >
      <input
        type="radio"
        name="billing-period"
        value={value}
        checked={period === value}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      {label}
      {extra ? (
        <span className="rounded-full bg-success-subtle px-2 py-0.5 text-xs font-semibold text-success-fg">
          {extra}
        </span>
      ) : null}
    </label>
  );
  return (
    <fieldset className="inline-flex rounded-lg bg-surface-sunken p-1">
      <legend className="sr-only">Billing period</legend>
      {option('monthly', 'Monthly')}
      {option('annually', 'Annually', ANNUAL_SAVING_LABEL)}
    </fieldset>
  );
}
