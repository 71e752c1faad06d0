// The `local` payment provider: served by the API's own process, offline, and Stripe-like at its edges. Sessions and
// subscriptions live in its own tables (local_payment_sessions, local_subscriptions, local_clocks) as a real
// provider's database would hold them; every change runs through the state machine and reaches the product only as
// signed Stripe-format events POSTed to the webhook endpoint — the same path Stripe's events take.
import { randomBytes } from 'node:crypto';

import {
  type Database,
  type CheckoutInput,
  type PaymentProvider,
  type PortalInput,
  type ProviderSession,
} from '@pod-console/api';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';

import { DAY_SECONDS, toUnix } from './clock';
import { createWebhookDelivery, type DeliveryLog, type EventDelivery } from './delivery';
import { describeLocalPrice } from './prices';
import {
  advance,
  cancelAtPeriodEnd,
  changePlan,
  LocalPaymentError,
  previewPlanChange,
  resume,
  subscribe,
  travel,
  updateCard,
  type LocalCardInput,
  type LocalCheckoutSession,
  type LocalSubscriptionDocument,
  type PlanChangePreview,
  type PlanTarget,
  type Transition,
} from './state-machine';

/** Stripe's hosted checkout sessions expire after 24 hours. */
const CHECKOUT_LIFETIME_SECONDS = DAY_SECONDS;
/** A portal session is a short visit. */
const PORTAL_LIFETIME_SECONDS = 60 * 60;

/** Stripe appends the session id to the success URL in place of this placeholder. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface LocalPortalSession {
  kind: 'portal';
  /** bps_local_… */
  id: string;
  customer: string;
  organizationId: string;
  returnUrl: string;
  created: number;
  expiresAt: number;
}

export type LocalSessionState = 'open' | 'complete' | 'expired';

export interface CheckoutView {
  session: LocalCheckoutSession;
  state: LocalSessionState;
}

export interface PortalView {
  session: LocalPortalSession;
  state: Exclude<LocalSessionState, 'complete'>;
  organizationName: string;
  /** The organization's subscription at this provider, brought up to now; null when it has none here. */
  subscription: LocalSubscriptionDocument | null;
}

export type ClockStep = 'day' | 'week' | 'period-end';

export interface ClockRow {
  organizationId: string;
  organizationName: string;
  subscription: LocalSubscriptionDocument;
  /** How far this organization's clock runs ahead of real time. */
  offsetMs: number;
}

export interface LocalPaymentProviderOptions {
  db: Kysely<Database>;
  /** The API's origin as browsers reach it: the hosted pages are served there. */
  publicUrl: string;
  /** Where events are POSTed: the API's `/webhooks/payments`. */
  webhookUrl: string;
  /** The signing secret shared with the webhook endpoint (loadOrCreateWebhookSecret). */
  secret: string;
  now?: () => Date;
  /** Where events go; default signed POSTs to `webhookUrl`. Tests record them instead. */
  deliver?: EventDelivery;
  log?: DeliveryLog;
}

export interface LocalPaymentProvider extends PaymentProvider {
  readonly kind: 'local';
  checkout(sessionId: string): Promise<CheckoutView | null>;
  /** Pays the checkout with a card the page has read; answers the URL to send the browser to. */
  completeCheckout(sessionId: string, card: LocalCardInput): Promise<{ redirectUrl: string }>;
  portal(sessionId: string): Promise<PortalView | null>;
  previewChange(sessionId: string, target: PlanTarget): Promise<PlanChangePreview>;
  changePlan(sessionId: string, target: PlanTarget): Promise<void>;
  cancelAtPeriodEnd(sessionId: string): Promise<void>;
  resume(sessionId: string): Promise<void>;
  updateCard(sessionId: string, card: LocalCardInput): Promise<void>;
  /** Every organization with a subscription here, brought up to now, by name. */
  clocks(): Promise<ClockRow[]>;
  advanceClock(organizationId: string, step: ClockStep): Promise<void>;
  /** Runs every subscription's clock to now (renewals, trial ends, grace ends that have passed). */
  advanceAll(): Promise<void>;
}

/** Every provider this module made: `kind` alone is not proof (a test double may call itself local). */
const LOCAL_PROVIDERS = new WeakSet<PaymentProvider>();

/** Whether the configured provider is this one (its pages and test clock exist only then). */
export function isLocalPaymentProvider(provider: PaymentProvider): provider is LocalPaymentProvider {
  return LOCAL_PROVIDERS.has(provider);
}

/** A session that does not exist, has expired or is already used: the page says so. */
export class LocalSessionError extends Error {
  constructor(
    readonly state: 'missing' | LocalSessionState,
    message: string,
  ) {
    super(message);
    this.name = 'LocalSessionError';
  }
}

const token = () => randomBytes(12).toString('hex');

/** The success URL with the completed session's id, as Stripe hands it back. */
export function successUrlFor(session: Pick<LocalCheckoutSession, 'id' | 'successUrl'>): string {
  if (session.successUrl.includes(SESSION_ID_PLACEHOLDER)) {
    return session.successUrl.replaceAll(SESSION_ID_PLACEHOLDER, encodeURIComponent(session.id));
  }
  const url = new URL(session.successUrl);
  url.searchParams.set('session_id', session.id);
  return url.toString();
}

export function createLocalPaymentProvider(options: LocalPaymentProviderOptions): LocalPaymentProvider {
  const { db } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const clock = options.now ?? (() => new Date());
  const deliver =
    options.deliver ??
    createWebhookDelivery({
      url: options.webhookUrl,
      secret: options.secret,
      ...(options.log && { log: options.log }),
    });
  // Only the webhook helpers are used: no request ever leaves this process.
  const stripe = new Stripe('sk_local_offline');

  async function readSession(id: string) {
    return db
      .selectFrom('local_payment_sessions')
      .innerJoin('organizations', 'organizations.id', 'local_payment_sessions.organization_id')
      .select([
        'local_payment_sessions.kind',
        'local_payment_sessions.document',
        'local_payment_sessions.completed_at',
        'local_payment_sessions.expires_at',
        'organizations.name as organization_name',
      ])
      .where('local_payment_sessions.id', '=', id)
      .executeTakeFirst();
  }

  const stateOf = (row: { completed_at: Date | null; expires_at: Date }, now: Date): LocalSessionState =>
    row.completed_at != null ? 'complete' : row.expires_at.getTime() <= now.getTime() ? 'expired' : 'open';

  async function openPortal(sessionId: string): Promise<LocalPortalSession> {
    const row = await readSession(sessionId);
    if (!row || row.kind !== 'portal')
      throw new LocalSessionError('missing', 'This portal link is not valid.');
    if (stateOf(row, clock()) === 'expired') {
      throw new LocalSessionError(
        'expired',
        'This portal link has expired: open the portal again from Pod Console.',
      );
    }
    return row.document as LocalPortalSession;
  }

  /**
   * Runs `action` on the organization's subscription inside one transaction, with the clock caught up before and
   * after, then delivers the events once committed (the webhook opens its own transaction). When the action is
   * refused, the catching up is still kept and delivered, and the refusal is thrown.
   */
  /** Keeps a new checkout or portal session and answers where its hosted page is. */
  async function storeSession(session: LocalCheckoutSession | LocalPortalSession): Promise<ProviderSession> {
    await db
      .insertInto('local_payment_sessions')
      .values({
        id: session.id,
        kind: session.kind,
        organization_id: session.organizationId,
        customer_id: session.customer,
        document: JSON.stringify(session),
        expires_at: new Date(session.expiresAt * 1000),
      })
      .execute();
    return {
      id: session.id,
      url: `${publicUrl}/payments/${session.kind}/${session.id}`,
      customerId: session.customer,
    };
  }

  async function act(
    organizationId: string,
    action: ((document: LocalSubscriptionDocument, now: Date) => Transition) | null,
  ): Promise<LocalSubscriptionDocument | null> {
    const now = clock();
    let refusal: unknown = null;
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('local_subscriptions')
        .select(['id', 'document'])
        .where('organization_id', '=', organizationId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      const steps: Transition[] = [advance(row.document as LocalSubscriptionDocument, now)];
      if (action) {
        try {
          steps.push(action(steps[0]!.document, now));
          steps.push(advance(steps[1]!.document, now));
        } catch (error) {
          refusal = error;
        }
      }
      const events = steps.flatMap((step) => step.events);
      const document = steps.at(-1)!.document;
      if (events.length > 0) {
        await trx
          .updateTable('local_subscriptions')
          .set({ document: JSON.stringify(document), updated_at: now })
          .where('id', '=', row.id)
          .execute();
      }
      return { document, events };
    });
    if (outcome) await deliver(outcome.events);
    if (refusal) throw refusal;
    return outcome?.document ?? null;
  }

  async function actOnPortal(
    sessionId: string,
    action: (document: LocalSubscriptionDocument, now: Date) => Transition,
  ): Promise<void> {
    const session = await openPortal(sessionId);
    const document = await act(session.organizationId, action);
    if (!document) throw new LocalPaymentError('not_allowed', 'There is no subscription to change.');
  }

  const provider: LocalPaymentProvider = {
    kind: 'local',

    describePrice: describeLocalPrice,

    async createCheckoutSession(input: CheckoutInput): Promise<ProviderSession> {
      const now = toUnix(clock());
      const session: LocalCheckoutSession = {
        kind: 'checkout',
        id: `cs_local_${token()}`,
        customer: input.customerId ?? `cus_local_${token()}`,
        organizationId: input.organizationId,
        organizationName: input.organizationName,
        customerEmail: input.customerEmail,
        plan: input.plan,
        period: input.period,
        trialDays: input.trialDays,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        created: now,
        expiresAt: now + CHECKOUT_LIFETIME_SECONDS,
      };
      return storeSession(session);
    },

    async createPortalSession(input: PortalInput): Promise<ProviderSession> {
      const now = toUnix(clock());
      const session: LocalPortalSession = {
        kind: 'portal',
        id: `bps_local_${token()}`,
        customer: input.customerId,
        organizationId: input.organizationId,
        returnUrl: input.returnUrl,
        created: now,
        expiresAt: now + PORTAL_LIFETIME_SECONDS,
      };
      return storeSession(session);
    },

    constructEvent(rawBody, signature) {
      if (!signature) throw new Error('The request has no Stripe-Signature header.');
      return stripe.webhooks.constructEvent(rawBody, signature, options.secret);
    },

    async checkout(sessionId) {
      const row = await readSession(sessionId);
      if (!row || row.kind !== 'checkout') return null;
      return { session: row.document as LocalCheckoutSession, state: stateOf(row, clock()) };
    },

    async completeCheckout(sessionId, card) {
      const now = clock();
      const { session, events } = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('local_payment_sessions')
          .select(['kind', 'document', 'completed_at', 'expires_at'])
          .where('id', '=', sessionId)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.kind !== 'checkout')
          throw new LocalSessionError('missing', 'This checkout link is not valid.');
        const state = stateOf(row, now);
        if (state === 'complete') throw new LocalSessionError('complete', 'This checkout is already paid.');
        if (state === 'expired') {
          throw new LocalSessionError(
            'expired',
            'This checkout has expired: choose the plan again in Pod Console.',
          );
        }
        const checkout = row.document as LocalCheckoutSession;
        const existing = await trx
          .selectFrom('local_subscriptions')
          .select('document')
          .where('organization_id', '=', checkout.organizationId)
          .forUpdate()
          .executeTakeFirst();
        if (existing && (existing.document as LocalSubscriptionDocument).status !== 'canceled') {
          throw new LocalPaymentError(
            'not_allowed',
            'This organization already has a plan: change it in the customer portal.',
          );
        }
        const started = subscribe({ session: checkout, subscriptionId: `sub_local_${token()}`, card, now });
        // One subscription per organization here: a new one after a canceled plan takes its place.
        await trx
          .insertInto('local_subscriptions')
          .values({
            id: started.document.id,
            organization_id: checkout.organizationId,
            customer_id: checkout.customer,
            document: JSON.stringify(started.document),
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.column('organization_id').doUpdateSet({
              id: started.document.id,
              customer_id: checkout.customer,
              document: JSON.stringify(started.document),
              updated_at: now,
            }),
          )
          .execute();
        // A new subscription starts on real time: the test clock of one that ended does not carry over.
        await trx.deleteFrom('local_clocks').where('organization_id', '=', checkout.organizationId).execute();
        await trx
          .updateTable('local_payment_sessions')
          .set({ completed_at: now })
          .where('id', '=', sessionId)
          .execute();
        return { session: checkout, events: started.events };
      });
      await deliver(events);
      return { redirectUrl: successUrlFor(session) };
    },

    async portal(sessionId) {
      const row = await readSession(sessionId);
      if (!row || row.kind !== 'portal') return null;
      const session = row.document as LocalPortalSession;
      const state = stateOf(row, clock()) === 'expired' ? 'expired' : 'open';
      const subscription = state === 'open' ? await act(session.organizationId, null) : null;
      return { session, state, organizationName: row.organization_name, subscription };
    },

    async previewChange(sessionId, target) {
      const session = await openPortal(sessionId);
      const document = await act(session.organizationId, null);
      if (!document) throw new LocalPaymentError('not_allowed', 'There is no subscription to change.');
      return previewPlanChange(document, target, clock());
    },

    changePlan: (sessionId, target) =>
      actOnPortal(sessionId, (document, now) => changePlan(document, target, now)),
    cancelAtPeriodEnd: (sessionId) => actOnPortal(sessionId, cancelAtPeriodEnd),
    resume: (sessionId) => actOnPortal(sessionId, resume),
    updateCard: (sessionId, card) =>
      actOnPortal(sessionId, (document, now) => updateCard(document, card, now)),

    async clocks() {
      const rows = await db
        .selectFrom('local_subscriptions')
        .innerJoin('organizations', 'organizations.id', 'local_subscriptions.organization_id')
        .leftJoin('local_clocks', 'local_clocks.organization_id', 'local_subscriptions.organization_id')
        .select(['local_subscriptions.organization_id', 'organizations.name', 'local_clocks.offset_ms'])
        .orderBy('organizations.name')
        .orderBy('local_subscriptions.organization_id')
        .execute();
      const result: ClockRow[] = [];
      for (const row of rows) {
        const subscription = await act(row.organization_id, null);
        if (!subscription) continue;
        result.push({
          organizationId: row.organization_id,
          organizationName: row.name,
          subscription,
          offsetMs: Number(row.offset_ms ?? 0),
        });
      }
      return result;
    },

    async advanceClock(organizationId, step) {
      let seconds = 0;
      const document = await act(organizationId, (current, now) => {
        seconds =
          step === 'day'
            ? DAY_SECONDS
            : step === 'week'
              ? 7 * DAY_SECONDS
              : Math.max(0, current.currentPeriodEnd - toUnix(now));
        return travel(current, seconds, now);
      });
      if (!document)
        throw new LocalPaymentError('not_allowed', 'This organization has no subscription here.');
      await db
        .insertInto('local_clocks')
        .values({ organization_id: organizationId, offset_ms: seconds * 1000 })
        .onConflict((oc) =>
          oc.column('organization_id').doUpdateSet((eb) => ({
            offset_ms: eb('local_clocks.offset_ms', '+', seconds * 1000),
          })),
        )
        .execute();
    },

    async advanceAll() {
      const rows = await db.selectFrom('local_subscriptions').select('organization_id').execute();
      for (const row of rows) await act(row.organization_id, null);
    },
  };
  LOCAL_PROVIDERS.add(provider);
  return provider;
}
