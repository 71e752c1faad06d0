// The local payment provider's subscription state machine, pure: each transition takes the document and `now` and
// returns the next document with the events Stripe would send, in Stripe's shapes (times in unix seconds). It models
// Stripe Billing's charge_automatically subscriptions: trial, renewal, past_due then unpaid after the grace days
// (spec §4, §9), upgrades at once and downgrades at period end, cancel and resume (docs/decisions/0015-payments.md).
import { PAYMENT_GRACE_DAYS, PLAN_ORDER } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';
import type Stripe from 'stripe';

import { addBillingPeriod, DAY_SECONDS, toUnix } from './clock';
import { describePlanPeriod, localPriceAmount, type LocalPlan } from './prices';
import {
  type EventObject,
  stripeCheckoutSession,
  stripeEvent,
  stripeInvoice,
  stripeSchedule,
  stripeSubscription,
} from './stripe-objects';

/** 'ok' pays every charge; 'fail-later' pays the first (at checkout or when saved) and fails every later one. */
export type LocalCardBehaviour = 'ok' | 'fail-later';

export interface LocalCard {
  /** pm_local_… */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: LocalCardBehaviour;
}

/** A card as the pages read it from a form; the state machine gives it an id. */
export type LocalCardInput = Omit<LocalCard, 'id'>;

export type LocalSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled';

export interface LocalInvoiceLine {
  description: string;
  /** Cents; negative for the credit of a proration. */
  amount: number;
  plan: LocalPlan;
  period: BillingPeriod;
  start: number;
  end: number;
  proration: boolean;
}

export interface LocalInvoice {
  /** in_local_… */
  id: string;
  number: string;
  /** Cents due. */
  amount: number;
  status: 'paid' | 'open' | 'void';
  /** The service period the invoice bills. */
  period: { start: number; end: number };
  created: number;
  paidAt: number | null;
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  /** Charge attempts made. */
  attempts: number;
  lines: LocalInvoiceLine[];
}

/** A change waiting for the period end (Stripe: a two-phase subscription schedule). */
export interface LocalSchedule {
  /** sub_sched_local_… */
  id: string;
  plan: LocalPlan;
  period: BillingPeriod;
  /** The current period end, when the second phase starts. */
  startsAt: number;
  created: number;
}

export interface LocalSubscriptionDocument {
  /** sub_local_… */
  id: string;
  /** cus_local_… */
  customer: string;
  organizationId: string;
  /** The plan the checkout sold: Stripe keeps the metadata of the checkout, whatever the price becomes. */
  checkoutPlan: LocalPlan;
  plan: LocalPlan;
  period: BillingPeriod;
  status: LocalSubscriptionStatus;
  created: number;
  billingCycleAnchor: number;
  trialStart: number | null;
  trialEnd: number | null;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  card: LocalCard;
  invoices: LocalInvoice[];
  schedule: LocalSchedule | null;
  /** The last number used in an id of this subscription (events, invoices, cards, schedules). */
  sequence: number;
}

/** The checkout as the provider stored it when the session was created. */
export interface LocalCheckoutSession {
  kind: 'checkout';
  /** cs_local_… */
  id: string;
  customer: string;
  organizationId: string;
  organizationName: string;
  customerEmail: string;
  plan: LocalPlan;
  period: BillingPeriod;
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
  created: number;
  expiresAt: number;
}

export interface Transition {
  document: LocalSubscriptionDocument;
  /** In the order Stripe would send them; each `created` at `now`. */
  events: Stripe.Event[];
}

export type LocalPaymentErrorCode = 'card_declined' | 'not_allowed';

/** A transition that cannot happen: nothing changed. The message is written for the person on the page. */
export class LocalPaymentError extends Error {
  constructor(
    readonly code: LocalPaymentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LocalPaymentError';
  }
}

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** spec §4, §9: a failed payment leaves 7 days from the period start before the subscription becomes unpaid. */
export const graceEndOf = (document: LocalSubscriptionDocument) =>
  document.currentPeriodStart + PAYMENT_GRACE_DAYS * DAY_SECONDS;

const planRank = (plan: LocalPlan) => PLAN_ORDER.indexOf(plan);

/** One transition in progress: a copy of the document, the events so far and the ids they use. */
class Step {
  readonly document: LocalSubscriptionDocument;
  readonly events: Stripe.Event[] = [];
  readonly now: number;

  constructor(document: LocalSubscriptionDocument, now: Date) {
    this.document = structuredClone(document);
    this.now = toUnix(now);
  }

  /** An id unique to this subscription: `evt_local_<subscription>_<n>`. */
  id(prefix: string): string {
    this.document.sequence += 1;
    return `${prefix}_${this.document.id.replace(/^sub_local_/, '')}_${this.document.sequence}`;
  }

  emit<T extends Stripe.Event['type']>(type: T, object: EventObject<T>, previous?: object): void {
    this.events.push(stripeEvent<T>(this.id('evt_local'), type, object, this.now, previous));
  }

  subscription(): Stripe.Subscription {
    return stripeSubscription(this.document);
  }

  /** Emits `customer.subscription.updated` with what changed since `before`, as Stripe's previous_attributes. */
  updated(before: Stripe.Subscription): void {
    const after = this.subscription();
    this.emit('customer.subscription.updated', after, previousAttributes(before, after));
  }

  /** Charges an invoice with the card on file; `first` is the charge made while the person pays on the page. */
  charge(invoice: LocalInvoice, at: number, first = false): boolean {
    invoice.attempts += 1;
    const paid = invoice.amount <= 0 || first || this.document.card.behaviour === 'ok';
    if (paid) {
      invoice.status = 'paid';
      invoice.paidAt = at;
    }
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', stripeInvoice(this.document, invoice));
    return paid;
  }

  newInvoice(
    reason: LocalInvoice['reason'],
    created: number,
    period: { start: number; end: number },
    lines: LocalInvoiceLine[],
  ): LocalInvoice {
    const id = this.id('in_local');
    const invoice: LocalInvoice = {
      id,
      number: `LOCAL-${String(this.document.invoices.length + 1).padStart(4, '0')}`,
      amount: lines.reduce((sum, line) => sum + line.amount, 0),
      status: 'open',
      period,
      created,
      paidAt: null,
      reason,
      attempts: 0,
      lines,
    };
    this.document.invoices.push(invoice);
    return invoice;
  }

  done(): Transition {
    return { document: this.document, events: this.events };
  }
}

/** The top-level fields of `before` whose value differs in `after` (Stripe's `previous_attributes`). */
function previousAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const a = after as Record<string, unknown>;
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(a[key])) previous[key] = value;
  }
  return previous;
}

function fullPeriodLine(
  plan: LocalPlan,
  period: BillingPeriod,
  start: number,
  end: number,
): LocalInvoiceLine {
  return {
    description: `1 × ${describePlanPeriod(plan, period)}`,
    amount: localPriceAmount(plan, period),
    plan,
    period,
    start,
    end,
    proration: false,
  };
}

export interface SubscribeInput {
  session: LocalCheckoutSession;
  /** sub_local_… */
  subscriptionId: string;
  card: LocalCardInput;
  now: Date;
}

/**
 * A completed checkout: the subscription starts now, trialing when the session offers a trial (no charge until the
 * trial ends), otherwise with its first period paid by the card just entered (a 0341 card pays this one).
 * Events: `checkout.session.completed`, `customer.subscription.created`, and `invoice.paid` unless trialing.
 */
export function subscribe(input: SubscribeInput): Transition {
  const { session } = input;
  const now = toUnix(input.now);
  const trialEnd =
    session.trialDays != null && session.trialDays > 0 ? now + session.trialDays * DAY_SECONDS : null;
  const draft: LocalSubscriptionDocument = {
    id: input.subscriptionId,
    customer: session.customer,
    organizationId: session.organizationId,
    checkoutPlan: session.plan,
    plan: session.plan,
    period: session.period,
    status: trialEnd == null ? 'active' : 'trialing',
    created: now,
    billingCycleAnchor: trialEnd ?? now,
    trialStart: trialEnd == null ? null : now,
    trialEnd,
    currentPeriodStart: now,
    // Stripe: while trialing, the current period is the trial.
    currentPeriodEnd: trialEnd ?? addBillingPeriod(now, session.period, now),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    card: { id: '', ...input.card },
    invoices: [],
    schedule: null,
    sequence: 0,
  };
  const step = new Step(draft, input.now);
  const document = step.document;
  document.card.id = step.id('pm_local');
  const invoice =
    trialEnd == null
      ? step.newInvoice('subscription_create', now, { start: now, end: document.currentPeriodEnd }, [
          fullPeriodLine(document.plan, document.period, now, document.currentPeriodEnd),
        ])
      : null;
  if (invoice) {
    invoice.attempts = 1;
    invoice.status = 'paid';
    invoice.paidAt = now;
  }
  step.emit('checkout.session.completed', stripeCheckoutSession(session, document));
  step.emit('customer.subscription.created', step.subscription());
  if (invoice) step.emit('invoice.paid', stripeInvoice(document, invoice));
  return step.done();
}

/** The next moment the clock changes something, or null (canceled, or unpaid: nothing is attempted any more). */
export function nextBoundary(document: LocalSubscriptionDocument): number | null {
  switch (document.status) {
    case 'trialing':
    case 'active':
      return document.currentPeriodEnd;
    case 'past_due':
      return Math.min(graceEndOf(document), document.currentPeriodEnd);
    case 'unpaid':
    case 'canceled':
      return null;
  }
}

/**
 * Runs the clock from the document's state to `now`: every period end (or trial end) and grace end that has
 * passed, in order. Stripe leaves an unpaid subscription's later invoices as drafts it never attempts; locally an
 * unpaid subscription simply stays where it is until a new card pays what is open.
 */
export function advance(document: LocalSubscriptionDocument, now: Date): Transition {
  const step = new Step(document, now);
  const doc = step.document;
  for (
    let boundary = nextBoundary(doc);
    boundary != null && boundary <= step.now;
    boundary = nextBoundary(doc)
  ) {
    const before = step.subscription();
    if (doc.status === 'past_due' && boundary === graceEndOf(doc) && boundary < doc.currentPeriodEnd) {
      doc.status = 'unpaid';
      step.updated(before);
      continue;
    }
    const periodEnd = doc.currentPeriodEnd;
    if (doc.cancelAtPeriodEnd) {
      doc.status = 'canceled';
      doc.endedAt = periodEnd;
      step.emit(
        'customer.subscription.deleted',
        step.subscription(),
        previousAttributes(before, step.subscription()),
      );
      break;
    }
    const schedule = doc.schedule && doc.schedule.startsAt <= periodEnd ? doc.schedule : null;
    if (schedule) {
      doc.plan = schedule.plan;
      doc.period = schedule.period;
      doc.billingCycleAnchor = periodEnd;
      doc.schedule = null;
    }
    doc.currentPeriodStart = periodEnd;
    doc.currentPeriodEnd = addBillingPeriod(periodEnd, doc.period, doc.billingCycleAnchor);
    const invoice = step.newInvoice(
      'subscription_cycle',
      periodEnd,
      { start: doc.currentPeriodStart, end: doc.currentPeriodEnd },
      [fullPeriodLine(doc.plan, doc.period, doc.currentPeriodStart, doc.currentPeriodEnd)],
    );
    const paid = step.charge(invoice, periodEnd);
    doc.status = paid ? 'active' : 'past_due';
    step.updated(before);
    if (schedule) {
      step.emit(
        'subscription_schedule.released',
        stripeSchedule(doc, schedule, { status: 'released', releasedAt: step.now, previous: before }),
      );
    }
  }
  return step.done();
}

/** Every timestamp of the document moved back by `seconds`: the history of a subscription whose clock ran ahead. */
export function shiftHistory(
  document: LocalSubscriptionDocument,
  seconds: number,
): LocalSubscriptionDocument {
  const back = (value: number) => value - seconds;
  const backOrNull = (value: number | null) => (value == null ? null : value - seconds);
  return {
    ...structuredClone(document),
    created: back(document.created),
    billingCycleAnchor: back(document.billingCycleAnchor),
    trialStart: backOrNull(document.trialStart),
    trialEnd: backOrNull(document.trialEnd),
    currentPeriodStart: back(document.currentPeriodStart),
    currentPeriodEnd: back(document.currentPeriodEnd),
    canceledAt: backOrNull(document.canceledAt),
    endedAt: backOrNull(document.endedAt),
    invoices: document.invoices.map((invoice) => ({
      ...structuredClone(invoice),
      period: { start: back(invoice.period.start), end: back(invoice.period.end) },
      created: back(invoice.created),
      paidAt: backOrNull(invoice.paidAt),
      lines: invoice.lines.map((line) => ({ ...line, start: back(line.start), end: back(line.end) })),
    })),
    schedule: document.schedule && {
      ...document.schedule,
      startsAt: back(document.schedule.startsAt),
      created: back(document.schedule.created),
    },
  };
}

/**
 * The test clock: `seconds` pass for this subscription. Its history moves back by that much and the clock runs to
 * the real `now`, so a browser reading its own clock sees the trial, grace and period days that have passed.
 * The subscription (and its schedule) are sent again even when no boundary was crossed: their dates moved.
 */
export function travel(document: LocalSubscriptionDocument, seconds: number, now: Date): Transition {
  if (document.status === 'canceled') {
    throw new LocalPaymentError('not_allowed', 'This subscription has ended: its clock no longer runs.');
  }
  const shifted = shiftHistory(document, seconds);
  const advanced = advance(shifted, now);
  const step = new Step(advanced.document, now);
  const types = new Set(advanced.events.map((event) => event.type));
  step.events.push(...advanced.events);
  if (!types.has('customer.subscription.updated') && !types.has('customer.subscription.deleted')) {
    step.emit('customer.subscription.updated', step.subscription());
  }
  const schedule = step.document.schedule;
  if (schedule && !types.has('subscription_schedule.released')) {
    step.emit('subscription_schedule.updated', stripeSchedule(step.document, schedule, { status: 'active' }));
  }
  return step.done();
}

export interface PlanTarget {
  plan: LocalPlan;
  period: BillingPeriod;
}

export type PlanChangePreview =
  /** Applies now; `amountDue` is charged now (0 while trialing). */
  | { kind: 'upgrade'; amountDue: number; credit: number; charge: number; effectiveAt: number }
  /** A schedule: the new price from the period end. */
  | { kind: 'scheduled'; startsAt: number; amount: number }
  /** Back to the current plan and period: the pending change goes. */
  | { kind: 'keep' };

function requireChangeable(document: LocalSubscriptionDocument): void {
  if (document.status !== 'active' && document.status !== 'trialing') {
    throw new LocalPaymentError(
      'not_allowed',
      document.status === 'canceled'
        ? 'This subscription has ended.'
        : 'Update your card to pay the open invoice before changing the plan.',
    );
  }
  if (document.cancelAtPeriodEnd) {
    throw new LocalPaymentError('not_allowed', 'Resume the plan before changing it.');
  }
}

/**
 * What changing to `target` would do at `now`, for the confirmation page. An upgrade within the same billing period
 * applies now and is prorated to the second, as Stripe does: the unused time of the old price is credited and the
 * rest of the period is charged at the new one. A downgrade or a switch of billing period waits for the period end.
 */
export function previewPlanChange(
  document: LocalSubscriptionDocument,
  target: PlanTarget,
  now: Date,
): PlanChangePreview {
  requireChangeable(document);
  if (target.plan === document.plan && target.period === document.period) {
    if (!document.schedule) throw new LocalPaymentError('not_allowed', 'This is already your plan.');
    return { kind: 'keep' };
  }
  if (target.period === document.period && planRank(target.plan) > planRank(document.plan)) {
    const at = toUnix(now);
    if (document.status === 'trialing') {
      return { kind: 'upgrade', amountDue: 0, credit: 0, charge: 0, effectiveAt: at };
    }
    const { credit, charge } = proration(document, target, at);
    return { kind: 'upgrade', amountDue: credit + charge, credit, charge, effectiveAt: at };
  }
  return {
    kind: 'scheduled',
    startsAt: document.currentPeriodEnd,
    amount: localPriceAmount(target.plan, target.period),
  };
}

function proration(document: LocalSubscriptionDocument, target: PlanTarget, at: number) {
  const total = document.currentPeriodEnd - document.currentPeriodStart;
  const remaining = Math.max(0, Math.min(total, document.currentPeriodEnd - at));
  const share = total > 0 ? remaining / total : 0;
  return {
    credit: -Math.round(localPriceAmount(document.plan, document.period) * share),
    charge: Math.round(localPriceAmount(target.plan, target.period) * share),
  };
}

/**
 * Changes the plan as `previewPlanChange` describes. An upgrade applies now with a prorated invoice and changes
 * nothing if the card fails (as Stripe's portal refuses it); a downgrade or period switch creates or updates a
 * subscription schedule for the period end; back to the current plan releases it. A pending schedule goes first.
 */
export function changePlan(document: LocalSubscriptionDocument, target: PlanTarget, now: Date): Transition {
  const preview = previewPlanChange(document, target, now);
  if (preview.kind === 'upgrade' && preview.amountDue > 0 && document.card.behaviour !== 'ok') {
    throw new LocalPaymentError('card_declined', CARD_DECLINED_MESSAGE);
  }
  const step = new Step(document, now);
  const doc = step.document;
  const before = step.subscription();
  const release = () => {
    const pending = doc.schedule;
    if (!pending) return;
    doc.schedule = null;
    step.emit(
      'subscription_schedule.released',
      stripeSchedule(doc, pending, { status: 'released', releasedAt: step.now, previous: before }),
    );
  };

  if (preview.kind === 'keep') {
    release();
    step.updated(before);
    return step.done();
  }

  if (preview.kind === 'scheduled') {
    const existing = doc.schedule;
    doc.schedule = {
      id: existing?.id ?? step.id('sub_sched_local'),
      plan: target.plan,
      period: target.period,
      startsAt: doc.currentPeriodEnd,
      created: existing?.created ?? step.now,
    };
    step.emit(
      existing ? 'subscription_schedule.updated' : 'subscription_schedule.created',
      stripeSchedule(doc, doc.schedule, { status: 'active' }),
    );
    if (!existing) step.updated(before);
    return step.done();
  }

  release();
  const previous = { plan: doc.plan, period: doc.period };
  doc.plan = target.plan;
  if (preview.amountDue !== 0 || preview.credit !== 0) {
    const invoice = step.newInvoice(
      'subscription_update',
      step.now,
      { start: step.now, end: doc.currentPeriodEnd },
      [
        {
          description: `Unused time on ${describePlanPeriod(previous.plan, previous.period)}`,
          amount: preview.credit,
          plan: previous.plan,
          period: previous.period,
          start: step.now,
          end: doc.currentPeriodEnd,
          proration: true,
        },
        {
          description: `Remaining time on ${describePlanPeriod(target.plan, target.period)}`,
          amount: preview.charge,
          plan: target.plan,
          period: target.period,
          start: step.now,
          end: doc.currentPeriodEnd,
          proration: true,
        },
      ],
    );
    step.charge(invoice, step.now);
  }
  step.updated(before);
  return step.done();
}

/** Cancel at period end: the plan runs to the period end, then `customer.subscription.deleted`. */
export function cancelAtPeriodEnd(document: LocalSubscriptionDocument, now: Date): Transition {
  if (document.status === 'canceled' || document.cancelAtPeriodEnd) {
    throw new LocalPaymentError('not_allowed', 'This plan is already set to end.');
  }
  const step = new Step(document, now);
  const doc = step.document;
  const before = step.subscription();
  if (doc.schedule) {
    const pending = doc.schedule;
    doc.schedule = null;
    step.emit(
      'subscription_schedule.released',
      stripeSchedule(doc, pending, { status: 'released', releasedAt: step.now, previous: before }),
    );
  }
  doc.cancelAtPeriodEnd = true;
  doc.canceledAt = step.now;
  step.updated(before);
  return step.done();
}

/** Resume: the plan renews at the period end again. */
export function resume(document: LocalSubscriptionDocument, now: Date): Transition {
  if (document.status === 'canceled' || !document.cancelAtPeriodEnd) {
    throw new LocalPaymentError('not_allowed', 'This plan is not set to end.');
  }
  const step = new Step(document, now);
  const before = step.subscription();
  step.document.cancelAtPeriodEnd = false;
  step.document.canceledAt = null;
  step.updated(before);
  return step.done();
}

/**
 * A new card on file. It pays every open invoice now (its first charge, so a 0341 card pays too), which ends
 * past_due and unpaid: `invoice.paid` for each, then `customer.subscription.updated`.
 */
export function updateCard(document: LocalSubscriptionDocument, card: LocalCardInput, now: Date): Transition {
  if (document.status === 'canceled') {
    throw new LocalPaymentError('not_allowed', 'This subscription has ended.');
  }
  const step = new Step(document, now);
  const doc = step.document;
  const before = step.subscription();
  doc.card = { ...card, id: step.id('pm_local') };
  let first = true;
  let allPaid = true;
  for (const invoice of doc.invoices) {
    if (invoice.status !== 'open') continue;
    allPaid = step.charge(invoice, step.now, first) && allPaid;
    first = false;
  }
  if (allPaid && (doc.status === 'past_due' || doc.status === 'unpaid')) doc.status = 'active';
  step.updated(before);
  return step.done();
}
