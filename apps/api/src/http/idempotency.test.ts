import { createHash } from 'node:crypto';

import {
  IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS,
  IDEMPOTENCY_KEY_TTL_HOURS,
} from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { claimIdempotencyKey } from '../data/idempotency-keys';
import { TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, TEST_CONSOLE_ORIGIN, useTestApi, type TestUser } from '../test-support/test-api';

describe.each(TEST_DRIVERS)('idempotent writes on %s', (driver) => {
  const api = useTestApi(driver, { rateLimits: false });

  async function organization() {
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner, { licenseCount: 10 });
    return { owner, organizationId };
  }

  const assign = (
    user: TestUser,
    organizationId: string,
    key: string | null,
    identifier = 'Front desk iPad',
  ) =>
    api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
      token: user.token,
      body: { organizationId, identifier, licenseType: 'POD_ADMIN' },
      ...(key !== null && { headers: { 'idempotency-key': key } }),
    });

  const licenceCount = async (organizationId: string) =>
    (await api.db.selectFrom('licenses').select('id').where('organization_id', '=', organizationId).execute())
      .length;

  it('does a write sent twice with one key once, and answers the repeat with the first answer', async () => {
    const { owner, organizationId } = await organization();
    const first = await assign(owner, organizationId, 'key-1');
    const repeat = await assign(owner, organizationId, 'key-1');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
    expect(await licenceCount(organizationId)).toBe(1);
  });

  it('does every write sent without a key, as before', async () => {
    const { owner, organizationId } = await organization();
    await assign(owner, organizationId, null);
    await assign(owner, organizationId, null);
    expect(await licenceCount(organizationId)).toBe(2);
  });

  it('refuses the key with a different request, naming it, and changes nothing', async () => {
    const { owner, organizationId } = await organization();
    await assign(owner, organizationId, 'key-1', 'Lobby kiosk');
    const other = await assign(owner, organizationId, 'key-1', 'Sales laptop');
    expect(other.status).toBe(422);
    expect(fieldsOf(other.body)).toEqual(['Idempotency-Key']);
    expect(detailOf(other.body)).toMatch(/already used for a different request/);
    expect(await licenceCount(organizationId)).toBe(1);
  });

  it("keeps each caller's keys apart", async () => {
    const { owner, organizationId } = await organization();
    const colleague = await api.createUser();
    await api.addMember(organizationId, colleague, 'LICENSE_MANAGER');
    expect((await assign(owner, organizationId, 'shared-key')).status).toBe(201);
    const theirs = await assign(colleague, organizationId, 'shared-key');
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await licenceCount(organizationId)).toBe(2);
  });

  it('tells a repeat to wait while the first request runs, and runs it once that request has died', async () => {
    const { owner, organizationId } = await organization();
    const first = await assign(owner, organizationId, null);
    // A request that took the key with this very body and has not answered: its process died, say.
    const body = JSON.stringify({ organizationId, identifier: 'Front desk iPad', licenseType: 'POD_ADMIN' });
    const fingerprint = createHash('sha256')
      .update(`POST /admin-console/v1/licenses/assign-member-to-license\n${body}`)
      .digest('hex');
    await claimIdempotencyKey(api.db, { callerId: owner.id, key: 'key-2', fingerprint, now: api.clock.now });

    const waiting = await assign(owner, organizationId, 'key-2');
    expect(waiting.status).toBe(409);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(detailOf(waiting.body)).toMatch(/still being processed/);
    expect(await licenceCount(organizationId)).toBe(1);

    api.clock.now = new Date(api.clock.now.getTime() + IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS * 1000);
    const taken = await assign(owner, organizationId, 'key-2');
    expect(taken.status).toBe(201);
    expect(taken.body.licenseId).not.toBe(first.body.licenseId);
    expect(await licenceCount(organizationId)).toBe(2);
  });

  it('keeps no refusal about the caller: the same write runs once the caller may', async () => {
    const { organizationId } = await organization();
    const billing = await api.createUser();
    await api.addMember(organizationId, billing, 'BILLING');
    expect((await assign(billing, organizationId, 'key-3')).status).toBe(403);
    await api.db
      .updateTable('memberships')
      .set({ role: 'LICENSE_MANAGER' })
      .where('user_id', '=', billing.id)
      .execute();
    const allowed = await assign(billing, organizationId, 'key-3');
    expect(allowed.status).toBe(201);
    expect(allowed.headers['idempotent-replayed']).toBeUndefined();
  });

  it(`forgets a key after ${IDEMPOTENCY_KEY_TTL_HOURS} hours`, async () => {
    const { owner, organizationId } = await organization();
    await assign(owner, organizationId, 'key-4', 'Lobby kiosk');
    api.clock.now = new Date(api.clock.now.getTime() + IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
    const later = await assign(owner, organizationId, 'key-4', 'Sales laptop');
    expect(later.status).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await licenceCount(organizationId)).toBe(2);
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters, naming it', async () => {
    const { owner, organizationId } = await organization();
    for (const key of ['has space', 'x'.repeat(256), 'clé']) {
      const refused = await assign(owner, organizationId, key);
      expect(refused.status, key).toBe(400);
      expect(JSON.stringify(refused.body), key).toMatch(/idempotency-key/i);
    }
    expect(await licenceCount(organizationId)).toBe(0);
  });

  it('lets the console send the key across origins and read the replay mark', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/admin-console/v1/licenses/assign-member-to-license',
      headers: {
        origin: TEST_CONSOLE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
    const { owner, organizationId } = await organization();
    const answer = await api.call('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier: 'Kiosk', licenseType: 'POD_ADMIN' },
      headers: { origin: TEST_CONSOLE_ORIGIN, 'idempotency-key': 'key-5' },
    });
    expect(String(answer.headers['access-control-expose-headers'])).toMatch(/Idempotent-Replayed/);
  });
});
