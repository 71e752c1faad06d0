// Webhook delivery (docs/decisions/0045-webhooks.md) to a real local receiver: signed the Standard Webhooks way and
// verified with the specification's library, in order per endpoint, once however many deliverers look, retried
// with a growing delay after a failure, the receiver's answer cut at a kilobyte, a silent receiver given up on at the
// attempt's timeout, and an endpoint failing for a day disabled with a mail to its Owner and Admins.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from '@pod-console/hooks/webhooks';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { useTestApi, type TestUser } from '../test-support/test-api';
import { createWebhookDeliverer } from './deliverer';
import { postWebhook } from './post-webhook';

interface Received {
  headers: Record<string, string>;
  body: string;
}

const silentLogger = { info: () => {}, warn: () => {} };

describe.each(ROUTE_TEST_DRIVERS)('webhook delivery on %s', (driver) => {
  const api = useTestApi(driver);
  let server: Server;
  let url: string;
  let received: Received[];
  let answer: (response: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/inbox`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    answer = (response) => response.writeHead(204).end();
  });

  const deliverer = (options: { firstRetryMs?: number } = {}) =>
    createWebhookDeliverer({
      db: api.db,
      consoleOrigin: 'http://127.0.0.1:5173',
      logger: silentLogger,
      clock: () => api.clock.now,
      ...options,
    });

  async function endpointFor(owner: TestUser, organizationId: string) {
    const created = await api.call<{ webhook_endpoint: { id: string }; secret: string }>(
      'POST',
      `/organizations/${organizationId}/webhook-endpoints`,
      { token: owner.token, body: { url, eventTypes: ['license.assigned', 'license.revoked'] } },
    );
    return { id: created.body.webhook_endpoint.id, secret: created.body.secret };
  }

  async function assign(owner: TestUser, organizationId: string, identifier: string) {
    const answered = await api.call('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier, licenseType: 'POD_ADMIN' },
    });
    expect(answered.status).toBe(201);
  }

  async function organization() {
    const owner = await api.createUser({ firstName: 'Olive', lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner, { name: 'Acme', licenseCount: 20 });
    return { owner, organizationId };
  }

  it('sends each event once, in order, signed so the Standard Webhooks library verifies it', async () => {
    // The library refuses a signature more than five minutes from its own clock.
    api.clock.now = new Date();
    const { owner, organizationId } = await organization();
    const endpoint = await endpointFor(owner, organizationId);
    for (const identifier of ['iPad 1', 'iPad 2', 'iPad 3']) await assign(owner, organizationId, identifier);

    // Two processes' deliverers looking at once: each endpoint is held by one, so nothing leaves twice.
    await Promise.all([deliverer().drain(), deliverer().drain()]);

    expect(received).toHaveLength(3);
    const verifier = new Webhook(endpoint.secret);
    const events = received.map(
      ({ headers, body }) => verifier.verify(body, headers) as Record<string, unknown>,
    );
    expect(events.map((event) => (event.data as { subject: string }).subject)).toEqual([
      'iPad 1',
      'iPad 2',
      'iPad 3',
    ]);
    expect(events[0]).toMatchObject({ type: 'license.assigned', organization_id: organizationId });
    expect(received[0]!.headers['webhook-id']).toBe(events[0]!.id);
    const statuses = await api.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
    expect(statuses).toEqual(Array.from({ length: 3 }, () => ({ status: 'succeeded', attempts: 1 })));
  });

  it('tries a failed delivery again after 30 s, keeping the first kilobyte of the answer', async () => {
    const { owner, organizationId } = await organization();
    await endpointFor(owner, organizationId);
    await assign(owner, organizationId, 'iPad 1');
    answer = (response) => response.writeHead(500).end('x'.repeat(50_000));
    await deliverer().drain();
    const failed = await api.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_status: 500,
      last_error: 'HTTP 500',
    });
    expect(failed.response_excerpt).toHaveLength(WEBHOOK_RESPONSE_EXCERPT_BYTES);
    expect(failed.next_attempt_at.getTime() - api.clock.now.getTime()).toBe(30_000);

    answer = (response) => response.writeHead(200).end('ok');
    expect(await deliverer().drain()).toBe(0);
    api.clock.now = new Date(api.clock.now.getTime() + 30_000);
    expect(await deliverer().drain()).toBe(1);
    const delivered = await api.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(delivered).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      response_status: 200,
      last_error: null,
    });
    expect(received.map((r) => r.headers['webhook-id'])).toEqual([
      received[0]!.headers['webhook-id'],
      received[0]!.headers['webhook-id'],
    ]);
  });

  it('starts retrying from the first delay the process was given (WEBHOOK_FIRST_RETRY_MS)', async () => {
    const { owner, organizationId } = await organization();
    await endpointFor(owner, organizationId);
    await assign(owner, organizationId, 'iPad 1');
    answer = (response) => response.writeHead(503).end();
    const quick = deliverer({ firstRetryMs: 1_000 });
    const nextAttemptIn = async () => {
      const row = await api.db
        .selectFrom('webhook_deliveries')
        .select(['attempts', 'next_attempt_at'])
        .executeTakeFirstOrThrow();
      return { attempts: row.attempts, in: row.next_attempt_at.getTime() - api.clock.now.getTime() };
    };
    expect(await quick.drain()).toBe(1);
    expect(await nextAttemptIn()).toEqual({ attempts: 1, in: 1_000 });
    api.clock.now = new Date(api.clock.now.getTime() + 1_000);
    expect(await quick.drain()).toBe(1);
    expect(await nextAttemptIn()).toEqual({ attempts: 2, in: 3_000 });
  });

  it('disables an endpoint failing for a day and mails its Owner and Admins', async () => {
    const { owner, organizationId } = await organization();
    const admin = await api.createUser();
    await api.addMember(organizationId, admin, 'ADMIN');
    const endpoint = await endpointFor(owner, organizationId);
    await api.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: new Date(api.clock.now.getTime() - 24 * 3_600_000) })
      .execute();
    await assign(owner, organizationId, 'iPad 1');
    answer = (response) => response.writeHead(503).end();
    await deliverer().drain();
    const row = await api.db
      .selectFrom('webhook_endpoints')
      .select(['enabled', 'disabled_reason'])
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ enabled: false, disabled_reason: 'failing' });
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'webhook-endpoint-disabled')
      .orderBy('to_address')
      .execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([admin.email, owner.email].sort());
    expect(mails[0]!.subject).toBe('A webhook endpoint of Acme was disabled on Pod Console');
    expect(JSON.stringify(mails)).not.toContain(endpoint.secret);
  });

  it('gives up an attempt the receiver does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const result = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, 200);
      expect(result).toMatchObject({ ok: false, status: null, error: 'No answer within 200 ms' });
      expect(result.durationMs).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
