// Licences in batches (docs/decisions/0027-licences-at-scale.md): creating up to LICENSE_BATCH_MAX at once, all or
// none within the free licences (spec §4), and revoking several at once, skipping what is already revoked.
import { randomUUID } from 'node:crypto';

import { LICENSE_BATCH_MAX, type ActivityKind } from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi } from '../test-support/test-api';

describe.each(ROUTE_TEST_DRIVERS)('licences in batches on %s', (driver) => {
  const api = useTestApi(driver);

  async function orgWithPlan(input: Parameters<typeof api.createOrganization>[1] = {}) {
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner, input);
    return { owner, organizationId };
  }

  const assignMany = (token: string, organizationId: string, identifiers: unknown) =>
    api.call<{ licenseIds: string[] }>('POST', '/licenses/assign-many', {
      token,
      body: { organizationId, identifiers, licenseType: 'POD_ADMIN' },
    });
  const revokeMany = (token: string, organizationId: string, licenseIds: string[]) =>
    api.call<{ revokedLicenseIds: string[] }>('POST', '/licenses/revoke-many', {
      token,
      body: { organizationId, licenseIds },
    });

  const licencesOf = (organizationId: string) =>
    api.db
      .selectFrom('licenses')
      .select(['id', 'identifier', 'revoked_at'])
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const talliesOf = async (organizationId: string) =>
    (
      await api.db
        .selectFrom('organization_tallies')
        .select('assigned_licenses')
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow()
    ).assigned_licenses;
  const activityOf = (organizationId: string, kind: ActivityKind) =>
    api.db
      .selectFrom('activity_events')
      .select(['subject', 'actor_type', 'actor_user_id'])
      .where('organization_id', '=', organizationId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  describe('assign many', () => {
    it('creates every licence, trimmed, in the order sent, and answers their ids in that order', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const response = await assignMany(owner.token, organizationId, [
        '  Zebra iPad ',
        'Alpha iPad',
        'Mid iPad',
      ]);
      expect(response.status).toBe(201);
      const { licenseIds } = response.body;
      expect(licenseIds).toHaveLength(3);
      expect(await licencesOf(organizationId)).toEqual([
        { id: licenseIds[0], identifier: 'Zebra iPad', revoked_at: null },
        { id: licenseIds[1], identifier: 'Alpha iPad', revoked_at: null },
        { id: licenseIds[2], identifier: 'Mid iPad', revoked_at: null },
      ]);
      // The organization lists them as sent, and the log has one entry each, by the member, in that order.
      const organization = await api.call<{ licenses: Array<{ id: string }> }>(
        'GET',
        `/organizations/${organizationId}`,
        { token: owner.token },
      );
      expect(organization.body.licenses.map((license) => license.id)).toEqual(licenseIds);
      expect(await activityOf(organizationId, 'license.assigned')).toEqual(
        ['Zebra iPad', 'Alpha iPad', 'Mid iPad'].map((subject) => ({
          subject,
          actor_type: 'user',
          actor_user_id: owner.id,
        })),
      );
      expect(await talliesOf(organizationId)).toBe(3);
    });

    it('creates all or nothing at the free licences, and says how many are free', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 5 });
      expect((await assignMany(owner.token, organizationId, ['First'])).status).toBe(201);
      const tooMany = await assignMany(owner.token, organizationId, ['A', 'B', 'C', 'D', 'E']);
      expect(tooMany.status).toBe(409);
      expect(detailOf(tooMany.body)).toBe('Only 4 licences are free: 5 identifiers were sent.');
      expect(await licencesOf(organizationId)).toHaveLength(1);
      expect((await assignMany(owner.token, organizationId, ['A', 'B', 'C'])).status).toBe(201);
      expect(detailOf((await assignMany(owner.token, organizationId, ['D', 'E'])).body)).toBe(
        'Only 1 licence is free: 2 identifiers were sent.',
      );
      expect((await assignMany(owner.token, organizationId, ['D'])).status).toBe(201);
      const full = await assignMany(owner.token, organizationId, ['F']);
      expect(full.status).toBe(409);
      expect(detailOf(full.body)).toBe('All licences are assigned: 5 of 5.');
      // The clock is pinned: the batches share one instant, so only what was created is compared, not its order.
      expect((await licencesOf(organizationId)).map((license) => license.identifier).sort()).toEqual([
        'A',
        'B',
        'C',
        'D',
        'First',
      ]);
    });

    it(`takes ${LICENSE_BATCH_MAX} identifiers in one request, and no more`, async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 10_000 });
      const identifiers = Array.from({ length: LICENSE_BATCH_MAX }, (_, index) => `Device ${index + 1}`);
      const tooLong = await assignMany(owner.token, organizationId, [...identifiers, 'One more']);
      expect(tooLong.status).toBe(400);
      expect(fieldsOf(tooLong.body)).toEqual(['identifiers']);
      const created = await assignMany(owner.token, organizationId, identifiers);
      expect(created.status).toBe(201);
      expect(new Set(created.body.licenseIds).size).toBe(LICENSE_BATCH_MAX);
      const rows = await licencesOf(organizationId);
      expect(rows.map((row) => row.identifier)).toEqual(identifiers);
      expect(rows.map((row) => row.id)).toEqual(created.body.licenseIds);
      expect(await talliesOf(organizationId)).toBe(LICENSE_BATCH_MAX);
      expect(await activityOf(organizationId, 'license.assigned')).toHaveLength(LICENSE_BATCH_MAX);
    });

    it('refuses a repeated identifier (trimmed, any case) naming the repeat, and invalid ones naming theirs', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const repeated = await assignMany(owner.token, organizationId, ['iPad 3', 'Desk', ' IPAD 3 ']);
      expect(repeated.status).toBe(400);
      expect(repeated.body).toMatchObject({
        errors: [{ field: 'identifiers/2', message: 'repeats identifiers/0' }],
      });
      expect((await assignMany(owner.token, organizationId, ['Desk', 'Front\u202Edesk'])).body).toMatchObject(
        {
          status: 400,
          errors: [
            {
              field: 'identifiers/1',
              message: 'Identifier cannot contain control or direction-changing characters',
            },
          ],
        },
      );
      expect((await assignMany(owner.token, organizationId, ['Desk', '\uFEFF\u200B'])).body).toMatchObject({
        errors: [{ field: 'identifiers/1', message: 'Identifier is required' }],
      });
      for (const identifiers of [[], ['Desk', '  '], ['Desk', 'x'.repeat(201)], 'Desk', [42]]) {
        const refused = await assignMany(owner.token, organizationId, identifiers);
        expect(refused.status, JSON.stringify(identifiers)).toBe(400);
        expect(fieldsOf(refused.body)[0]).toMatch(/^identifiers/);
      }
      expect(await licencesOf(organizationId)).toEqual([]);
    });

    it('answers 403 to a Billing member and 404 to a non-member, creating nothing', async () => {
      const { organizationId } = await orgWithPlan();
      const billing = await api.createUser();
      await api.addMember(organizationId, billing, 'BILLING');
      const refused = await assignMany(billing.token, organizationId, ['Desk']);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ permission: 'licenses:manage' });
      const manager = await api.createUser();
      await api.addMember(organizationId, manager, 'LICENSE_MANAGER');
      const stranger = await api.createUser();
      expect((await assignMany(stranger.token, organizationId, ['Desk'])).status).toBe(404);
      expect(await licencesOf(organizationId)).toEqual([]);
      expect((await assignMany(manager.token, organizationId, ['Desk'])).status).toBe(201);
    });

    it('refuses a plan that is not active, or no plan (409)', async () => {
      const pastDue = await orgWithPlan({ subscription: { status: 'past_due' } });
      const refused = await assignMany(pastDue.owner.token, pastDue.organizationId, ['Desk']);
      expect(refused.status).toBe(409);
      expect(detailOf(refused.body)).toMatch(/not active \(status past_due\)/);
      const noPlan = await orgWithPlan({ subscription: null });
      const none = await assignMany(noPlan.owner.token, noPlan.organizationId, ['Desk']);
      expect(none.status).toBe(409);
      expect(detailOf(none.body)).toMatch(/no plan/);
      expect(await licencesOf(pastDue.organizationId)).toEqual([]);
    });

    it('never creates more than the free licences under parallel batches (spec §4)', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 10 });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          assignMany(owner.token, organizationId, [
            `Batch ${index} a`,
            `Batch ${index} b`,
            `Batch ${index} c`,
          ]),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // Three batches of three fit in ten; every other one finds fewer than three free.
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(17);
      const rows = await licencesOf(organizationId);
      expect(rows).toHaveLength(9);
      // Each batch whole: its three licences, or none of them.
      const created = answers.flatMap((answer) => (answer.status === 201 ? answer.body.licenseIds : []));
      expect(rows.map((row) => row.id).sort()).toEqual(created.sort());
      expect(await talliesOf(organizationId)).toBe(9);
    });

    it('never creates more than the free licences when batches and single assignments race', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 10 });
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, (_, index) =>
          assignMany(owner.token, organizationId, [`Many ${index} a`, `Many ${index} b`]),
        ),
        ...Array.from({ length: 10 }, (_, index) =>
          api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
            token: owner.token,
            body: { organizationId, identifier: `One ${index}`, licenseType: 'POD_ADMIN' },
          }),
        ),
      ]);
      const created = answers.reduce(
        (sum, answer, index) => sum + (answer.status === 201 ? (index < 10 ? 2 : 1) : 0),
        0,
      );
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(created).toBeLessThanOrEqual(10);
      expect(await licencesOf(organizationId)).toHaveLength(created);
      expect(await talliesOf(organizationId)).toBe(created);
    });
  });

  describe('revoke many', () => {
    it('revokes the licences not yet revoked, answers them in the order given, and skips the rest', async () => {
      const { owner, organizationId } = await orgWithPlan({ licenseCount: 4 });
      const other = await orgWithPlan();
      const [a, b, c, d] = (await assignMany(owner.token, organizationId, ['A', 'B', 'C', 'D'])).body
        .licenseIds as [string, string, string, string];
      const [foreign] = (await assignMany(other.owner.token, other.organizationId, ['Foreign'])).body
        .licenseIds;
      expect(
        (
          await api.call('POST', '/licenses/remove-member-from-license', {
            token: owner.token,
            body: { organizationId, licenseId: b },
          })
        ).status,
      ).toBe(200);
      api.clock.now = new Date(api.clock.now.getTime() + 60_000);

      const response = await revokeMany(owner.token, organizationId, [d, b, foreign!, randomUUID(), a]);
      expect(response).toMatchObject({ status: 200, body: { revokedLicenseIds: [d, a] } });
      const rows = await licencesOf(organizationId);
      expect(rows.filter((row) => row.revoked_at === null).map((row) => row.id)).toEqual([c]);
      expect(rows.find((row) => row.id === d)?.revoked_at?.toISOString()).toBe(api.clock.now.toISOString());
      expect((await licencesOf(other.organizationId))[0]?.revoked_at).toBeNull();
      expect((await activityOf(organizationId, 'license.revoked')).map((entry) => entry.subject)).toEqual([
        'B',
        'D',
        'A',
      ]);
      // Freed: three licences to assign again.
      expect(await talliesOf(organizationId)).toBe(1);
      expect((await assignMany(owner.token, organizationId, ['E', 'F', 'G'])).status).toBe(201);

      const again = await revokeMany(owner.token, organizationId, [d, a]);
      expect(again).toMatchObject({ status: 200, body: { revokedLicenseIds: [] } });
    });

    it('answers 403 to a Billing member, 404 to a non-member, and 400 to a repeated id, revoking nothing', async () => {
      const { owner, organizationId } = await orgWithPlan();
      const { licenseIds } = (await assignMany(owner.token, organizationId, ['A', 'B'])).body;
      const billing = await api.createUser();
      await api.addMember(organizationId, billing, 'BILLING');
      const stranger = await api.createUser();
      expect((await revokeMany(billing.token, organizationId, licenseIds)).status).toBe(403);
      expect((await revokeMany(stranger.token, organizationId, licenseIds)).status).toBe(404);
      const repeated = await revokeMany(owner.token, organizationId, [licenseIds[0]!, licenseIds[0]!]);
      expect(repeated.status).toBe(400);
      expect((await revokeMany(owner.token, organizationId, [])).status).toBe(400);
      expect((await licencesOf(organizationId)).every((row) => row.revoked_at === null)).toBe(true);
    });
  });
});
