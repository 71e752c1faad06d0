import { ANNUAL_DISCOUNT_PERCENT } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';
import { Badge } from '../ui/badge';
import { SegmentedControl } from '../ui/segmented-control';

/** spec §9: the annual discount, as the toggle and the price line say it. */
export const ANNUAL_SAVING_LABEL = `Save ${ANNUAL_DISCOUNT_PERCENT}%`;

export interface BillingPeriodToggleProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

/** Monthly or Annually, as a segmented control (arrow keys move between them). */
export function BillingPeriodToggle({ period, onChange }: BillingPeriodToggleProps) {
  return (
    <SegmentedControl
      legend="Billing period"
      value={period}
      onChange={onChange}
      options={[
        { value: 'monthly', label: 'Monthly' },
        {
          value: 'annually',
          label: (
            <>
              Annually
              <Badge tone="success">{ANNUAL_SAVING_LABEL}</Badge>
            </>
          ),
        },
      ]}
    />
  );
}
