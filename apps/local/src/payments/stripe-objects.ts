// The local provider's documents in Stripe's own shapes (the `stripe` package's types, API version of the installed
// SDK): what a Stripe account would put in `data.object` of the same event, so the webhook code reads one format
// whichever provider sent it. Fields the local provider has no use for carry Stripe's empty values.
import { PAYMENT_METADATA } from '@pod-console/api';
import Stripe from 'stripe';

import { addBillingPeriod } from './clock';
import { localPlanObject, localPrice, localPriceAmount, localPriceId, localProductId } from './prices';
import type {
  LocalCheckoutSession,
  LocalInvoice,
  LocalSchedule,
  LocalSubscriptionDocument,
} from './state-machine';

/** The version the objects are shaped in, the one the installed SDK's types describe. */
export const LOCAL_API_VERSION: string = Stripe.API_VERSION;

const CURRENCY = 'usd';

const metadataOf = (document: Pick<LocalSubscriptionDocument, 'organizationId' | 'checkoutPlan'>) => ({
  [PAYMENT_METADATA.organizationId]: document.organizationId,
  [PAYMENT_METADATA.plan]: document.checkoutPlan,
});

const itemIdOf = (document: LocalSubscriptionDocument) => document.id.replace(/^sub_local_/, 'si_local_');

/** The `data.object` of an event of this type. */
export type EventObject<T extends Stripe.Event['type']> = Extract<
  Stripe.Event,
  { type: T }
>['data']['object'];

export function stripeEvent<T extends Stripe.Event['type']>(
  id: string,
  type: T,
  object: EventObject<T>,
  created: number,
  previous?: object,
): Stripe.Event {
  const event = {
    id,
    object: 'event',
    api_version: LOCAL_API_VERSION,
    created,
    data: {
      object,
      ...(previous && Object.keys(previous).length > 0 ? { previous_attributes: previous } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return event as Stripe.Event;
}

export function stripeSubscription(document: LocalSubscriptionDocument): Stripe.Subscription {
  const price = localPrice(document.plan, document.period);
  const item: Stripe.SubscriptionItem = {
    id: itemIdOf(document),
    object: 'subscription_item',
    billing_thresholds: null,
    created: document.created,
    // Stripe API 2025+: the billing period lives on the item.
    current_period_start: document.currentPeriodStart,
    current_period_end: document.currentPeriodEnd,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: localPlanObject(document.plan, document.period),
    price,
    quantity: 1,
    subscription: document.id,
    tax_rates: [],
  };
  const canceling = document.cancelAtPeriodEnd || document.status === 'canceled';
  return {
    id: document.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: document.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: document.cancelAtPeriodEnd ? document.currentPeriodEnd : null,
    cancel_at_period_end: document.cancelAtPeriodEnd,
    canceled_at: document.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: canceling ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: document.created,
    currency: CURRENCY,
    customer: document.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: document.card.id,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: document.endedAt,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${document.id}`,
    },
    latest_invoice: document.invoices.at(-1)?.id ?? null,
    livemode: false,
    managed_payments: null,
    metadata: metadataOf(document),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: document.schedule?.id ?? null,
    start_date: document.created,
    status: document.status,
    test_clock: null,
    transfer_data: null,
    trial_end: document.trialEnd,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: document.trialStart,
  };
}

export function stripeInvoice(document: LocalSubscriptionDocument, invoice: LocalInvoice): Stripe.Invoice {
  const paid = invoice.status === 'paid';
  const lines: Stripe.InvoiceLineItem[] = invoice.lines.map((line, index) => ({
    id: `il_local_${invoice.id.replace(/^in_local_/, '')}_${index + 1}`,
    object: 'line_item',
    amount: line.amount,
    currency: CURRENCY,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription: document.id,
        subscription_item: itemIdOf(document),
      },
    },
    period: { start: line.start, end: line.end },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: localPriceId(line.plan, line.period), product: localProductId(line.plan) },
      unit_amount_decimal: null,
    },
    quantity: 1,
    quantity_decimal: null,
    subscription: document.id,
    subtotal: line.amount,
    taxes: [],
  }));
  return {
    id: invoice.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Pod Console (local payments)',
    account_tax_ids: null,
    amount_due: invoice.amount,
    amount_overpaid: 0,
    amount_paid: paid ? invoice.amount : 0,
    amount_remaining: paid ? 0 : invoice.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attempts,
    attempted: invoice.attempts > 0,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.reason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: CURRENCY,
    custom_fields: null,
    customer: document.customer,
    customer_account: null,
    customer_address: null,
    customer_email: null,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${invoice.id}/lines` },
    livemode: false,
    metadata: {},
    // Stripe retries a failed charge; locally the next attempt is the person's new card.
    next_payment_attempt: null,
    number: invoice.number,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: metadataOf(document), subscription: document.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.period.end,
    period_start: invoice.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: null,
      paid_at: invoice.paidAt,
      voided_at: null,
    },
    subtotal: invoice.amount,
    subtotal_excluding_tax: invoice.amount,
    test_clock: null,
    total: invoice.amount,
    total_discount_amounts: [],
    total_excluding_tax: invoice.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.created,
  };
}

export interface ScheduleState {
  status: 'active' | 'released';
  releasedAt?: number;
  /** The subscription as it was before the change the release belongs to (its price is the first phase's). */
  previous?: Stripe.Subscription;
}

/**
 * A two-phase subscription schedule: the current period at the current price, then the pending plan from the period
 * end for one period, after which the subscription is released and simply renews.
 */
export function stripeSchedule(
  document: LocalSubscriptionDocument,
  schedule: LocalSchedule,
  state: ScheduleState,
): Stripe.SubscriptionSchedule {
  const currentPrice =
    state.previous?.items.data[0]?.price.id ?? localPriceId(document.plan, document.period);
  const currentStart = state.previous?.items.data[0]?.current_period_start ?? document.currentPeriodStart;
  const phase = (price: string, start: number, end: number): Stripe.SubscriptionSchedule.Phase => ({
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: CURRENCY,
    default_payment_method: null,
    description: null,
    discounts: [],
    end_date: end,
    invoice_settings: null,
    items: [{ billing_thresholds: null, discounts: [], metadata: {}, plan: price, price, quantity: 1 }],
    metadata: {},
    on_behalf_of: null,
    proration_behavior: 'create_prorations',
    start_date: start,
    transfer_data: null,
    trial_end: null,
  });
  const nextPrice = localPriceId(schedule.plan, schedule.period);
  return {
    id: schedule.id,
    object: 'subscription_schedule',
    application: null,
    billing_mode: { flexible: null, type: 'classic' },
    canceled_at: null,
    completed_at: null,
    created: schedule.created,
    current_phase:
      state.status === 'active' ? { start_date: currentStart, end_date: schedule.startsAt } : null,
    customer: document.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: null,
      description: null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        days_until_due: null,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'release',
    livemode: false,
    metadata: metadataOf(document),
    pause_schedules: [],
    phases: [
      phase(currentPrice, currentStart, schedule.startsAt),
      phase(
        nextPrice,
        schedule.startsAt,
        addBillingPeriod(schedule.startsAt, schedule.period, schedule.startsAt),
      ),
    ],
    released_at: state.status === 'released' ? (state.releasedAt ?? null) : null,
    released_subscription: state.status === 'released' ? document.id : null,
    status: state.status,
    subscription: document.id,
    test_clock: null,
  };
}

/** The checkout session once paid: `checkout.session.completed`'s object. */
export function stripeCheckoutSession(
  session: LocalCheckoutSession,
  document: LocalSubscriptionDocument,
): Stripe.Checkout.Session {
  const trialing = document.status === 'trialing';
  const amount = trialing ? 0 : localPriceAmount(session.plan, session.period);
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancelUrl,
    client_reference_id: session.organizationId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: CURRENCY,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: session.customer,
    customer_account: null,
    customer_creation: 'always',
    customer_details: {
      address: null,
      business_name: null,
      email: session.customerEmail,
      individual_name: null,
      name: null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    customer_email: session.customerEmail,
    discounts: [],
    expires_at: session.expiresAt,
    integration_identifier: null,
    invoice: document.invoices[0]?.id ?? null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: {
      [PAYMENT_METADATA.organizationId]: session.organizationId,
      [PAYMENT_METADATA.plan]: session.plan,
    },
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: trialing ? 'no_payment_required' : 'paid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'complete',
    submit_type: null,
    subscription: document.id,
    success_url: session.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: null,
    wallet_options: null,
  };
}
