// The API's rate limits on the database store (docs/decisions/0018-hardening.md, "Rate limits"): writes per user,
// invitations also per organization a day, the app's calls per client address in a bucket per operation. They run
// as preHandler hooks, so a request refused anyway costs no count and a limited one changes nothing. A limit reached
// answers 429 problem+json with Retry-After.
import rateLimit, { type errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';

import { API_PREFIX } from '../config';
import { listOperations } from '../contract/contract';
import type { Database } from '../db/schema';
import { HttpProblem, PROBLEM_CONTENT_TYPE, problemBody } from './problem';
import { createDatabaseRateLimitStore, type RateLimitLog } from './rate-limit-store';
import { distinctEmails } from './request';
import { describeWait, type RateLimit, type RateLimitSettings } from './rate-limits';

export interface ApiRateLimitOptions {
  db: Kysely<Database>;
  settings: RateLimitSettings;
  log?: RateLimitLog;
  /**
   * Throws for a caller whose invitations must not count against the organization (app.ts: not a member, answered
   * 404, or a member whose role may not invite, answered 403, as the handler would), so that nobody who may not
   * invite can use up the organization's invitations.
   */
  checkInviter: (request: FastifyRequest) => Promise<void>;
}

/**
 * The operations whose organization has a daily cap besides its user's writes, and how many invitations each
 * request counts: one, or each distinct address of the list (the handler collapses repeats the same way).
 */
const INVITATION_OPERATIONS: Readonly<Record<string, (request: FastifyRequest) => number>> = {
  createInvitation: () => 1,
  createInvitations: (request) => distinctEmails((request.body as { emails: string[] }).emails).length,
};

/**
 * The app's operations (no user, no token), each limited per client address twice by its own settings: every call,
 * and the refused ones (decision 0035).
 */
const APP_OPERATIONS: Readonly<
  Record<
    string,
    {
      setting: 'licenseClaimsPerAddress' | 'licenseSeenReportsPerAddress' | 'licenseKeySetReadsPerAddress';
      /** Absent for a call nobody is refused (the public keys): its one limit counts every call. */
      failures?: 'failedLicenseClaimsPerAddress' | 'failedLicenseSeenReportsPerAddress';
      what: string;
    }
  >
> = {
  claimLicense: {
    setting: 'licenseClaimsPerAddress',
    failures: 'failedLicenseClaimsPerAddress',
    what: 'licence claims',
  },
  // Limited as the claim it is (decision 0041), in a count of its own.
  enrolLicense: {
    setting: 'licenseClaimsPerAddress',
    failures: 'failedLicenseClaimsPerAddress',
    what: 'licence enrolments',
  },
  reportLicenseSeen: {
    setting: 'licenseSeenReportsPerAddress',
    failures: 'failedLicenseSeenReportsPerAddress',
    what: 'licence reports',
  },
  getLicenseSigningKeys: {
    setting: 'licenseKeySetReadsPerAddress',
    what: 'reads of the licence signing keys',
  },
};

/**
 * The limited operations by route, as Fastify names them (`POST /admin-console/v1/organizations/:organizationId/
 * invitation`): the contract's operations that declare 429, which are its writes but the payment webhook.
 */
function rateLimitedRoutes(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const operation of listOperations()) {
    const responses = (operation.operation.responses ?? {}) as Record<string, unknown>;
    if (!('429' in responses)) continue;
    const url = `${API_PREFIX}${operation.path.replace(/{(\w+)}/g, ':$1')}`;
    routes.set(routeKey(operation.method, url), operation.operationId);
  }
  return routes;
}

function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** Registers the plugin and puts the limits on the contract's writes; call before the operations are registered. */
export async function registerApiRateLimits(
  app: FastifyInstance,
  options: ApiRateLimitOptions,
): Promise<void> {
  const { settings } = options;
  const store = createDatabaseRateLimitStore(options.db, { ...(options.log && { log: options.log }) });
  await app.register(rateLimit, {
    // Only the routes below are limited, each with its own limit.
    global: false,
    store: store.Store,
    // Fail open: the store has logged the failure (rate-limit-store.ts).
    skipOnError: true,
  });

  const limitWrites = app.rateLimit({
    ...pluginLimit(settings.writesPerUser),
    keyGenerator: (request) => `writes:user:${request.user?.id ?? `address:${request.ip}`}`,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        context,
        `You have reached the limit of ${settings.writesPerUser.max} changes in ${describeWait(settings.writesPerUser.windowMs / 1000)}.`,
      ),
  });
  const limitAppCalls = new Map(
    Object.entries(APP_OPERATIONS).map(([operationId, { setting, what }]) => {
      const limit = settings[setting];
      return [
        operationId,
        app.rateLimit({
          ...pluginLimit(limit),
          keyGenerator: (request) => `app:${operationId}:address:${request.ip}`,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              context,
              `This address has reached the limit of ${limit.max} ${what} in ${describeWait(limit.windowMs / 1000)}.`,
            ),
        }),
      ] as const;
    }),
  );
  // A second limit on one request, checked by hand: the plugin runs its own hook once per request, and counts one
  // hit where a list of addresses counts several. All of a request's invitations are counted, or none.
  const limitInvitations =
    (count: (request: FastifyRequest) => number) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await options.checkInviter(request);
      const { max, windowMs } = settings.invitationsPerOrganization;
      let taken;
      try {
        taken = await store.take(
          `invitations:organization:${organizationIdOf(request)}`,
          windowMs,
          count(request),
          max,
        );
      } catch (error) {
        // Fail open, as the plugin does for the writes (skipOnError): the failure is logged.
        options.log?.({ err: error }, 'rate limits: counting failed; the request goes on unlimited');
        return;
      }
      if (taken.allowed) return;
      const ttlInSeconds = Math.ceil(taken.ttl / 1000);
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', Math.max(0, max - taken.current));
      reply.header('x-ratelimit-reset', ttlInSeconds);
      reply.header('retry-after', ttlInSeconds);
      throw tooManyRequests(
        { ttl: taken.ttl },
        `This organization has reached its limit of ${max} invitations in ${describeWait(windowMs / 1000)}.`,
      );
    };

  // The app's refused calls, counted once answered: past their limit, a refusal answers 429 instead (it changed
  // nothing either way), while a valid call from the same address goes through (decision 0035).
  const limitRefusals =
    (operationId: string, limit: RateLimit, what: string) =>
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (reply.statusCode < 400 || reply.statusCode === 429) return payload;
      let counted;
      try {
        counted = await store.hit(`app:${operationId}:failed:address:${request.ip}`, limit.windowMs);
      } catch (error) {
        options.log?.({ err: error }, 'rate limits: counting failed; the request goes on unlimited');
        return payload;
      }
      if (counted.current <= limit.max) return payload;
      const problem = tooManyRequests(
        counted,
        `This address has reached the limit of ${limit.max} refused ${what} in ${describeWait(limit.windowMs / 1000)}.`,
      );
      const ttlInSeconds = Math.ceil(counted.ttl / 1000);
      reply
        .code(429)
        .header('content-type', PROBLEM_CONTENT_TYPE)
        .header('retry-after', ttlInSeconds)
        .header('x-ratelimit-limit', limit.max)
        .header('x-ratelimit-remaining', 0)
        .header('x-ratelimit-reset', ttlInSeconds);
      return JSON.stringify(problemBody(429, problem.detail, request.url.split('?')[0] ?? request.url));
    };

  const limited = rateLimitedRoutes();
  const attached = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const operationId = methods
      .map((method) => limited.get(routeKey(method, route.url)))
      .find((id) => id !== undefined);
    if (!operationId) return;
    attached.add(operationId);
    const existing = route.preHandler ?? [];
    const invitations = INVITATION_OPERATIONS[operationId];
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : [existing]),
      limitAppCalls.get(operationId) ?? limitWrites,
      ...(invitations ? [limitInvitations(invitations)] : []),
    ];
    const app = APP_OPERATIONS[operationId];
    if (app?.failures) {
      const sending = route.onSend ?? [];
      route.onSend = [
        ...(Array.isArray(sending) ? sending : [sending]),
        limitRefusals(operationId, settings[app.failures], app.what),
      ];
    }
  });
  // A write whose route was named differently would go unlimited without a word: refuse to start instead.
  app.addHook('onReady', async () => {
    const missed = [...limited.values()].filter((operationId) => !attached.has(operationId));
    if (missed.length > 0) throw new Error(`Rate limits found no route for ${missed.join(', ')}`);
  });
}

function pluginLimit(limit: RateLimit): { max: number; timeWindow: number } {
  return { max: limit.max, timeWindow: limit.windowMs };
}

export function organizationIdOf(request: FastifyRequest): string {
  return (request.params as { organizationId: string }).organizationId;
}

/** The 429 problem: what was reached and when to call again, in words and in Retry-After. */
function tooManyRequests(context: Pick<errorResponseBuilderContext, 'ttl'>, reached: string): HttpProblem {
  return new HttpProblem(
    429,
    `${reached} Nothing was changed; try again in ${describeWait(context.ttl / 1000)}.`,
  );
}
