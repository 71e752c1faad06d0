import { randomUUID } from 'node:crypto';

import type { components } from '@pod-console/sdk';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { changesOf, heardFrom } from '../test-support/change-feeds';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { buildCountingServer, detailOf, fieldsOf, useTestApi, type TestUser } from '../test-support/test-api';

type AdminOrganization = components['schemas']['AdminOrganization'];
type AdminOrganizationPage = components['schemas']['AdminOrganizationPage'];
type AdminOrganizationDetail = components['schemas']['AdminOrganizationDetail'];
type Sort = components['schemas']['AdminOrganizationSort'];

const DAY = 86_400_000;

describe.each(ROUTE_TEST_DRIVERS)('platform admin on %s', (driver) => {
  const api = useTestApi(driver);

  async function setup() {
    const admin = await api.createUser({ role: 'SUPER_ADMIN', email: 'admin@example.com' });
    const owner = await api.createUser({ email: 'owner@example.com', firstName: 'Olive', lastName: 'Owner' });
    const organizationId = await api.createOrganization(owner, { name: 'Acme', licenseCount: 3 });
    await api.db
      .insertInto('licenses')
      .values([
        { id: randomUUID(), organization_id: organizationId, identifier: 'Assigned', trial: false },
        { id: randomUUID(), organization_id: organizationId, identifier: 'Trial assigned', trial: true },
        { id: randomUUID(), organization_id: organizationId, identifier: null, trial: true },
        { id: randomUUID(), organization_id: organizationId, identifier: '  ', trial: false },
        {
          id: randomUUID(),
          organization_id: organizationId,
          identifier: 'Revoked',
          trial: true,
          revoked_at: new Date(),
        },
      ])
      .execute();
    return { admin, owner, organizationId };
  }

  const list = (token: string, query: Record<string, string | number> = {}) =>
    api.call<AdminOrganizationPage>(
      'GET',
      `/admin/organizations?${new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      )}`,
      { token },
    );

  const namesOf = (page: AdminOrganizationPage) => page.items.map((item) => item.name);

  it('answers 403 to every platform-admin call of a USER, even a member', async () => {
    const { owner, organizationId } = await setup();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/organizations'],
      ['GET', `/admin/organizations/${organizationId}`],
      [
        'PATCH',
        `/organizations/${organizationId}/update-license-count`,
        { licenseCount: 10, licenseType: 'POD_ADMIN' },
      ],
      ['DELETE', `/organizations/${organizationId}/delete-trial-licenses`],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.call(method, path, { token: owner.token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const row = await api.db
      .selectFrom('organizations')
      .select('pod_admin_license_count')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(row.pod_admin_license_count).toBe(3);
  });

  it('lists an organization with its owner, spec §4 counts, members and whole subscription', async () => {
    const { admin, owner, organizationId } = await setup();
    const response = await list(admin.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      items: [
        {
          id: organizationId,
          name: 'Acme',
          created_at: expect.any(String),
          owner_user_id: owner.id,
          owner_email: 'owner@example.com',
          owner_first_name: 'Olive',
          owner_last_name: 'Owner',
          license_counts: { POD_ADMIN: 3 },
          // Blank identifiers and revoked licences are not assigned; revoked trial licences are not counted.
          assigned_license_count: 2,
          trial_license_count: 2,
          assigned_trial_license_count: 1,
          member_count: 1,
          subscription: {
            product: 'business',
            status: 'active',
            provider: {
              price_interval: 'month',
              trial_end: null,
              current_period_start: '2026-11-22T10:00:00.000Z',
              current_period_end: '2026-12-22T10:00:00.000Z',
              canceled_at: null,
              cancel_at_period_end: false,
              price_amount: 9900,
            },
            schedule: null,
          },
        },
      ],
      total: 1,
      next_cursor: null,
      previous_cursor: null,
    });
  });

  it('answers one organization in full: members earliest first, pending invitations oldest first, no token', async () => {
    const { admin, owner, organizationId } = await setup();
    const member = await api.createUser({ email: 'member@example.com', firstName: null, lastName: null });
    await api.addMember(organizationId, member);
    const invitation = (email: string, minutes: number, status: 'PENDING' | 'ACCEPTED' = 'PENDING') => ({
      id: randomUUID(),
      organization_id: organizationId,
      email,
      token: `secret-token-${email}`,
      status,
      invited_by_user_id: owner.id,
      answered_at: null,
      expires_at: new Date(api.clock.now.getTime() + minutes * 60_000),
      created_at: new Date(api.clock.now.getTime() + minutes * 1000),
    });
    const late = invitation('late@example.com', 20);
    const early = invitation('early@example.com', -10);
    await api.db
      .insertInto('invitations')
      .values([late, early, invitation('answered@example.com', 5, 'ACCEPTED')])
      .execute();

    const response = await api.call<AdminOrganizationDetail>(
      'GET',
      `/admin/organizations/${organizationId}`,
      {
        token: admin.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: organizationId,
      name: 'Acme',
      owner_email: 'owner@example.com',
      assigned_license_count: 2,
      trial_license_count: 2,
      assigned_trial_license_count: 1,
      member_count: 2,
      subscription: { product: 'business', status: 'active' },
      members: [
        {
          user_id: owner.id,
          email: 'owner@example.com',
          first_name: 'Olive',
          last_name: 'Owner',
          role: 'OWNER',
        },
        { user_id: member.id, email: 'member@example.com', first_name: null, last_name: null, role: 'ADMIN' },
      ],
      pending_invitations: [
        {
          id: early.id,
          email: 'early@example.com',
          expires_at: early.expires_at.toISOString(),
          role: 'ADMIN',
        },
        { id: late.id, email: 'late@example.com', expires_at: late.expires_at.toISOString(), role: 'ADMIN' },
      ],
    });
    expect(JSON.stringify(response.body)).not.toContain('secret-token');
    for (const pending of response.body.pending_invitations) {
      expect(Object.keys(pending).sort()).toEqual(['email', 'expires_at', 'id', 'role']);
    }

    const missing = await api.call('GET', `/admin/organizations/${randomUUID()}`, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(detailOf(missing.body)).toBe('No such organization.');
  });

  describe('filters', () => {
    async function catalog() {
      const admin = await api.createUser({ role: 'SUPER_ADMIN', email: 'admin@example.com' });
      const make = async (
        name: string,
        email: string,
        subscription: Parameters<typeof api.createOrganization>[1] extends infer I
          ? I extends { subscription?: infer S }
            ? S
            : never
          : never,
      ) => {
        const owner = await api.createUser({ email });
        return api.createOrganization(owner, { name, subscription });
      };
      const ids = {
        alpha: await make('Alpha Works', 'ann@north.example', { product: 'starter' }),
        beta: await make('Beta 100% Labs', 'bob@south.example', { product: 'enterprise' }),
        gamma: await make('gamma_co', 'cat@north.example', null),
        delta: await make('Delta', 'dan@alphabet.example', { product: 'starter', status: 'past_due' }),
      };
      return { admin, ids };
    }

    it('finds text in the name or the owner e-mail, case-insensitively, and the start of the id', async () => {
      const { admin, ids } = await catalog();
      const names = async (q: string) => namesOf((await list(admin.token, { q, sort: 'name' })).body);
      expect(await names('ALPHA')).toEqual(['Alpha Works', 'Delta']);
      expect(await names('  works  ')).toEqual(['Alpha Works']);
      expect(await names('north.example')).toEqual(['Alpha Works', 'gamma_co']);
      // LIKE's wildcards are text like any other.
      expect(await names('100%')).toEqual(['Beta 100% Labs']);
      expect(await names('a_c')).toEqual(['gamma_co']);
      expect(await names('%')).toEqual(['Beta 100% Labs']);
      expect(await names(ids.gamma.slice(0, 6))).toContain('gamma_co');
      expect(await names(ids.delta.slice(0, 13).toUpperCase())).toEqual(['Delta']);
      expect(await names(ids.beta)).toEqual(['Beta 100% Labs']);
      expect(await names('nothing like it')).toEqual([]);
      expect((await list(admin.token, { q: '   ' })).body.total).toBe(4);
    });

    it('follows a new name, a new owner and an owner’s new e-mail; no text matches across name and e-mail', async () => {
      const { admin, ids } = await catalog();
      const names = async (q: string) => namesOf((await list(admin.token, { q, sort: 'name' })).body);
      // Migration 0027 keeps "name\ne-mail" in one column: the end of a name and the start of an e-mail.
      expect(await names('works\nann')).toEqual([]);
      expect(await names('works ann')).toEqual([]);

      await api.db
        .updateTable('organizations')
        .set({ name: 'Omega Works' })
        .where('id', '=', ids.alpha)
        .execute();
      expect(await names('omega')).toEqual(['Omega Works']);
      expect(await names('alpha')).toEqual(['Delta']);

      const eve = await api.createUser({ email: 'eve@west.example' });
      await api.db
        .updateTable('organizations')
        .set({ owner_user_id: eve.id })
        .where('id', '=', ids.gamma)
        .execute();
      expect(await names('west.example')).toEqual(['gamma_co']);
      expect(await names('north.example')).toEqual(['Omega Works']);

      await api.db.updateTable('users').set({ email: 'eve@east.example' }).where('id', '=', eve.id).execute();
      expect(await names('east.example')).toEqual(['gamma_co']);
      expect(await names('west.example')).toEqual([]);
      expect((await list(admin.token, { q: 'EAST.example' })).body.total).toBe(1);
    });

    it('filters by plan, none meaning no subscription, and counts the matches', async () => {
      const { admin } = await catalog();
      const page = async (plan: string) => (await list(admin.token, { plan, sort: 'name' })).body;
      expect(namesOf(await page('starter'))).toEqual(['Alpha Works', 'Delta']);
      expect((await page('starter')).total).toBe(2);
      expect(namesOf(await page('enterprise'))).toEqual(['Beta 100% Labs']);
      expect(namesOf(await page('business'))).toEqual([]);
      expect(namesOf(await page('none'))).toEqual(['gamma_co']);
      const both = await list(admin.token, { plan: 'starter', q: 'north' });
      expect(namesOf(both.body)).toEqual(['Alpha Works']);
      expect(both.body.total).toBe(1);
      expect((await list(admin.token, { plan: 'gold' })).status).toBe(400);
    });

    it('filters by each organization state as of the request time', async () => {
      const admin = await api.createUser({ role: 'SUPER_ADMIN', email: 'admin@example.com' });
      const now = api.clock.now.getTime();
      const at = (days: number) => new Date(now + days * DAY);
      const cases = {
        none: null,
        locked: { status: 'PAST_DUE', current_period_start: at(-8) },
        payment_problem: { status: 'unpaid', current_period_start: at(-2) },
        canceled: { status: 'active', cancel_at_period_end: true, current_period_end: at(5) },
        trial_expired: { status: 'trialing', trial_end: at(-1) },
        trial: { status: 'trialing', trial_end: at(3) },
        active: { status: ' Active ' },
        inactive: { status: 'canceled', current_period_end: at(-1) },
      } as const;
      for (const [state, subscription] of Object.entries(cases)) {
        const owner = await api.createUser({ email: `${state}@example.com` });
        await api.createOrganization(owner, { name: state, subscription });
      }
      for (const state of Object.keys(cases)) {
        const page = await list(admin.token, { state });
        expect(namesOf(page.body), state).toEqual([state]);
        expect(page.body.total).toBe(1);
      }
      // The trial ends in 3 days: 4 days later it has expired.
      api.clock.now = at(4);
      expect(namesOf((await list(admin.token, { state: 'trial_expired', sort: 'name' })).body)).toEqual([
        'trial',
        'trial_expired',
      ]);
    });
  });

  describe('sorting and paging', () => {
    interface Made {
      id: string;
      name: string;
      email: string;
      plan: string | null;
      assigned: number;
      trial: number;
      members: number;
      created: number;
    }

    async function many(count: number): Promise<{ admin: TestUser; made: Made[] }> {
      const admin = await api.createUser({ role: 'SUPER_ADMIN', email: 'admin@example.com' });
      const plans = ['enterprise', null, 'starter', 'business'] as const;
      const made: Made[] = [];
      const spare = await api.createUser({ email: 'spare@example.com' });
      for (let index = 0; index < count; index++) {
        // Repeated names, counts and instants: ties are broken by id.
        const name = ['Mango', 'apple', 'Cherry', 'banana'][index % 4]!;
        const email = `owner-${String((index * 7) % count).padStart(2, '0')}@example.com`;
        const owner = await api.createUser({ email });
        const plan = plans[index % 4]!;
        const id = await api.createOrganization(owner, {
          name,
          subscription: plan ? { product: plan } : null,
        });
        // Instants repeat to the millisecond and differ by microseconds, which a cursor must keep.
        const created = Date.parse('2026-01-01T00:00:00.000Z') + (index % 5) * 1000;
        const micros = index % 3;
        await sql`update organizations set created_at = ${new Date(created)}::timestamptz
          + make_interval(secs => ${micros} * 0.000001) where id = ${id}`.execute(api.db);
        const assigned = index % 3;
        const trial = index % 4 === 1 ? 2 : 0;
        const licenses = [
          ...Array.from({ length: assigned }, (_, n) => ({
            id: randomUUID(),
            organization_id: id,
            identifier: `Device ${n}`,
            trial: false,
          })),
          ...Array.from({ length: trial }, () => ({
            id: randomUUID(),
            organization_id: id,
            identifier: null,
            trial: true,
          })),
        ];
        if (licenses.length > 0) await api.db.insertInto('licenses').values(licenses).execute();
        let members = 1;
        if (index % 2 === 0) {
          await api.addMember(id, spare);
          members = 2;
        }
        made.push({ id, name, email, plan, assigned, trial, members, created: created * 1000 + micros });
      }
      return { admin, made };
    }

    const planRank = (plan: string | null) =>
      plan ? ['starter', 'business', 'enterprise'].indexOf(plan) + 1 : 0;
    const keyOf: Record<string, (row: Made) => string | number> = {
      name: (row) => row.name.toLowerCase(),
      owner: (row) => row.email,
      plan: (row) => planRank(row.plan),
      assigned: (row) => row.assigned,
      trial: (row) => row.trial,
      members: (row) => row.members,
      created: (row) => row.created,
    };
    const expectedOrder = (made: Made[], sort: Sort) => {
      const descending = sort.startsWith('-');
      const key = keyOf[sort.replace('-', '')]!;
      const sign = descending ? -1 : 1;
      return [...made]
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          if (x !== y) return (x < y ? -1 : 1) * sign;
          return (a.id < b.id ? -1 : 1) * sign;
        })
        .map((row) => row.id);
    };

    async function pageThrough(token: string, query: Record<string, string | number>) {
      const forward: string[][] = [];
      let page = await list(token, query);
      expect(page.status).toBe(200);
      expect(page.body.previous_cursor).toBeNull();
      forward.push(page.body.items.map((item) => item.id));
      const totals = new Set([page.body.total]);
      while (page.body.next_cursor) {
        page = await list(token, { ...query, cursor: page.body.next_cursor });
        expect(page.status).toBe(200);
        expect(page.body.previous_cursor).not.toBeNull();
        forward.push(page.body.items.map((item) => item.id));
        totals.add(page.body.total);
      }
      const backward: string[][] = [page.body.items.map((item) => item.id)];
      while (page.body.previous_cursor) {
        page = await list(token, { ...query, cursor: page.body.previous_cursor });
        expect(page.status).toBe(200);
        backward.unshift(page.body.items.map((item) => item.id));
      }
      return { forward, backward, totals: [...totals] };
    }

    it('orders by every column both ways, ties by id, and pages forward and back with no repeat or gap', async () => {
      const { admin, made } = await many(11);
      const sorts: Sort[] = [
        'name',
        '-name',
        'owner',
        '-owner',
        'plan',
        '-plan',
        'assigned',
        '-assigned',
        'trial',
        '-trial',
        'members',
        '-members',
        'created',
        '-created',
      ];
      for (const sort of sorts) {
        const { forward, backward, totals } = await pageThrough(admin.token, { sort, limit: 4 });
        const expected = expectedOrder(made, sort);
        expect(forward.flat(), sort).toEqual(expected);
        expect(
          forward.map((ids) => ids.length),
          sort,
        ).toEqual([4, 4, 3]);
        expect(backward, sort).toEqual(forward);
        expect(totals).toEqual([11]);
      }
      // Default: newest first.
      const { forward } = await pageThrough(admin.token, { limit: 5 });
      expect(forward.flat()).toEqual(expectedOrder(made, '-created'));
    });

    it('pages a filtered list and keeps the next page right when rows come and go', async () => {
      const { admin, made } = await many(12);
      const first = await list(admin.token, { plan: 'none', sort: 'name', limit: 1 });
      expect(first.body.items).toHaveLength(1);
      expect(first.body.total).toBe(made.filter((row) => row.plan === null).length);
      const page1 = await list(admin.token, { sort: 'created', limit: 5 });
      // A row before the cut is deleted: the next page still starts right after the cut.
      await api.db.deleteFrom('organizations').where('id', '=', page1.body.items[0]!.id).execute();
      const page2 = await list(admin.token, { sort: 'created', limit: 5, cursor: page1.body.next_cursor! });
      expect(page2.body.items.map((item) => item.id)).toEqual(expectedOrder(made, 'created').slice(5, 10));
      expect(page2.body.total).toBe(11);
    });

    it('answers 400 to a cursor replayed with another filter or sort, or not a cursor at all', async () => {
      const { admin } = await many(4);
      const page = await list(admin.token, { sort: 'name', limit: 2 });
      const cursor = page.body.next_cursor!;
      expect((await list(admin.token, { sort: 'name', limit: 3, cursor })).status).toBe(200);
      const replays: Array<Record<string, string>> = [
        { sort: '-name', cursor },
        { sort: 'name', q: 'apple', cursor },
        { sort: 'name', plan: 'none', cursor },
        { sort: 'name', state: 'active', cursor },
        { cursor },
      ];
      for (const query of replays) {
        const response = await list(admin.token, query);
        expect(response.status, JSON.stringify(query)).toBe(400);
        expect(fieldsOf(response.body)).toEqual(['cursor']);
      }
      const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>;
      for (const bad of [
        'not-a-cursor',
        forged({ ...decoded, i: 'x' }),
        forged({ ...decoded, d: 'sideways' }),
        forged([1, 2]),
      ]) {
        const response = await list(admin.token, { sort: 'name', cursor: bad });
        expect(response.status, bad).toBe(400);
        expect(fieldsOf(response.body)).toEqual(['cursor']);
      }
      const createdCursor = (await list(admin.token, { sort: 'created', limit: 1 })).body.next_cursor!;
      const createdDecoded = JSON.parse(Buffer.from(createdCursor, 'base64url').toString()) as object;
      for (const k of ['yesterday', '2026-13-45T99:00:00.000000Z']) {
        expect(
          (await list(admin.token, { sort: 'created', cursor: forged({ ...createdDecoded, k }) })).status,
        ).toBe(400);
      }
    });

    it('takes 1 to 100 rows a page, 10 by default, and counts every match', async () => {
      const { admin } = await many(12);
      const byDefault = await list(admin.token);
      expect(byDefault.body.items).toHaveLength(10);
      expect(byDefault.body.total).toBe(12);
      expect(byDefault.body.next_cursor).not.toBeNull();
      expect((await list(admin.token, { limit: 1 })).body.items).toHaveLength(1);
      expect((await list(admin.token, { limit: 100 })).body.items).toHaveLength(12);
      expect((await list(admin.token, { limit: 100 })).body.next_cursor).toBeNull();
      for (const limit of [0, 101, 'ten']) {
        const response = await list(admin.token, { limit });
        expect(response.status, String(limit)).toBe(400);
        expect(fieldsOf(response.body).join()).toContain('limit');
      }
      expect((await list(admin.token, { sort: 'size' })).status).toBe(400);
    });
  });

  describe('tallies', () => {
    async function tallies(token: string, organizationId: string) {
      const { body } = await api.call<AdminOrganization>('GET', `/admin/organizations/${organizationId}`, {
        token,
      });
      return {
        assigned: body.assigned_license_count,
        trial: body.trial_license_count,
        assignedTrial: body.assigned_trial_license_count,
        members: body.member_count,
      };
    }

    it('follow assignment, revocation, identifier changes, trial deletion and members coming and going', async () => {
      const { admin, owner, organizationId } = await setup();
      expect(await tallies(admin.token, organizationId)).toEqual({
        assigned: 2,
        trial: 2,
        assignedTrial: 1,
        members: 1,
      });
      const assigned = await api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
        token: owner.token,
        body: { organizationId, identifier: 'Phone', licenseType: 'POD_ADMIN' },
      });
      expect(assigned.status).toBe(201);
      const licenseId = assigned.body.licenseId;
      expect(await tallies(admin.token, organizationId)).toMatchObject({ assigned: 3, trial: 2 });

      // An identifier made blank stops counting as assigned; given back, it counts again.
      await api.db.updateTable('licenses').set({ identifier: ' ' }).where('id', '=', licenseId).execute();
      expect(await tallies(admin.token, organizationId)).toMatchObject({ assigned: 2 });
      const renamed = await api.call('POST', '/licenses/update-license-identifier', {
        token: owner.token,
        body: { organizationId, licenseId, identifier: 'Tablet' },
      });
      expect(renamed.status).toBe(204);
      expect(await tallies(admin.token, organizationId)).toMatchObject({ assigned: 3 });

      // The unassigned trial licence gets an identifier.
      await api.db
        .updateTable('licenses')
        .set({ identifier: 'Trial phone' })
        .where('organization_id', '=', organizationId)
        .where('trial', '=', true)
        .where('identifier', 'is', null)
        .execute();
      expect(await tallies(admin.token, organizationId)).toEqual({
        assigned: 4,
        trial: 2,
        assignedTrial: 2,
        members: 1,
      });

      const revoked = await api.call('POST', '/licenses/remove-member-from-license', {
        token: owner.token,
        body: { organizationId, licenseId },
      });
      expect(revoked.status).toBe(200);
      expect(await tallies(admin.token, organizationId)).toMatchObject({ assigned: 3 });

      const deleted = await api.call('DELETE', `/organizations/${organizationId}/delete-trial-licenses`, {
        token: admin.token,
      });
      expect(deleted.status).toBe(204);
      expect(await tallies(admin.token, organizationId)).toEqual({
        assigned: 1,
        trial: 0,
        assignedTrial: 0,
        members: 1,
      });

      const member = await api.createUser({ email: 'member@example.com' });
      await api.addMember(organizationId, member);
      expect(await tallies(admin.token, organizationId)).toMatchObject({ members: 2 });
      const removed = await api.call('DELETE', `/organizations/${organizationId}/user/${member.id}`, {
        token: owner.token,
      });
      expect(removed.status).toBe(204);
      expect(await tallies(admin.token, organizationId)).toMatchObject({ members: 1 });

      // The licence count change keeps the tallies and shows on the row.
      const updated = await api.call('PATCH', `/organizations/${organizationId}/update-license-count`, {
        token: admin.token,
        body: { licenseCount: 7, licenseType: 'POD_ADMIN' },
      });
      expect(updated.status).toBe(204);
      const row = (await list(admin.token)).body.items[0]!;
      expect(row).toMatchObject({ license_counts: { POD_ADMIN: 7 }, assigned_license_count: 1 });
    });

    it('match a count over the licences after a licence moves between organizations and a user is deleted', async () => {
      const { admin, owner, organizationId } = await setup();
      const other = await api.createOrganization(owner, { name: 'Other' });
      await api.db
        .updateTable('licenses')
        .set({ organization_id: other })
        .where('trial', '=', true)
        .execute();
      expect(await tallies(admin.token, organizationId)).toMatchObject({
        assigned: 1,
        trial: 0,
        assignedTrial: 0,
      });
      expect(await tallies(admin.token, other)).toMatchObject({ assigned: 1, trial: 2, assignedTrial: 1 });
      const member = await api.createUser({ email: 'gone@example.com' });
      await api.addMember(other, member);
      await api.addMember(organizationId, member);
      expect(await tallies(admin.token, other)).toMatchObject({ members: 2 });
      await api.db.deleteFrom('users').where('id', '=', member.id).execute();
      expect(await tallies(admin.token, other)).toMatchObject({ members: 1 });
      expect(await tallies(admin.token, organizationId)).toMatchObject({ members: 1 });
    });
  });

  it('sets the licence count to a whole number at least the assigned licences', async () => {
    const { admin, organizationId } = await setup();
    const update = (licenseCount: unknown) =>
      api.call('PATCH', `/organizations/${organizationId}/update-license-count`, {
        token: admin.token,
        body: { licenseCount, licenseType: 'POD_ADMIN' },
      });
    expect((await update(2)).status).toBe(204);
    const below = await update(1);
    expect(below.body).toMatchObject({
      status: 409,
      detail: 'The licence count must be at least the 2 licences currently assigned (got 1).',
    });
    for (const bad of [2.5, -1, '7', null]) {
      const response = await update(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(fieldsOf(response.body)).toContain('licenseCount');
    }
    const row = await api.db
      .selectFrom('organizations')
      .select('pod_admin_license_count')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(row.pod_admin_license_count).toBe(2);
    expect(
      (
        await api.call('PATCH', `/organizations/${randomUUID()}/update-license-count`, {
          token: admin.token,
          body: { licenseCount: 1, licenseType: 'POD_ADMIN' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes every trial licence of the organization and nothing else', async () => {
    const { admin, organizationId } = await setup();
    const response = await api.call('DELETE', `/organizations/${organizationId}/delete-trial-licenses`, {
      token: admin.token,
    });
    expect(response.status).toBe(204);
    const rows = await api.db
      .selectFrom('licenses')
      .select(['identifier', 'trial'])
      .where('organization_id', '=', organizationId)
      .orderBy('identifier')
      .execute();
    expect(rows).toEqual([
      { identifier: '  ', trial: false },
      { identifier: 'Assigned', trial: false },
    ]);
    expect(
      (
        await api.call('DELETE', `/organizations/${randomUUID()}/delete-trial-licenses`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
  describe('the list from memory (docs/decisions/0055-admin-list-from-memory.md)', () => {
    const heard = (id: string) => heardFrom(api.organizationChanges, id);

    it('answers an unchanged page without the list’s statements, and a new organization or plan made elsewhere at once when heard', async () => {
      const { admin, owner, organizationId } = await setup();
      const counter = { statements: 0 };
      // The changes of this test's organizations alone: other test files write to the same PostgreSQL database, and
      // its announcements, on the same channel, would make the server forget at any moment.
      const ours = new Set([organizationId]);
      const app = await buildCountingServer(api, counter, changesOf(api.organizationChanges, ours));
      const page = async (query: string) => {
        const answer = await app.inject({
          method: 'GET',
          url: `/admin-console/v1/admin/organizations${query}`,
          headers: { authorization: `Bearer ${admin.token}` },
        });
        expect(answer.statusCode).toBe(200);
        return answer.json<AdminOrganizationPage>();
      };
      try {
        await expect.poll(() => api.organizationChanges.live).toBe(true);
        // Announcements come in commit order: once a later change is heard, the setup's have all arrived.
        const marker = await api.createOrganization(owner, { name: 'Marker' });
        ours.add(marker);
        const settled = heard(marker);
        await api.db.updateTable('organizations').set({ name: 'Marker' }).where('id', '=', marker).execute();
        await settled;

        counter.statements = 0;
        expect(namesOf(await page('?sort=name'))).toEqual(['Acme', 'Marker']);
        const read = counter.statements;
        counter.statements = 0;
        expect(namesOf(await page('?sort=name'))).toEqual(['Acme', 'Marker']);
        // The platform admin is still authenticated from the database; the page itself is not read again.
        expect(counter.statements).toBeLessThan(read);
        expect(counter.statements).toBe(1);

        // An organization created by another process (here another connection) shows once the database says so: its
        // insert alone is announced (no member or plan yet).
        const created = randomUUID();
        ours.add(created);
        const announced = heard(created);
        await api.db
          .insertInto('organizations')
          .values({ id: created, name: 'Newcomer', owner_user_id: owner.id, pod_admin_license_count: 1 })
          .execute();
        await announced;
        expect(namesOf(await page('?sort=name'))).toEqual(['Acme', 'Marker', 'Newcomer']);

        // A plan changed elsewhere: the subscription row alone changes, and the plan filter finds it.
        expect((await page('?plan=enterprise')).total).toBe(0);
        const changed = heard(organizationId);
        await api.db
          .updateTable('subscriptions')
          .set({ product: 'enterprise' })
          .where('organization_id', '=', organizationId)
          .execute();
        await changed;
        expect(namesOf(await page('?plan=enterprise'))).toEqual(['Acme']);
      } finally {
        await app.close();
      }
    });

    it('shows the platform admin’s own change at its next read, before the database says so', async () => {
      const { admin, organizationId } = await setup();
      // Live, but never announcing anything: only the server forgetting before its answer leaves can help.
      const silent = { live: true, subscribe: () => () => {}, close: async () => {} };
      const app = await buildCountingServer(api, { statements: 0 }, silent);
      const headers = { authorization: `Bearer ${admin.token}` };
      const row = async () =>
        (
          await app.inject({ method: 'GET', url: '/admin-console/v1/admin/organizations', headers })
        ).json<AdminOrganizationPage>().items[0]!;
      try {
        expect(await row()).toMatchObject({ id: organizationId, license_counts: { POD_ADMIN: 3 } });
        const updated = await app.inject({
          method: 'PATCH',
          url: `/admin-console/v1/organizations/${organizationId}/update-license-count`,
          headers,
          payload: { licenseCount: 9, licenseType: 'POD_ADMIN' },
        });
        expect(updated.statusCode).toBe(204);
        expect(await row()).toMatchObject({ id: organizationId, license_counts: { POD_ADMIN: 9 } });
        // And a page is read again once the clock has moved past ADMIN_LIST_REMEMBER_MS (states end by time).
        await api.db
          .updateTable('organizations')
          .set({ name: 'Renamed quietly' })
          .where('id', '=', organizationId)
          .execute();
        expect(await row()).toMatchObject({ name: 'Acme' });
        api.clock.now = new Date(api.clock.now.getTime() + 1_001);
        expect(await row()).toMatchObject({ name: 'Renamed quietly' });
      } finally {
        await app.close();
      }
    });
  });
});
