// The local stand-ins for the payment provider's hosted checkout and customer portal: a page that names the plan
// and says payment is not wired yet, until a local payment provider takes their place.
import { getPlanFacts, PLAN_ORDER } from '@pod-console/hooks/domain';
import type { FastifyInstance } from 'fastify';

import { escapeHtml } from '../identity/pages';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24;line-height:1.5}' +
  'main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}' +
  'h1{font-size:1.4rem;margin:0 0 .5rem}a{color:#1f5bbf}';

const isPlan = (value: unknown): value is (typeof PLAN_ORDER)[number] =>
  typeof value === 'string' && (PLAN_ORDER as readonly string[]).includes(value);

/** Only http(s) links back to the console are offered; anything else is dropped. */
function safeLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = URL.parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.toString() : null;
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>
`;
}

export function registerPaymentPages(app: FastifyInstance): void {
  app.get('/payments/checkout', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const plan = isPlan(query.plan) ? getPlanFacts(query.plan).name : 'the chosen';
    const period = query.period === 'annually' ? 'annual' : 'monthly';
    const back = safeLink(query.cancelUrl);
    const title = `Checkout: ${plan} plan`;
    const html = page(
      title,
      `<h1>${escapeHtml(title)}</h1>
<p>You chose the <strong>${escapeHtml(plan)}</strong> plan, billed ${period === 'annual' ? 'annually' : 'monthly'}.</p>
<p>Payment is not wired yet in this local build: no card is charged and the plan does not change.</p>
${back ? `<p><a href="${escapeHtml(back)}">Back to Pod Console</a></p>` : ''}`,
    );
    return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).send(html);
  });

  app.get('/payments/portal', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const plan = isPlan(query.plan) ? getPlanFacts(query.plan).name : 'current';
    const back = safeLink(query.returnUrl);
    const title = `Customer portal: ${plan} plan`;
    const html = page(
      title,
      `<h1>${escapeHtml(title)}</h1>
<p>Your organization is on the <strong>${escapeHtml(plan)}</strong> plan.</p>
<p>Payment is not wired yet in this local build: plan changes, invoices and cards are not available here.</p>
${back ? `<p><a href="${escapeHtml(back)}">Back to Pod Console</a></p>` : ''}`,
    );
    return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).send(html);
  });
}

/** The pages load nothing: only their own inline style. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";
