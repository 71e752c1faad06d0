import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';

import { lockOrganization } from '../db/organization-lock';
import type { Database } from '../db/schema';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi, type CallResult } from '../test-support/test-api';

const DAY = 86_400_000;

describe.each(ROUTE_TEST_DRIVERS)('licences on %s', (driver) => {
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

// An assignment decides without a lock, then locks and inserts in one statement only if what it decided on still
// holds. Here another transaction holds a row that statement locks and changes something while the statement
// waits for it: the assignment must decide on what that transaction committed, and the two must not wait on each
// other in a cycle. PostgreSQL only: PGlite runs one transaction at a time, so nothing waits there.
describe.each(ROUTE_TEST_DRIVERS.filter((driver) => driver === 'postgres'))(
  'an assignment waiting for the organization on %s',
  (driver) => {
    const api = useTestApi(driver);

    /**
     * In one transaction: `hold` (locks and changes), then the assignment is started, then, once the assignment's
     * statement waits for this transaction, `then` (more of the same), and the commit. Answers the assignment's
     * answer.
     */
    async function assignWhileHeld(
      organizationId: string,
      token: string,
      hold: (trx: Transaction<Database>) => Promise<unknown>,
      then: (trx: Transaction<Database>) => Promise<unknown> = async () => {},
    ): Promise<CallResult> {
      let assignment: Promise<CallResult> | undefined;
      await api.db.transaction().execute(async (trx) => {
        await hold(trx);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const holder = rows[0]!.pid;
        assignment = api.call('POST', '/licenses/assign-member-to-license', {
          token,
          body: { organizationId, identifier: 'Waiting iPad', licenseType: 'POD_ADMIN' },
        });
        for (let waited = 0; ; waited += 10) {
          const blocked = await sql<{ count: number }>`
            select count(*)::int as count from pg_stat_activity where ${holder}::int = any (pg_blocking_pids(pid))
          `.execute(api.db);
          if (blocked.rows[0]!.count > 0) break;
          if (waited > 5000) throw new Error('the assignment never waited for this transaction');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await then(trx);
      });
      return assignment!;
    }

    /** The organization locked (as every writer of its licences, plan and count locks it), then `change`. */
    const assignWhileLocked = (
      organizationId: string,
      token: string,
      change: (trx: Transaction<Database>) => Promise<unknown>,
    ) =>
      assignWhileHeld(organizationId, token, async (trx) => {
        await lockOrganization(trx, organizationId);
        await change(trx);
      });

    const licencesOf = async (organizationId: string) =>
      (
        await api.db
          .selectFrom('licenses')
          .select('identifier')
          .where('organization_id', '=', organizationId)
          .orderBy('identifier')
          .execute()
      ).map((row) => row.identifier);

    it('sees the last free licence taken meanwhile: 409 with the counts, one licence', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { licenseCount: 1 });
      const answer = await assignWhileLocked(organizationId, owner.token, (trx) =>
        trx
          .insertInto('licenses')
          .values({
            id: crypto.randomUUID(),
            organization_id: organizationId,
            identifier: 'First iPad',
            trial: false,
          })
          .execute(),
      );
      expect(answer).toMatchObject({
        status: 409,
        body: { detail: 'All licences are assigned: 1 of 1.' },
      });
      expect(await licencesOf(organizationId)).toEqual(['First iPad']);
    });

    it('sees the licence count lowered meanwhile', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { licenseCount: 3 });
      const answer = await assignWhileLocked(organizationId, owner.token, (trx) =>
        trx
          .updateTable('organizations')
          .set({ pod_admin_license_count: 0 })
          .where('id', '=', organizationId)
          .execute(),
      );
      expect(answer).toMatchObject({
        status: 409,
        body: { detail: 'All licences are assigned: 0 of 0.' },
      });
      expect(await licencesOf(organizationId)).toEqual([]);
    });

    it('sees the plan stop meanwhile: 409, no licence', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      const answer = await assignWhileLocked(organizationId, owner.token, (trx) =>
        trx
          .updateTable('subscriptions')
          .set({ status: 'past_due' })
          .where('organization_id', '=', organizationId)
          .execute(),
      );
      expect(answer.status).toBe(409);
      expect(detailOf(answer.body)).toMatch(/not active \(status past_due\)/);
      expect(await licencesOf(organizationId)).toEqual([]);
    });

    it('sees its membership removed meanwhile: 404, no licence', async () => {
      const owner = await api.createUser();
      const member = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      await api.addMember(organizationId, member);
      const answer = await assignWhileLocked(organizationId, member.token, (trx) =>
        trx
          .deleteFrom('memberships')
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', member.id)
          .execute(),
      );
      expect(answer.status).toBe(404);
      expect(await licencesOf(organizationId)).toEqual([]);
    });

    it('decides again when the plan changed meanwhile but still allows it: 201', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { licenseCount: 1 });
      const answer = await assignWhileLocked(organizationId, owner.token, (trx) =>
        trx
          .updateTable('subscriptions')
          .set({ product: 'enterprise', price_amount: null })
          .where('organization_id', '=', organizationId)
          .execute(),
      );
      expect(answer.status).toBe(201);
      expect(await licencesOf(organizationId)).toEqual(['Waiting iPad']);
    });

    it('never deadlocks with the removal of its member, which holds the membership before the organization', async () => {
      const owner = await api.createUser();
      const member = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      await api.addMember(organizationId, member);
      const membership = (trx: Transaction<Database>) =>
        trx
          .selectFrom('memberships')
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', member.id);
      // As the removal's one statement does: the membership row first, the organization (its triggers) after.
      const answer = await assignWhileHeld(
        organizationId,
        member.token,
        (trx) => membership(trx).select('user_id').forUpdate().execute(),
        async (trx) => {
          await trx
            .selectFrom('organizations')
            .select('id')
            .where('id', '=', organizationId)
            .forNoKeyUpdate()
            .execute();
          await trx
            .deleteFrom('memberships')
            .where('organization_id', '=', organizationId)
            .where('user_id', '=', member.id)
            .execute();
        },
      );
      expect(answer.status).toBe(404);
      expect(await licencesOf(organizationId)).toEqual([]);
    });
  },
);
