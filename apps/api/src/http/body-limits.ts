// The limits every JSON request body meets before the contract's validation sees it: a nesting depth, and no NUL
// character (PostgreSQL text cannot store U+0000). Both walks are loops over an explicit stack or the text itself,
// never recursion, so no body that fits the body limit can overflow the stack or cost more than one pass.
import type { FastifyRequest } from 'fastify';

import { badRequest, type FieldError } from './problem';

/**
 * JSON bodies nest no deeper than this (the top-level object is level 1). The deepest body the API takes, a
 * payment provider's event, nests about ten deep; the contract's own requests, at most four.
 */
export const MAX_JSON_DEPTH = 32;

const TOO_DEEP: FieldError = { field: 'body', message: `nests deeper than ${MAX_JSON_DEPTH} levels` };
const NUL_MESSAGE = 'must not contain NUL characters';

/**
 * The nesting depth of a JSON text, counted in one pass without parsing it (brackets inside strings skipped), so a
 * body of 100,000 nested brackets is refused before anything builds or walks it.
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

interface Pending {
  value: unknown;
  /** How many objects or arrays hold this value (0 for the body itself). */
  depth: number;
  /** The field name as errors write it, `invitationResponses/0/response`; null for the body itself. */
  path: string | null;
  /** The key that holds this value in its object or array; '' for the body itself. */
  key: string;
}

const childPath = (path: string | null, key: string) => (path === null ? key : `${path}/${key}`);

/**
 * The first problem of a parsed body, in document order: a NUL character in a string or a key (named by its
 * path, or `body`), or nesting deeper than MAX_JSON_DEPTH (named `body`). Null when there is none.
 */
export function findBodyProblem(body: unknown): FieldError | null {
  const stack: Pending[] = [{ value: body, depth: 0, path: null, key: '' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, depth, path, key } = next;
    if (key.includes('\u0000')) return { field: path ?? 'body', message: NUL_MESSAGE };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { field: path ?? 'body', message: NUL_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) return TOO_DEEP;
    const entries = Object.entries(value);
    // Pushed last to first, so they are popped (and reported) in document order.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [itemKey, item] = entries[index]!;
      stack.push({ value: item, depth: depth + 1, path: childPath(path, itemKey), key: itemKey });
    }
  }
  return null;
}

/**
 * preValidation hook: a body nested too deep, or holding a NUL character, answers 400 naming the field instead of
 * reaching validation or the database (found by the fuzz test: PostgreSQL refuses U+0000 in text).
 */
export async function checkJsonBody(request: FastifyRequest): Promise<void> {
  const problem = findBodyProblem(request.body);
  if (problem) throw badRequest(problem.field, problem.message);
}
