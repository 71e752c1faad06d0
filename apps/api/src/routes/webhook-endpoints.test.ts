// Webhook endpoints (docs/decisions/0045-webhooks.md): managed by the Owner and Admins only, a URL that is HTTPS or
// this machine's, the secret answered once and rotated with an overlap; events written with the change they announce
// (none for a change that rolls back), and the delivery log with Redeliver.
import { permissionDeniedMessage } from '@pod-console/hooks/domain';
import { WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import { describe, expect, it } from 'vitest';

import { eraseFromActivity } from '../data/accounts';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi, type TestUser } from '../test-support/test-api';

interface WireEndpoint {
  id: string;
  url: string;
  event_types: string[];
  enabled: boolean;
  secret_rotation_ends_at: string | null;
}
interface Created {
  webhook_endpoint: WireEndpoint;
  secret: string;
}
interface WireDelivery {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
}

describe.each(ROUTE_TEST_DRIVERS)('webhook endpoints on %s', (driver) => {
  const api = useTestApi(driver);

  async function organizationOf() {
    const owner = await api.createUser({ firstName: 'Olive', lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner, { licenseCount: 5 });
    return { owner, organizationId };
  }

  const create = (by: TestUser, organizationId: string, body: Record<string, unknown> = {}) =>
    api.call<Created>('POST', `/organizations/${organizationId}/webhook-endpoints`, {
      token: by.token,
      body: { url: 'https://hooks.example.com/in', eventTypes: ['license.assigned'], ...body },
    });

  const assign = (by: TestUser, organizationId: string, identifier: string) =>
    api.call('POST', '/licenses/assign-member-to-license', {
      token: by.token,
      body: { organizationId, identifier, licenseType: 'POD_ADMIN' },
    });

  it('answers the signing secret once, never in the list', async () => {
    const { owner, organizationId } = await organizationOf();
    const created = await create(owner, organizationId, { description: ' Help desk ' });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.body.webhook_endpoint).toMatchObject({
      url: 'https://hooks.example.com/in',
      description: 'Help desk',
      event_types: ['license.assigned'],
      enabled: true,
    });
    const list = await api.call<{ webhook_endpoints: WireEndpoint[] }>(
      'GET',
      `/organizations/${organizationId}/webhook-endpoints`,
      { token: owner.token },
    );
    expect(list.body.webhook_endpoints.map((endpoint) => endpoint.id)).toEqual([
      created.body.webhook_endpoint.id,
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
  });

  it('refuses a URL that is not HTTPS, a private address and an unknown event type, naming the field', async () => {
    const { owner, organizationId } = await organizationOf();
    const plain = await create(owner, organizationId, { url: 'http://hooks.example.com/in' });
    expect(plain.status).toBe(400);
    expect(fieldsOf(plain.body)).toEqual(['url']);
    expect(JSON.stringify(plain.body)).toContain(WEBHOOK_MESSAGES.urlNotHttps);
    const internal = await create(owner, organizationId, { url: 'https://192.168.1.20/in' });
    expect(JSON.stringify(internal.body)).toContain(WEBHOOK_MESSAGES.urlPrivate);
    const unknown = await create(owner, organizationId, { eventTypes: ['seat.eaten'] });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)[0]).toMatch(/^eventTypes/);
    expect((await create(owner, organizationId, { url: 'http://127.0.0.1:4100/inbox' })).status).toBe(201);
  });

  it('is for the Owner and Admins: a License manager is told who to ask, a stranger learns nothing', async () => {
    const { owner, organizationId } = await organizationOf();
    const manager = await api.createUser();
    await api.addMember(organizationId, manager, 'LICENSE_MANAGER');
    const refused = await api.call('GET', `/organizations/${organizationId}/webhook-endpoints`, {
      token: manager.token,
    });
    expect(refused.status).toBe(403);
    expect(detailOf(refused.body)).toBe(permissionDeniedMessage('LICENSE_MANAGER', 'webhooks:manage'));
    const admin = await api.createUser();
    await api.addMember(organizationId, admin, 'ADMIN');
    expect((await create(admin, organizationId)).status).toBe(201);
    const stranger = await api.createUser();
    expect((await create(stranger, organizationId)).status).toBe(404);
    expect((await create(owner, organizationId)).status).toBe(201);
  });

  it('writes an event with the change, for the endpoints that asked for its type only', async () => {
    const { owner, organizationId } = await organizationOf();
    const wanted = (await create(owner, organizationId)).body.webhook_endpoint;
    await create(owner, organizationId, { eventTypes: ['member.left'] });
    await create(owner, organizationId, { enabled: false });
    expect((await assign(owner, organizationId, 'Front desk iPad')).status).toBe(201);
    const deliveries = await api.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .select(['webhook_deliveries.endpoint_id', 'webhook_events.type', 'webhook_events.data'])
      .execute();
    expect(deliveries).toEqual([
      {
        endpoint_id: wanted.id,
        type: 'license.assigned',
        data: {
          subject: 'Front desk iPad',
          actor: { type: 'user', name: 'Olive Owner', email: owner.email },
          before: null,
          after: null,
        },
      },
    ]);
  });

  it('writes no event for a change that is refused and rolled back', async () => {
    const { owner, organizationId } = await organizationOf();
    await create(owner, organizationId);
    // The identifier is too long: the assignment is refused, nothing is written.
    expect((await assign(owner, organizationId, 'x'.repeat(500))).status).toBe(400);
    expect(await api.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
  });

  it('erases a deleted account from the events still kept, as from the log', async () => {
    const { owner, organizationId } = await organizationOf();
    await create(owner, organizationId);
    expect((await assign(owner, organizationId, owner.email)).status).toBe(201);
    await api.db.transaction().execute((trx) => eraseFromActivity(trx, { id: owner.id, email: owner.email }));
    const { data } = await api.db.selectFrom('webhook_events').select('data').executeTakeFirstOrThrow();
    expect(JSON.stringify(data)).not.toContain(owner.email);
    expect(data).toMatchObject({ actor: { type: 'user', name: null, email: null } });
  });

  it('rotates the secret, the old one signing alongside for the overlap', async () => {
    const { owner, organizationId } = await organizationOf();
    const created = (await create(owner, organizationId)).body;
    const rotated = await api.call<Created>(
      'POST',
      `/organizations/${organizationId}/webhook-endpoints/${created.webhook_endpoint.id}/secret-rotations`,
      { token: owner.token },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(created.secret);
    expect(rotated.body.webhook_endpoint.secret_rotation_ends_at).toBe('2026-11-24T10:00:00.000Z');
    const row = await api.db
      .selectFrom('webhook_endpoints')
      .select(['secret', 'previous_secret'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ secret: rotated.body.secret, previous_secret: created.secret });
  });

  it('sends a test event, logs it, redelivers it with the same event id, and disables and deletes', async () => {
    const { owner, organizationId } = await organizationOf();
    const endpoint = (await create(owner, organizationId)).body.webhook_endpoint;
    const base = `/organizations/${organizationId}/webhook-endpoints/${endpoint.id}`;
    const test = await api.call<WireDelivery>('POST', `${base}/test-events`, { token: owner.token });
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
    const again = await api.call<WireDelivery>('POST', `${base}/deliveries/${test.body.id}/redeliveries`, {
      token: owner.token,
    });
    expect(again.status).toBe(202);
    expect(again.body.event_id).toBe(test.body.event_id);
    const log = await api.call<{ deliveries: WireDelivery[]; next_cursor: string | null }>(
      'GET',
      `${base}/deliveries`,
      { token: owner.token },
    );
    expect(log.body.deliveries.map((delivery) => delivery.id)).toEqual([again.body.id, test.body.id]);
    expect(log.body.next_cursor).toBeNull();

    const disabled = await api.call<WireEndpoint>('PATCH', base, {
      token: owner.token,
      body: { enabled: false },
    });
    expect(disabled.body.enabled).toBe(false);
    expect((await api.call('DELETE', base, { token: owner.token })).status).toBe(204);
    expect((await api.call('GET', `${base}/deliveries`, { token: owner.token })).status).toBe(404);
  });
});
