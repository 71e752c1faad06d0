// The composition root of the v1 API: the HTTP toolkit of `http/`, every operation of openapi/v1.yaml from
// `routes/`, bearer authentication on every non-public operation, the terms text, and the pages of any plug-ins
// (apps/local's offline world). `server.ts` serves it; tests and the benchmark build it on their own database.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { OrganizationChangeFeed } from './db/organization-changes';
import { createAuthenticate } from './http/authenticate';
import type { ApiContext } from './http/context';
import { registerHealthRoutes, type StartupState } from './http/health';
import { registerIdempotency } from './http/idempotency';
import { registerOperations, type OperationHandlers } from './http/operations';
import { organizationIdOf, registerApiRateLimits } from './http/rate-limit';
import { resolveRateLimits, type RateLimitSettings } from './http/rate-limits';
import { createRememberedAdminLists } from './http/remembered-admin-lists';
import { createRememberedMemberships } from './http/remembered-memberships';
import { isUuid, READ_METHODS } from './http/request';
import { createHttpServer, type HttpServerOptions } from './http/server';
import { createLicenseSigner, type ConfiguredSigningKey } from './license-tokens/license-signer';
import { registerTermsText } from './pages/terms-text';
import { requirePermission } from './routes/access';
import { activityHandlers } from './routes/activity';
import { serviceAccountHandlers } from './routes/service-accounts';
import { webhookEndpointHandlers } from './routes/webhook-endpoints';
import { adminHandlers } from './routes/admin';
import { appLicenseHandlers } from './routes/app-licenses';
import { enrolmentHandlers } from './routes/enrolment';
import { usageHandlers } from './routes/usage';
import { invitationHandlers } from './routes/invitations';
import { licenseHandlers } from './routes/licenses';
import { memberHandlers } from './routes/members';
import { organizationHandlers } from './routes/organizations';
import { subscriptionHandlers } from './routes/subscriptions';
import { accountHandlers } from './routes/accounts';
import { organizationExportHandlers } from './routes/organization-export';
import { userHandlers } from './routes/users';
import { webhookHandlers } from './routes/webhooks';

/** The console's origins are the CORS origins: one list decides both. */
export interface ApiServerOptions
  extends
    Omit<ApiContext, 'now' | 'consoleOrigins' | 'consoleOrigin' | 'memberships' | 'licenseSigner'>,
    HttpServerOptions {
  now?: () => Date;
  /**
   * The key that signs licence tokens (LICENSE_SIGNING_KEY, docs/decisions/0043-offline-licence-tokens.md). Absent:
   * the API makes its own and keeps it in the database.
   */
  licenseSigningKey?: ConfiguredSigningKey;
  /** Where mail links lead (ApiContext.consoleOrigin). Default: the first CORS origin, which the stack makes the console's. */
  consoleOrigin?: string;
  /**
   * The database's change feed (`OpenDatabase.organizationChanges`): with it, unchanged polls are answered from
   * memory (http/remembered-memberships.ts); without it, from the database.
   */
  organizationChanges?: OrganizationChangeFeed;
  /**
   * With the feed, the platform admin's list pages are remembered too (http/remembered-admin-lists.ts) unless this is
   * false: the route tests, which write rows straight to the database and read the list at once, set it.
   */
  rememberAdminLists?: boolean;
  /** Readiness the process knows of (the stack: the database is still being prepared, or it is stopping). */
  startup?: StartupState;
  /**
   * The rate limits (http/rate-limits.ts): the defaults, some of them changed, or `false` for none (benchmarks and
   * tests that need bursts).
   */
  rateLimits?: Partial<RateLimitSettings> | false;
  /** Extra pages on the API's origin, registered after the operations. */
  plugins?: readonly ApiPlugin[];
}

/** Mounts pages or routes of its own on the API's server (apps/local: payment pages, app simulator). */
export type ApiPlugin = (app: FastifyInstance, context: ApiContext) => void | Promise<void>;

/** The organization a write names, in its path or its JSON body; null when it names none. */
/**
 * The Pod Creator app's calls (a claim, a "last seen" report) forget their licence's organization in their
 * handlers: a report names no organization, and forgetting every one here on each report would empty this
 * process's poll cache as often as devices report.
 */
const isAppCall = (request: FastifyRequest) => request.routeOptions.url?.includes('/app/licenses/') === true;

function organizationWrittenBy(request: FastifyRequest): string | null {
  const named = [
    (request.params as { organizationId?: unknown } | undefined)?.organizationId,
    (request.body as { organizationId?: unknown } | undefined)?.organizationId,
  ].find(isUuid);
  return named ?? null;
}

/** Every operation's handler; the return type makes a missing one a type error. */
export function allOperationHandlers(context: ApiContext): OperationHandlers {
  return {
    ...userHandlers(context),
    ...accountHandlers(context),
    ...organizationHandlers(context),
    ...memberHandlers(context),
    ...invitationHandlers(context),
    ...activityHandlers(context),
    ...organizationExportHandlers(context),
    ...serviceAccountHandlers(context),
    ...webhookEndpointHandlers(context),
    ...licenseHandlers(context),
    ...appLicenseHandlers(context),
    ...enrolmentHandlers(context),
    ...usageHandlers(context),
    ...subscriptionHandlers(context),
    ...adminHandlers(context),
    ...webhookHandlers(context),
  };
}

export async function buildApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const context: ApiContext = {
    db: options.db,
    verifyAccessToken: options.verifyAccessToken,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    consoleOrigins: options.corsOrigins,
    consoleOrigin: options.consoleOrigin ?? options.corsOrigins[0] ?? options.publicUrl.replace(/\/+$/, ''),
    payments: options.payments,
    licenseSigner: createLicenseSigner(options.db, {
      ...(options.licenseSigningKey && { configuredKey: options.licenseSigningKey }),
    }),
    now,
    ...(options.platformServiceAccounts && { platformServiceAccounts: options.platformServiceAccounts }),
    ...(options.organizationChanges && {
      memberships: createRememberedMemberships(options.organizationChanges),
    }),
    ...(options.organizationChanges &&
      options.rememberAdminLists !== false && {
        // The request's clock: the state a remembered page shows is as old as the time the clock moved since.
        adminLists: createRememberedAdminLists(options.organizationChanges, {
          now: () => now().getTime(),
        }),
      }),
  };
  const app = await createHttpServer({
    corsOrigins: options.corsOrigins,
    ...(options.logger !== undefined && { logger: options.logger }),
  });
  const { memberships, adminLists } = context;
  if (memberships) app.addHook('onClose', async () => memberships.close());
  if (adminLists) app.addHook('onClose', async () => adminLists.close());
  if (memberships || adminLists) {
    // Before a write's answer leaves, what it may have changed is forgotten here: the feed would say so a moment later,
    // and the writer's next read must not come first. A membership by the organization the write names (every one
    // when it names none); the platform admin's list pages all (decisions 0022 and 0055).
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READ_METHODS.has(request.method)) {
        adminLists?.forget();
        if (memberships && !isAppCall(request)) memberships.forget(organizationWrittenBy(request));
      }
      return payload;
    });
  }
  // Before the operations: the limits attach to their routes as they are added.
  const rateLimits = resolveRateLimits(options.rateLimits);
  if (rateLimits)
    await registerApiRateLimits(app, {
      db: context.db,
      settings: rateLimits,
      log: (details, message) => app.log.warn(details, message),
      checkInviter: async (request) => {
        if (request.user)
          await requirePermission(context.db, organizationIdOf(request), request.user, 'members:manage');
      },
    });
  // Before the operations, so their routes carry its hooks: a write's Idempotency-Key (decision 0034).
  registerIdempotency(app, {
    db: context.db,
    now: context.now,
    log: (details, message) => app.log.warn(details, message),
  });
  await registerOperations(app, {
    handlers: allOperationHandlers(context),
    authenticate: createAuthenticate(context),
  });
  registerHealthRoutes(app, { db: context.db, ...(options.startup && { startup: options.startup }) });
  registerTermsText(app, context);
  for (const plugin of options.plugins ?? []) await plugin(app, context);
  return app;
}
