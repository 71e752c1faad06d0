// A database that cannot be reached answers 503 with Retry-After, not 500: refused, silent (connect timeout),
// closed, and the error shapes pg and PostgreSQL give for the rest.
import { createServer, type Server, type Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { buildApiServer } from '../app';
import { API_PREFIX } from '../config';
import { createDatabase, type OpenDatabase } from '../db/database';
import { createRecordingPaymentProvider } from '../test-support/recording-payment-provider';
import { openTestDatabase } from '../test-support/test-database';
import { createTestTokens } from '../test-support/test-tokens';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-faults';
import { freePort } from '../test-support/free-port';

const opened: Array<{ app: FastifyInstance; database: OpenDatabase }> = [];
const silentServers: Array<{ server: Server; sockets: Socket[] }> = [];

afterEach(async () => {
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database.close().catch(() => {});
  }
  for (const { server, sockets } of silentServers.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function apiOn(database: OpenDatabase) {
  const tokens = await createTestTokens();
  const app = await buildApiServer({
    db: database.db,
    verifyAccessToken: tokens.verifier,
    publicUrl: 'http://127.0.0.1:4000',
    corsOrigins: ['http://127.0.0.1:5173'],
    payments: createRecordingPaymentProvider(),
  });
  await app.ready();
  opened.push({ app, database });
  const token = await tokens.mint({ sub: 'sub-outage', email: 'outage@example.com' });
  // An authenticated call: the token verifies without the database, the user lookup needs it.
  return () =>
    app.inject({
      method: 'GET',
      url: `${API_PREFIX}/users/current-user`,
      headers: { authorization: `Bearer ${token}` },
    });
}

function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(response.body)).toEqual({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    detail: 'The service is briefly unavailable; try again shortly.',
    instance: `${API_PREFIX}/users/current-user`,
  });
}

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After when PostgreSQL refuses the connection', async () => {
    const port = await freePort();
    const call = await apiOn(
      await createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` }),
    );
    expectUnavailable(await call());
  });

  it('answers 503 with Retry-After when PostgreSQL accepts but never answers (connect timeout)', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    silentServers.push({ server, sockets });
    const port = (server.address() as { port: number }).port;
    const call = await apiOn(
      await createDatabase({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/test`,
        connectTimeoutMs: 300,
      }),
    );
    const started = Date.now();
    expectUnavailable(await call());
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 503 with Retry-After once the embedded database is closed', async () => {
    const database = await openTestDatabase('pglite');
    const call = await apiOn(database);
    await database.close();
    expectUnavailable(await call());
  });

  it('still answers 500 for an error that is not about the connection', async () => {
    const database = await openTestDatabase('pglite');
    const call = await apiOn(database);
    // The users table gone: a bug (or a bad migration), not an outage; retrying would not help.
    await database.db.schema.dropTable('users').cascade().execute();
    const response = await call();
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('recognises lost, refused, full and shut-down servers', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('PGlite is closed'),
      new Error('driver has already been destroyed'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'),
      new Error('wrapped', { cause: withCode('ECONNRESET') }),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves query errors and everything else alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "users" does not exist'),
      withCode('40001', 'could not serialize access'),
      new TypeError('x is undefined'),
      'ECONNREFUSED',
      null,
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
