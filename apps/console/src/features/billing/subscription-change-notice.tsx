import { formatDate, formatUsd, getPlanFacts, type PendingChangeState } from '@pod-console/hooks/domain';
import { plural } from '../../lib/plural';

export interface SubscriptionChangeNoticeProps {
  /** The domain's pending change (getSubscriptionState(...).pendingChange). */
  change: PendingChangeState;
}

/** spec §2 Plan & Billing: the Subscription Change notice for a pending plan change (product, price, date). */
export function SubscriptionChangeNotice({ change }: SubscriptionChangeNoticeProps) {
  const facts = getPlanFacts(change.product);
  const price = change.priceAmountCents == null ? null : formatUsd(change.priceAmountCents);
  return (
    <section
      aria-labelledby="subscription-change-title"
      className="rounded-lg border border-accent bg-accent-subtle px-4 py-3 text-sm text-fg"
    >
      <h2 id="subscription-change-title" className="font-semibold">
        Subscription Change
      </h2>
      <p className="mt-1">
        Your plan changes to <strong>{facts.name}</strong>
        {price ? <> at {price} per billing period</> : null} on <strong>{formatDate(change.startsAt)}</strong>
        .
      </p>
      {change.isBusinessToStarter ? (
        // spec §2: the extra text for Business → Starter. Starter's limits are spec §9's, from the domain.
        <p className="mt-2">
          Starter includes {plural(facts.podCreators ?? 0, 'Pod Creator')} and {facts.monthlyActiveUsers}{' '}
          monthly active users. Revoke the Pod Creator licenses you no longer need before{' '}
          {formatDate(change.startsAt)} so that your organization fits the Starter plan.
        </p>
      ) : null}
    </section>
  );
}
