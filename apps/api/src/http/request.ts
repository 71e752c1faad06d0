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

/**
 * Every text column is PostgreSQL text, which cannot hold U+0000: refused up front as bad input (found by the fuzz
 * test) instead of letting the database fail the request.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const path = findNulCharacter(request.body);
  if (path) {
    const field = path.length > 0 ? path.join('/') : 'body';
    throw new HttpProblem(400, `${field}: must not contain NUL characters`, {
      errors: [{ field, message: 'must not contain NUL characters' }],
    });
  }
}

/** JSON bodies nest no deeper than this; Stripe's events, the deepest body the API takes, nest about ten deep. */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth of a JSON text, counted without parsing it (strings skipped). Guards the recursive walks
 * over a parsed body (the NUL check, validation) against a body of 100,000 nested brackets, which fits the
 * body limit and would overflow the stack.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b /* { */ || code === 0x5b /* [ */) deepest = Math.max(deepest, ++depth);
    else if (code === 0x7d /* } */ || code === 0x5d /* ] */) depth--;
  }
  return deepest;
}

/** Fastify validates a body only when one was sent; for operations whose contract requires it, this does. */
export async function requireBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) {
    throw new HttpProblem(400, 'body: is required', { errors: [{ field: 'body', message: 'is required' }] });
  }
}
