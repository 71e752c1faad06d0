// The v1 API server: every operation of openapi/v1.yaml, with routes and request validation derived from the
// contract by fastify-openapi-glue, bearer authentication on every non-public operation, problem+json errors,
// CORS for the console, security headers and `Cache-Control: no-store`.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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
import { handleError, HttpProblem, sendProblem } from './problem';

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

const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store; else null. */
export function findNulCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulCharacter(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const path = findNulCharacter(request.body);
  if (path) {
    const field = path.length > 0 ? path.join('/') : 'body';
    throw new HttpProblem(400, `${field}: must not contain NUL characters`, {
      errors: [{ field, message: 'must not contain NUL characters' }],
    });
  }
}

async function requireBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) {
    throw new HttpProblem(400, 'body: is required', { errors: [{ field: 'body', message: 'is required' }] });
  }
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
      // ajv-formats' uuid also accepts a `urn:uuid:` prefix, which PostgreSQL's uuid type refuses (found by the
      // fuzz test): ids are plain UUIDs, as the contract's examples show. onCreate runs after the formats are added.
      onCreate: (ajv) => {
        ajv.addFormat('uuid', UUID_FORMAT);
      },
    },
    bodyLimit: 256 * 1024,
  });

  app.decorateRequest('user', null);
  // The contract takes JSON only: other media types answer 415 (Fastify would parse text/plain into a string that
  // no operation's schema covers).
  app.removeContentTypeParser('text/plain');
  // The contract declares problem+json for answers only; as a request body it is refused like any other type
  // (registering it also tells fastify-openapi-glue the type is known).
  app.addContentTypeParser('application/problem+json', (_request, _payload, done) => {
    done(new HttpProblem(415, 'Send the request body as application/json.'), undefined);
  });
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
  // Every text column is PostgreSQL text, which cannot hold U+0000: refuse it up front as bad input (found by the
  // fuzz test) instead of letting the database fail the request.
  app.addHook('preValidation', rejectNulCharacters);
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
  const bodyRequired = new Set(
    listOperations(contract)
      .filter(
        (operation) => (operation.operation.requestBody as { required?: boolean } | undefined)?.required,
      )
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
      return {
        handler,
        ...(!publicOperations.has(operationId) && { onRequest: authenticate }),
        // Fastify validates a body only when one was sent; the contract requires it.
        ...(bodyRequired.has(operationId) && { preValidation: requireBody }),
      };
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });

  registerTermsText(app, context);
  registerPaymentPages(app);
  return app;
}
