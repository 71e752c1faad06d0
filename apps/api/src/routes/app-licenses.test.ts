// The Pod Creator app's side of a licence (docs/decisions/0027-licences-at-scale.md): claiming it from its link and
// reporting it in use, without a token, and the console's calls that act on a claim (regenerating the link,
// releasing the device). Refusals carry the domain's messages, the key is stored only as its SHA-256 and never
// logged, and the organization's answer (and its ETag) moves with every claim and report.
import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

import { CLAIM_MESSAGES, formatDate } from '@pod-console/hooks/domain';
import { LicenseTokenError, verifyLicenseToken, type LicenseSigningKeySet } from '@pod-console/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApiServer } from '../app';
import { openTestDatabase, ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import type { DatabaseDriver } from '../db/database';
import { LOG_REDACT_PATHS } from '../http/server';
import type { Wire } from '../read-models/wire';
import { createRecordingPaymentProvider } from '../test-support/recording-payment-provider';
import {
  createTestApi,
  detailOf,
  fieldsOf,
  type CallResult,
  type TestApi,
  type TestUser,
  useTestApi,
} from '../test-support/test-api';
import { createTestTokens } from '../test-support/test-tokens';

const START = new Date('2026-11-23T10:00:00.000Z');
const DAY = 86_400_000;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The test API with the app's per-address limits out of the way: every call here comes from one address, and this
 * file claims far more than a device would (rate-limit.test.ts checks the limits themselves).
 */
function useAppTestApi(driver: DatabaseDriver): TestApi {
  const holder = {} as { api: TestApi };
  const unlimited = { max: 1_000_000, windowMs: 60_000 };
  beforeAll(async () => {
    holder.api = await createTestApi(driver, {
      rateLimits: { licenseClaimsPerAddress: unlimited, licenseSeenReportsPerAddress: unlimited },
    });
  });
  beforeEach(async () => {
    await holder.api.reset();
    holder.api.clock.now = START;
  });
  afterAll(async () => {
    await holder.api?.close();
  });
  return new Proxy({} as TestApi, { get: (_target, property) => holder.api[property as keyof TestApi] });
}

describe.each(ROUTE_TEST_DRIVERS)('the Pod Creator app’s licence calls on %s', (driver) => {
  const api = useAppTestApi(driver);

  async function licence(identifier = 'Studio iPad') {
    const owner = await api.createUser({ firstName: 'Olive', lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner, { name: 'Claimed Co' });
    const assigned = await api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier, licenseType: 'POD_ADMIN' },
    });
    expect(assigned.status).toBe(201);
    return { owner, organizationId, licenseId: assigned.body.licenseId };
  }

  const claim = (
    licenseId: string,
    organizationId: string,
    deviceName: unknown = 'Studio iPad 3',
    requestId?: string,
  ) =>
    api.call<Wire<'ClaimLicenseResponse'>>('POST', '/app/licenses/claim', {
      body: { licenseId, organizationId, deviceName },
      ...(requestId !== undefined && { headers: { 'idempotency-key': requestId } }),
    });
  const signingKeys = async () => {
    const answer = await api.call<LicenseSigningKeySet>('GET', '/app/licenses/jwks');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const seen = (licenseId: string, licenseKey: string) =>
    api.call<Wire<'ReportLicenseSeenResponse'>>('POST', '/app/licenses/seen', {
      body: { licenseId, licenseKey },
    });
  const regenerate = (token: string, organizationId: string, licenseId: string) =>
    api.call<{ licenseId: string }>('POST', '/licenses/regenerate-link', {
      token,
      body: { organizationId, licenseId },
    });
  const release = (token: string, organizationId: string, licenseId: string) =>
    api.call('POST', '/licenses/release-device', { token, body: { organizationId, licenseId } });

  const rowOf = (licenseId: string) =>
    api.db.selectFrom('licenses').selectAll().where('id', '=', licenseId).executeTakeFirst();
  const activityOf = (organizationId: string) =>
    api.db
      .selectFrom('activity_events')
      .select(['kind', 'actor_type', 'actor_user_id', 'actor_name', 'actor_email', 'subject', 'before'])
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute();
  const problem = (response: CallResult, status: number, detail: string) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(detailOf(response.body)).toBe(detail);
  };

  describe('claim', () => {
    it('claims a licence without a token: 201 with the key, which is stored only as its SHA-256', async () => {
      const { organizationId, licenseId } = await licence();
      const claimed = await claim(licenseId, organizationId, '  Studio iPad 3  ');
      expect(claimed.status).toBe(201);
      expect(claimed.body).toEqual({
        licenseId,
        licenseKey: expect.stringMatching(/^pk_[A-Za-z0-9_-]{43}$/),
        organizationId,
        organizationName: 'Claimed Co',
        identifier: 'Studio iPad',
        claimed_at: START.toISOString(),
        expires_at: null,
        license_token: expect.any(String),
      });
      const row = await rowOf(licenseId);
      expect(row).toMatchObject({
        license_key_hash: sha256(claimed.body.licenseKey),
        device_name: 'Studio iPad 3',
      });
      expect(row?.claimed_at?.toISOString()).toBe(START.toISOString());
      expect(row?.last_seen_at?.toISOString()).toBe(START.toISOString());
      expect(JSON.stringify(row)).not.toContain(claimed.body.licenseKey);
      // Every claim makes another key.
      const other = await licence();
      const second = await claim(other.licenseId, other.organizationId);
      expect(second.body.licenseKey).not.toBe(claimed.body.licenseKey);
    });

    it('records the claim in the activity log with the device as its actor', async () => {
      const { owner, organizationId, licenseId } = await licence();
      await claim(licenseId, organizationId, 'Studio iPad 3');
      expect((await activityOf(organizationId)).at(-1)).toEqual({
        kind: 'license.claimed',
        actor_type: 'device',
        actor_user_id: null,
        actor_name: 'Studio iPad 3',
        actor_email: null,
        subject: 'Studio iPad',
        before: null,
      });
      // The log's answer carries the device actor the contract declares.
      const log = await api.call<Wire<'ActivityPage'>>('GET', `/organizations/${organizationId}/activity`, {
        token: owner.token,
      });
      expect(log.status).toBe(200);
      expect(log.body.items[0]).toMatchObject({
        kind: 'license.claimed',
        actor: { type: 'device', user_id: null, name: 'Studio iPad 3', email: null },
        subject: 'Studio iPad',
      });
    });

    it('shows the claim in the organization, whose ETag moves with the claim and with each report', async () => {
      const { owner, organizationId, licenseId } = await licence();
      const read = (etag?: string) =>
        api.call<Wire<'Organization'>>('GET', `/organizations/${organizationId}`, {
          token: owner.token,
          ...(etag && { headers: { 'if-none-match': etag } }),
        });
      const before = await read();
      expect(before.body.licenses[0]).toMatchObject({
        license_key_hash: null,
        claimed_at: null,
        device_name: null,
        last_seen_at: null,
      });
      const etag = String(before.headers.etag);
      expect((await read(etag)).status).toBe(304);

      const { licenseKey } = (await claim(licenseId, organizationId)).body;
      const afterClaim = await read(etag);
      expect(afterClaim.status).toBe(200);
      expect(afterClaim.body.licenses[0]).toEqual({
        id: licenseId,
        license_key_hash: sha256(licenseKey),
        identifier: 'Studio iPad',
        expires_at: null,
        revoked_at: null,
        trial: false,
        claimed_at: START.toISOString(),
        device_name: 'Studio iPad 3',
        last_seen_at: START.toISOString(),
      });
      const claimedEtag = String(afterClaim.headers.etag);
      expect(claimedEtag).not.toBe(etag);

      api.clock.now = new Date(START.getTime() + 5 * 60_000);
      expect((await seen(licenseId, licenseKey)).status).toBe(200);
      const afterReport = await read(claimedEtag);
      expect(afterReport.status).toBe(200);
      expect(afterReport.body.licenses[0]?.last_seen_at).toBe(api.clock.now.toISOString());
      expect(afterReport.body.licenses[0]?.claimed_at).toBe(START.toISOString());
    });

    it('refuses with the domain’s messages: unknown or another organization’s 404, revoked 410, expired or claimed 409', async () => {
      const { owner, organizationId, licenseId } = await licence();
      const other = await licence();
      problem(await claim(randomUUID(), organizationId), 404, CLAIM_MESSAGES.notFound);
      // The right licence under another organization's id is no licence.
      problem(await claim(licenseId, other.organizationId), 404, CLAIM_MESSAGES.notFound);

      const expiresAt = new Date(START.getTime() - DAY);
      await api.db
        .updateTable('licenses')
        .set({ expires_at: expiresAt })
        .where('id', '=', other.licenseId)
        .execute();
      problem(
        await claim(other.licenseId, other.organizationId),
        409,
        CLAIM_MESSAGES.expired(formatDate(expiresAt)),
      );

      expect((await claim(licenseId, organizationId)).status).toBe(201);
      problem(await claim(licenseId, organizationId, 'Another iPad'), 409, CLAIM_MESSAGES.claimed);
      expect((await rowOf(licenseId))?.device_name).toBe('Studio iPad 3');

      await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId },
      });
      problem(await claim(licenseId, organizationId), 410, CLAIM_MESSAGES.revoked);
    });

    it('validates the device name: trimmed, 1–100 characters, without control or direction-changing characters', async () => {
      const { organizationId, licenseId } = await licence();
      expect((await claim(licenseId, organizationId, 'Studio\u202EiPad')).body).toMatchObject({
        status: 400,
        errors: [
          {
            field: 'deviceName',
            message: 'Device name cannot contain control or direction-changing characters',
          },
        ],
      });
      for (const deviceName of ['', '   ', 'x'.repeat(101), 42, null]) {
        const refused = await claim(licenseId, organizationId, deviceName);
        expect(refused.status, JSON.stringify(deviceName)).toBe(400);
        expect(fieldsOf(refused.body)[0]).toBe('deviceName');
      }
      expect((await rowOf(licenseId))?.license_key_hash).toBeNull();
      expect((await claim(licenseId, organizationId, 'x'.repeat(100))).status).toBe(201);
    });

    it('lets exactly one of several concurrent claims of one licence through; the others answer 409', async () => {
      const { organizationId, licenseId } = await licence();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => claim(licenseId, organizationId, `Device ${index}`)),
      );
      const won = answers.filter((answer) => answer.status === 201);
      expect(won).toHaveLength(1);
      for (const answer of answers.filter((item) => item.status !== 201))
        problem(answer, 409, CLAIM_MESSAGES.claimed);
      const row = await rowOf(licenseId);
      expect(row?.license_key_hash).toBe(sha256(won[0]!.body.licenseKey));
      const claims = (await activityOf(organizationId)).filter((entry) => entry.kind === 'license.claimed');
      expect(claims).toHaveLength(1);
      expect(claims[0]?.actor_name).toBe(row?.device_name);
    });
  });

  describe('seen', () => {
    it('records that the device is in use and answers the licence’s expiry', async () => {
      const { organizationId, licenseId } = await licence();
      const expiresAt = new Date(START.getTime() + 30 * DAY);
      await api.db
        .updateTable('licenses')
        .set({ expires_at: expiresAt })
        .where('id', '=', licenseId)
        .execute();
      const { licenseKey } = (await claim(licenseId, organizationId)).body;
      api.clock.now = new Date(START.getTime() + 3_600_000);
      const report = await seen(licenseId, licenseKey);
      expect(report).toMatchObject({
        status: 200,
        body: { licenseId, last_seen_at: api.clock.now.toISOString(), expires_at: expiresAt.toISOString() },
      });
      const row = await rowOf(licenseId);
      expect(row?.last_seen_at?.toISOString()).toBe(api.clock.now.toISOString());
      expect(row?.claimed_at?.toISOString()).toBe(START.toISOString());
      // A report is no change of the licence anyone made: the log does not grow with it.
      expect((await activityOf(organizationId)).map((entry) => entry.kind)).toEqual([
        'license.assigned',
        'license.claimed',
      ]);
    });

    it('answers 401 to a wrong key, an unclaimed or unknown licence, and 410 to a revoked one', async () => {
      const { owner, organizationId, licenseId } = await licence();
      problem(await seen(licenseId, 'pk_not-yet-claimed'), 401, CLAIM_MESSAGES.wrongKey);
      const { licenseKey } = (await claim(licenseId, organizationId)).body;
      // Its last character changed: to 'A', or to 'B' when it already is one (a key is random).
      const otherLast = licenseKey.endsWith('A') ? 'B' : 'A';
      const wrong = await seen(licenseId, `${licenseKey.slice(0, -1)}${otherLast}`);
      problem(wrong, 401, CLAIM_MESSAGES.wrongKey);
      expect(wrong.headers['www-authenticate']).toBeUndefined();
      problem(await seen(randomUUID(), licenseKey), 401, CLAIM_MESSAGES.wrongKey);
      expect((await rowOf(licenseId))?.last_seen_at?.toISOString()).toBe(START.toISOString());

      await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId },
      });
      problem(await seen(licenseId, licenseKey), 410, CLAIM_MESSAGES.revoked);
    });
  });

  describe('a claim sent again after its answer was lost', () => {
    it('gives the licence back to the same request id and device: the same claim, a new key, the old one refused', async () => {
      const { organizationId, licenseId } = await licence();
      const first = await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-1');
      expect(first.status).toBe(201);
      api.clock.now = new Date(START.getTime() + 60_000);
      const again = await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-1');
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({
        licenseId,
        claimed_at: START.toISOString(),
        identifier: 'Studio iPad',
      });
      expect(again.body.licenseKey).not.toBe(first.body.licenseKey);
      const row = await rowOf(licenseId);
      expect(row?.license_key_hash).toBe(sha256(again.body.licenseKey));
      expect(row?.claim_request_hash).toBe(sha256('claim-attempt-1'));
      expect(JSON.stringify(row)).not.toContain('claim-attempt-1');
      problem(await seen(licenseId, first.body.licenseKey), 401, CLAIM_MESSAGES.wrongKey);
      expect((await seen(licenseId, again.body.licenseKey)).status).toBe(200);
      // One claim in the log, not two.
      expect((await activityOf(organizationId)).map((entry) => entry.kind)).toEqual([
        'license.assigned',
        'license.claimed',
      ]);
    });

    it('refuses another request id, none, another device, and any repeat once the device has reported', async () => {
      const { organizationId, licenseId } = await licence();
      const first = await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-1');
      problem(
        await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-2'),
        409,
        CLAIM_MESSAGES.claimed,
      );
      problem(await claim(licenseId, organizationId, 'Dock iPad 7'), 409, CLAIM_MESSAGES.claimed);
      problem(
        await claim(licenseId, organizationId, 'Dock iPad 8', 'claim-attempt-1'),
        409,
        CLAIM_MESSAGES.claimed,
      );
      api.clock.now = new Date(START.getTime() + 60_000);
      expect((await seen(licenseId, first.body.licenseKey)).status).toBe(200);
      problem(
        await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-1'),
        409,
        CLAIM_MESSAGES.claimed,
      );
      expect((await rowOf(licenseId))?.license_key_hash).toBe(sha256(first.body.licenseKey));
    });

    it('refuses a repeat after a release (the same link then claims anew) and after a revocation', async () => {
      const { owner, organizationId, licenseId } = await licence();
      await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-1');
      expect((await release(owner.token, organizationId, licenseId)).status).toBe(204);
      expect((await rowOf(licenseId))?.claim_request_hash).toBeNull();
      const anew = await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-1');
      expect(anew.status).toBe(201);
      expect(
        (await activityOf(organizationId)).filter((entry) => entry.kind === 'license.claimed'),
      ).toHaveLength(2);
      await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId },
      });
      problem(
        await claim(licenseId, organizationId, 'Dock iPad 7', 'claim-attempt-1'),
        410,
        CLAIM_MESSAGES.revoked,
      );
    });
  });

  describe('licence tokens', () => {
    it('answers a token with the claim that verifies offline against the published keys', async () => {
      const { organizationId, licenseId } = await licence();
      const claimed = await claim(licenseId, organizationId, 'Dock iPad 7');
      const keys = await signingKeys();
      expect(keys.keys).toHaveLength(1);
      expect(keys.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(keys.keys[0]).not.toHaveProperty('d');
      const verified = await verifyLicenseToken(claimed.body.license_token, { jwks: keys, now: START });
      expect(verified).toEqual({
        status: 'valid',
        licenseId,
        organizationId,
        organizationName: 'Claimed Co',
        deviceName: 'Dock iPad 7',
        plan:
          (
            await api.db
              .selectFrom('subscriptions')
              .select('product')
              .where('organization_id', '=', organizationId)
              .executeTakeFirst()
          )?.product ?? null,
        issuedAt: START,
        graceFrom: new Date(START.getTime() + 7 * DAY),
        expiresAt: new Date(START.getTime() + 14 * DAY),
        licenseExpiresAt: null,
      });
      const header = JSON.parse(
        Buffer.from(claimed.body.license_token.split('.')[0]!, 'base64url').toString(),
      );
      expect(header).toEqual({ alg: 'ES256', kid: keys.keys[0]!.kid, typ: 'license+jwt' });
    });

    it('renews the token with each accepted report, and never past the licence’s expiry', async () => {
      const { organizationId, licenseId } = await licence();
      const licenseEnd = new Date(START.getTime() + 10 * DAY);
      await api.db
        .updateTable('licenses')
        .set({ expires_at: licenseEnd })
        .where('id', '=', licenseId)
        .execute();
      const claimed = await claim(licenseId, organizationId);
      api.clock.now = new Date(START.getTime() + 6 * DAY);
      const report = await seen(licenseId, claimed.body.licenseKey);
      const jwks = await signingKeys();
      const renewed = await verifyLicenseToken(report.body.license_token, { jwks, now: api.clock.now });
      expect(renewed).toMatchObject({
        issuedAt: api.clock.now,
        graceFrom: licenseEnd,
        expiresAt: licenseEnd,
      });
      expect(renewed.licenseExpiresAt).toEqual(licenseEnd);
    });

    it('renews nothing for a released device: its last token runs out and the app must claim again', async () => {
      const { owner, organizationId, licenseId } = await licence();
      const claimed = await claim(licenseId, organizationId);
      await release(owner.token, organizationId, licenseId);
      const refused = await seen(licenseId, claimed.body.licenseKey);
      expect(refused.status).toBe(401);
      expect(refused.body).not.toHaveProperty('license_token');
      const jwks = await signingKeys();
      const after = new Date(START.getTime() + 14 * DAY + 1000);
      const error = await verifyLicenseToken(claimed.body.license_token, { jwks, now: after }).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(LicenseTokenError);
      expect((error as LicenseTokenError).reason).toBe('expired');
    });

    it('publishes the keys as a cacheable JWK set that every token of this API names', async () => {
      const answer = await api.call<LicenseSigningKeySet>('GET', '/app/licenses/jwks');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('regenerating the link', () => {
    it('gives an unclaimed licence a new id: the old link claims nothing, the new one claims it', async () => {
      const { owner, organizationId, licenseId } = await licence();
      const regenerated = await regenerate(owner.token, organizationId, licenseId);
      expect(regenerated.status).toBe(200);
      const newId = regenerated.body.licenseId;
      expect(newId).not.toBe(licenseId);
      expect(await rowOf(licenseId)).toBeUndefined();
      expect(await rowOf(newId)).toMatchObject({
        identifier: 'Studio iPad',
        organization_id: organizationId,
      });

      problem(await claim(licenseId, organizationId), 404, CLAIM_MESSAGES.notFound);
      expect((await claim(newId, organizationId)).status).toBe(201);

      const organization = await api.call<Wire<'Organization'>>('GET', `/organizations/${organizationId}`, {
        token: owner.token,
      });
      expect(organization.body.licenses.map((item) => item.id)).toEqual([newId]);
      // Still one licence assigned of the organization's five: the tallies followed the new id.
      const tallies = await api.db
        .selectFrom('organization_tallies')
        .select(['assigned_licenses', 'trial_licenses'])
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow();
      expect(tallies).toEqual({ assigned_licenses: 1, trial_licenses: 0 });
      expect((await activityOf(organizationId)).map((entry) => [entry.kind, entry.subject])).toEqual([
        ['license.assigned', 'Studio iPad'],
        ['license.link_regenerated', 'Studio iPad'],
        ['license.claimed', 'Studio iPad'],
      ]);
    });

    it('refuses a claimed licence (409 naming its device), and a revoked or unknown one (404)', async () => {
      const { owner, organizationId, licenseId } = await licence();
      await claim(licenseId, organizationId, 'Studio iPad 3');
      problem(
        await regenerate(owner.token, organizationId, licenseId),
        409,
        'The licence is claimed by Studio iPad 3: release its device before regenerating its link.',
      );
      expect(await rowOf(licenseId)).toBeDefined();
      expect((await regenerate(owner.token, organizationId, randomUUID())).status).toBe(404);
      const other = await licence();
      // Another organization's licence is not this organization's.
      expect((await regenerate(owner.token, organizationId, other.licenseId)).status).toBe(404);
      await api.call('POST', '/licenses/remove-member-from-license', {
        token: other.owner.token,
        body: { organizationId: other.organizationId, licenseId: other.licenseId },
      });
      expect((await regenerate(other.owner.token, other.organizationId, other.licenseId)).status).toBe(404);
    });
  });

  describe('releasing the device', () => {
    it('clears the claim: the old key answers 401 at once, and the same link claims again', async () => {
      const { owner, organizationId, licenseId } = await licence();
      const first = (await claim(licenseId, organizationId, 'Studio iPad 3')).body.licenseKey;
      const released = await release(owner.token, organizationId, licenseId);
      expect(released.status).toBe(204);
      expect(await rowOf(licenseId)).toMatchObject({
        license_key_hash: null,
        claimed_at: null,
        device_name: null,
        last_seen_at: null,
        identifier: 'Studio iPad',
      });
      problem(await seen(licenseId, first), 401, CLAIM_MESSAGES.wrongKey);

      const again = await claim(licenseId, organizationId, 'Studio iPad 4');
      expect(again.status).toBe(201);
      expect(again.body.licenseKey).not.toBe(first);
      expect((await seen(licenseId, again.body.licenseKey)).status).toBe(200);
      expect((await activityOf(organizationId)).map((entry) => [entry.kind, entry.before])).toEqual([
        ['license.assigned', null],
        ['license.claimed', null],
        ['license.device_released', { device: 'Studio iPad 3' }],
        ['license.claimed', null],
      ]);
    });

    it('refuses a licence that is not claimed (409), and a revoked or unknown one (404)', async () => {
      const { owner, organizationId, licenseId } = await licence();
      const refused = await release(owner.token, organizationId, licenseId);
      expect(refused.status).toBe(409);
      expect((await release(owner.token, organizationId, randomUUID())).status).toBe(404);
      await claim(licenseId, organizationId);
      await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId },
      });
      expect((await release(owner.token, organizationId, licenseId)).status).toBe(404);
    });

    it('is the licence managers’: a Billing member gets 403, a stranger 404, and nothing changes', async () => {
      const { organizationId, licenseId } = await licence();
      await claim(licenseId, organizationId);
      const billing = await api.createUser();
      await api.addMember(organizationId, billing, 'BILLING');
      const stranger: TestUser = await api.createUser();
      for (const call of [release, regenerate]) {
        expect((await call(billing.token, organizationId, licenseId)).status).toBe(403);
        expect((await call(stranger.token, organizationId, licenseId)).status).toBe(404);
      }
      expect((await rowOf(licenseId))?.device_name).toBe('Studio iPad 3');
    });
  });
});

describe.each(ROUTE_TEST_DRIVERS)('the signing keys’ rate limit on %s', (driver) => {
  const api = useTestApi(driver, {
    rateLimits: { licenseKeySetReadsPerAddress: { max: 2, windowMs: 60_000 } },
  });

  it('answers 429 with Retry-After past the reads one address may make, and counts each address apart', async () => {
    const read = (remoteAddress: string) =>
      api.app.inject({ method: 'GET', url: '/admin-console/v1/app/licenses/jwks', remoteAddress });
    expect((await read('10.0.0.1')).statusCode).toBe(200);
    expect((await read('10.0.0.1')).statusCode).toBe(200);
    const limited = await read('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ detail: string }>().detail).toMatch(
      /^This address has reached the limit of 2 reads of the licence signing keys in 60 seconds\./,
    );
    expect((await read('10.0.0.2')).statusCode).toBe(200);
  });
});

describe.each(ROUTE_TEST_DRIVERS)('the licence key in the logs on %s', (driver) => {
  const lines: string[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApiServer>>;

  // The API is started before the test, as useTestApi does, with a trace-level log the test reads.
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    database = await openTestDatabase(driver);
    const tokens = await createTestTokens();
    app = await buildApiServer({
      db: database.db,
      verifyAccessToken: tokens.verifier,
      publicUrl: 'http://127.0.0.1:4000',
      corsOrigins: [],
      payments: createRecordingPaymentProvider(),
      logger: { level: 'trace', stream, redact: LOG_REDACT_PATHS },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('never appears in the request log of a claim or a report', async () => {
    const ownerId = randomUUID();
    const organizationId = randomUUID();
    const licenseId = randomUUID();
    await database.db
      .insertInto('users')
      .values({ id: ownerId, subject: `sub-${ownerId}`, email: 'logs@example.com', system_role: 'USER' })
      .execute();
    await database.db
      .insertInto('organizations')
      .values({ id: organizationId, name: 'Logged Co', owner_user_id: ownerId, pod_admin_license_count: 1 })
      .execute();
    await database.db
      .insertInto('licenses')
      .values({ id: licenseId, organization_id: organizationId, identifier: 'Logged iPad', trial: false })
      .execute();
    const post = (url: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const claimed = await post('/admin-console/v1/app/licenses/claim', {
      licenseId,
      organizationId,
      deviceName: 'Logged iPad',
    });
    expect(claimed.statusCode).toBe(201);
    const { licenseKey } = claimed.json<{ licenseKey: string }>();
    expect((await post('/admin-console/v1/app/licenses/seen', { licenseId, licenseKey })).statusCode).toBe(
      200,
    );
    // A wrong key is not logged either.
    const wrongKey = `${licenseKey}-wrong`;
    expect(
      (await post('/admin-console/v1/app/licenses/seen', { licenseId, licenseKey: wrongKey })).statusCode,
    ).toBe(401);
    const output = lines.join('');
    expect(output).toContain('/admin-console/v1/app/licenses/claim');
    expect(output).toContain('/admin-console/v1/app/licenses/seen');
    expect(output).not.toContain(licenseKey);
    expect(output).not.toContain(licenseKey.slice(3));
    expect(output).not.toContain(wrongKey);
    // Nor the licence token, nor its signature.
    const { license_token: licenseToken } = claimed.json<{ license_token: string }>();
    expect(output).not.toContain(licenseToken.split('.')[2]);
  });
});
