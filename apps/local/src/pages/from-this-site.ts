import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post comes from a page of this origin. The offline world's pages (payments, the app simulator,
 * the webhook inbox) refuse forms posted from another site: a page elsewhere must not act through a browser that
 * has one of them open. Browsers say where a request comes from in Sec-Fetch-Site, or else in Origin; requests
 * with neither (tools, tests) are not sent by a page.
 */
export function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin == null) return true;
  const url = URL.parse(origin);
  return url != null && url.host === request.headers.host;
}
