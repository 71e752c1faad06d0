// What a handler reads from a request, and the guards that run before the contract's validation.
import { checkTextField, type TextField } from '@pod-console/hooks/domain';
import type { FastifyRequest } from 'fastify';

import type { UserRow } from '../db/schema';
import { UUID_FORMAT } from '../db/uuid';
import { badRequest, HttpProblem } from './problem';

export { UUID_FORMAT };

/** The methods that change nothing; every other one is a write. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_FORMAT.test(value);
}

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

/**
 * A name or identifier of a request, trimmed, after the domain's Unicode rule (spec §5: no control or
 * direction-changing characters, not only invisible ones, within its length): the contract's `pattern: '\S'`
 * cannot say this. Refused with 400 naming `field` and the message the console's form shows for it.
 */
export function textOf(rule: TextField, field: string, value: string): string {
  const check = checkTextField(rule, value);
  if (!check.success) throw badRequest(field, check.message);
  return check.value;
}

/**
 * A request's list of e-mail addresses, trimmed, each once in the order sent: addresses are compared without regard
 * to case wherever the API matches them (a user's, an invitation's), so `Ann@x.io` and `ann@x.io` are one.
 */
export function distinctEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails
    .map((email) => email.trim())
    .filter((email) => {
      const key = email.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Fastify validates a body only when one was sent; for operations whose contract requires it, this does. */
export async function requireBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) {
    throw new HttpProblem(400, 'body: is required', { errors: [{ field: 'body', message: 'is required' }] });
  }
}
