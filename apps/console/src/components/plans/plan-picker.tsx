import {
  formatUsd,
  getPlanChoice,
  getPlanFacts,
  PLAN_ORDER,
  type PlanChoice,
} from '@pod-console/hooks/domain';
import type { BillingPeriod, PlanType, PricingEntry } from '@pod-console/sdk';
import { Button } from '../ui/button';
import { GatedButton } from '../ui/gated-button';
import { plural } from '../../lib/plural';
import { BillingPeriodToggle } from './billing-period-toggle';
import { PlanPriceLine } from './plan-price-line';

export interface PlanPickerProps {
  /** The catalogue; null while it loads. */
  pricing: readonly PricingEntry[] | null;
  pricingFailed?: boolean;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** The organization's plan, null without one (then the buttons start a checkout). */
  currentPlan: PlanType | null;
  /** The plan whose checkout or portal is being opened. */
  busyPlan?: PlanType | null;
  /** No plan yet: start a checkout for Starter or Business. */
  onCheckout: (plan: Exclude<PlanType, 'enterprise'>) => void;
  /** With a plan: upgrades and downgrades go through the customer portal. */
  onManage: (plan: PlanType) => void;
  onContactSales: () => void;
  /**
   * Why the member's role may not start a checkout or open the portal (`blockedBecause('billing:manage')`), or
   * null: those buttons stay, disabled, and say it; Contact Sales, which only shows an address, stays open.
   */
  manageBlockedBecause?: string | null;
}

// spec §9: what each plan includes, worded from the domain's facts; a checkout also starts the free trial.
function factsOf(plan: PlanType, choice: PlanChoice): string[] {
  const facts = getPlanFacts(plan);
  return [
    facts.podCreators == null ? 'Custom number of Pod Creators' : plural(facts.podCreators, 'Pod Creator'),
    facts.monthlyActiveUsers == null
      ? 'Custom monthly active users'
      : `${facts.monthlyActiveUsers} monthly active users`,
    ...(facts.unlimitedPods ? ['Unlimited pods'] : []),
    ...(facts.onPremAvailable ? ['On-prem available'] : []),
    `Extra monthly active users ${formatUsd(facts.extraMonthlyActiveUserPriceCents)} each`,
    `${facts.storageGb} GB shared storage`,
    ...(choice.kind === 'checkout' ? [`${choice.trialDays}-day free trial`] : []),
  ];
}

// The button's words for the domain's choice (spec §2: checkout, customer portal or Contact Sales).
function labelOf(plan: PlanType, choice: Exclude<PlanChoice, { kind: 'current' }>): string {
  const name = getPlanFacts(plan).name;
  if (choice.kind === 'checkout') return `Choose ${name}`;
  if (choice.action == null) return 'Contact Sales';
  return `${choice.action === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${name}`;
}

/** spec §2 Plan & Billing: the plan picker (monthly/annual, 25% annual saving, plan facts, plan order). */
export function PlanPicker({
  pricing,
  pricingFailed = false,
  period,
  onPeriodChange,
  currentPlan,
  busyPlan = null,
  onCheckout,
  onManage,
  onContactSales,
  manageBlockedBecause = null,
}: PlanPickerProps) {
  const busy = busyPlan != null;
  return (
    <section aria-labelledby="plan-picker-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="plan-picker-title" className="text-lg font-semibold text-fg">
          {currentPlan ? 'Change Plan' : 'Choose a Plan'}
        </h2>
        <BillingPeriodToggle period={period} onChange={onPeriodChange} />
      </div>
      {pricingFailed ? (
        <p className="text-sm text-danger-fg">Prices could not be loaded. Reload the page to try again.</p>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {PLAN_ORDER.map((plan) => {
          const facts = getPlanFacts(plan);
          const entry = pricing?.find((candidate) => candidate.type === plan);
          const choice = getPlanChoice(currentPlan, plan);
          const isCurrent = choice.kind === 'current';
          return (
            <li
              key={plan}
              aria-labelledby={`plan-${plan}-name`}
              className={`flex flex-col rounded-lg border bg-surface-raised p-4 shadow-raised sm:p-6 ${
                isCurrent ? 'border-accent ring-1 ring-focus' : 'border-line'
              }`}
            >
              <h3 id={`plan-${plan}-name`} className="text-lg font-semibold text-fg">
                {facts.name}
              </h3>
              {pricing == null && !pricingFailed ? (
                <div data-testid="price-skeleton" className="mt-2 h-9 w-32 animate-pulse rounded bg-line" />
              ) : (
                <PlanPriceLine entry={entry} period={period} />
              )}
              <ul className="mt-4 flex-1 space-y-2 text-sm text-fg">
                {factsOf(plan, choice).map((fact) => (
                  <li key={fact} className="flex gap-2">
                    <span aria-hidden="true" className="text-success-fg">
                      ✓
                    </span>
                    {fact}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                {choice.kind === 'current' ? (
                  <Button variant="secondary" className="w-full" disabled>
                    Current Plan
                  </Button>
                ) : (
                  <GatedButton
                    blockedBecause={choice.kind === 'contact-sales' ? null : manageBlockedBecause}
                    wrapperClassName="flex w-full"
                    variant={choice.kind === 'contact-sales' ? 'secondary' : 'primary'}
                    className="w-full"
                    disabled={busy}
                    onClick={() => {
                      if (choice.kind === 'checkout') onCheckout(choice.plan);
                      else if (choice.kind === 'portal') onManage(plan);
                      else onContactSales();
                    }}
                    busy={busyPlan === plan}
                  >
                    {labelOf(plan, choice)}
                  </GatedButton>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
