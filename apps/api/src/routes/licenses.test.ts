import { describe, expect, it } from 'vitest';

import { TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi } from '../test-support/test-api';

const DAY = 86_400_000;

describe.each(TEST_DRIVERS)('licences on %s', (driver) => {
  const api = useTestApi(driver);

  async function orgWithPlan(input: Parameters<typeof api.createOrganization>[1] = {}) {
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner, input);
    return { owner, organizationId };
  }

  const assign = (token: string, organizationId: string, identifier: unknown = 'Front desk iPad') =>
    api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
      token,
      body: { organizationId, identifier, licenseType: 'POD_ADMIN' },
    });

  describe('assign', () => {
    it('creates a licence with the trimmed identifier and answers its id', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const response = await assign(owner.token, organizationId, '  Front desk iPad  ');
      expect(response.status).toBe(201);
      const row = await api.db
        .selectFrom('licenses')
        .selectAll()
        .where('id', '=', response.body.licenseId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        organization_id: organizationId,
        identifier: 'Front desk iPad',
        trial: false,
        revoked_at: null,
      });
    });

    it('answers 409 naming the counts once assigned reaches available', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 1 });
      expect((await assign(owner.token, organizationId)).status).toBe(201);
      const refused = await assign(owner.token, organizationId);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ status: 409, detail: 'All licences are assigned: 1 of 1.' });
    });

    it('counts trial licences as available (spec §4: available = trial + POD_ADMIN count)', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 0 });
      await api.db
        .insertInto('licenses')
        .values({ id: crypto.randomUUID(), organization_id: organizationId, identifier: null, trial: true })
        .execute();
      expect((await assign(owner.token, organizationId)).status).toBe(201);
      expect((await assign(owner.token, organizationId)).status).toBe(409);
    });

    it('refuses an organization without a plan', async () => {
      const { owner, organizationId } = await orgWithPlan({ subscription: null });
      const refused = await assign(owner.token, organizationId);
      expect(refused.status).toBe(409);
      expect(detailOf(refused.body)).toMatch(/no plan/);
    });

    it('refuses a plan that is not active: past due, or a trial whose end has passed', async () => {
      const pastDue = await orgWithPlan({ subscription: { status: 'past_due' } });
      const refused = await assign(pastDue.owner.token, pastDue.organizationId);
      expect(refused.status).toBe(409);
      expect(detailOf(refused.body)).toMatch(/not active \(status past_due\)/);

      const expiredTrial = await orgWithPlan({
        subscription: { status: 'trialing', trial_end: new Date(api.clock.now.getTime() - DAY) },
      });
      expect((await assign(expiredTrial.owner.token, expiredTrial.organizationId)).status).toBe(409);

      const runningTrial = await orgWithPlan({
        subscription: { status: 'trialing', trial_end: new Date(api.clock.now.getTime() + DAY) },
      });
      expect((await assign(runningTrial.owner.token, runningTrial.organizationId)).status).toBe(201);
    });

    it('validates the identifier: required, not blank, at most 200 characters', async () => {
      const { owner, organizationId } = await orgWithPlan();
      for (const identifier of ['', '   ', 'x'.repeat(201), 42, null]) {
        const response = await assign(owner.token, organizationId, identifier);
        expect(response.status, JSON.stringify(identifier)).toBe(400);
        expect(fieldsOf(response.body)[0]).toBe('identifier');
      }
      expect((await assign(owner.token, organizationId, 'x'.repeat(200))).status).toBe(201);
      const missing = await api.call('POST', '/licenses/assign-member-to-license', {
        token: owner.token,
        body: { organizationId, licenseType: 'POD_ADMIN' },
      });
      expect(missing.body).toMatchObject({
        status: 400,
        errors: [{ field: 'identifier', message: 'is required' }],
      });
    });

    it('applies the Unicode rule of the console’s form to identifiers, with its messages (spec §5)', async () => {
      const { owner, organizationId } = await orgWithPlan();
      expect((await assign(owner.token, organizationId, 'Desk\u202E1')).body).toMatchObject({
        status: 400,
        errors: [
          {
            field: 'identifier',
            message: 'Identifier cannot contain control or direction-changing characters',
          },
        ],
      });
      expect((await assign(owner.token, organizationId, '\uFEFF\u200B')).body).toMatchObject({
        status: 400,
        errors: [{ field: 'identifier', message: 'Identifier is required' }],
      });
      expect(await api.db.selectFrom('licenses').select('id').execute()).toEqual([]);
      const { licenseId } = (await assign(owner.token, organizationId, ' 👨‍👩‍👧 Reception ')).body;
      const update = await api.call('POST', '/licenses/update-license-identifier', {
        token: owner.token,
        body: { organizationId, licenseId, identifier: 'Front\u2067desk' },
      });
      expect(update.body).toMatchObject({
        errors: [
          {
            field: 'identifier',
            message: 'Identifier cannot contain control or direction-changing characters',
          },
        ],
      });
      const row = await api.db
        .selectFrom('licenses')
        .select('identifier')
        .where('id', '=', licenseId)
        .executeTakeFirstOrThrow();
      expect(row.identifier).toBe('👨‍👩‍👧 Reception');
    });

    it('answers 404 for an organization the caller does not belong to', async () => {
      const { organizationId } = await orgWithPlan();
      const stranger = await api.createUser();
      const response = await assign(stranger.token, organizationId);
      expect(response.status).toBe(404);
      expect(await api.db.selectFrom('licenses').select('id').execute()).toEqual([]);
    });

    it('creates exactly the free licences under 50 parallel assignments (spec §4)', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 5 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => assign(owner.token, organizationId, `Device ${index}`)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(45);
      const rows = await api.db
        .selectFrom('licenses')
        .select('id')
        .where('organization_id', '=', organizationId)
        .execute();
      expect(rows).toHaveLength(5);
    });
  });

  describe('revoke', () => {
    it('sets revoked_at, drops the licence from the organization and frees it', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 1 });
      const { licenseId } = (await assign(owner.token, organizationId)).body;
      const revoked = await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId },
      });
      expect(revoked).toMatchObject({ status: 200, body: { success: true } });
      const row = await api.db
        .selectFrom('licenses')
        .select('revoked_at')
        .where('id', '=', licenseId)
        .executeTakeFirstOrThrow();
      expect(row.revoked_at?.toISOString()).toBe(api.clock.now.toISOString());
      const organization = await api.call<{ licenses: unknown[] }>(
        'GET',
        `/organizations/${organizationId}`,
        { token: owner.token },
      );
      expect(organization.body.licenses).toEqual([]);
      expect((await assign(owner.token, organizationId)).status).toBe(201);
    });

    it('answers 404 for a licence already revoked, of another organization, or unknown', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const other = await orgWithPlan();
      const { licenseId } = (await assign(owner.token, organizationId)).body;
      const { licenseId: foreignId } = (await assign(other.owner.token, other.organizationId)).body;
      const revoke = (id: string) =>
        api.call('POST', '/licenses/remove-member-from-license', {
          token: owner.token,
          body: { organizationId, licenseId: id },
        });
      expect((await revoke(licenseId)).status).toBe(200);
      expect((await revoke(licenseId)).status).toBe(404);
      expect((await revoke(foreignId)).status).toBe(404);
      expect((await revoke(crypto.randomUUID())).status).toBe(404);
    });

    it('answers 404 to a non-member and 400 to an id that is not a UUID', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const { licenseId } = (await assign(owner.token, organizationId)).body;
      const stranger = await api.createUser();
      expect(
        (
          await api.call('POST', '/licenses/remove-member-from-license', {
            token: stranger.token,
            body: { organizationId, licenseId },
          })
        ).status,
      ).toBe(404);
      const bad = await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId: 'not-a-uuid' },
      });
      expect(bad.body).toMatchObject({ status: 400, errors: [{ field: 'licenseId' }] });
    });
  });

  describe('update identifier', () => {
    it('stores the trimmed identifier', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const { licenseId } = (await assign(owner.token, organizationId)).body;
      const response = await api.call('POST', '/licenses/update-license-identifier', {
        token: owner.token,
        body: { organizationId, licenseId, identifier: '  Reception  ' },
      });
      expect(response.status).toBe(204);
      const row = await api.db
        .selectFrom('licenses')
        .select('identifier')
        .where('id', '=', licenseId)
        .executeTakeFirstOrThrow();
      expect(row.identifier).toBe('Reception');
    });

    it('refuses a blank identifier, a non-member and a revoked licence', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const { licenseId } = (await assign(owner.token, organizationId)).body;
      const update = (token: string, identifier: string) =>
        api.call('POST', '/licenses/update-license-identifier', {
          token,
          body: { organizationId, licenseId, identifier },
        });
      expect((await update(owner.token, ' ')).body).toMatchObject({
        status: 400,
        errors: [{ field: 'identifier', message: 'must not be blank' }],
      });
      const stranger = await api.createUser();
      expect((await update(stranger.token, 'Mine now')).status).toBe(404);
      await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId },
      });
      expect((await update(owner.token, 'Too late')).status).toBe(404);
    });
  });
});
