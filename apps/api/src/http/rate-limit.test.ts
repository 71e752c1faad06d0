// The API's rate limits with their defaults (http/rate-limits.ts): a user's writes per minute, an organization's
// invitations per day, shared by every API process on one database.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { buildApiServer } from '../app';
import { openDatabase, type OpenDatabase } from '../db/database';
import { createRecordingPaymentProvider } from '../test-support/recording-payment-provider';
import { TEST_CONSOLE_ORIGIN, useTestApi, type TestApi, type TestUser } from '../test-support/test-api';
import { openTestDatabase, ROUTE_TEST_DRIVERS, TEST_POSTGRES_URL } from '../test-support/test-database';
import { createTestTokens } from '../test-support/test-tokens';
import { registerApiRateLimits } from './rate-limit';
import {
  DEFAULT_RATE_LIMITS,
  INVITATIONS_PER_ORGANIZATION,
  FAILED_LICENSE_CLAIMS_PER_ADDRESS,
  FAILED_LICENSE_SEEN_REPORTS_PER_ADDRESS,
  LICENSE_CLAIMS_PER_ADDRESS,
  LICENSE_SEEN_REPORTS_PER_ADDRESS,
  WRITES_PER_USER,
} from './rate-limits';

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
}

const rename = (api: TestApi, user: TestUser, name: string, headers: Record<string, string> = {}) =>
  api.call<Problem>('PATCH', '/users/current-user', {
    token: user.token,
    body: { userFirstName: name, userLastName: 'Writer' },
    headers,
  });

async function firstNameOf(api: TestApi, user: TestUser): Promise<string | null> {
  const row = await api.db
    .selectFrom('users')
    .select('first_name')
    .where('id', '=', user.id)
    .executeTakeFirst();
  return row?.first_name ?? null;
}

describe.each(ROUTE_TEST_DRIVERS)('rate limits on %s', (driver) => {
  const api = useTestApi(driver);

  it('answers the 121st write of a user in a minute 429 with Retry-After and a problem, without applying it', async () => {
    expect(WRITES_PER_USER).toEqual({ max: 120, windowMs: 60_000 });
    const user = await api.createUser();
    for (let index = 1; index <= 120; index++) {
      const response = await rename(api, user, `Name ${index}`);
      expect(response.status, `write ${index}`).toBe(200);
    }
    const refused = await rename(api, user, 'Too many', { origin: TEST_CONSOLE_ORIGIN });

    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('120');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(String(retryAfter));
    expect(refused.body).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: `You have reached the limit of 120 changes in 60 seconds. Nothing was changed; try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
      instance: '/admin-console/v1/users/current-user',
    });
    // The console (another origin) may read the refusal and its Retry-After.
    expect(refused.headers['access-control-allow-origin']).toBe(TEST_CONSOLE_ORIGIN);
    expect(String(refused.headers['access-control-expose-headers'])).toMatch(/Retry-After/i);

    expect(await firstNameOf(api, user)).toBe('Name 120');
    // Reads are not limited.
    expect((await api.call('GET', '/users/current-user', { token: user.token })).status).toBe(200);
  });

  it('does not limit a second user when the first has reached the limit', async () => {
    const busy = await api.createUser();
    const other = await api.createUser();
    for (let index = 1; index <= 120; index++) await rename(api, busy, `Busy ${index}`);
    expect((await rename(api, busy, 'Refused')).status).toBe(429);

    const response = await rename(api, other, 'Other');
    expect(response.status).toBe(200);
    expect(response.headers['x-ratelimit-remaining']).toBe('119');
    expect(await firstNameOf(api, other)).toBe('Other');
  });

  it('caps the invitations of an organization at 100 a day, for all its members, counting only members', async () => {
    expect(INVITATIONS_PER_ORGANIZATION).toEqual({ max: 100, windowMs: 86_400_000 });
    const owner = await api.createUser();
    const member = await api.createUser();
    const outsider = await api.createUser();
    const organizationId = await api.createOrganization(owner);
    const otherOrganizationId = await api.createOrganization(owner);
    await api.addMember(organizationId, member);
    const invite = (user: TestUser, organization: string, email: string) =>
      api.call<Problem>('POST', `/organizations/${organization}/invitation`, {
        token: user.token,
        body: { email },
      });

    // Someone outside the organization is answered as before and uses up none of its invitations.
    for (let index = 0; index < 3; index++) {
      expect((await invite(outsider, organizationId, `spam-${index}@example.com`)).status).toBe(404);
    }
    for (let index = 1; index <= 100; index++) {
      const created = await invite(
        index % 2 === 0 ? owner : member,
        organizationId,
        `guest-${index}@example.com`,
      );
      expect(created.status, `invitation ${index}`).toBe(201);
    }
    const refused = await invite(member, organizationId, 'one-more@example.com');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_400 - 120);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused.headers['x-ratelimit-limit']).toBe('100');
    expect(refused.body.title).toBe('Too Many Requests');
    expect(refused.body.detail).toBe(
      'This organization has reached its limit of 100 invitations in 24 hours. Nothing was changed; try again in 24 hours.',
    );
    expect((await invite(owner, organizationId, 'owner-too@example.com')).status).toBe(429);

    const invitations = await api.db
      .selectFrom('invitations')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(Number(invitations.count)).toBe(100);
    // Another organization has its own count, and the members' other writes go on.
    expect((await invite(owner, otherOrganizationId, 'elsewhere@example.com')).status).toBe(201);
    expect((await rename(api, member, 'Still writing')).status).toBe(200);
  });

  it('limits the app’s refused claims and reports per client address, and lets valid ones through', async () => {
    expect(FAILED_LICENSE_CLAIMS_PER_ADDRESS).toEqual({ max: 30, windowMs: 60_000 });
    expect(FAILED_LICENSE_SEEN_REPORTS_PER_ADDRESS).toEqual({ max: 120, windowMs: 60_000 });
    expect(LICENSE_CLAIMS_PER_ADDRESS.max).toBeGreaterThan(FAILED_LICENSE_CLAIMS_PER_ADDRESS.max);
    expect(LICENSE_SEEN_REPORTS_PER_ADDRESS.max).toBeGreaterThan(FAILED_LICENSE_SEEN_REPORTS_PER_ADDRESS.max);
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner);
    const licenseIds = [randomUUID(), randomUUID()];
    await api.db
      .insertInto('licenses')
      .values(
        licenseIds.map((id, index) => ({
          id,
          organization_id: organizationId,
          identifier: `Limited iPad ${index + 1}`,
          trial: false,
        })),
      )
      .execute();
    const appCall = (path: string, body: unknown, remoteAddress = '127.0.0.1') =>
      api.app.inject({
        method: 'POST',
        url: `/admin-console/v1/app/licenses/${path}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        remoteAddress,
      });
    const claim = (id: string, remoteAddress?: string) =>
      appCall('claim', { licenseId: id, organizationId, deviceName: 'Guessing iPad' }, remoteAddress);

    // Someone trying ids: each refusal is counted against the address.
    for (let index = 1; index <= 30; index++) {
      expect((await claim(randomUUID())).statusCode, `claim ${index}`).toBe(404);
    }
    const refused = await claim(randomUUID());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json<Problem>().detail).toBe(
      `This address has reached the limit of 30 refused licence claims in 60 seconds. Nothing was changed; try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    );

    // A device behind the same address still claims its licence, and its claim is answered.
    const claimed = await claim(licenseIds[0]!);
    expect(claimed.statusCode).toBe(201);
    const { licenseKey } = claimed.json<{ licenseKey: string }>();
    const row = await api.db
      .selectFrom('licenses')
      .select('license_key_hash')
      .where('id', '=', licenseIds[0]!)
      .executeTakeFirstOrThrow();
    expect(row.license_key_hash).not.toBeNull();
    // Another address has its own count.
    expect((await claim(licenseIds[1]!, '10.0.0.2')).statusCode).toBe(201);

    for (let index = 1; index <= 120; index++) {
      expect(
        (await appCall('seen', { licenseId: licenseIds[0], licenseKey: 'pk_wrong' })).statusCode,
        `report ${index}`,
      ).toBe(401);
    }
    const reports = await appCall('seen', { licenseId: licenseIds[0], licenseKey: 'pk_wrong' });
    expect(reports.statusCode).toBe(429);
    expect(reports.json<Problem>().detail).toMatch(
      /^This address has reached the limit of 120 refused licence reports in 60 seconds\./,
    );
    // The device whose key holds still reports from that address; and its people still write.
    expect((await appCall('seen', { licenseId: licenseIds[0], licenseKey })).statusCode).toBe(200);
    expect((await rename(api, owner, 'Still writing')).status).toBe(200);
  });

  it('lets a write through, logged, when the counters cannot be written', async () => {
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openTestDatabase(driver);
    const tokens = await createTestTokens();
    const app = await buildApiServer({
      db: database.db,
      verifyAccessToken: tokens.verifier,
      publicUrl: 'http://127.0.0.1:4000',
      corsOrigins: [],
      payments: createRecordingPaymentProvider(),
      logger: { level: 'warn', stream: logs },
    });
    try {
      await database.db.schema.dropTable('rate_limit_buckets').execute();
      const token = await tokens.mint({ sub: 'sub-open', email: 'open@example.com' });
      const response = await app.inject({
        method: 'PATCH',
        url: '/admin-console/v1/users/current-user',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { userFirstName: 'Open', userLastName: 'Door' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ first_name: 'Open' });
      expect(lines.join('')).toContain('rate limits: counting failed; the request goes on unlimited');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('shares the count between two API instances on one database', async () => {
    const first = await openTestDatabase(driver);
    // PostgreSQL: a second pool on the same schema, as a second process has. PGlite lives in one process.
    const second: OpenDatabase =
      driver === 'postgres'
        ? await openDatabase({
            databaseUrl: TEST_POSTGRES_URL,
            schema: await schemaOf(first),
            migrate: false,
          })
        : { ...first, close: async () => {} };
    const tokens = await createTestTokens();
    const build = (database: OpenDatabase) =>
      buildApiServer({
        db: database.db,
        verifyAccessToken: tokens.verifier,
        publicUrl: 'http://127.0.0.1:4000',
        corsOrigins: [],
        payments: createRecordingPaymentProvider(),
        rateLimits: { writesPerUser: { max: 5, windowMs: 60_000 } },
      });
    const apps: FastifyInstance[] = [await build(first), await build(second)];
    try {
      const token = await tokens.mint({ sub: `sub-${randomUUID()}`, email: 'shared@example.com' });
      const statuses: number[] = [];
      for (let index = 0; index < 8; index++) {
        const response = await apps[index % 2]!.inject({
          method: 'PATCH',
          url: '/admin-console/v1/users/current-user',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: { userFirstName: `Shared ${index}`, userLastName: 'Count' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      for (const app of apps) await app.close();
      await second.close();
      await first.close();
    }
  });

  it('refuses to start when a write of the contract has no route to limit', async () => {
    const app = Fastify();
    await registerApiRateLimits(app, {
      db: api.db,
      settings: DEFAULT_RATE_LIMITS,
      checkInviter: async () => {},
    });
    await expect(app.ready()).rejects.toThrow(
      /^Rate limits found no route for updateCurrentUser, setSelectedOrganization, .*createInvitation/,
    );
  });

  it('limits nothing with rateLimits: false', async () => {
    const database = await openTestDatabase(driver);
    const tokens = await createTestTokens();
    const app = await buildApiServer({
      db: database.db,
      verifyAccessToken: tokens.verifier,
      publicUrl: 'http://127.0.0.1:4000',
      corsOrigins: [],
      payments: createRecordingPaymentProvider(),
      rateLimits: false,
    });
    try {
      const token = await tokens.mint({ sub: 'sub-burst', email: 'burst@example.com' });
      const response = await app.inject({
        method: 'PATCH',
        url: '/admin-console/v1/users/current-user',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { userFirstName: 'Burst', userLastName: 'Bench' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});

async function schemaOf(database: OpenDatabase): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]!.schema;
}
