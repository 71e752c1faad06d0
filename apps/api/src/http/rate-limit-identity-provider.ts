// Rate limits on the local identity provider's token endpoint and login and sign-up posts, per client address
// (docs/decisions/0018-hardening.md, "Rate limits"; 0035). A small Fastify instance only counts a request and hands it
// on in onRequest, before its body is read, so oidc-provider reads it as it came. Two counts per address: every
// request, against a limit no crowd behind one address meets; and the requests the provider refused. Past the second,
// a refusal answers 429 and a valid grant or sign-in still succeeds, so a flood of bad tokens from one address locks
// out nobody else behind it. Behind a proxy, `trustProxy` must name it, or every client shares the proxy's address.
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

/** The refusals counted for each limit: the setting of its failures. */
const FAILURES_OF: Record<IdentityLimit, 'failedTokenRequestsPerClient' | 'failedSignInPostsPerClient'> = {
  token: 'failedTokenRequestsPerClient',
  signIn: 'failedSignInPostsPerClient',
};

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

  const log = options.log ?? (() => {});
  // Answers held while their refusal is counted, awaited by close().
  const holding = new Set<Promise<unknown>>();

  // No routes: every request Fastify is given runs this hook, whatever its path, and is handed on here.
  app.addHook('onRequest', async (request, reply) => {
    const limit = limitOfRequest.get(request.raw);
    if (!limit) {
      reply.hijack();
      handler(request.raw, reply.raw);
      return;
    }
    await limiters[limit](request, reply);
    const failures = settings[FAILURES_OF[limit]];
    const failureKey = `identity:${limit}:failed:${normalizeIP(request.ip)}`;
    const failed = await store.peek(failureKey).catch((error: unknown) => {
      log({ err: error }, 'could not read the refused sign-in requests');
      return null;
    });
    const over = failed !== null && failed.current >= failures.max;
    reply.hijack();
    const res = reply.raw;
    // A refusal is counted before it leaves, so the caller's next request meets the count; past the limit, it is
    // answered 429 instead, while a success goes out as the provider wrote it.
    holdAnswer(res, (status) => {
      if (status < 400) return 'send';
      const counted = store
        .hit(failureKey, failures.windowMs)
        .catch((error: unknown) => {
          log({ err: error }, 'could not count a refused sign-in request');
          return null;
        })
        .then((count) => {
          if (!over) return 'send' as const;
          writeRefusal(res, {
            limit,
            ttlMs: count?.ttl ?? failed.ttl,
            max: failures.max,
            origin: request.headers.origin,
            corsOrigins,
          });
          return 'refused' as const;
        })
        .finally(() => holding.delete(counted));
      holding.add(counted);
      return counted;
    });
    handler(request.raw, res);
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
    close: async () => {
      await app.close();
      await Promise.all(holding);
    },
  };
}

/**
 * Holds the provider's answer on `res` until it ends, then asks `decide` with its status: `send` writes it as the
 * provider wrote it, `refused` means `decide` has answered instead. For the short answers of the limited routes (the
 * token endpoint's JSON, a sign-in page), which are written with writeHead, write and end.
 */
function holdAnswer(
  res: ServerResponse,
  decide: (status: number) => 'send' | Promise<'send' | 'refused'>,
): void {
  const writeHead = res.writeHead;
  const write = res.write as (chunk: string | Uint8Array) => boolean;
  const end = res.end as () => ServerResponse;
  let head: unknown[] | null = null;
  const chunks: (string | Uint8Array)[] = [];
  res.writeHead = ((...args: unknown[]) => {
    head = args;
    return res;
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: string | Uint8Array) => {
    chunks.push(chunk);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    res.writeHead = writeHead;
    res.write = write as ServerResponse['write'];
    res.end = end as ServerResponse['end'];
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(chunk);
    const send = () => {
      if (head) writeHead.apply(res, head as Parameters<ServerResponse['writeHead']>);
      for (const piece of chunks) write.call(res, piece);
      end.call(res);
    };
    const status = head ? (head[0] as number) : res.statusCode;
    const choice = decide(status);
    if (choice === 'send') send();
    else
      void choice.then((chosen) => {
        if (chosen === 'send') send();
      });
    return res;
  }) as ServerResponse['end'];
}

/** A refusal past the limit of refusals, written as `sendRefusal` writes the others. */
function writeRefusal(
  res: ServerResponse,
  refusal: {
    limit: IdentityLimit;
    ttlMs: number;
    max: number;
    origin: string | undefined;
    corsOrigins: ReadonlySet<string>;
  },
): void {
  const { status, headers, body } = refusalAnswer(
    refusal.limit,
    refusal.ttlMs,
    refusal.origin,
    refusal.corsOrigins,
  );
  // The provider's own headers (its length, cookies and CORS answer) go with its answer, not with this one.
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, {
    ...headers,
    'retry-after': String(Math.max(1, Math.ceil(refusal.ttlMs / 1000))),
    'x-ratelimit-limit': String(refusal.max),
    'x-ratelimit-remaining': '0',
  });
  res.end(body);
}

/**
 * The token endpoint answers as an OAuth error (the console's identity client reads `error` and
 * `error_description`); a login or sign-up post answers a page.
 */
function refusalAnswer(
  limit: IdentityLimit,
  ttlMs: number,
  origin: string | string[] | undefined,
  corsOrigins: ReadonlySet<string>,
): { status: 429; headers: Record<string, string>; body: string } {
  const wait = describeWait(ttlMs / 1000);
  if (limit === 'token') {
    return {
      status: 429,
      headers: {
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        ...(typeof origin === 'string' &&
          corsOrigins.has(origin) && {
            'access-control-allow-origin': origin,
            'access-control-expose-headers': 'Retry-After',
            vary: 'Origin',
          }),
      },
      body: JSON.stringify({
        error: 'too_many_requests',
        error_description: `Too many sign-in requests from this address. Try again in ${wait}.`,
      }),
    };
  }
  const page = renderMessagePage({
    title: 'Too many sign-in attempts',
    message: `There were too many sign-in attempts from this address. Wait ${wait}, then try again.`,
  });
  return {
    status: 429,
    headers: { ...page.headers, 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' },
    body: page.html,
  };
}

/** A refusal by the count of every request; Retry-After and x-ratelimit-* are the plugin's. */
function sendRefusal(
  error: IdentityRateLimited,
  request: FastifyRequest,
  reply: FastifyReply,
  corsOrigins: ReadonlySet<string>,
) {
  const { status, headers, body } = refusalAnswer(
    error.limit,
    error.ttlMs,
    request.headers.origin,
    corsOrigins,
  );
  return reply.code(status).headers(headers).send(body);
}
