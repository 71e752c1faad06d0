// The payment-failed mail, queued by the payment provider's webhook in the transaction that applies the event.
import { PAYMENT_GRACE_DAYS } from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { signedDelivery, testPriceId } from '../test-support/recording-payment-provider';
import { TEST_CONSOLE_ORIGIN, useTestApi, type TestApi } from '../test-support/test-api';
import { TEST_DRIVERS } from '../test-support/test-database';

const DAY_SECONDS = 86_400;
const T0 = Math.floor(new Date('2026-11-23T10:00:00Z').getTime() / 1000);

let sequence = 0;

function subscriptionUpdated(organizationId: string, status: string, periodStart: number) {
  return {
    id: `evt_mail_${++sequence}`,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: T0 + sequence,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'customer.subscription.updated',
    data: {
      object: {
        id: 'sub_mail_1',
        object: 'subscription',
        customer: 'cus_mail_1',
        status,
        metadata: { organization_id: organizationId, plan: 'business' },
        items: {
          object: 'list',
          data: [
            {
              id: 'si_mail_1',
              object: 'subscription_item',
              price: { id: testPriceId('business', 'monthly'), object: 'price' },
              current_period_start: periodStart,
              current_period_end: periodStart + 30 * DAY_SECONDS,
            },
          ],
        },
        trial_end: null,
        canceled_at: null,
        cancel_at: null,
        cancel_at_period_end: false,
        schedule: null,
      },
    },
  };
}

async function deliver(api: TestApi, event: unknown) {
  const signed = signedDelivery(event);
  const response = await api.call('POST', '/webhooks/payments', {
    body: signed.body,
    headers: { 'stripe-signature': signed.signature },
  });
  expect(response.status).toBe(200);
}

describe.each(TEST_DRIVERS)('the payment-failed mail on %s', (driver) => {
  const api = useTestApi(driver);

  const outbox = () => api.db.selectFrom('mail_outbox').selectAll().orderBy('to_address').execute();

  async function organizationWithRoles() {
    const owner = await api.createUser({ email: 'owner@example.com' });
    const billing = await api.createUser({ email: 'billing@example.com' });
    const admin = await api.createUser({ email: 'admin@example.com' });
    const organizationId = await api.createOrganization(owner, { name: 'Acme <Robotics>' });
    await api.addMember(organizationId, billing, 'BILLING');
    await api.addMember(organizationId, admin, 'ADMIN');
    return organizationId;
  }

  it('tells the Owner and Billing members when the subscription falls into a payment problem, once', async () => {
    const organizationId = await organizationWithRoles();
    await deliver(api, subscriptionUpdated(organizationId, 'active', T0 - 30 * DAY_SECONDS));
    expect(await outbox()).toEqual([]);

    // Two days into the new period: the grace left is the domain's, counted at the event's time.
    await deliver(api, subscriptionUpdated(organizationId, 'past_due', T0 - 2 * DAY_SECONDS));
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.organization_id, row.to_address])).toEqual([
      ['payment-failed', organizationId, 'billing@example.com'],
      ['payment-failed', organizationId, 'owner@example.com'],
    ]);
    expect(rows[0]!.subject).toBe('Payment failed for Acme <Robotics> on Pod Console');
    expect(rows[0]!.text_body).toContain(`within ${PAYMENT_GRACE_DAYS - 2} days`);
    expect(rows[0]!.text_body).toContain(`${TEST_CONSOLE_ORIGIN}/billing`);
    expect(rows[0]!.html_body).toContain('Acme &lt;Robotics&gt;');

    // Still a payment problem (unpaid after past due): nobody is told again.
    await deliver(api, subscriptionUpdated(organizationId, 'unpaid', T0 - 2 * DAY_SECONDS));
    expect(await outbox()).toHaveLength(2);
  });

  it('queues nothing when the event is refused', async () => {
    const organizationId = await organizationWithRoles();
    const event = subscriptionUpdated(organizationId, 'past_due', T0);
    const signed = signedDelivery(event);
    const response = await api.call('POST', '/webhooks/payments', {
      body: signed.body,
      headers: { 'stripe-signature': 't=1,v1=0000' },
    });
    expect(response.status).toBe(400);
    expect(await outbox()).toEqual([]);
  });
});
