import type { PlanActivityInput } from '@pod-console/hooks/domain';
import type { Executor, SubscriptionRow } from '../db/schema';
import { isoOrNull, type Wire } from './wire';

export async function findSubscription(
  db: Executor,
  organizationId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** The columns the subscription read model shows. */
export type SubscriptionViewRow = Pick<
  SubscriptionRow,
  | 'product'
  | 'status'
  | 'price_interval'
  | 'trial_end'
  | 'current_period_start'
  | 'current_period_end'
  | 'canceled_at'
  | 'cancel_at_period_end'
  | 'price_amount'
  | 'pending_product'
  | 'next_phase_start'
  | 'pending_price_amount'
>;

/** spec §3: the subscription read model: product, status, the provider block and a pending change. */
export function subscriptionView(row: SubscriptionViewRow): Wire<'Subscription'> {
  const hasSchedule = row.pending_product != null || row.next_phase_start != null;
  return {
    product: row.product,
    status: row.status,
    provider: {
      price_interval: row.price_interval,
      trial_end: isoOrNull(row.trial_end),
      current_period_start: isoOrNull(row.current_period_start),
      current_period_end: isoOrNull(row.current_period_end),
      canceled_at: isoOrNull(row.canceled_at),
      cancel_at_period_end: row.cancel_at_period_end,
      price_amount: row.price_amount,
    },
    schedule: hasSchedule
      ? {
          pending_product: row.pending_product,
          next_phase_start: isoOrNull(row.next_phase_start),
          pending_price_amount: row.pending_price_amount,
        }
      : null,
  };
}

/** The shape the domain's plan-activity rule reads (spec §4). */
export function planActivityInput(row: SubscriptionRow | undefined): PlanActivityInput | null {
  if (!row) return null;
  return { status: row.status, provider: { trialEnd: isoOrNull(row.trial_end) } };
}
