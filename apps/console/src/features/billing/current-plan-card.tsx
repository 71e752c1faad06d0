import {
  formatDate,
  formatInvoiceAmount,
  formatUsd,
  getPlanFacts,
  type SubscriptionState,
} from '@pod-console/hooks/domain';
import type { Subscription } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';

export interface CurrentPlanCardProps {
  subscription: Subscription;
  state: SubscriptionState;
  /** spec §6: Enterprise has no customer portal; it goes to Contact Sales instead. */
  canOpenPortal: boolean;
  openingPortal?: boolean;
  onManage: () => void;
  onContactSales: () => void;
  /** Why the member's role may not open the customer portal (`blockedBecause('billing:manage')`), or null. */
  manageBlockedBecause?: string | null;
}

const INTERVALS: Record<string, string> = { month: 'Monthly', year: 'Annually' };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{term}</dt>
      <dd className="mt-1 text-sm font-semibold text-fg">{children}</dd>
    </div>
  );
}

/** spec §2 Plan & Billing: the current plan card (interval, price, period end, invoice amount). */
export function CurrentPlanCard({
  subscription,
  state,
  canOpenPortal,
  openingPortal = false,
  onManage,
  onContactSales,
  manageBlockedBecause = null,
}: CurrentPlanCardProps) {
  const facts = getPlanFacts(subscription.product);
  const { priceInterval, priceAmount, currentPeriodEnd } = subscription.provider;
  // spec §9: the invoice amount is priceAmount / 100 in dollars, formatted by the domain.
  const invoice = formatInvoiceAmount(subscription);
  const interval = priceInterval ? INTERVALS[priceInterval] : null;
  return (
    <section
      aria-labelledby="current-plan-title"
      className="rounded-lg border border-line bg-surface-raised p-4 shadow-raised sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="current-plan-title" className="text-sm font-medium text-fg-muted">
            Current Plan
          </h2>
          <p className="mt-1 text-2xl font-bold text-fg">{facts.name}</p>
          {state.trial && !state.trial.expired ? (
            <p className="mt-1 text-sm text-fg-muted">Free trial</p>
          ) : null}
        </div>
        {canOpenPortal ? (
          <GatedButton blockedBecause={manageBlockedBecause} onClick={onManage} busy={openingPortal}>
            Manage Subscription
          </GatedButton>
        ) : (
          <Button onClick={onContactSales}>Contact Sales</Button>
        )}
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term="Billing interval">{interval ?? 'Custom'}</Fact>
        <Fact term="Price">
          {priceAmount == null
            ? 'Custom'
            : `${formatUsd(priceAmount)}${priceInterval ? ` / ${priceInterval}` : ''}`}
        </Fact>
        <Fact term={state.canceled ? 'Active until' : 'Current period ends'}>
          {formatDate(currentPeriodEnd) || '—'}
        </Fact>
        <Fact term="Invoice amount">{invoice ?? 'Custom'}</Fact>
      </dl>
    </section>
  );
}
