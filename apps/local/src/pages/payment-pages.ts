// The local payment provider's hosted pages, served by the API's process when the local provider is in use: the
// checkout (`/payments/checkout/{session}`), the customer portal (`/payments/portal/{session}` and its confirmation
// and card pages) and the test clock (`/payments/test-clock`). Server-rendered forms that POST back and answer
// with a 303, no script; a form body is read only inside these routes, the API itself takes JSON only.
import { type ApiPlugin, isUuid } from '@pod-console/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { originOf, renderPage, type Html } from '../payments/html';
import {
  isLocalPaymentProvider,
  LocalSessionError,
  successUrlFor,
  type ClockStep,
  type LocalPaymentProvider,
  type PortalView,
} from '../payments/local-provider';
import {
  cancelView,
  cardView,
  changeView,
  checkoutView,
  CLOCK_STEPS,
  clockView,
  messageView,
  PORTAL_NOTICES,
  portalPath,
  portalView,
  TEST_CLOCK_PATH,
  type CardFormState,
  type PortalNotice,
} from '../payments/page-views';
import { isBillingPeriod, isLocalPlan } from '../payments/prices';
import { LocalPaymentError, type PlanTarget } from '../payments/state-machine';
import { readCard } from '../payments/test-cards';
import { fromThisSite } from './from-this-site';

export interface LocalPaymentPagesOptions {
  provider: LocalPaymentProvider;
  /** The clock card expiry dates are checked against; default the real one. */
  now?: () => Date;
  /**
   * Run every subscription's clock this often (renewals and trial ends happen while nobody looks, as at Stripe);
   * omitted: only when a page of the provider is opened.
   */
  clockTickMs?: number;
}

const CHECKOUT_ID = /^cs_local_[0-9a-f]{24}$/;
const PORTAL_ID = /^bps_local_[0-9a-f]{24}$/;
const FORM_BODY_LIMIT = 16 * 1024;

type Form = Record<string, string>;

interface Reply {
  title: string;
  body: Html;
  status?: number;
  formTargets?: readonly string[];
  width?: 'narrow' | 'normal' | 'wide';
}

function send(reply: FastifyReply, page: Reply): FastifyReply {
  const rendered = renderPage({
    title: page.title,
    body: page.body,
    ...(page.formTargets && { formTargets: page.formTargets }),
    ...(page.width !== undefined && { width: page.width }),
  });
  return (
    reply
      .code(page.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', rendered.csp)
      // The session id is in the address: it never leaves for another site in a Referer, and this site's own forms
      // keep their Origin (no-referrer would send "null").
      .header('referrer-policy', 'same-origin')
      .send(rendered.html)
  );
}

const seeOther = (reply: FastifyReply, location: string) =>
  reply.code(303).header('location', location).send();

const formOf = (request: FastifyRequest): Form => (request.body as Form | undefined) ?? {};

const paramOf = (request: FastifyRequest, name: string) =>
  (request.params as Record<string, string>)[name] ?? '';

const queryOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

function notFound(reply: FastifyReply, what: string): FastifyReply {
  return send(reply, {
    title: 'Not found',
    status: 404,
    width: 'narrow',
    body: messageView('Not found', `This ${what} link is not valid. Start again from Pod Console.`),
  });
}

/**
 * The pages as an API plug-in: they exist only while the local provider is the API's, with its dates (a trial's
 * first charge) on the API's clock. `clockTickMs`: how often every subscription's clock runs, so trial ends,
 * renewals and the grace period happen in real time; absent, only when the pages or the test clock act.
 */
export function localPaymentPages(options: { clockTickMs?: number } = {}): ApiPlugin {
  return (app, context) => {
    if (isLocalPaymentProvider(context.payments))
      registerLocalPaymentPages(app, {
        provider: context.payments,
        now: context.now,
        ...(options.clockTickMs && { clockTickMs: options.clockTickMs }),
      });
  };
}

export function registerLocalPaymentPages(app: FastifyInstance, options: LocalPaymentPagesOptions): void {
  const { provider } = options;
  const now = options.now ?? (() => new Date());

  if (options.clockTickMs != null && options.clockTickMs > 0) {
    const timer = setInterval(() => {
      provider
        .advanceAll()
        .catch((error: unknown) => app.log.error({ err: error }, 'The local payment clock failed'));
    }, options.clockTickMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // Encapsulated: the form parser and the Origin check apply to these routes only.
  void app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    pages.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !fromThisSite(request)) {
        return send(reply, {
          title: 'Refused',
          status: 403,
          width: 'narrow',
          body: messageView('Refused', 'This form was sent from another site.'),
        });
      }
    });

    // --- Checkout -------------------------------------------------------------------------------------------

    async function checkoutPage(
      request: FastifyRequest,
      reply: FastifyReply,
      form?: CardFormState,
      status = 200,
    ) {
      const id = paramOf(request, 'sessionId');
      const view = CHECKOUT_ID.test(id) ? await provider.checkout(id) : null;
      if (!view) return notFound(reply, 'checkout');
      const { session } = view;
      const targets = [originOf(session.successUrl), originOf(session.cancelUrl)].filter(
        (origin): origin is string => origin != null,
      );
      if (view.state === 'complete') {
        return send(reply, {
          title: 'Checkout complete',
          width: 'narrow',
          body: messageView('Checkout complete', 'This checkout is paid.', {
            href: successUrlFor(session),
            text: 'Return to Pod Console',
          }),
        });
      }
      if (view.state === 'expired') {
        return send(reply, {
          title: 'Checkout expired',
          status: 410,
          width: 'narrow',
          body: messageView(
            'Checkout expired',
            'This checkout has expired: choose the plan again in Pod Console.',
            {
              href: session.cancelUrl,
              text: 'Return to Pod Console',
            },
          ),
        });
      }
      return send(reply, {
        title: `Subscribe: ${session.organizationName}`,
        status,
        width: 'narrow',
        formTargets: targets,
        body: checkoutView(session, now(), form),
      });
    }

    pages.get('/payments/checkout/:sessionId', (request, reply) => checkoutPage(request, reply));

    pages.post('/payments/checkout/:sessionId', async (request, reply) => {
      const id = paramOf(request, 'sessionId');
      if (!CHECKOUT_ID.test(id)) return notFound(reply, 'checkout');
      const body = formOf(request);
      const values = { number: body.number ?? '', expiry: body.expiry ?? '', name: body.name ?? '' };
      const reading = readCard(body, now(), { requireName: true });
      if (!reading.ok) {
        // A declined card creates nothing: no customer, no subscription, no event.
        return reading.declined
          ? checkoutPage(request, reply, { values, errors: {}, alert: reading.message }, 402)
          : checkoutPage(
              request,
              reply,
              { values, errors: reading.errors, alert: 'Check the card details and try again.' },
              400,
            );
      }
      try {
        const { redirectUrl } = await provider.completeCheckout(id, reading.card);
        return seeOther(reply, redirectUrl);
      } catch (error) {
        if (error instanceof LocalSessionError) return checkoutPage(request, reply);
        if (error instanceof LocalPaymentError) {
          return checkoutPage(request, reply, { values, errors: {}, alert: error.message }, 409);
        }
        throw error;
      }
    });

    // --- Customer portal ------------------------------------------------------------------------------------

    /** The portal session with its subscription, or the page that says why there is none. */
    async function portalOr(request: FastifyRequest, reply: FastifyReply): Promise<PortalView | null> {
      const id = paramOf(request, 'sessionId');
      const view = PORTAL_ID.test(id) ? await provider.portal(id) : null;
      if (!view) {
        notFound(reply, 'portal');
        return null;
      }
      if (view.state === 'expired') {
        send(reply, {
          title: 'Portal link expired',
          status: 410,
          width: 'narrow',
          body: messageView(
            'Portal link expired',
            'This portal link has expired: open the customer portal again from Pod Console.',
            { href: view.session.returnUrl, text: 'Return to Pod Console' },
          ),
        });
        return null;
      }
      return view;
    }

    const withSubscription = (
      view: PortalView,
    ): view is PortalView & {
      subscription: NonNullable<PortalView['subscription']>;
    } => view.subscription != null && view.subscription.status !== 'canceled';

    function sendPortal(
      reply: FastifyReply,
      view: PortalView,
      notice: PortalNotice | null,
      error: string | null,
      status = 200,
    ) {
      const returnOrigin = originOf(view.session.returnUrl);
      return send(reply, {
        title: 'Manage your Pod Console plan',
        status,
        ...(returnOrigin && { formTargets: [returnOrigin] }),
        body: portalView(view, notice, error),
      });
    }

    pages.get('/payments/portal/:sessionId', async (request, reply) => {
      const view = await portalOr(request, reply);
      if (!view) return reply;
      const notice = queryOf(request, 'notice');
      return sendPortal(
        reply,
        view,
        notice != null && notice in PORTAL_NOTICES ? (notice as PortalNotice) : null,
        null,
      );
    });

    function targetOf(source: Record<string, unknown>): PlanTarget | null {
      return isLocalPlan(source.plan) && isBillingPeriod(source.period)
        ? { plan: source.plan, period: source.period }
        : null;
    }

    /** Runs a portal action; a refusal shows the portal again with the reason. */
    async function portalAction(
      request: FastifyRequest,
      reply: FastifyReply,
      run: (sessionId: string) => Promise<PortalNotice>,
    ) {
      const id = paramOf(request, 'sessionId');
      if (!PORTAL_ID.test(id)) return notFound(reply, 'portal');
      try {
        const notice = await run(id);
        return seeOther(reply, `${portalPath(id)}?notice=${notice}`);
      } catch (error) {
        if (!(error instanceof LocalPaymentError) && !(error instanceof LocalSessionError)) throw error;
        const view = await portalOr(request, reply);
        if (!view) return reply;
        return sendPortal(reply, view, null, error.message, 409);
      }
    }

    pages.get('/payments/portal/:sessionId/change', async (request, reply) => {
      const view = await portalOr(request, reply);
      if (!view) return reply;
      const target = targetOf(request.query as Record<string, unknown>);
      if (!target || !withSubscription(view)) {
        return sendPortal(reply, view, null, 'Choose Starter or Business, billed monthly or annually.', 400);
      }
      try {
        const preview = await provider.previewChange(view.session.id, target);
        return send(reply, {
          title: 'Confirm your plan change',
          width: 'narrow',
          body: changeView(view, target, preview),
        });
      } catch (error) {
        if (!(error instanceof LocalPaymentError)) throw error;
        return sendPortal(reply, view, null, error.message, 409);
      }
    });

    pages.post('/payments/portal/:sessionId/change', async (request, reply) => {
      const target = targetOf(formOf(request));
      const id = paramOf(request, 'sessionId');
      if (!PORTAL_ID.test(id)) return notFound(reply, 'portal');
      if (!target) {
        const view = await portalOr(request, reply);
        if (!view) return reply;
        return sendPortal(reply, view, null, 'Choose Starter or Business, billed monthly or annually.', 400);
      }
      try {
        const preview = await provider.previewChange(id, target);
        await provider.changePlan(id, target);
        const notice: PortalNotice =
          preview.kind === 'upgrade'
            ? 'plan-changed'
            : preview.kind === 'scheduled'
              ? 'change-scheduled'
              : 'change-dropped';
        return seeOther(reply, `${portalPath(id)}?notice=${notice}`);
      } catch (error) {
        if (error instanceof LocalPaymentError && error.code === 'card_declined') {
          const view = await portalOr(request, reply);
          if (!view) return reply;
          if (withSubscription(view)) {
            const preview = await provider.previewChange(id, target);
            return send(reply, {
              title: 'Confirm your plan change',
              status: 402,
              width: 'narrow',
              body: changeView(view, target, preview, error.message),
            });
          }
        }
        if (!(error instanceof LocalPaymentError) && !(error instanceof LocalSessionError)) throw error;
        const view = await portalOr(request, reply);
        if (!view) return reply;
        return sendPortal(reply, view, null, error.message, 409);
      }
    });

    pages.get('/payments/portal/:sessionId/cancel', async (request, reply) => {
      const view = await portalOr(request, reply);
      if (!view) return reply;
      if (!withSubscription(view) || view.subscription.cancelAtPeriodEnd) {
        return sendPortal(reply, view, null, 'This plan is not running or is already set to end.', 409);
      }
      return send(reply, { title: 'Cancel your plan', width: 'narrow', body: cancelView(view) });
    });

    pages.post('/payments/portal/:sessionId/cancel', (request, reply) =>
      portalAction(request, reply, async (id) => {
        await provider.cancelAtPeriodEnd(id);
        return 'canceled';
      }),
    );

    pages.post('/payments/portal/:sessionId/resume', (request, reply) =>
      portalAction(request, reply, async (id) => {
        await provider.resume(id);
        return 'resumed';
      }),
    );

    async function cardPage(
      request: FastifyRequest,
      reply: FastifyReply,
      form?: CardFormState,
      status = 200,
    ) {
      const view = await portalOr(request, reply);
      if (!view) return reply;
      if (!withSubscription(view)) return sendPortal(reply, view, null, 'This subscription has ended.', 409);
      return send(reply, { title: 'Update card', status, width: 'narrow', body: cardView(view, form) });
    }

    pages.get('/payments/portal/:sessionId/card', (request, reply) => cardPage(request, reply));

    pages.post('/payments/portal/:sessionId/card', async (request, reply) => {
      const body = formOf(request);
      const values = { number: body.number ?? '', expiry: body.expiry ?? '' };
      const reading = readCard(body, now());
      if (!reading.ok) {
        return reading.declined
          ? cardPage(request, reply, { values, errors: {}, alert: reading.message }, 402)
          : cardPage(
              request,
              reply,
              { values, errors: reading.errors, alert: 'Check the card details and try again.' },
              400,
            );
      }
      return portalAction(request, reply, async (id) => {
        await provider.updateCard(id, reading.card);
        return 'card-updated';
      });
    });

    // --- Test clock -----------------------------------------------------------------------------------------

    pages.get(TEST_CLOCK_PATH, async (_request, reply) =>
      send(reply, { title: 'Test clock', width: 'wide', body: clockView(await provider.clocks()) }),
    );

    pages.post(`${TEST_CLOCK_PATH}/:organizationId`, async (request, reply) => {
      const organizationId = paramOf(request, 'organizationId');
      const step = formOf(request).step;
      if (!isUuid(organizationId) || step == null || !(step in CLOCK_STEPS)) {
        return send(reply, {
          title: 'Test clock',
          status: 400,
          width: 'wide',
          body: clockView(await provider.clocks(), 'Choose an organization and how far to move its clock.'),
        });
      }
      try {
        await provider.advanceClock(organizationId, step as ClockStep);
      } catch (error) {
        if (!(error instanceof LocalPaymentError)) throw error;
        return send(reply, {
          title: 'Test clock',
          status: 409,
          width: 'wide',
          body: clockView(await provider.clocks(), error.message),
        });
      }
      // Back to the table itself: it shows the organization's new status and how far its clock runs ahead.
      return seeOther(reply, TEST_CLOCK_PATH);
    });
  });
}
