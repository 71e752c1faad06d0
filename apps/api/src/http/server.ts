// A Fastify instance with the API's HTTP behaviour and nothing of the product: strict request validation,
// problem+json errors, CORS for the console, security headers and `Cache-Control: no-store`. `app.ts` puts the
// contract's operations and the pages on it.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { handleError, HttpProblem, sendProblem } from './problem';
import { checkJsonBody, jsonNestingDepth, MAX_JSON_DEPTH } from './body-limits';
import { UUID_FORMAT } from './request';

export interface HttpServerOptions {
  /** Origins allowed to call the API from a browser (the console), e.g. ['http://127.0.0.1:5173']. */
  corsOrigins: string[];
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

/** Logs never carry tokens: the Authorization header and cookies are redacted wherever they would appear. */
export const LOG_REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'];

export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
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
  app.decorateRequest('rawBody', undefined);
  // JSON is parsed as Fastify always does (secure-json-parse: a `__proto__` key is refused), and the text is
  // kept as well: a payment provider signs the exact bytes of its webhook body. Bounded by the body limit.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
      done(
        new HttpProblem(400, `body: nests deeper than ${MAX_JSON_DEPTH} levels`, {
          errors: [{ field: 'body', message: `nests deeper than ${MAX_JSON_DEPTH} levels` }],
        }),
        undefined,
      );
      return;
    }
    request.rawBody = text;
    parseJson(request, text, done);
  });
  // The contract takes JSON only: other media types answer 415 (Fastify would parse text/plain into a string that
  // no operation's schema covers).
  app.removeContentTypeParser('text/plain');
  // The contract declares problem+json for answers only; as a request body it is refused like any other type
  // (registering it also tells fastify-openapi-glue the type is known, which it warns about otherwise).
  // So is CSV, which only the activity export answers with.
  for (const answerOnly of ['application/problem+json', 'text/csv']) {
    app.addContentTypeParser(answerOnly, (_request, _payload, done) => {
      done(new HttpProblem(415, 'Send the request body as application/json.'), undefined);
    });
  }
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
    // If-None-Match: the console's conditional polls; Idempotency-Key: its writes (decision 0034). Exposed: a
    // cross-origin script reads only safelisted answer headers unless told; the console reads ETag (its next poll),
    // Retry-After (409, 429, 503), Content-Disposition (the activity export's file name) and Idempotent-Replayed.
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'Idempotency-Key'],
    exposedHeaders: ['ETag', 'Retry-After', 'Content-Disposition', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  app.addHook('preValidation', checkJsonBody);
  app.addHook('onSend', async (_request, reply, payload) => {
    // Unless the handler chose otherwise: the public signing keys are cacheable (decision 0043).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  return app;
}
