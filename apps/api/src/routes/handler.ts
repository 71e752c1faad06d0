import type { FastifyReply, FastifyRequest } from 'fastify';

import type { UserRow } from '../db/schema';

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers by the contract's operationId. */
export type OperationHandlers = Record<string, OperationHandler>;

/** The signed-in user; the bearer hook guarantees it on every non-public operation. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('authenticate hook did not run for a secured operation');
  return request.user;
}

/** Params and bodies have been validated against the contract before a handler runs. */
export function paramsOf<T>(request: FastifyRequest): T {
  return request.params as T;
}

export function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}
