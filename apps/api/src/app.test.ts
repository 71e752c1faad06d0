import { Writable } from 'node:stream';

import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { allOperationHandlers, buildApiServer } from './app';
import { API_AUDIENCE } from './config';
import { listOperations } from './contract/contract';
import type { OpenDatabase } from './db/database';
import { LOG_REDACT_PATHS } from './http/server';
import {
  createTestApi,
  detailOf,
  TEST_CONSOLE_ORIGIN,
  type TestApi,
  type TestUser,
} from './test-support/test-api';
import { TEST_ISSUER } from './test-support/test-tokens';
import { openTestDatabase } from './test-support/test-database';

let api: TestApi;
let user: TestUser;

beforeAll(async () => {
  api = await createTestApi('pglite');
  user = await api.createUser();
});

afterAll(async () => {
  await api?.close();
});

const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, () => crypto.randomUUID());

describe('the contract', () => {
  it('has a handler for every operation and no handler outside it', () => {
    const handlers = Object.keys(allOperationHandlers({} as never)).sort();
    expect(handlers).toEqual(
      listOperations()
        .map((operation) => operation.operationId)
        .sort(),
    );
  });

  it('serves exactly seven public operations; every other one answers 401 problem+json without a token', async () => {
    const operations = listOperations();
    expect(
      operations
        .filter((operation) => operation.isPublic)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual([
      'claimLicense',
      'enrolLicense',
      'getLicenseSigningKeys',
      'listPlans',
      'listPricing',
      'receivePaymentEvent',
      'reportLicenseSeen',
    ]);
    for (const operation of operations) {
      const response = await api.call(operation.method, pathOf(operation.path), {
        // Even with a body that would not validate: authentication comes first.
        ...(operation.method !== 'get' && operation.method !== 'delete' && { body: { unexpected: true } }),
      });
      if (operation.operationId === 'receivePaymentEvent') {
        // The payment provider's webhook: no bearer token, its signature header is what authenticates it.
        expect(response.status, operation.operationId).toBe(400);
        expect(response.headers['www-authenticate']).toBeUndefined();
        continue;
      }
      if (['claimLicense', 'enrolLicense', 'reportLicenseSeen'].includes(operation.operationId)) {
        // The Pod Creator app's calls: no bearer token, so the body is what is checked, and this one is refused.
        expect(response.status, operation.operationId).toBe(400);
        expect(response.headers['www-authenticate']).toBeUndefined();
        continue;
      }
      if (operation.isPublic) {
        expect(response.status, operation.operationId).toBe(200);
        continue;
      }
      expect(response.status, operation.operationId).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(response.body).toMatchObject({
        status: 401,
        title: 'Unauthorized',
        detail: 'A bearer access token is required.',
      });
    }
  });
});

describe('access tokens', () => {
  const claims = { sub: 'auth0|negative', email: 'negative@example.com' };
  const expectRejected = async (token: string, reason: RegExp) => {
    const response = await api.call('GET', '/users/current-user', { token });
    expect(response.status).toBe(401);
    expect(detailOf(response.body)).toMatch(reason);
    expect(response.headers['www-authenticate']).toMatch(/error="invalid_token"/);
    expect(JSON.stringify(response.body)).not.toContain(token);
  };

  it('accepts a valid RS256 token for the API audience', async () => {
    const response = await api.call('GET', '/users/current-user', { token: await api.tokens.mint(claims) });
    expect(response.status).toBe(200);
  });

  it('rejects a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: api.tokens.kid })
      .setIssuer(TEST_ISSUER)
      .setAudience(API_AUDIENCE)
      .setExpirationTime('5m')
      .sign(privateKey);
    await expectRejected(token, /signature/);
  });

  it('rejects another audience, another issuer and an expired token', async () => {
    const base = () =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: api.tokens.kid })
        .setIssuedAt();
    await expectRejected(
      await base()
        .setIssuer(TEST_ISSUER)
        .setAudience('https://other.example/')
        .setExpirationTime('5m')
        .sign(api.tokens.privateKey),
      /aud/,
    );
    await expectRejected(
      await base()
        .setIssuer('http://evil.example/')
        .setAudience(API_AUDIENCE)
        .setExpirationTime('5m')
        .sign(api.tokens.privateKey),
      /iss/,
    );
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    await expectRejected(
      await base()
        .setIssuer(TEST_ISSUER)
        .setAudience(API_AUDIENCE)
        .setExpirationTime(hourAgo)
        .sign(api.tokens.privateKey),
      /expired/,
    );
  });

  it('rejects alg none and an HS256 token keyed with the public key', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = {
      ...claims,
      iss: TEST_ISSUER,
      aud: API_AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 300,
    };
    await expectRejected(`${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(payload)}.`, /./);

    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const secret = new TextEncoder().encode(await exportSPKI(publicKey));
    const hs256 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(secret);
    await expectRejected(hs256, /algorithm|key/);
  });

  it('rejects a malformed Authorization header', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer not a token', 'token']) {
      const response = await api.call('GET', '/users/current-user', { headers: { authorization: header } });
      expect(response.status, header).toBe(401);
    }
  });
});

describe('HTTP behaviour', () => {
  it('answers a CORS preflight for the console origin, allowing Authorization', async () => {
    const response = await api.app.inject({
      method: 'OPTIONS',
      url: '/admin-console/v1/licenses/assign-member-to-license',
      headers: {
        origin: TEST_CONSOLE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_CONSOLE_ORIGIN);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('lets the console send If-None-Match and read ETag and Retry-After across origins', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/admin-console/v1/organizations/3f1c9a52-6d0b-4c8e-9a41-2b7d5e0f8c13',
      headers: {
        origin: TEST_CONSOLE_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'if-none-match',
    );
    const answer = await api.app.inject({
      method: 'GET',
      url: '/admin-console/v1/external/subscription/plans',
      headers: { origin: TEST_CONSOLE_ORIGIN },
    });
    const exposed = String(answer.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed).toContain('etag');
    expect(exposed).toContain('retry-after');
  });

  it('gives no CORS grant to another origin', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/admin-console/v1/external/subscription/plans',
      headers: { origin: 'http://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and Cache-Control: no-store on answers and errors', async () => {
    for (const [path, token] of [
      ['/users/current-user', await api.tokens.mint({ sub: `sub-${user.id}` })],
      ['/users/current-user', undefined],
      ['/external/subscription/plans', undefined],
    ] as const) {
      const response = await api.call('GET', path, { ...(token && { token }) });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-frame-options']).toBeDefined();
    }
  });

  it('answers unknown paths, malformed JSON and other media types with problem+json, never 500', async () => {
    const unknown = await api.call('GET', '/nowhere', { token: user.token });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);

    const malformed = await api.call('POST', '/organizations', {
      token: user.token,
      body: '{"organizationName": ',
      unchecked: true,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, errors: [{ field: 'body' }] });

    const text = await api.call('POST', '/organizations', {
      token: user.token,
      body: 'organizationName=x',
      headers: { 'content-type': 'text/plain' },
      unchecked: true,
    });
    expect(text.status).toBe(415);
    expect(text.headers['content-type']).toMatch(/^application\/problem\+json/);

    // CSV is a type the contract answers with (the activity export), never one it takes.
    const csv = await api.call('POST', '/organizations', {
      token: user.token,
      body: 'organizationName\r\nx\r\n',
      headers: { 'content-type': 'text/csv' },
      unchecked: true,
    });
    expect(csv.status).toBe(415);
    expect(csv.body).toMatchObject({ detail: 'Send the request body as application/json.' });

    const proto = await api.call('POST', '/organizations', {
      token: user.token,
      body: '{"organizationName":"x","__proto__":{"admin":true}}',
      unchecked: true,
    });
    expect(proto.status).toBe(400);
  });

  it('refuses a body nested deeper than 32 levels, before anything walks it', async () => {
    const depth = (levels: number) => `{"organizationName":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    // 100,000 levels fit the body limit and would overflow the stack of a recursive walk.
    for (const levels of [32, 100_000]) {
      const response = await api.call('POST', '/organizations', {
        token: user.token,
        body: depth(levels),
        unchecked: true,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errors: [{ field: 'body', message: 'nests deeper than 32 levels' }],
      });
    }
    // Brackets inside strings do not count.
    const text = await api.call('POST', '/organizations', {
      token: user.token,
      body: JSON.stringify({ organizationName: '['.repeat(100), extra: { a: [[1]] } }),
      unchecked: true,
    });
    expect(text.body).toMatchObject({ errors: [{ field: 'extra', message: 'is not allowed' }] });
  });

  it('accepts only plain UUIDs as ids (PostgreSQL refuses urn:uuid:)', async () => {
    const id = crypto.randomUUID();
    for (const value of [`urn:uuid:${id}`, `{${id}}`, id.replace(/-/g, '')]) {
      const response = await api.call('GET', `/organizations/${encodeURIComponent(value)}`, {
        token: user.token,
      });
      expect(response.status, value).toBe(400);
      expect(response.body).toMatchObject({ errors: [{ field: 'organizationId' }] });
    }
    const body = await api.call('PATCH', '/users/selected-organization', {
      token: user.token,
      body: { selectedOrgId: `urn:uuid:${id}` },
    });
    expect(body.body).toMatchObject({ status: 400, errors: [{ field: 'selectedOrgId' }] });
  });

  it('refuses NUL characters, which PostgreSQL text cannot store, naming the field', async () => {
    const response = await api.call('PATCH', '/users/current-user', {
      token: user.token,
      body: { userLastName: 'a\u0000b' },
    });
    expect(response.body).toMatchObject({
      status: 400,
      errors: [{ field: 'userLastName', message: 'must not contain NUL characters' }],
    });
    const nested = await api.call('POST', '/users/organization-invitations/respond', {
      token: user.token,
      body: { invitationResponses: [{ invitationId: crypto.randomUUID(), response: 'ACCEPTED\u0000' }] },
    });
    expect(nested.body).toMatchObject({ status: 400, errors: [{ field: 'invitationResponses/0/response' }] });
  });

  it('rejects unknown body properties instead of dropping them', async () => {
    const response = await api.call('POST', '/organizations', {
      token: user.token,
      body: { organizationName: 'Fine', ownerUserId: crypto.randomUUID() },
    });
    expect(response.body).toMatchObject({
      status: 400,
      errors: [{ field: 'ownerUserId', message: 'is not allowed' }],
    });
  });
});

describe('logs', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('log each request as JSON and never carry the access token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const app = await buildApiServer({
      db: database.db,
      verifyAccessToken: api.tokens.verifier,
      publicUrl: 'http://127.0.0.1:4000',
      corsOrigins: [],
      payments: api.payments,
      logger: { level: 'trace', stream, redact: LOG_REDACT_PATHS },
    });
    const token = await api.tokens.mint({ sub: 'auth0|logged', email: 'logged@example.com' });
    await app.inject({
      method: 'GET',
      url: '/admin-console/v1/users/current-user',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'GET',
      url: '/admin-console/v1/users/current-user',
      headers: { authorization: `Bearer ${token}x` },
    });
    await app.close();
    const output = lines.join('');
    expect(lines.length).toBeGreaterThan(2);
    expect(() => lines.map((line) => JSON.parse(line) as unknown)).not.toThrow();
    expect(output).toContain('/admin-console/v1/users/current-user');
    expect(output).not.toContain(token.split('.')[2]);
    expect(output).not.toContain(token.split('.')[1]);
  });
});
