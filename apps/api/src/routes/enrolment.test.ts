// Zero-touch enrolment (docs/decisions/0041-zero-touch-enrolment.md): enrolment tokens are the Owner's and Admins',
// shown once and stored hashed; the app's enrolment claims a free licence for its label as a claim does, says why it
// refuses, counts the token's uses under its lock, and never logs the token.
import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

import { permissionDeniedMessage } from '@pod-console/hooks/domain';
import { ENROLMENT_MESSAGES } from '@pod-console/hooks/fleet';
import { verifyLicenseToken, type LicenseSigningKeySet } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';

import { buildApiServer } from '../app';
import { LOG_REDACT_PATHS } from '../http/server';
import type { Wire } from '../read-models/wire';
import { createRecordingPaymentProvider } from '../test-support/recording-payment-provider';
import { detailOf, fieldsOf, useTestApi, type TestUser } from '../test-support/test-api';
import { openTestDatabase, ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { createTestTokens } from '../test-support/test-tokens';

const DAY = 86_400_000;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(ROUTE_TEST_DRIVERS)('zero-touch enrolment on %s', (driver) => {
  const api = useTestApi(driver, { rateLimits: false });

  async function organization(licenseCount = 2) {
    const owner = await api.createUser({ firstName: 'Ivy', lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner, { name: 'Dock Co', licenseCount });
    return { owner, organizationId };
  }

  const createToken = (user: TestUser, organizationId: string, body: Record<string, unknown> = {}) =>
    api.call<Wire<'CreatedEnrolmentToken'>>('POST', `/organizations/${organizationId}/enrolment-tokens`, {
      token: user.token,
      body: { name: 'Warehouse iPads', ...body },
    });
  const enrol = (organizationId: string, enrolmentToken: string, label: unknown, requestId?: string) =>
    api.call<Wire<'ClaimLicenseResponse'>>('POST', '/app/licenses/enrol', {
      body: { organizationId, enrolmentToken, label },
      ...(requestId !== undefined && { headers: { 'idempotency-key': requestId } }),
    });
  const licensesOf = (organizationId: string) =>
    api.db
      .selectFrom('licenses')
      .select(['id', 'identifier', 'device_name', 'license_key_hash'])
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .execute();

  it('shows a token once, keeps only its hash, lists it without it and logs its creation and revocation', async () => {
    const { owner, organizationId } = await organization();
    const created = await createToken(owner, organizationId, { name: ' Warehouse iPads ', maxUses: 200 });
    expect(created.status).toBe(201);
    const { token, enrolment_token: made } = created.body;
    expect(token).toMatch(/^pe_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Warehouse iPads', max_uses: 200, uses: 0, expires_at: null });
    const stored = await api.db.selectFrom('enrolment_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_sha256).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await api.call<Wire<'EnrolmentTokenList'>>(
      'GET',
      `/organizations/${organizationId}/enrolment-tokens`,
      { token: owner.token },
    );
    expect(listed.body.enrolment_tokens).toEqual([made]);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const revoked = await api.call<Wire<'EnrolmentToken'>>(
      'POST',
      `/organizations/${organizationId}/enrolment-tokens/${made.id}/revoke`,
      { token: owner.token },
    );
    expect(revoked.body.revoked_at).toBe(api.clock.now.toISOString());
    const kinds = await api.db
      .selectFrom('activity_events')
      .select(['kind', 'subject'])
      .where('organization_id', '=', organizationId)
      .where('kind', 'in', ['enrolment_token.created', 'enrolment_token.revoked'])
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { kind: 'enrolment_token.created', subject: 'Warehouse iPads' },
      { kind: 'enrolment_token.revoked', subject: 'Warehouse iPads' },
    ]);
  });

  it('is the Owner’s and Admins’: a License manager and a Billing member get 403 naming the permission', async () => {
    const { organizationId } = await organization();
    const admin = await api.createUser();
    await api.addMember(organizationId, admin, 'ADMIN');
    expect((await createToken(admin, organizationId)).status).toBe(201);
    for (const role of ['LICENSE_MANAGER', 'BILLING'] as const) {
      const member = await api.createUser();
      await api.addMember(organizationId, member, role);
      const refused = await createToken(member, organizationId);
      expect(refused.status).toBe(403);
      expect(detailOf(refused.body)).toBe(permissionDeniedMessage(role, 'enrolment:manage'));
      const list = await api.call('GET', `/organizations/${organizationId}/enrolment-tokens`, {
        token: member.token,
      });
      expect(list.status).toBe(403);
    }
  });

  it('enrols into the licence named for the label, else creates one for it; answers a key and a token that verifies', async () => {
    const { owner, organizationId } = await organization(2);
    await api.call('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier: 'Dock iPad 7', licenseType: 'POD_ADMIN' },
    });
    const { token } = (await createToken(owner, organizationId)).body;

    const first = await enrol(organizationId, token, '  Dock iPad 7 ');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      organizationId,
      organizationName: 'Dock Co',
      identifier: 'Dock iPad 7',
      licenseKey: expect.stringMatching(/^pk_/),
    });
    const second = await enrol(organizationId, token, 'Dock iPad 8');
    expect(second.status).toBe(201);
    expect(await licensesOf(organizationId)).toEqual([
      {
        id: first.body.licenseId,
        identifier: 'Dock iPad 7',
        device_name: 'Dock iPad 7',
        license_key_hash: sha256(first.body.licenseKey),
      },
      {
        id: second.body.licenseId,
        identifier: 'Dock iPad 8',
        device_name: 'Dock iPad 8',
        license_key_hash: sha256(second.body.licenseKey),
      },
    ]);
    const stored = await api.db.selectFrom('enrolment_tokens').select(['uses']).executeTakeFirstOrThrow();
    expect(stored.uses).toBe(2);

    const jwks = (await api.call<LicenseSigningKeySet>('GET', '/app/licenses/jwks')).body;
    const verified = await verifyLicenseToken(second.body.license_token, { jwks, now: api.clock.now });
    expect(verified).toMatchObject({
      status: 'valid',
      licenseId: second.body.licenseId,
      organizationId,
      deviceName: 'Dock iPad 8',
    });

    // The seats are full now: the organization's two purchased licences are claimed.
    const third = await enrol(organizationId, token, 'Dock iPad 9');
    expect(third.status).toBe(409);
    expect(detailOf(third.body)).toBe(ENROLMENT_MESSAGES.noFreeLicense);
  });

  it('answers an enrolment sent again with its request id with the same licence, using the token once', async () => {
    const { owner, organizationId } = await organization(3);
    const { token } = (await createToken(owner, organizationId, { maxUses: 1 })).body;
    const requestId = randomUUID();
    const first = await enrol(organizationId, token, 'Dock iPad 7', requestId);
    const again = await enrol(organizationId, token, 'Dock iPad 7', requestId);
    expect(again.status).toBe(201);
    expect(again.body.licenseId).toBe(first.body.licenseId);
    expect(again.body.licenseKey).not.toBe(first.body.licenseKey);
    const other = await enrol(organizationId, token, 'Dock iPad 8');
    expect(other.status).toBe(410);
    expect(detailOf(other.body)).toBe(ENROLMENT_MESSAGES.usedUp);
  });

  it('refuses a revoked or expired token (410), another organization’s (400 naming it) and a long label (400 naming it)', async () => {
    const { owner, organizationId } = await organization();
    const other = await organization();
    const { token, enrolment_token: made } = (await createToken(owner, organizationId, { lifetimeDays: 1 }))
      .body;
    const { token: otherToken } = (await createToken(other.owner, other.organizationId)).body;

    const foreign = await enrol(organizationId, otherToken, 'Dock iPad 7');
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual(['enrolmentToken']);
    const unknown = await enrol(organizationId, 'pe_nothing', 'Dock iPad 7');
    expect(fieldsOf(unknown.body)).toEqual(['enrolmentToken']);
    const long = await enrol(organizationId, token, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['label']);

    api.clock.now = new Date(api.clock.now.getTime() + DAY);
    const expired = await enrol(organizationId, token, 'Dock iPad 7');
    expect(expired.status).toBe(410);
    expect(detailOf(expired.body)).toBe(ENROLMENT_MESSAGES.expired);

    await api.call('POST', `/organizations/${organizationId}/enrolment-tokens/${made.id}/revoke`, {
      token: owner.token,
    });
    const revoked = await enrol(organizationId, token, 'Dock iPad 7');
    expect(revoked.status).toBe(410);
    expect(detailOf(revoked.body)).toBe(ENROLMENT_MESSAGES.revoked);
    expect(await licensesOf(organizationId)).toEqual([]);
  });

  it('lets a token limited to one use enrol exactly one of several devices enrolling at once', async () => {
    const { owner, organizationId } = await organization(5);
    const { token } = (await createToken(owner, organizationId, { maxUses: 1 })).body;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => enrol(organizationId, token, `Dock iPad ${n}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410, 410]);
    expect((await licensesOf(organizationId)).length).toBe(1);
  });
});

describe('the enrolment token in the logs', () => {
  it('never appears in the request log of an enrolment', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const database = await openTestDatabase('pglite');
    const tokens = await createTestTokens();
    const app = await buildApiServer({
      db: database.db,
      verifyAccessToken: tokens.verifier,
      publicUrl: 'http://127.0.0.1:4000',
      corsOrigins: [],
      payments: createRecordingPaymentProvider(),
      logger: { level: 'trace', stream, redact: LOG_REDACT_PATHS },
    });
    try {
      const ownerId = randomUUID();
      const organizationId = randomUUID();
      const enrolmentToken = 'pe_logged-token-that-must-never-be-written-anywhere';
      await database.db
        .insertInto('users')
        .values({ id: ownerId, subject: `sub-${ownerId}`, email: 'logs@example.com', system_role: 'USER' })
        .execute();
      await database.db
        .insertInto('organizations')
        .values({ id: organizationId, name: 'Logged Co', owner_user_id: ownerId, pod_admin_license_count: 0 })
        .execute();
      await database.db
        .insertInto('enrolment_tokens')
        .values({
          id: randomUUID(),
          organization_id: organizationId,
          name: 'Logged',
          token_sha256: sha256(enrolmentToken),
          created_at: new Date(),
        })
        .execute();
      const answer = await app.inject({
        method: 'POST',
        url: '/admin-console/v1/app/licenses/enrol',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ organizationId, enrolmentToken, label: 'Logged iPad' }),
      });
      // No plan and no seat: refused, and still not logged.
      expect(answer.statusCode).toBe(409);
      const output = lines.join('');
      expect(output).toContain('/admin-console/v1/app/licenses/enrol');
      expect(output).not.toContain(enrolmentToken);
      expect(output).not.toContain(enrolmentToken.slice(3));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
