// The local provider's hosted pages as HTML: checkout, customer portal (with its confirmation and card pages) and
// the test clock. Plain forms that POST back and redirect; the accessible names of fields, buttons and links are
// the ones the journeys use (Card number, Expiry, CVC, Name on card, Subscribe, Cancel, Switch to …, Confirm,
// Cancel plan, Cancel at period end, Resume plan, Update card, Save card, Return to Pod Console, Advance …).
import { formatDate, formatUsd, getPlanFacts, MS_PER_DAY } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';

import { fromUnix } from './clock';
import { html, type Html } from './html';
import type { ClockRow, ClockStep, PortalView } from './local-provider';
import { describePlanPeriod, LOCAL_PLANS, localPriceAmount, type LocalPlan } from './prices';
import type {
  LocalCheckoutSession,
  LocalInvoice,
  LocalSubscriptionDocument,
  PlanChangePreview,
  PlanTarget,
} from './state-machine';
import { TEST_CARD_HINT, type CardField } from './test-cards';

const dateOf = (seconds: number) => formatDate(fromUnix(seconds));
const per = (period: BillingPeriod) => (period === 'annually' ? 'year' : 'month');
const priceText = (plan: LocalPlan, period: BillingPeriod) =>
  `${formatUsd(localPriceAmount(plan, period))} per ${per(period)}`;

export const portalPath = (sessionId: string, action = '') =>
  `/payments/portal/${sessionId}${action ? `/${action}` : ''}`;
export const checkoutPath = (sessionId: string) => `/payments/checkout/${sessionId}`;
export const TEST_CLOCK_PATH = '/payments/test-clock';

export interface CardFormState {
  values: { number?: string; expiry?: string; name?: string };
  errors: Partial<Record<CardField, string>>;
  /** A decline or a refusal, announced as an alert. */
  alert?: string | null;
}

const EMPTY_FORM: CardFormState = { values: {}, errors: {} };

function alertBox(message: string | null | undefined): Html | string {
  return message ? html`<div class="alert" role="alert">${message}</div>` : '';
}

function field(
  id: string,
  name: CardField,
  label: string,
  form: CardFormState,
  attributes: { autocomplete: string; inputmode?: string; placeholder?: string; keepValue?: boolean },
): Html {
  const error = form.errors[name];
  const value =
    attributes.keepValue === false ? '' : (form.values[name as keyof CardFormState['values']] ?? '');
  return html`<div>
    <label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${name}"
      type="text"
      autocomplete="${attributes.autocomplete}"
      ${
        attributes.inputmode ? html` inputmode="${attributes.inputmode}"` : ''
      }${attributes.placeholder ? html` placeholder="${attributes.placeholder}"` : ''}
      value="${value}"
      ${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}
      required
    />
    ${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

function cardFields(form: CardFormState, withName: boolean): Html {
  return html`${field('card-number', 'number', 'Card number', form, {
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      placeholder: '1234 1234 1234 1234',
    })}
    <div class="row">
      ${field('card-expiry', 'expiry', 'Expiry', form, { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM / YY' })}
      ${field('card-cvc', 'cvc', 'CVC', form, { autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123', keepValue: false })}
    </div>
    ${withName ? field('card-name', 'name', 'Name on card', form, { autocomplete: 'cc-name' }) : ''}
    <p class="hint">${TEST_CARD_HINT}</p>`;
}

export function checkoutView(
  session: LocalCheckoutSession,
  now: Date,
  form: CardFormState = EMPTY_FORM,
): Html {
  const planName = getPlanFacts(session.plan).name;
  const price = priceText(session.plan, session.period);
  const trial = session.trialDays != null && session.trialDays > 0 ? session.trialDays : null;
  const firstCharge = trial == null ? null : formatDate(new Date(now.getTime() + trial * MS_PER_DAY));
  return html`<h1>Subscribe to Pod Console ${planName}</h1>
    <p>For ${session.organizationName}</p>
    <dl>
      <dt>Plan</dt>
      <dd>${planName}</dd>
      <dt>Billing</dt>
      <dd>${session.period === 'annually' ? 'Annually (25% off)' : 'Monthly'}</dd>
      <dt>Price</dt>
      <dd>${price}</dd>
      ${
        trial == null
          ? ''
          : html`<dt>Trial</dt>
              <dd>${trial}-day free trial</dd>`
      }
      <dt>Due today</dt>
      <dd>${formatUsd(trial == null ? localPriceAmount(session.plan, session.period) : 0)}</dd>
    </dl>
    ${firstCharge ? html`<p>Your card is charged ${price} from ${firstCharge}, when the trial ends, unless you cancel before.</p>` : ''}
    ${alertBox(form.alert)}
    <form class="submit" method="post" action="${checkoutPath(session.id)}" novalidate>
      ${cardFields(form, true)}
      <button class="primary" type="submit">Subscribe</button>
    </form>
    <p class="links"><a href="${session.cancelUrl}">Cancel</a></p>`;
}

/** A page with one message and one way on (a finished checkout, an expired link, an ended plan). */
export function messageView(title: string, message: string, link?: { href: string; text: string }): Html {
  return html`<h1>${title}</h1>
    <p>${message}</p>
    ${link ? html`<p class="links"><a href="${link.href}">${link.text}</a></p>` : ''}`;
}

function statusText(document: LocalSubscriptionDocument): string {
  switch (document.status) {
    case 'trialing':
      return 'Free trial';
    case 'active':
      return document.cancelAtPeriodEnd ? 'Active, ends at the period end' : 'Active';
    case 'past_due':
      return 'Payment failed';
    case 'unpaid':
      return 'Unpaid';
    case 'canceled':
      return 'Ended';
  }
}

function periodEndText(document: LocalSubscriptionDocument): { label: string; value: string } {
  const end = dateOf(document.currentPeriodEnd);
  if (document.status === 'canceled')
    return { label: 'Ended on', value: dateOf(document.endedAt ?? document.currentPeriodEnd) };
  if (document.cancelAtPeriodEnd) return { label: 'Ends on', value: end };
  if (document.status === 'trialing') return { label: 'Trial ends on', value: end };
  return { label: 'Current period ends', value: end };
}

const invoiceStatus: Record<LocalInvoice['status'], string> = { paid: 'Paid', open: 'Open', void: 'Void' };

function invoiceDescription(invoice: LocalInvoice): string {
  if (invoice.reason === 'subscription_update') return 'Plan change (prorated)';
  const line = invoice.lines[0];
  return line ? describePlanPeriod(line.plan, line.period) : 'Subscription';
}

function invoiceTable(invoices: readonly LocalInvoice[]): Html {
  if (invoices.length === 0) return html`<p>No invoices yet.</p>`;
  return html`<table class="cards">
    <caption>
      Invoice history, newest first
    </caption>
    <thead>
      <tr>
        <th scope="col">Date</th>
        <th scope="col">Description</th>
        <th scope="col" class="amount">Amount</th>
        <th scope="col">Status</th>
      </tr>
    </thead>
    <tbody>
      ${[...invoices].reverse().map(
        (invoice) =>
          html`<tr>
            <td data-label="Date">${dateOf(invoice.created)}</td>
            <td data-label="Description">${invoiceDescription(invoice)}</td>
            <td data-label="Amount" class="amount">${formatUsd(invoice.amount)}</td>
            <td data-label="Status">${invoiceStatus[invoice.status]}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** A button that opens one of the portal's pages (a GET form, so it is a real button and needs no script). */
function openButton(
  sessionId: string,
  action: string,
  label: string,
  fields: Record<string, string> = {},
): Html {
  return html`<form method="get" action="${portalPath(sessionId, action)}">
    ${Object.entries(fields).map(
      ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
    )}<button type="submit">${label}</button>
  </form>`;
}

function postButton(sessionId: string, action: string, label: string, className = ''): Html {
  return html`<form method="post" action="${portalPath(sessionId, action)}">
    <button type="submit" ${className ? html` class="${className}"` : ''}>${label}</button>
  </form>`;
}

export const PORTAL_NOTICES = {
  'plan-changed': 'Your plan has changed.',
  'change-scheduled': 'Your plan change is scheduled for the end of the period.',
  'change-dropped': 'Your plan stays as it is: the scheduled change is dropped.',
  canceled: 'Your plan will end at the end of the current period.',
  resumed: 'Your plan renews again.',
  'card-updated': 'Your card is saved.',
} as const;

export type PortalNotice = keyof typeof PORTAL_NOTICES;

export function portalView(view: PortalView, notice: PortalNotice | null, error: string | null = null): Html {
  const { session, subscription } = view;
  const back = html`<p class="links"><a href="${session.returnUrl}">Return to Pod Console</a></p>`;
  const heading = html`<h1>Manage your Pod Console plan</h1>
    <p>${view.organizationName}</p>
    ${notice ? html`<div class="notice" role="status">${PORTAL_NOTICES[notice]}</div>` : ''}
    ${alertBox(error)}`;
  if (!subscription) {
    return html`${heading}
      <p>This organization has no subscription at the local payment provider.</p>
      ${back}`;
  }
  const doc = subscription;
  const end = periodEndText(doc);
  const open = doc.invoices.filter((invoice) => invoice.status === 'open');
  const due = open.reduce((sum, invoice) => sum + invoice.amount, 0);
  const live = doc.status !== 'canceled';
  const changeable = (doc.status === 'active' || doc.status === 'trialing') && !doc.cancelAtPeriodEnd;
  const otherPeriod: BillingPeriod = doc.period === 'monthly' ? 'annually' : 'monthly';

  const actions: Html[] = [];
  if (changeable) {
    for (const plan of LOCAL_PLANS) {
      if (plan === doc.plan) continue;
      actions.push(
        openButton(session.id, 'change', `Switch to ${getPlanFacts(plan).name}`, {
          plan,
          period: doc.period,
        }),
      );
    }
    actions.push(
      openButton(
        session.id,
        'change',
        otherPeriod === 'annually' ? 'Switch to annual billing' : 'Switch to monthly billing',
        { plan: doc.plan, period: otherPeriod },
      ),
    );
    if (doc.schedule) {
      actions.push(
        openButton(session.id, 'change', `Keep ${describePlanPeriod(doc.plan, doc.period)}`, {
          plan: doc.plan,
          period: doc.period,
        }),
      );
    }
    actions.push(openButton(session.id, 'cancel', 'Cancel plan'));
  }
  if (live && doc.cancelAtPeriodEnd) actions.push(postButton(session.id, 'resume', 'Resume plan', 'primary'));
  if (live) actions.push(openButton(session.id, 'card', 'Update card'));

  return html`${heading}
    ${
      open.length > 0
        ? html`<div class="alert" role="alert">
            Your last payment failed. Update your card to pay ${formatUsd(due)}.
          </div>`
        : ''
    }
    <h2>Current plan</h2>
    <dl>
      <dt>Plan</dt>
      <dd>${getPlanFacts(doc.plan).name}</dd>
      <dt>Price</dt>
      <dd>${priceText(doc.plan, doc.period)}</dd>
      <dt>Status</dt>
      <dd>${statusText(doc)}</dd>
      <dt>${end.label}</dt>
      <dd>${end.value}</dd>
      <dt>Card on file</dt>
      <dd>${doc.card.brand} ending ${doc.card.last4}</dd>
      ${
        doc.schedule
          ? html`<dt>Scheduled change</dt>
              <dd>
                ${describePlanPeriod(doc.schedule.plan, doc.schedule.period)} from
                ${dateOf(doc.schedule.startsAt)}
              </dd>`
          : ''
      }
    </dl>
    ${actions.length > 0 ? html`<div class="actions">${actions}</div>` : ''}
    <h2>Invoices</h2>
    ${invoiceTable(doc.invoices)} ${back}`;
}

export function changeView(
  view: PortalView & { subscription: LocalSubscriptionDocument },
  target: PlanTarget,
  preview: PlanChangePreview,
  error: string | null = null,
): Html {
  const doc = view.subscription;
  const next = describePlanPeriod(target.plan, target.period);
  let body: Html;
  if (preview.kind === 'upgrade') {
    body =
      doc.status === 'trialing'
        ? html`<p>
            Switch to ${next} now. Nothing is charged during your trial; from ${dateOf(doc.currentPeriodEnd)}
            you pay ${priceText(target.plan, target.period)}.
          </p>`
        : html`<p>Switch to ${next} now.</p>
            <dl>
              <dt>Unused time on ${getPlanFacts(doc.plan).name}</dt>
              <dd>${formatUsd(preview.credit)}</dd>
              <dt>Remaining time on ${getPlanFacts(target.plan).name}</dt>
              <dd>${formatUsd(preview.charge)}</dd>
              <dt>Prorated amount due now</dt>
              <dd>${formatUsd(preview.amountDue)}</dd>
            </dl>
            <p>Then ${priceText(target.plan, target.period)} from ${dateOf(doc.currentPeriodEnd)}.</p>`;
  } else if (preview.kind === 'scheduled') {
    body = html`<p>
      Your plan changes to ${next}: it takes effect on ${dateOf(preview.startsAt)}, at the end of the current
      period. From then you pay ${formatUsd(preview.amount)} per ${per(target.period)}. Until then nothing
      changes.
    </p>`;
  } else {
    body = html`<p>
      Keep ${next} and drop the change scheduled for
      ${dateOf(doc.schedule?.startsAt ?? doc.currentPeriodEnd)}.
    </p>`;
  }
  return html`<h1>Confirm your plan change</h1>
    <p>${view.organizationName}</p>
    ${alertBox(error)} ${body}
    <form class="submit" method="post" action="${portalPath(view.session.id, 'change')}">
      <input type="hidden" name="plan" value="${target.plan}" />
      <input type="hidden" name="period" value="${target.period}" />
      <button class="primary" type="submit">Confirm</button>
    </form>
    <p class="links"><a href="${portalPath(view.session.id)}">Back to your plan</a></p>`;
}

export function cancelView(view: PortalView & { subscription: LocalSubscriptionDocument }): Html {
  return html`<h1>Cancel your plan</h1>
    <p>${view.organizationName}</p>
    <p>
      Your ${getPlanFacts(view.subscription.plan).name} plan stays active until
      ${dateOf(view.subscription.currentPeriodEnd)}. Then it ends and is not renewed. You can resume it until
      then.
    </p>
    <form class="submit" method="post" action="${portalPath(view.session.id, 'cancel')}">
      <button class="primary danger" type="submit">Cancel at period end</button>
    </form>
    <p class="links"><a href="${portalPath(view.session.id)}">Keep my plan</a></p>`;
}

export function cardView(
  view: PortalView & { subscription: LocalSubscriptionDocument },
  form: CardFormState = EMPTY_FORM,
): Html {
  const due = view.subscription.invoices
    .filter((invoice) => invoice.status === 'open')
    .reduce((sum, invoice) => sum + invoice.amount, 0);
  return html`<h1>Update card</h1>
    <p>
      ${view.organizationName}. Card on file: ${view.subscription.card.brand} ending
      ${view.subscription.card.last4}.
    </p>
    ${due > 0 ? html`<p>Saving the card pays the open invoice of ${formatUsd(due)}.</p>` : ''}
    ${alertBox(form.alert)}
    <form class="submit" method="post" action="${portalPath(view.session.id, 'card')}" novalidate>
      ${cardFields(form, false)}
      <button class="primary" type="submit">Save card</button>
    </form>
    <p class="links"><a href="${portalPath(view.session.id)}">Back to your plan</a></p>`;
}

export const CLOCK_STEPS: Record<ClockStep, string> = {
  day: '1 day',
  week: '1 week',
  'period-end': 'to period end',
};

function offsetText(offsetMs: number): string {
  const days = offsetMs / MS_PER_DAY;
  if (days === 0) return 'Real time';
  const rounded = Math.round(days * 10) / 10;
  return `+${rounded} day${rounded === 1 ? '' : 's'}`;
}

export function clockView(rows: readonly ClockRow[], error: string | null = null): Html {
  return html`<h1>Test clock</h1>
    <p>
      Move one organization's subscription forward in time, as Stripe's test clocks do: trial ends, renewals,
      failed payments (a 4000 0000 0000 0341 card), the grace period and scheduled plan changes happen as the
      days pass. Pod Console shows the result on its next refresh.
    </p>
    ${alertBox(error)}
    ${
      rows.length === 0
        ? html`<p>No organization has a subscription at the local payment provider yet.</p>`
        : html`<table class="cards">
            <caption>
              Organizations with a local subscription
            </caption>
            <thead>
              <tr>
                <th scope="col">Organization</th>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col">Period</th>
                <th scope="col">Clock</th>
                <th scope="col">Advance</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map((row) => {
                const doc = row.subscription;
                const end = periodEndText(doc);
                return html`<tr>
                  <th scope="row" data-label="Organization">${row.organizationName}</th>
                  <td data-label="Plan">
                    ${describePlanPeriod(doc.plan, doc.period)}${
                      doc.schedule
                        ? html`<br />then ${describePlanPeriod(doc.schedule.plan, doc.schedule.period)}`
                        : ''
                    }
                  </td>
                  <td data-label="Status">${doc.status}</td>
                  <td data-label="Period">${end.label} ${end.value}</td>
                  <td data-label="Clock">${offsetText(row.offsetMs)}</td>
                  <td>
                    ${
                      doc.status === 'canceled'
                        ? 'Ended'
                        : html`<div class="actions">
                            ${(Object.keys(CLOCK_STEPS) as ClockStep[]).map(
                              (step) =>
                                html`<form method="post" action="${TEST_CLOCK_PATH}/${row.organizationId}">
                                  <input type="hidden" name="step" value="${step}" />
                                  <button
                                    type="submit"
                                    aria-label="Advance ${row.organizationName} ${CLOCK_STEPS[step]}"
                                  >
                                    Advance ${CLOCK_STEPS[step]}
                                  </button>
                                </form>`,
                            )}
                          </div>`
                    }
                  </td>
                </tr>`;
              })}
            </tbody>
          </table>`
    }`;
}
