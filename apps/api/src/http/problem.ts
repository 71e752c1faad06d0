// Errors as application/problem+json (RFC 9457), the shape the contract's `Problem` schema describes, with
// `errors: [{ field, message }]` naming each field that failed.
import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-faults';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface FieldError {
  field: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldError[];
  /** On a 403 for an organization's call: the permission the caller's role lacks (the contract's extension). */
  permission?: string;
}

/** Thrown by handlers; the error handler answers it as a problem document. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly permission: string | undefined;

  constructor(
    status: number,
    detail?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; permission?: string } = {},
  ) {
    super(detail ?? STATUS_CODES[status] ?? 'Error');
    this.name = 'HttpProblem';
    this.status = status;
    this.detail = detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.permission = options.permission;
  }
}

export const badRequest = (field: string, message: string, detail?: string) =>
  new HttpProblem(400, detail ?? `${field}: ${message}`, { errors: [{ field, message }] });
export const notFound = (detail: string) => new HttpProblem(404, detail);
/** 403; `permission` names what the caller's role lacks, when an organization's role refused the call. */
export const forbidden = (detail: string, options: { permission?: string } = {}) =>
  new HttpProblem(403, detail, options);
export const conflict = (detail: string) => new HttpProblem(409, detail);
/** 410: what was asked about existed and has been withdrawn (a revoked licence, the contract's Gone). */
export const gone = (detail: string) => new HttpProblem(410, detail);

export function problemBody(
  status: number,
  detail: string | undefined,
  instance: string,
  errors?: FieldError[],
  permission?: string,
) {
  const problem: Problem = {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    ...(detail !== undefined && { detail }),
    instance,
    ...(errors && errors.length > 0 && { errors }),
    ...(permission !== undefined && { permission }),
  };
  return problem;
}

/** Sends a problem. The instance is the path only: a query string could carry something private. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  detail?: string,
  errors?: FieldError[],
  permission?: string,
) {
  const path = request.url.split('?')[0] ?? request.url;
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemBody(status, detail, path, errors, permission));
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const MAX_FIELD_ERRORS = 20;

/** Ajv's `/invitationResponses/0/response` → `invitationResponses/0/response`, plus the property it names. */
export function fieldErrorsFromValidation(validation: AjvError[], context: string | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of validation) {
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
      segments.push(error.params.missingProperty);
      message = 'is required';
    } else if (
      error.keyword === 'additionalProperties' &&
      typeof error.params.additionalProperty === 'string'
    ) {
      segments.push(error.params.additionalProperty);
      message = 'is not allowed';
    } else if (error.keyword === 'pattern' && error.params.pattern === '\\S') {
      message = 'must not be blank';
    }
    const field =
      segments.length > 0 ? segments.join('/') : context === 'body' ? 'body' : (context ?? 'request');
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ field, message });
    if (errors.length >= MAX_FIELD_ERRORS) break;
  }
  return errors;
}

/**
 * The one error handler: validation errors name their field (400), client errors keep their status, handler
 * problems answer as thrown, a database that cannot be reached answers 503 with Retry-After (try again later, not
 * a bug: `database-faults.ts`), and anything unexpected is logged and answered as a bare 500 without internals.
 */
export function handleError(error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    return sendProblem(request, reply, error.status, error.detail, error.errors, error.permission);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors = fieldErrorsFromValidation(
      fastifyError.validation as AjvError[],
      fastifyError.validationContext,
    );
    const detail = errors.map((item) => `${item.field}: ${item.message}`).join('; ');
    return sendProblem(request, reply, 400, detail || 'The request is invalid.', errors);
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const errors =
      status === 400 || status === 415 ? [{ field: 'body', message: fastifyError.message }] : undefined;
    return sendProblem(request, reply, status, fastifyError.message, errors);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendProblem(request, reply, 503, 'The service is briefly unavailable; try again shortly.');
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendProblem(request, reply, 500, 'Something went wrong on our side.');
}
