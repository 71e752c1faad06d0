// What a handler reads from a request, and the guards that run before the contract's validation.
import type { FastifyRequest } from 'fastify';

import type { UserRow } from '../db/schema';
import { HttpProblem } from './problem';

/** The signed-in user; the bearer hook guarantees it on every non-public operation. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('authenticate hook did not run for a secured operation');
  return request.user;
}

/** Params and bodies have been validated against the contract before a handler runs. */
export function paramsOf<T>(request: FastifyRequest): T {
  return request.params as T;
}

/** The query string, validated (and its numbers coerced, defaults filled) against the contract. */
export function queryOf<T>(request: FastifyRequest): T {
  return request.query as T;
}

export function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}

/** Fastify validates a body only when one was sent; for operations whose contract requires it, this does. */
export async function requireBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) {
    throw new HttpProblem(400, 'body: is required', { errors: [{ field: 'body', message: 'is required' }] });
  }
}
