import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findBodyProblem, jsonNestingDepth, MAX_JSON_DEPTH } from './body-limits';
import { createHttpServer } from './server';

/** A JSON text `levels` deep: an object holding arrays inside arrays. */
const nestedText = (levels: number) => `{"items":${'['.repeat(levels - 1)}"x"${']'.repeat(levels - 1)}}`;

/** The same body parsed, built without recursion (so the test itself works at any depth). */
function nestedValue(levels: number): unknown {
  let value: unknown = 'x';
  for (let level = 1; level < levels; level++) value = [value];
  return { items: value };
}

const TOO_DEEP = { field: 'body', message: 'nests deeper than 32 levels' };
const NUL = 'must not contain NUL characters';

describe('the nesting depth of a JSON text', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestingDepth(nestedText(33))).toBe(33);
    expect(jsonNestingDepth('{"a":"[[[{{{\\"]]]","b":[1,{"c":[]}]}')).toBe(4);
    expect(jsonNestingDepth('"just a string"')).toBe(0);
  });
});

describe('the scan of a parsed body', () => {
  it('allows 32 levels and names the body at 33', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(findBodyProblem(nestedValue(32))).toBeNull();
    expect(findBodyProblem(nestedValue(33))).toEqual(TOO_DEEP);
  });

  it('answers a body 100,000 levels deep without overflowing the stack', () => {
    expect(findBodyProblem(nestedValue(100_000))).toEqual(TOO_DEEP);
  });

  it('names the first string or key holding a NUL character, in document order', () => {
    expect(findBodyProblem('a\u0000b')).toEqual({ field: 'body', message: NUL });
    expect(findBodyProblem({ userLastName: 'a\u0000b' })).toEqual({ field: 'userLastName', message: NUL });
    expect(
      findBodyProblem({ first: { inner: ['ok', 'x\u0000'] }, second: '\u0000', 'third\u0000': 1 }),
    ).toEqual({ field: 'first/inner/1', message: NUL });
    expect(findBodyProblem({ ok: 'x', 'key\u0000': 1 })).toEqual({ field: 'key\u0000', message: NUL });
  });

  it('finds nothing in an ordinary body', () => {
    expect(
      findBodyProblem({
        organizationName: 'Zoë & Co',
        invitationResponses: [{ invitationId: 'f1', response: 'ACCEPTED' }],
        count: 3,
        flag: true,
        none: null,
      }),
    ).toBeNull();
  });

  it('agrees with a recursive reference on any JSON value', () => {
    const reference = (
      value: unknown,
      depth: number,
      path: string[],
    ): { field: string; message: string } | null => {
      if (typeof value === 'string') {
        return value.includes('\u0000')
          ? { field: path.length > 0 ? path.join('/') : 'body', message: NUL }
          : null;
      }
      if (value === null || typeof value !== 'object') return null;
      if (depth + 1 > MAX_JSON_DEPTH) return TOO_DEEP;
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return { field: [...path, key].join('/'), message: NUL };
        const found = reference(item, depth + 1, [...path, key]);
        if (found) return found;
      }
      return null;
    };
    const text = fc.oneof(fc.string(), fc.constantFrom('\u0000', 'a\u0000', ''));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(text, tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    const deep = fc.tuple(fc.integer({ min: 1, max: 40 }), json).map(([levels, leaf]) => {
      let value: unknown = leaf;
      for (let level = 0; level < levels; level++) value = [value];
      return value;
    });
    fc.assert(
      fc.property(fc.oneof(json, deep), (value) => {
        expect(findBodyProblem(value)).toEqual(reference(value, 0, []));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('JSON bodies on the HTTP server', () => {
  let app: FastifyInstance;
  const received: unknown[] = [];

  beforeAll(async () => {
    app = await createHttpServer({ corsOrigins: [] });
    app.post('/echo', async (request) => {
      received.push(request.body);
      return { received: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

  it('answers 33 levels with a 400 problem naming the body', async () => {
    const response = await post(nestedText(33));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 400,
      detail: 'body: nests deeper than 32 levels',
      errors: [TOO_DEEP],
    });
  });

  it('lets 32 levels through to the handler', async () => {
    received.length = 0;
    const response = await post(nestedText(32));
    expect(response.statusCode).toBe(200);
    expect(received).toEqual([nestedValue(32)]);
  });

  it('answers 4,000 levels (and an 8 KB nested body) with 400, not 500', async () => {
    for (const payload of [nestedText(4_000), `{"a":${'{"a":'.repeat(1_360)}1${'}'.repeat(1_361)}`]) {
      expect(payload.length).toBeGreaterThanOrEqual(8_000);
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [TOO_DEEP] });
    }
  });

  it('still refuses NUL characters, naming the field', async () => {
    const response = await post(JSON.stringify({ profile: { lastName: 'a\u0000b' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'profile/lastName: must not contain NUL characters',
      errors: [{ field: 'profile/lastName', message: NUL }],
    });
  });

  it('passes an ordinary body through unchanged', async () => {
    received.length = 0;
    const body = { organizationName: 'Zoë', items: [1, { nested: ['a', null, true] }] };
    const response = await post(JSON.stringify(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(received).toEqual([body]);
  });
});
