// The payment provider's events (Stripe's format), applied to the organization's subscription
// (docs/decisions/0015-payments.md): signature checked over the exact body, each event once by id, older events
// recorded but not applied, one transaction under the organization's row lock, never a 500. A move into a payment
// problem queues the payment-failed mail (docs/decisions/0025-invitation-mail.md); the seed sends none.
import { ACTIVE_SUBSCRIPTION_STATUSES, getPlanFacts } from '@pod-console/hooks/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type Stripe from 'stripe';

import { PAYMENT_PROVIDER_ACTOR, recordActivity } from '../activity/record-activity';
import { lockOrganization } from '../db/organization-lock';
import { enqueuePaymentFailedNotices } from '../mail/billing-notices';
import type { Database, SubscriptionRow } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { isUuid } from '../http/request';
import { PAYMENT_METADATA, type PaymentProvider, type PriceDescription } from './payment-provider';

/** What became of an event: applied, seen before, older than what was applied, or of a type nobody needs. */
export type PaymentEventOutcome = 'applied' | 'replayed' | 'stale' | 'ignored';

/** Where the mails an event causes link to; absent, an event queues no mail (the seed's demo history). */
export interface PaymentEventMail {
  consoleOrigin: string;
}

export const HANDLED_PAYMENT_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'subscription_schedule.completed',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

type HandledType = (typeof HANDLED_PAYMENT_EVENTS)[number];

const SCHEDULE_EVENTS = HANDLED_PAYMENT_EVENTS.filter((type) => type.startsWith('subscription_schedule.'));

/** Stripe's subscription statuses; the row mirrors one of them. */
const SUBSCRIPTION_STATUSES = new Set<string>([
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
]);

/** Schedule statuses after which no change is pending any more. */
const FINISHED_SCHEDULE_STATUSES = new Set(['released', 'canceled', 'completed']);

/** Unix seconds up to the end of year 9999: anything later is no date PostgreSQL or Date can hold. */
const MAX_UNIX_SECONDS = 253_402_300_799;

const ORGANIZATION_FIELD = `data/object/metadata/${PAYMENT_METADATA.organizationId}`;

/** A correctly signed event this API cannot apply: 422 naming the field (the provider retries it). */
function unprocessable(field: string, message: string): HttpProblem {
  return new HttpProblem(422, `${field}: ${message}`, { errors: [{ field, message }] });
}

/**
 * Verifies a webhook delivery and applies its event in one transaction. A missing or wrong signature, or a
 * body that is not JSON, answers 400 and touches nothing.
 */
export async function handlePaymentWebhook(
  db: Kysely<Database>,
  provider: PaymentProvider,
  rawBody: string,
  signature: string | undefined,
  mail?: PaymentEventMail,
): Promise<PaymentEventOutcome> {
  let event: Stripe.Event;
  try {
    event = provider.constructEvent(rawBody, signature);
  } catch (error) {
    // Stripe's SDK checks the signature before parsing, so a parse failure means a signed body that is not JSON.
    // Named as request validation names a header: in lower case.
    const field = error instanceof SyntaxError ? 'body' : 'stripe-signature';
    const message =
      field === 'body'
        ? 'is not a JSON event'
        : 'does not verify the body with the webhook secret (missing, wrong or too old)';
    throw new HttpProblem(400, `${field}: ${message}`, { errors: [{ field, message }] });
  }
  return db.transaction().execute((trx) => applyPaymentEvent(trx, event, provider, mail));
}

/**
 * The transactional part after verification: records the event by its id and applies it. Throws an HttpProblem
 * (422 naming the field) for an event it cannot apply; the caller's transaction then rolls back.
 */
export async function applyPaymentEvent(
  trx: Transaction<Database>,
  event: Stripe.Event,
  provider: PaymentProvider,
  mail?: PaymentEventMail,
): Promise<PaymentEventOutcome> {
  const envelope = readEnvelope(event);
  if (!envelope) return 'ignored';
  const { type, object } = envelope;

  switch (type) {
    case 'checkout.session.completed': {
      const organizationId = readOrganizationId(object, ['client_reference_id']);
      await requireOrganization(trx, organizationId.value, organizationId.field);
      if (!(await record(trx, envelope, organizationId.value))) return 'replayed';
      await rememberCustomer(trx, provider, organizationId.value, readCustomerId(object), true);
      return 'applied';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = readSubscription(object, type, provider);
      const organizationId = await resolveOrganization(trx, object, {
        subscriptionId: subscription.id,
        customerId: subscription.customerId,
      });
      if (!(await record(trx, envelope, organizationId))) return 'replayed';
      return applySubscription(trx, provider, organizationId, envelope.created, subscription, mail);
    }
    case 'subscription_schedule.created':
    case 'subscription_schedule.updated':
    case 'subscription_schedule.released':
    case 'subscription_schedule.canceled':
    case 'subscription_schedule.completed': {
      const subscriptionId = readOptionalId(object, 'subscription');
      const organizationId = await resolveOrganization(trx, object, { subscriptionId, customerId: null });
      if (!(await record(trx, envelope, organizationId))) return 'replayed';
      const finished = type !== 'subscription_schedule.created' && type !== 'subscription_schedule.updated';
      const pending = finished ? null : readPendingChange(object, provider);
      return applySchedule(trx, organizationId, envelope, subscriptionId, pending);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // Recorded only: the subscription's status follows in customer.subscription.updated.
      const details = field(field(object, 'parent'), 'subscription_details');
      const organizationId = await resolveOrganization(trx, object, {
        subscriptionId: readOptionalId(details, 'subscription'),
        customerId: readOptionalId(object, 'customer'),
        metadata: [
          [field(details, 'metadata'), 'data/object/parent/subscription_details/metadata'],
          [field(object, 'metadata'), 'data/object/metadata'],
        ],
      });
      if (!(await record(trx, envelope, organizationId))) return 'replayed';
      await recordActivity(trx, envelope.created, {
        organizationId,
        kind: type === 'invoice.paid' ? 'payment.succeeded' : 'payment.failed',
        actor: PAYMENT_PROVIDER_ACTOR,
      });
      return 'applied';
    }
  }
}

// ——— reading an event: anything may be missing or of the wrong type ———

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function field(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

interface Envelope {
  id: string;
  type: HandledType;
  created: Date;
  object: Json;
}

/** The event's id, type, time and object; null for a type this API does not handle. */
function readEnvelope(event: unknown): Envelope | null {
  if (!isObject(event)) throw unprocessable('body', 'is not an event object');
  const id = event.id;
  if (!isProviderId(id)) throw unprocessable('id', 'must be the event id');
  const type = event.type;
  if (typeof type !== 'string') throw unprocessable('type', 'must be the event type');
  if (!(HANDLED_PAYMENT_EVENTS as readonly string[]).includes(type)) return null;
  const created = readTime(event.created, 'created');
  if (!created) throw unprocessable('created', 'is required');
  const object = field(event.data, 'object');
  if (!isObject(object)) throw unprocessable('data/object', 'must be an object');
  return { id, type: type as HandledType, created, object };
}

/** Unix seconds → Date; null when absent. */
function readTime(value: unknown, path: string): Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_UNIX_SECONDS) {
    throw unprocessable(path, 'must be a time in unix seconds');
  }
  return new Date(value * 1000);
}

const isProviderId = (id: unknown): id is string =>
  typeof id === 'string' && id.length > 0 && id.length <= 255 && !id.includes('\u0000');

/** A provider id: a string, or an expanded object's `id`. */
function readOptionalId(value: unknown, key: string): string | null {
  const item = field(value, key);
  const id = isObject(item) ? item.id : item;
  return isProviderId(id) ? id : null;
}

function readCustomerId(object: Json): string {
  const customerId = readOptionalId(object, 'customer');
  if (!customerId) throw unprocessable('data/object/customer', 'must be the customer id');
  return customerId;
}

interface OrganizationReference {
  value: string;
  field: string;
}

/** `metadata.organization_id`, else the first of the fallbacks present (e.g. `client_reference_id`). */
function readOrganizationId(object: Json, fallbacks: string[] = []): OrganizationReference {
  const fromMetadata = field(field(object, 'metadata'), PAYMENT_METADATA.organizationId);
  if (fromMetadata !== undefined) return checkOrganizationId(fromMetadata, ORGANIZATION_FIELD);
  for (const key of fallbacks) {
    const value = field(object, key);
    if (value !== undefined && value !== null) return checkOrganizationId(value, `data/object/${key}`);
  }
  throw unprocessable(ORGANIZATION_FIELD, 'is required');
}

function checkOrganizationId(value: unknown, path: string): OrganizationReference {
  // Checked before any query: PostgreSQL refuses a malformed uuid with an error, not an empty answer.
  if (!isUuid(value)) throw unprocessable(path, 'is not an organization');
  return { value, field: path };
}

/** Locks the organization's row (a webhook and a licence assignment queue); 422 when there is none. */
async function requireOrganization(trx: Transaction<Database>, organizationId: string, path: string) {
  const organization = await lockOrganization(trx, organizationId);
  if (!organization) throw unprocessable(path, 'is not an organization');
  return organization;
}

/**
 * The organization an object belongs to: its metadata says so (every provider writes it on sessions and
 * subscriptions); failing that, the subscription or customer this API already mirrors for an organization.
 * Locks the organization's row.
 */
async function resolveOrganization(
  trx: Transaction<Database>,
  object: Json,
  known: {
    subscriptionId: string | null;
    customerId: string | null;
    metadata?: Array<[unknown, string]>;
  },
): Promise<string> {
  for (const [metadata, path] of known.metadata ?? [[field(object, 'metadata'), 'data/object/metadata']]) {
    const value = field(metadata, PAYMENT_METADATA.organizationId);
    if (value === undefined || value === null) continue;
    const reference = checkOrganizationId(value, `${path}/${PAYMENT_METADATA.organizationId}`);
    await requireOrganization(trx, reference.value, reference.field);
    return reference.value;
  }
  const bySubscription = known.subscriptionId
    ? await trx
        .selectFrom('subscriptions')
        .select('organization_id')
        .where('provider_subscription_id', '=', known.subscriptionId)
        .executeTakeFirst()
    : undefined;
  const byCustomer =
    !bySubscription && known.customerId
      ? await trx
          .selectFrom('payment_customers')
          .select('organization_id')
          .where('customer_id', '=', known.customerId)
          .executeTakeFirst()
      : undefined;
  const organizationId = bySubscription?.organization_id ?? byCustomer?.organization_id;
  if (!organizationId) throw unprocessable(ORGANIZATION_FIELD, 'is required');
  await requireOrganization(trx, organizationId, ORGANIZATION_FIELD);
  return organizationId;
}

/** Records the event by its id; false when it was recorded before (a replay). */
async function record(trx: Transaction<Database>, event: Envelope, organizationId: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_events')
    .values({ id: event.id, type: event.type, created: event.created, organization_id: organizationId })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The organization's customer at the provider. A checkout completing says which it is (`replace`); a
 * subscription event only fills it in when none is known. A customer already belonging to another organization
 * is refused rather than moved.
 */
async function rememberCustomer(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  organizationId: string,
  customerId: string,
  replace: boolean,
): Promise<void> {
  const owner = await trx
    .selectFrom('payment_customers')
    .select('organization_id')
    .where('provider', '=', provider.kind)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (owner && owner.organization_id !== organizationId) {
    if (!replace) return;
    throw unprocessable('data/object/customer', 'belongs to another organization');
  }
  if (owner) return;
  await trx
    .insertInto('payment_customers')
    .values({ organization_id: organizationId, provider: provider.kind, customer_id: customerId })
    .onConflict((oc) =>
      replace
        ? oc.column('organization_id').doUpdateSet({ provider: provider.kind, customer_id: customerId })
        : oc.column('organization_id').doNothing(),
    )
    .execute();
}

// ——— subscriptions ———

interface SubscriptionFacts {
  id: string;
  customerId: string;
  status: string;
  price: PriceDescription;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

function readPrice(value: unknown, path: string, provider: PaymentProvider): PriceDescription {
  const usable = typeof value === 'string' ? value.length > 0 && value.length <= 255 : isObject(value);
  if (!usable) throw unprocessable(path, 'must be a price');
  let description: PriceDescription | null;
  try {
    description = provider.describePrice(value as string | Stripe.Price);
  } catch {
    description = null;
  }
  if (!description) throw unprocessable(path, 'is not a price of a Pod Console plan');
  return description;
}

function readSubscription(object: Json, type: HandledType, provider: PaymentProvider): SubscriptionFacts {
  const id = object.id;
  if (!isProviderId(id)) throw unprocessable('data/object/id', 'must be the subscription id');
  const status = type === 'customer.subscription.deleted' ? 'canceled' : object.status;
  if (typeof status !== 'string' || !SUBSCRIPTION_STATUSES.has(status)) {
    throw unprocessable('data/object/status', 'must be a subscription status');
  }
  const item = field(field(object, 'items'), 'data');
  const first: unknown = Array.isArray(item) ? item[0] : undefined;
  if (!isObject(first)) throw unprocessable('data/object/items/data/0', 'must be the plan item');
  const price = readPrice(first.price, 'data/object/items/data/0/price', provider);
  // Stripe API 2025+: the billing period is the item's; older versions put it on the subscription.
  const periodStart =
    readTime(first.current_period_start, 'data/object/items/data/0/current_period_start') ??
    readTime(object.current_period_start, 'data/object/current_period_start');
  const periodEnd =
    readTime(first.current_period_end, 'data/object/items/data/0/current_period_end') ??
    readTime(object.current_period_end, 'data/object/current_period_end');
  const cancelAt = readTime(object.cancel_at, 'data/object/cancel_at');
  return {
    id,
    customerId: readCustomerId(object),
    status,
    price,
    trialEnd: readTime(object.trial_end, 'data/object/trial_end'),
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    canceledAt: readTime(object.canceled_at, 'data/object/canceled_at'),
    // Stripe's portal may cancel by setting `cancel_at` to the period end instead of the flag: same meaning.
    cancelAtPeriodEnd:
      object.cancel_at_period_end === true ||
      (cancelAt != null && periodEnd != null && cancelAt.getTime() <= periodEnd.getTime()),
  };
}

const isActiveStatus = (status: string | undefined) =>
  status !== undefined && (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

async function applySubscription(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  organizationId: string,
  created: Date,
  subscription: SubscriptionFacts,
  mail: PaymentEventMail | undefined,
): Promise<PaymentEventOutcome> {
  const row = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (row?.last_event_created && created.getTime() < row.last_event_created.getTime()) return 'stale';

  await rememberCustomer(trx, provider, organizationId, subscription.customerId, false);
  const product = subscription.price.plan;
  const values = {
    product,
    status: subscription.status,
    price_interval: subscription.price.period === 'annually' ? ('year' as const) : ('month' as const),
    price_amount: subscription.price.amountCents,
    trial_end: subscription.trialEnd,
    current_period_start: subscription.currentPeriodStart,
    current_period_end: subscription.currentPeriodEnd,
    canceled_at: subscription.canceledAt,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    provider: provider.kind,
    provider_customer_id: subscription.customerId,
    provider_subscription_id: subscription.id,
    last_event_created: created,
    updated_at: sql<Date>`now()`,
    // A subscription that has ended has no change pending.
    ...(subscription.status === 'canceled' && {
      pending_product: null,
      next_phase_start: null,
      pending_price_amount: null,
    }),
  };
  await trx
    .insertInto('subscriptions')
    .values({ organization_id: organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
  await followPlanWithLicences(trx, organizationId, row, product, subscription.status);
  await recordPlanChange(trx, organizationId, created, row, values);
  if (mail) {
    // Grace days are counted at the event's time: when the provider says the payment failed.
    await enqueuePaymentFailedNotices(trx, {
      organizationId,
      before: row,
      after: {
        product,
        status: subscription.status,
        trial_end: subscription.trialEnd,
        current_period_start: subscription.currentPeriodStart,
        current_period_end: subscription.currentPeriodEnd,
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
      },
      now: created,
      consoleOrigin: mail.consoleOrigin,
    });
  }
  return 'applied';
}

/**
 * The activity log's entry for a subscription whose plan, status or billing interval the event changed (or that it
 * created), at the event's time: what the organization's members see of the provider's changes. A renewal changes
 * none of them and logs nothing.
 */
async function recordPlanChange(
  trx: Transaction<Database>,
  organizationId: string,
  created: Date,
  before: SubscriptionRow | undefined,
  after: Pick<SubscriptionRow, 'product' | 'status' | 'price_interval'>,
): Promise<void> {
  const facts = (row: Pick<SubscriptionRow, 'product' | 'status' | 'price_interval'>) => ({
    product: row.product,
    status: row.status,
    interval: row.price_interval,
  });
  const was = before ? facts(before) : null;
  const is = facts(after);
  if (was && was.product === is.product && was.status === is.status && was.interval === is.interval) return;
  await recordActivity(trx, created, {
    organizationId,
    kind: 'subscription.changed',
    actor: PAYMENT_PROVIDER_ACTOR,
    subject: getPlanFacts(after.product).name,
    before: was,
    after: is,
  });
}

/**
 * spec §9: the POD_ADMIN licence count follows the plan when the subscription becomes active or trialing or changes
 * product; Enterprise keeps what the platform admin set, and licences are never deleted (spec §4).
 */
async function followPlanWithLicences(
  trx: Transaction<Database>,
  organizationId: string,
  before: SubscriptionRow | undefined,
  product: SubscriptionRow['product'],
  status: string,
): Promise<void> {
  const becameActive = isActiveStatus(status) && !isActiveStatus(before?.status);
  const productChanged = before !== undefined && before.product !== product;
  const podCreators = getPlanFacts(product).podCreators;
  if (!(becameActive || productChanged) || podCreators == null) return;
  await trx
    .updateTable('organizations')
    .set({ pod_admin_license_count: podCreators })
    .where('id', '=', organizationId)
    .execute();
}

// ——— schedules: a pending plan change (spec §4) ———

interface PendingChange {
  product: SubscriptionRow['product'];
  amountCents: number | null;
  startsAt: Date;
}

/** The phase after the current one, as the pending change; null when none is left. */
function readPendingChange(object: Json, provider: PaymentProvider): PendingChange | null {
  const status = object.status;
  if (typeof status === 'string' && FINISHED_SCHEDULE_STATUSES.has(status)) return null;
  const phases = object.phases;
  if (!Array.isArray(phases)) throw unprocessable('data/object/phases', 'must be a list of phases');
  const currentPhase = field(object, 'current_phase');
  const currentEnd = readTime(field(currentPhase, 'end_date'), 'data/object/current_phase/end_date');
  const currentStart = readTime(field(currentPhase, 'start_date'), 'data/object/current_phase/start_date');
  let next: { index: number; startsAt: Date } | null = null;
  phases.forEach((phase, index) => {
    const startsAt = readTime(field(phase, 'start_date'), `data/object/phases/${index}/start_date`);
    if (!startsAt) throw unprocessable(`data/object/phases/${index}/start_date`, 'is required');
    const after = currentEnd
      ? startsAt.getTime() >= currentEnd.getTime()
      : currentStart
        ? startsAt.getTime() > currentStart.getTime()
        : index > 0;
    if (after && (!next || startsAt.getTime() < next.startsAt.getTime())) next = { index, startsAt };
  });
  const chosen = next as { index: number; startsAt: Date } | null;
  if (!chosen) return null;
  const items = field(phases[chosen.index], 'items');
  const path = `data/object/phases/${chosen.index}/items/0/price`;
  const price = readPrice(Array.isArray(items) ? field(items[0], 'price') : undefined, path, provider);
  return { product: price.plan, amountCents: price.amountCents, startsAt: chosen.startsAt };
}

async function applySchedule(
  trx: Transaction<Database>,
  organizationId: string,
  event: Envelope,
  subscriptionId: string | null,
  pending: PendingChange | null,
): Promise<PaymentEventOutcome> {
  const row = await trx
    .selectFrom('subscriptions')
    .select(['provider_subscription_id'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  // A schedule belongs to a subscription; without the subscription (or for another one) there is nothing to show.
  if (!row) return 'applied';
  if (subscriptionId && row.provider_subscription_id && row.provider_subscription_id !== subscriptionId) {
    return 'applied';
  }
  // Schedule events are ordered among themselves (the subscription's own events carry no pending change): a
  // later schedule event of this organization already recorded means this one is stale.
  const later = await trx
    .selectFrom('payment_events')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('type', 'in', SCHEDULE_EVENTS)
    .where('created', '>', event.created)
    .where('id', '!=', event.id)
    .executeTakeFirst();
  if (later) return 'stale';
  await trx
    .updateTable('subscriptions')
    .set({
      pending_product: pending?.product ?? null,
      next_phase_start: pending?.startsAt ?? null,
      pending_price_amount: pending?.amountCents ?? null,
      updated_at: sql<Date>`now()`,
    })
    .where('organization_id', '=', organizationId)
    .execute();
  return 'applied';
}
