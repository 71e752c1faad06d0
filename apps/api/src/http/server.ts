// The v1 API server: every operation of openapi/v1.yaml, with routes and request validation derived from the
// contract by fastify-openapi-glue, bearer authentication on every non-public operation, problem+json errors,
// CORS for the console, security headers and `Cache-Control: no-store`.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';

import { API_PREFIX } from '../config';
import { listOperations, loadContract } from '../contract/contract';
import { registerPaymentPages } from '../pages/payment-pages';
import { registerTermsText } from '../pages/terms-text';
import { adminHandlers } from '../routes/admin';
import type { OperationHandlers } from '../routes/handler';
import { licenseHandlers } from '../routes/licenses';
import { organizationHandlers } from '../routes/organizations';
import { subscriptionHandlers } from '../routes/subscriptions';
import { userHandlers } from '../routes/users';
import { createAuthenticate } from './authenticate';
import type { ApiContext } from './context';
import { handleError, sendProblem } from './problem';

export interface ApiServerOptions extends Omit<ApiContext, 'now'> {
  /** Origins allowed to call the API from a browser (the console), e.g. ['http://127.0.0.1:5173']. */
  corsOrigins: string[];
  now?: () => Date;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

/** Logs never carry tokens: the Authorization header and cookies are redacted wherever they would appear. */
export const LOG_REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'];

export function allOperationHandlers(context: ApiContext): OperationHandlers {
  return {
    ...userHandlers(context),
    ...organizationHandlers(context),
    ...licenseHandlers(context),
    ...subscriptionHandlers(context),
    ...adminHandlers(context),
  };
}

export async function buildApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const context: ApiContext = {
    db: options.db,
    verifyAccessToken: options.verifyAccessToken,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    now: options.now ?? (() => new Date()),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    ajv: {
      customOptions: {
        // Reject what the contract does not allow instead of quietly dropping it (additionalProperties: false),
        // and never turn "5" into 5: bodies are JSON, every path parameter is a string.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: true,
      },
    },
    bodyLimit: 256 * 1024,
  });

  app.decorateRequest('user', null);
  // Problem documents are JSON; parse them as such should a client send one (the contract declares the type).
  app.addContentTypeParser(
    'application/problem+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, 404, 'There is nothing at this address.'),
  );

  await app.register(helmet, {
    // The console (another port, same site) reads the terms text; JSON answers need no script or style at all.
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'none'"],
      },
    },
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const contract = loadContract();
  const publicOperations = new Set(
    listOperations(contract)
      .filter((operation) => operation.isPublic)
      .map((operation) => operation.operationId),
  );
  const handlers = allOperationHandlers(context);
  const authenticate = createAuthenticate(context);
  await app.register(openapiGlue, {
    specification: contract,
    prefix: API_PREFIX,
    operationResolver: ((operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`No handler for the contract's operation ${operationId}`);
      // Authentication runs first (onRequest), before body validation: an anonymous caller learns nothing.
      return publicOperations.has(operationId) ? { handler } : { onRequest: authenticate, handler };
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });

  registerTermsText(app, context);
  registerPaymentPages(app);
  return app;
}
