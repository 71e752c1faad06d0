// Rate limits on the local identity provider's token endpoint and login and sign-up posts, per client address
// (docs/decisions/0018-hardening.md, "Rate limits"). A small Fastify instance only counts a request and hands it on
// in onRequest, before its body is read, so oidc-provider reads it as it came. Behind a proxy, `trustProxy` must
// name it, or every client shares the proxy's address.
import type { IncomingMessage, ServerResponse } from 'node:http';

import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { renderMessagePage } from '../identity/pages';
import { createDatabaseRateLimitStore, type RateLimitLog } from './rate-limit-store';
import { describeWait, resolveRateLimits, type RateLimit, type RateLimitSettings } from './rate-limits';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Which limit a request of the identity provider counts against. */
export type IdentityLimit = 'token' | 'signIn';

export interface IdentityProviderLimitOptions {
  db: Kysely<Database>;
  /**
   * The console's origins: a refused token request carries the CORS headers the provider would have sent them, so
   * the console's identity client can read the refusal.
   */
  corsOrigins: readonly string[];
  /** The defaults (http/rate-limits.ts), some changed, or `false` for none: the handler is returned as it is. */
  settings?: Partial<RateLimitSettings> | false;
  /** Fastify's `trustProxy`: which proxies' X-Forwarded-For names the client. Default: none. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Where a failed count is reported; the request then goes on (fail open, like the API's limits). */
  log?: RateLimitLog;
}

export interface LimitedIdentityProvider {
  handler: NodeHandler;
  close(): Promise<void>;
}

/**
 * The limit a request counts against, or null. The same paths as the provider's: its login pages take every path
 * under `/interaction/` (identity/provider.ts), and oidc-provider's router matches the token route ignoring ASCII
 * case and one trailing slash. Matching more than the provider would only limit more.
 */
export function identityLimitOf(req: Pick<IncomingMessage, 'method' | 'url'>): IdentityLimit | null {
  if (req.method !== 'POST') return null;
  const path = new URL(req.url ?? '/', 'http://identity.invalid').pathname;
  if (path.startsWith('/interaction/')) return 'signIn';
  const folded = path.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/(.)\/$/, '$1');
  return folded === '/oauth/token' ? 'token' : null;
}

class IdentityRateLimited extends Error {
  constructor(
    readonly limit: IdentityLimit,
    readonly ttlMs: number,
  ) {
    super('too many requests');
  }
}

const limitOfRequest = new WeakMap<IncomingMessage, IdentityLimit>();

/** Wraps the provider's handler in the limits; `close()` stops the Fastify instance (not the provider). */
export async function limitIdentityProvider(
  handler: NodeHandler,
  options: IdentityProviderLimitOptions,
): Promise<LimitedIdentityProvider> {
  const settings = resolveRateLimits(options.settings);
  if (!settings) return { handler, close: async () => {} };
  const corsOrigins = new Set(options.corsOrigins);
  const store = createDatabaseRateLimitStore(options.db, { ...(options.log && { log: options.log }) });

  const app = Fastify({
    logger: false,
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
  });
  await app.register(rateLimit, { global: false, store: store.Store, skipOnError: true });
  const limiter = (limit: IdentityLimit, { max, windowMs }: RateLimit) =>
    app.rateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `identity:${limit}:${normalizeIP(request.ip)}`,
      errorResponseBuilder: (_request, context) => new IdentityRateLimited(limit, context.ttl),
    });
  const limiters: Record<IdentityLimit, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> =
    {
      token: limiter('token', settings.tokenRequestsPerClient),
      signIn: limiter('signIn', settings.signInPostsPerClient),
    };

  // No routes: every request Fastify is given runs this hook, whatever its path, and is handed on here.
  app.addHook('onRequest', async (request, reply) => {
    const limit = limitOfRequest.get(request.raw);
    if (limit) await limiters[limit](request, reply);
    reply.hijack();
    handler(request.raw, reply.raw);
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof IdentityRateLimited) return sendRefusal(error, request, reply, corsOrigins);
    // Nothing else is expected here (the store's failures are skipped); the provider answers the request.
    reply.hijack();
    handler(request.raw, reply.raw);
  });
  await app.ready();

  return {
    handler(req, res) {
      const limit = identityLimitOf(req);
      if (!limit) {
        handler(req, res);
        return;
      }
      limitOfRequest.set(req, limit);
      app.routing(req, res);
    },
    close: () => app.close(),
  };
}

/**
 * The token endpoint answers as an OAuth error (the console's identity client reads `error` and
 * `error_description`); a login or sign-up post answers a page. Retry-After and x-ratelimit-* are the plugin's.
 */
function sendRefusal(
  error: IdentityRateLimited,
  request: FastifyRequest,
  reply: FastifyReply,
  corsOrigins: ReadonlySet<string>,
) {
  const wait = describeWait(error.ttlMs / 1000);
  reply.code(429).header('cache-control', 'no-store');
  if (error.limit === 'token') {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && corsOrigins.has(origin)) {
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-expose-headers', 'Retry-After')
        .header('vary', 'Origin');
    }
    return reply.type('application/json; charset=utf-8').send({
      error: 'too_many_requests',
      error_description: `Too many sign-in requests from this address. Try again in ${wait}.`,
    });
  }
  const page = renderMessagePage({
    title: 'Too many sign-in attempts',
    message: `There were too many sign-in attempts from this address. Wait ${wait}, then try again.`,
  });
  return reply.headers(page.headers).type('text/html; charset=utf-8').send(page.html);
}
