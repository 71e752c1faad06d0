// Billing's own rows (docs/decisions/0015-payments.md, 0031-api-data-layer.md): the organization's customer at a
// payment provider. The subscription itself is read by read-models/subscription.ts and written by the webhooks.
import type { Executor } from '../db/schema';
import type { PaymentProviderKind } from '../payments/payment-provider';

/** The organization's customer at this provider from an earlier checkout, if any. */
export async function findCustomerId(
  db: Executor,
  provider: PaymentProviderKind,
  organizationId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('organization_id', '=', organizationId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** A customer made for a checkout is the organization's from now on; the first one remembered stays. */
export async function rememberCheckoutCustomer(
  db: Executor,
  customer: { organizationId: string; provider: PaymentProviderKind; customerId: string },
): Promise<void> {
  await db
    .insertInto('payment_customers')
    .values({
      organization_id: customer.organizationId,
      provider: customer.provider,
      customer_id: customer.customerId,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
