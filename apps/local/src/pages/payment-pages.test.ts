import { type OpenDatabase, type Database, createHttpServer, PAGE_TOKENS_CSS } from '@pod-console/api';
import { openTestDatabase, emptyTables } from '@pod-console/api/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createLocalPaymentProvider, type LocalPaymentProvider } from '../payments/local-provider';
import type { LocalSubscriptionDocument } from '../payments/state-machine';
import { registerLocalPaymentPages } from './payment-pages';

const ORGANIZATION = '00000000-0000-4000-8000-000000000911';
const OWNER = '00000000-0000-4000-8000-000000000912';
const CONSOLE = 'http://127.0.0.1:5173';
const HOST = '127.0.0.1:4000';

let database: OpenDatabase;
let db: Kysely<Database>;
let app: FastifyInstance;
let provider: LocalPaymentProvider;
let delivered: Stripe.Event[];
const clock = { now: new Date('2026-11-23T10:00:00.000Z') };

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  db = database.db;
  provider = createLocalPaymentProvider({
    db,
    publicUrl: `http://${HOST}`,
    webhookUrl: `http://${HOST}/admin-console/v1/webhooks/payments`,
    secret: 'whsec_local_pages',
    now: () => clock.now,
    deliver: async (events) => {
      delivered.push(...events);
    },
  });
  app = await createHttpServer({ corsOrigins: [CONSOLE] });
  registerLocalPaymentPages(app, { provider, now: () => clock.now });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await emptyTables(db);
  clock.now = new Date('2026-11-23T10:00:00.000Z');
  delivered = [];
  await db
    .insertInto('users')
    .values({
      id: OWNER,
      subject: OWNER,
      email: 'owner@example.com',
      first_name: 'Olive',
      last_name: 'Owner',
      system_role: 'USER',
      selected_organization_id: null,
    })
    .execute();
  await db
    .insertInto('organizations')
    .values({ id: ORGANIZATION, name: 'Acme <Robotics>', owner_user_id: OWNER, pod_admin_license_count: 0 })
    .execute();
});

/** The page with its layout whitespace collapsed: `<dt>Plan</dt><dd>Business</dd>`, one space between words. */
const normalise = (html: string) =>
  html
    .replace(/\s+/g, ' ')
    .replace(/ ?\/?>/g, '>')
    .replace(/> /g, '>')
    .replace(/ </g, '<');

async function answer(
  request: Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
) {
  const response = await request;
  return { statusCode: response.statusCode, headers: response.headers, body: normalise(response.body) };
}

const get = (url: string) => answer(app.inject({ method: 'GET', url, headers: { host: HOST } }));
const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  answer(
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    }),
  );

const card = (number: string) => ({ number, expiry: '12 / 30', cvc: '123', name: 'Olive Owner' });

async function checkout(
  overrides: {
    plan?: 'starter' | 'business';
    period?: 'monthly' | 'annually';
    trialDays?: number | null;
  } = {},
) {
  return provider.createCheckoutSession({
    organizationId: ORGANIZATION,
    organizationName: 'Acme <Robotics>',
    customerEmail: 'owner@example.com',
    customerId: null,
    plan: overrides.plan ?? 'business',
    period: overrides.period ?? 'monthly',
    trialDays: overrides.trialDays ?? null,
    successUrl: `${CONSOLE}/subscription/success`,
    cancelUrl: `${CONSOLE}/subscription/cancel`,
  });
}

async function subscribedPortal(number = '4242424242424242', overrides: Parameters<typeof checkout>[0] = {}) {
  const session = await checkout(overrides);
  expect((await post(`/payments/checkout/${session.id}`, card(number))).statusCode).toBe(303);
  delivered = [];
  return provider.createPortalSession({
    organizationId: ORGANIZATION,
    customerId: session.customerId!,
    returnUrl: `${CONSOLE}/billing`,
  });
}

async function storedDocument(): Promise<LocalSubscriptionDocument | undefined> {
  const row = await db
    .selectFrom('local_subscriptions')
    .select('document')
    .where('organization_id', '=', ORGANIZATION)
    .executeTakeFirst();
  return row?.document as LocalSubscriptionDocument | undefined;
}

const types = () => delivered.map((event) => event.type);

describe('local checkout page', () => {
  it('names the plan, period, price and trial, with the labelled card fields, Subscribe and Cancel', async () => {
    const session = await checkout({ trialDays: 7 });
    const response = await get(`/payments/checkout/${session.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('<h1>Subscribe to Pod Console Business</h1>');
    expect(page).toContain('<dt>Billing</dt><dd>Monthly</dd>');
    expect(page).toContain('<dd>$99.00 per month</dd>');
    expect(page).toContain('<dd>7-day free trial</dd>');
    expect(page).toContain('<dt>Due today</dt><dd>$0.00</dd>');
    expect(page).toContain('from Nov 30, 2026, when the trial ends');
    for (const [id, label] of [
      ['card-number', 'Card number'],
      ['card-expiry', 'Expiry'],
      ['card-cvc', 'CVC'],
      ['card-name', 'Name on card'],
    ]) {
      expect(page).toContain(`<label for="${id}">${label}</label>`);
      expect(page).toContain(`<input id="${id}"`);
    }
    expect(page).toContain('<button class="primary" type="submit">Subscribe</button>');
    expect(page).toContain(`<a href="${CONSOLE}/subscription/cancel">Cancel</a>`);
    expect(page).not.toContain('<script');
    // Text from the session is escaped.
    expect(page).toContain('For Acme &lt;Robotics&gt;');
    expect(page).not.toContain('Acme <Robotics>');
  });

  it('sends a strict CSP: nothing loads, one style by nonce, forms post here and return to the console', async () => {
    const session = await checkout();
    const response = await get(`/payments/checkout/${session.id}`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' http:\/\/127\.0\.0\.1:5173$/,
    );
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });

  it('draws in the console’s tokens, dark under a dark system preference', async () => {
    const session = await checkout();
    const page = (await get(`/payments/checkout/${session.id}`)).body;
    const style = /<style nonce="[^"]+">([\s\S]*?)<\/style>/.exec(page)![1]!;
    expect(style).toContain('@media (prefers-color-scheme:dark){:root{--color-surface:#111318;');
    expect(style).toContain('background:var(--color-surface);color:var(--color-fg)');
    // Every colour after the tokens is one of them.
    expect(style.trimStart().startsWith(PAGE_TOKENS_CSS)).toBe(true);
    expect(style.trimStart().slice(PAGE_TOKENS_CSS.length)).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });

  it('shows an annual price 25% off', async () => {
    const session = await checkout({ period: 'annually' });
    const page = (await get(`/payments/checkout/${session.id}`)).body;
    expect(page).toContain('<dd>Annually (25% off)</dd>');
    expect(page).toContain('<dd>$891.00 per year</dd>');
    expect(page).toContain('<dt>Due today</dt><dd>$891.00</dd>');
  });

  it('pays with 4242: the events go out, then 303 to the success URL with session_id', async () => {
    const session = await checkout();
    const response = await post(`/payments/checkout/${session.id}`, card('4242 4242 4242 4242'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${CONSOLE}/subscription/success?session_id=${session.id}`);
    expect(types()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(await storedDocument()).toMatchObject({
      status: 'active',
      plan: 'business',
      card: { last4: '4242' },
    });
    // The paid session now says so instead of taking a second payment.
    expect((await get(`/payments/checkout/${session.id}`)).body).toContain('<h1>Checkout complete</h1>');
  });

  it('declines 0002 on the page and creates nothing', async () => {
    const session = await checkout();
    const response = await post(`/payments/checkout/${session.id}`, card('4000 0000 0000 0002'));
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('<div class="alert" role="alert">Your card was declined.</div>');
    expect(response.body).toContain('value="4000 0000 0000 0002"');
    expect(delivered).toEqual([]);
    expect(await storedDocument()).toBeUndefined();
    expect((await provider.checkout(session.id))?.state).toBe('open');
  });

  it('accepts 0341 now and remembers that later charges fail', async () => {
    const session = await checkout();
    const response = await post(`/payments/checkout/${session.id}`, card('4000000000000341'));
    expect(response.statusCode).toBe(303);
    expect(types()).toContain('invoice.paid');
    expect(await storedDocument()).toMatchObject({
      status: 'active',
      card: { last4: '0341', behaviour: 'fail-later' },
    });
  });

  it('names each wrong field, tied to its input', async () => {
    const session = await checkout();
    const response = await post(`/payments/checkout/${session.id}`, {
      number: '4242',
      expiry: '',
      cvc: '',
      name: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert">Check the card details and try again.');
    expect(response.body).toContain('aria-invalid="true" aria-describedby="card-number-error"');
    expect(response.body).toContain(
      '<p class="field-error" id="card-number-error">Your card number is incomplete.</p>',
    );
    expect(response.body).toContain(
      '<p class="field-error" id="card-name-error">Enter the name on the card.</p>',
    );
    expect(delivered).toEqual([]);
  });

  it('answers an unknown session with a page, and refuses a form sent from another site', async () => {
    const missing = await get('/payments/checkout/cs_local_000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This checkout link is not valid.');
    expect((await get('/payments/checkout/<script>')).statusCode).toBe(404);

    const session = await checkout();
    const forged = await post(`/payments/checkout/${session.id}`, card('4242424242424242'), {
      origin: 'https://evil.example',
    });
    expect(forged.statusCode).toBe(403);
    const framed = await post(`/payments/checkout/${session.id}`, card('4242424242424242'), {
      'sec-fetch-site': 'cross-site',
      origin: `http://${HOST}`,
    });
    expect(framed.statusCode).toBe(403);
    expect(await storedDocument()).toBeUndefined();
    // A form of this page: the browser says same-origin.
    const own = await post(`/payments/checkout/${session.id}`, card('4242424242424242'), {
      'sec-fetch-site': 'same-origin',
      origin: `http://${HOST}`,
    });
    expect(own.statusCode).toBe(303);
  });
});

describe('local customer portal', () => {
  it('shows the plan, price, period end, card and invoices, with every action and the way back', async () => {
    const portal = await subscribedPortal();
    const response = await get(`/payments/portal/${portal.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('<h1>Manage your Pod Console plan</h1>');
    expect(page).toContain('<dt>Plan</dt><dd>Business</dd>');
    expect(page).toContain('<dt>Price</dt><dd>$99.00 per month</dd>');
    expect(page).toContain('<dt>Current period ends</dt><dd>Dec 23, 2026</dd>');
    expect(page).toContain('<dt>Card on file</dt><dd>Visa ending 4242</dd>');
    expect(page).toMatch(
      /<td data-label="Date">Nov 23, 2026<\/td>\s*<td data-label="Description">Business \(monthly\)<\/td>\s*<td data-label="Amount" class="amount">\$99\.00<\/td>\s*<td data-label="Status">Paid<\/td>/,
    );
    for (const label of ['Switch to Starter', 'Switch to annual billing', 'Cancel plan', 'Update card']) {
      expect(page).toContain(`<button type="submit">${label}</button>`);
    }
    expect(page).not.toContain('Resume plan');
    expect(page).toContain(`<a href="${CONSOLE}/billing">Return to Pod Console</a>`);
  });

  it('schedules a downgrade: the confirmation says when it takes effect, Confirm schedules it', async () => {
    const portal = await subscribedPortal();
    const confirm = await get(`/payments/portal/${portal.id}/change?plan=starter&period=monthly`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('it takes effect on Dec 23, 2026');
    expect(confirm.body).toContain('<button class="primary" type="submit">Confirm</button>');
    expect(delivered).toEqual([]);

    const done = await post(`/payments/portal/${portal.id}/change`, { plan: 'starter', period: 'monthly' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/payments/portal/${portal.id}?notice=change-scheduled`);
    expect(types()).toEqual(['subscription_schedule.created', 'customer.subscription.updated']);
    const page = (await get(`/payments/portal/${portal.id}?notice=change-scheduled`)).body;
    expect(page).toContain('role="status">Your plan change is scheduled for the end of the period.');
    expect(page).toContain('<dt>Scheduled change</dt><dd>Starter (monthly) from Dec 23, 2026</dd>');
    expect(page).toContain('<button type="submit">Keep Business (monthly)</button>');
  });

  it('shows the prorated amount of an upgrade before confirming, then charges it', async () => {
    const first = await subscribedPortal('4242424242424242', { plan: 'starter' });
    // Half of the 30-day period (Nov 23 → Dec 23) has passed.
    clock.now = new Date('2026-12-08T10:00:00.000Z');
    const portal = await provider.createPortalSession({
      organizationId: ORGANIZATION,
      customerId: first.customerId!,
      returnUrl: `${CONSOLE}/billing`,
    });
    const confirm = await get(`/payments/portal/${portal.id}/change?plan=business&period=monthly`);
    expect(confirm.body).toContain('<dt>Unused time on Starter</dt><dd>-$9.50</dd>');
    expect(confirm.body).toContain('<dt>Remaining time on Business</dt><dd>$49.50</dd>');
    expect(confirm.body).toContain('<dt>Prorated amount due now</dt><dd>$40.00</dd>');

    const done = await post(`/payments/portal/${portal.id}/change`, { plan: 'business', period: 'monthly' });
    expect(done.headers.location).toBe(`/payments/portal/${portal.id}?notice=plan-changed`);
    expect(types()).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect((delivered[0]!.data.object as Stripe.Invoice).amount_paid).toBe(4000);
    expect(await storedDocument()).toMatchObject({ plan: 'business' });
  });

  it('declines an upgrade a 0341 card cannot pay, on the confirmation page', async () => {
    const portal = await subscribedPortal('4000000000000341', { plan: 'starter' });
    const response = await post(`/payments/portal/${portal.id}/change`, {
      plan: 'business',
      period: 'monthly',
    });
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('role="alert">Your card was declined.');
    expect(await storedDocument()).toMatchObject({ plan: 'starter' });
  });

  it('switches to annual billing at the period end', async () => {
    const portal = await subscribedPortal();
    const confirm = await get(`/payments/portal/${portal.id}/change?plan=business&period=annually`);
    expect(confirm.body).toContain('you pay $891.00 per year');
    await post(`/payments/portal/${portal.id}/change`, { plan: 'business', period: 'annually' });
    expect((await storedDocument())?.schedule).toMatchObject({ plan: 'business', period: 'annually' });
  });

  it('cancels at period end after a confirmation, then resumes', async () => {
    const portal = await subscribedPortal();
    const confirm = await get(`/payments/portal/${portal.id}/cancel`);
    expect(confirm.body).toContain('stays active until Dec 23, 2026');
    expect(confirm.body).toContain(
      '<button class="primary danger" type="submit">Cancel at period end</button>',
    );

    const canceled = await post(`/payments/portal/${portal.id}/cancel`, {});
    expect(canceled.headers.location).toBe(`/payments/portal/${portal.id}?notice=canceled`);
    const page = (await get(`/payments/portal/${portal.id}`)).body;
    expect(page).toContain('<dt>Ends on</dt><dd>Dec 23, 2026</dd>');
    expect(page).toContain('<button type="submit" class="primary">Resume plan</button>');
    expect(page).not.toContain('Switch to Starter');

    const resumed = await post(`/payments/portal/${portal.id}/resume`, {});
    expect(resumed.headers.location).toBe(`/payments/portal/${portal.id}?notice=resumed`);
    expect(types()).toEqual(['customer.subscription.updated', 'customer.subscription.updated']);
    expect(await storedDocument()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('updates the card of a failed payment: the open invoice is paid and the plan is active again', async () => {
    const portal = await subscribedPortal('4000000000000341');
    clock.now = new Date('2026-12-24T10:00:00.000Z');
    const failed = await provider.createPortalSession({
      organizationId: ORGANIZATION,
      customerId: portal.customerId!,
      returnUrl: `${CONSOLE}/billing`,
    });
    const page = (await get(`/payments/portal/${failed.id}`)).body;
    expect(page).toContain('role="alert">Your last payment failed. Update your card to pay $99.00.');
    expect(page).toContain('<dt>Status</dt><dd>Payment failed</dd>');

    const form = (await get(`/payments/portal/${failed.id}/card`)).body;
    for (const label of ['Card number', 'Expiry', 'CVC']) expect(form).toContain(`>${label}</label>`);
    expect(form).not.toContain('Name on card');
    expect(form).toContain('<button class="primary" type="submit">Save card</button>');
    expect(form).toContain('Saving the card pays the open invoice of $99.00.');

    const declined = await post(`/payments/portal/${failed.id}/card`, card('4000000000000002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('role="alert">Your card was declined.');

    delivered = [];
    const saved = await post(`/payments/portal/${failed.id}/card`, card('4242424242424242'));
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/payments/portal/${failed.id}?notice=card-updated`);
    expect(types()).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(await storedDocument()).toMatchObject({ status: 'active', card: { last4: '4242' } });
  });

  it('says so for an unknown or expired portal link', async () => {
    expect((await get('/payments/portal/bps_local_000000000000000000000000')).statusCode).toBe(404);
    const portal = await subscribedPortal();
    clock.now = new Date('2026-11-23T12:00:00.000Z');
    const expired = await get(`/payments/portal/${portal.id}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This portal link has expired');
  });
});

describe('local test clock', () => {
  it('lists each organization with its plan and named Advance buttons', async () => {
    await subscribedPortal('4242424242424242', { trialDays: 7 });
    const response = await get('/payments/test-clock');
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('<h1>Test clock</h1>');
    expect(page).toContain('<th scope="row" data-label="Organization">Acme &lt;Robotics&gt;</th>');
    expect(page).toContain('<td data-label="Status">trialing</td>');
    expect(page).toContain('<td data-label="Period">Trial ends on Nov 30, 2026</td>');
    for (const [step, label] of [
      ['day', '1 day'],
      ['week', '1 week'],
      ['period-end', 'to period end'],
    ]) {
      expect(page).toContain(`<input type="hidden" name="step" value="${step}">`);
      expect(page).toContain(
        `<button type="submit" aria-label="Advance Acme &lt;Robotics&gt; ${label}">Advance ${label}</button>`,
      );
    }
    expect(String(response.headers['content-security-policy'])).toMatch(/form-action 'self'$/);
  });

  it('moves one organization’s clock and shows what happened', async () => {
    await subscribedPortal('4000000000000341', { trialDays: 7 });
    const moved = await post(`/payments/test-clock/${ORGANIZATION}`, { step: 'period-end' });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/payments/test-clock');
    expect(types()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const page = (await get(moved.headers.location as string)).body;
    expect(page).toContain('<td data-label="Status">past_due</td>');
    expect(page).toContain('<td data-label="Clock">+7 days</td>');

    delivered = [];
    await post(`/payments/test-clock/${ORGANIZATION}`, { step: 'week' });
    expect(types()).toEqual(['customer.subscription.updated']);
    expect(await storedDocument()).toMatchObject({ status: 'unpaid' });
  });

  it('refuses an unknown step or organization', async () => {
    expect((await post(`/payments/test-clock/${ORGANIZATION}`, { step: 'year' })).statusCode).toBe(400);
    const none = await post('/payments/test-clock/00000000-0000-4000-8000-000000000999', { step: 'day' });
    expect(none.statusCode).toBe(409);
    expect(none.body).toContain('role="alert">This organization has no subscription here.');
  });
});
