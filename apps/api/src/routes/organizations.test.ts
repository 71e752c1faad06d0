import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';

import { INVITATION_EXPIRY_DAYS, MS_PER_DAY } from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import type { OrganizationChangeFeed } from '../db/organization-changes';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { buildApiServer } from '../app';
import { heardFrom } from '../test-support/change-feeds';
import {
  buildCountingServer,
  fieldsOf,
  TEST_CONSOLE_ORIGIN,
  TEST_PUBLIC_URL,
  useTestApi,
} from '../test-support/test-api';

interface OrganizationBody {
  id: string;
  name: string;
  license_counts: { POD_ADMIN: number };
  licenses: Array<{ id: string; identifier: string | null }>;
  organization_users: Array<{ user_id: string; email: string }>;
  pending_invitations: Array<{ id: string; email: string; expires_at: string; token: string }>;
  owner_user_id: string;
}

describe.each(ROUTE_TEST_DRIVERS)('organizations on %s', (driver) => {
  const api = useTestApi(driver);

  /** The API over a database handle that counts the statements it runs; with a change feed, as the stack runs it. */
  const countingServer = (counter: { statements: number }, organizationChanges?: OrganizationChangeFeed) =>
    buildCountingServer(api, counter, organizationChanges);

  describe('create and list', () => {
    it('creates an organization owned by the caller, trimmed, selected, without plan or licences', async () => {
      const user = await api.createUser();
      const created = await api.call<{ success: boolean; organizationId: string }>('POST', '/organizations', {
        token: user.token,
        body: { organizationName: '  Lumen Labs  ' },
      });
      expect(created.status).toBe(201);
      expect(created.body.success).toBe(true);
      const { organizationId } = created.body;
      const organization = await api.call<OrganizationBody>('GET', `/organizations/${organizationId}`, {
        token: user.token,
      });
      expect(organization.body).toMatchObject({
        id: organizationId,
        name: 'Lumen Labs',
        license_counts: { POD_ADMIN: 0 },
        licenses: [],
        organization_users: [{ user_id: user.id, email: user.email }],
        pending_invitations: [],
        owner_user_id: user.id,
      });
      const me = await api.call('GET', '/users/current-user', { token: user.token });
      expect(me.body).toMatchObject({ selected_organization_id: organizationId });
      const subscription = await api.call('GET', `/organizations/${organizationId}/subscription`, {
        token: user.token,
      });
      expect(subscription.body).toEqual({ subscription: null });
      const list = await api.call('GET', '/organizations', { token: user.token });
      expect(list.body).toEqual([{ id: organizationId, name: 'Lumen Labs' }]);
    });

    it('refuses names that are blank or longer than 100 characters', async () => {
      const user = await api.createUser();
      for (const organizationName of ['', '   ', 'x'.repeat(101)]) {
        const response = await api.call('POST', '/organizations', {
          token: user.token,
          body: { organizationName },
        });
        expect(response.status).toBe(400);
        expect(fieldsOf(response.body)).toContain('organizationName');
      }
      expect(
        (
          await api.call('POST', '/organizations', {
            token: user.token,
            body: { organizationName: 'x'.repeat(100) },
          })
        ).status,
      ).toBe(201);
      expect((await api.call('POST', '/organizations', { token: user.token })).status).toBe(400);
    });

    it('applies the Unicode rule of the console’s form to names, with its messages (spec §5)', async () => {
      const user = await api.createUser();
      const create = (organizationName: string) =>
        api.call('POST', '/organizations', { token: user.token, body: { organizationName } });
      expect((await create('\u202Eevil')).body).toMatchObject({
        status: 400,
        errors: [
          {
            field: 'organizationName',
            message: 'Organization name cannot contain control or direction-changing characters',
          },
        ],
      });
      expect((await create('\u200B\u200B')).body).toMatchObject({
        status: 400,
        errors: [{ field: 'organizationName', message: 'Organization name is required' }],
      });
      expect(await api.db.selectFrom('organizations').select('id').execute()).toEqual([]);
      const created = await create(' Zoë 株式会社 👩‍💻 ');
      expect(created.status).toBe(201);
      const { organizationId } = created.body as { organizationId: string };
      const rename = await api.call('PATCH', `/organizations/${organizationId}`, {
        token: user.token,
        body: { organizationName: 'Acme\u2066Corp' },
      });
      expect(rename.body).toMatchObject({
        errors: [
          {
            field: 'organizationName',
            message: 'Organization name cannot contain control or direction-changing characters',
          },
        ],
      });
      const list = await api.call('GET', '/organizations', { token: user.token });
      expect(list.body).toEqual([{ id: organizationId, name: 'Zoë 株式会社 👩‍💻' }]);
    });

    it('lists only the caller’s organizations', async () => {
      const user = await api.createUser();
      const other = await api.createUser();
      await api.createOrganization(other, { name: 'Not mine' });
      const mine = await api.createOrganization(user, { name: 'Mine' });
      expect((await api.call('GET', '/organizations', { token: user.token })).body).toEqual([
        { id: mine, name: 'Mine' },
      ]);
    });
  });

  describe('tenancy', () => {
    it('answers 404 for every call about an organization the caller does not belong to', async () => {
      const owner = await api.createUser();
      const stranger = await api.createUser();
      const organizationId = await api.createOrganization(owner, { name: 'Private' });
      const { body: invitation } = await api.call<{ invitationId: string }>(
        'POST',
        `/organizations/${organizationId}/invitation`,
        {
          token: owner.token,
          body: { email: 'someone@example.com' },
        },
      );
      const calls: Array<[string, string, unknown?]> = [
        ['GET', `/organizations/${organizationId}`],
        ['PATCH', `/organizations/${organizationId}`, { organizationName: 'Hijacked' }],
        ['POST', `/organizations/${organizationId}/invitation`, { email: 'me@example.com' }],
        ['PATCH', `/organizations/${organizationId}/invitation/${invitation.invitationId}/cancel`],
        ['DELETE', `/organizations/${organizationId}/user/${owner.id}`],
        ['GET', `/organizations/${organizationId}/subscription`],
        [
          'POST',
          '/subscription/create-checkout-session',
          {
            organizationId,
            subscriptionType: 'starter',
            billingPeriod: 'monthly',
            successUrl: 'http://127.0.0.1:5173/subscription/success',
            cancelUrl: 'http://127.0.0.1:5173/subscription/cancel',
          },
        ],
        [
          'POST',
          '/subscription/create-customer-portal-session',
          { organizationId, returnUrl: 'http://127.0.0.1:5173/billing' },
        ],
        ['PATCH', '/users/selected-organization', { selectedOrgId: organizationId }],
      ];
      for (const [method, path, body] of calls) {
        const response = await api.call(method, path, { token: stranger.token, body });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain('Private');
      }
      const unknown = await api.call('GET', `/organizations/${crypto.randomUUID()}`, {
        token: stranger.token,
      });
      expect(unknown.body).toMatchObject({ status: 404, detail: 'No such organization among yours.' });
      const foreign = await api.call('GET', `/organizations/${organizationId}`, { token: stranger.token });
      expect(foreign.body).toEqual({
        ...(unknown.body as object),
        instance: `/admin-console/v1/organizations/${organizationId}`,
      });
      const organization = await api.db
        .selectFrom('organizations')
        .select('name')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      expect(organization.name).toBe('Private');
    });

    it('answers 400 naming the parameter for an id that is not a UUID', async () => {
      const user = await api.createUser();
      const response = await api.call('GET', '/organizations/not-a-uuid', { token: user.token });
      expect(response.body).toMatchObject({ status: 400, errors: [{ field: 'organizationId' }] });
    });
  });

  describe('cached answer', () => {
    it('reflects every change made after an earlier read, including writes by another process', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { name: 'Before' });
      const read = async () =>
        (await api.call<OrganizationBody>('GET', `/organizations/${organizationId}`, { token: owner.token }))
          .body;
      expect((await read()).name).toBe('Before');

      await api.call('PATCH', `/organizations/${organizationId}`, {
        token: owner.token,
        body: { organizationName: 'After' },
      });
      expect((await read()).name).toBe('After');

      await api.call('PATCH', '/users/current-user', {
        token: owner.token,
        body: { userFirstName: 'Renamed' },
      });
      expect((await read()).organization_users[0]).toMatchObject({ first_name: 'Renamed' });

      const { body } = await api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
        token: owner.token,
        body: { organizationId, identifier: 'Tablet', licenseType: 'POD_ADMIN' },
      });
      expect((await read()).licenses.map((license) => license.identifier)).toEqual(['Tablet']);

      // Another API process (or an operator) writes straight to the database: the version trigger still moves.
      await api.db
        .updateTable('licenses')
        .set({ identifier: 'Renamed tablet' })
        .where('id', '=', body.licenseId)
        .execute();
      expect((await read()).licenses.map((license) => license.identifier)).toEqual(['Renamed tablet']);
      await api.db
        .updateTable('organizations')
        .set({ pod_admin_license_count: 9 })
        .where('id', '=', organizationId)
        .execute();
      expect((await read()).license_counts).toEqual({ POD_ADMIN: 9 });

      await api.call('POST', `/organizations/${organizationId}/invitation`, {
        token: owner.token,
        body: { email: 'late@example.com' },
      });
      expect((await read()).pending_invitations.map((invitation) => invitation.email)).toEqual([
        'late@example.com',
      ]);
    });
  });

  describe('conditional polls', () => {
    it('answers an unchanged organization with 304 and no body, and the next change with 200 and a new ETag', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { name: 'Polled', licenseCount: 2 });
      const path = `/organizations/${organizationId}`;
      const first = await api.call<OrganizationBody>('GET', path, { token: owner.token });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"organization-\d+"$/);

      const unchanged = await api.call('GET', path, {
        token: owner.token,
        headers: { 'if-none-match': etag },
      });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);

      await api.call('POST', '/licenses/assign-member-to-license', {
        token: owner.token,
        body: { organizationId, identifier: 'Tablet', licenseType: 'POD_ADMIN' },
      });
      const changed = await api.call<OrganizationBody>('GET', path, {
        token: owner.token,
        headers: { 'if-none-match': etag },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.licenses.map((license) => license.identifier)).toEqual(['Tablet']);
      expect(changed.headers.etag).not.toBe(etag);
      // Another organization's tag never matches this one's answer by accident of equal versions.
      const stranger = await api.createUser();
      const theirs = await api.createOrganization(stranger);
      const foreign = await api.call('GET', `/organizations/${theirs}`, {
        token: owner.token,
        headers: { 'if-none-match': String(changed.headers.etag) },
      });
      expect(foreign.status).toBe(404);
    });

    it('answers an unchanged poll with one query (the user, the membership and the version together)', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { name: 'Counted', licenseCount: 2 });
      const stranger = await api.createUser();
      // The same server over a database handle that counts the statements it runs, without the change feed.
      const counter = { statements: 0 };
      const app = await countingServer(counter);
      try {
        const get = (token: string, etag?: string) =>
          app.inject({
            method: 'GET',
            url: `/admin-console/v1/organizations/${organizationId}`,
            headers: { authorization: `Bearer ${token}`, ...(etag && { 'if-none-match': etag }) },
          });
        const first = await get(owner.token);
        expect(first.statusCode).toBe(200);
        counter.statements = 0;
        const unchanged = await get(owner.token, String(first.headers.etag));
        expect(unchanged.statusCode).toBe(304);
        expect(counter.statements).toBe(1);
        // Not a member: the same one query, and 404 as before.
        counter.statements = 0;
        expect((await get(stranger.token, String(first.headers.etag))).statusCode).toBe(404);
        expect(counter.statements).toBe(1);
      } finally {
        await app.close();
      }
    });

    it('answers an unchanged poll from memory, and hears every change made through any connection', async () => {
      const owner = await api.createUser();
      const member = await api.createUser();
      const stranger = await api.createUser();
      const organizationId = await api.createOrganization(owner, { name: 'Remembered', licenseCount: 2 });
      await api.addMember(organizationId, member);
      const counter = { statements: 0 };
      const app = await countingServer(counter, api.organizationChanges);
      // The database announces a change (another process's write, here a write on another connection) at commit.
      const heard = (id: string) => heardFrom(api.organizationChanges, id);
      try {
        await expect.poll(() => api.organizationChanges.live).toBe(true);
        // Announcements come in commit order: once a later change is heard, the setup's have all arrived, and none
        // can make the server forget what it is about to remember.
        const marker = await api.createOrganization(stranger);
        const settled = heard(marker);
        await api.db.updateTable('organizations').set({ name: 'Marker' }).where('id', '=', marker).execute();
        await settled;
        const get = (token: string, etag?: string) =>
          app.inject({
            method: 'GET',
            url: `/admin-console/v1/organizations/${organizationId}`,
            headers: { authorization: `Bearer ${token}`, ...(etag && { 'if-none-match': etag }) },
          });
        const first = await get(member.token);
        const etag = String(first.headers.etag);
        expect((await get(stranger.token, etag)).statusCode).toBe(404);

        counter.statements = 0;
        expect((await get(member.token, etag)).statusCode).toBe(304);
        expect((await get(member.token, etag)).statusCode).toBe(304);
        expect((await get(stranger.token, etag)).statusCode).toBe(404);
        expect(counter.statements).toBe(0);

        // A licence written on another connection: the next poll reads the database and answers the change.
        const licence = heard(organizationId);
        await api.db
          .insertInto('licenses')
          .values({
            id: randomUUID(),
            organization_id: organizationId,
            identifier: 'Elsewhere',
            trial: false,
          })
          .execute();
        await licence;
        const changed = await get(member.token, etag);
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);

        // A member removed elsewhere: their next poll is 404 at once, not a remembered 304.
        const removal = heard(organizationId);
        await api.db.deleteFrom('memberships').where('user_id', '=', member.id).execute();
        await removal;
        expect((await get(member.token, String(changed.headers.etag))).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });

    it('forgets a write it answers before the answer leaves, without waiting to hear of it', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { name: 'Before', licenseCount: 2 });
      // A feed that is live but never announces anything: only the server's own forgetting can help.
      const silent = { live: true, subscribe: () => () => {}, close: async () => {} };
      const app = await buildApiServer({
        db: api.db,
        organizationChanges: silent,
        verifyAccessToken: api.tokens.verifier,
        publicUrl: TEST_PUBLIC_URL,
        corsOrigins: [TEST_CONSOLE_ORIGIN],
        payments: api.payments,
        now: () => api.clock.now,
      });
      try {
        const url = `/admin-console/v1/organizations/${organizationId}`;
        const headers = { authorization: `Bearer ${owner.token}` };
        const get = (etag: string) =>
          app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
        const etag = String((await app.inject({ method: 'GET', url, headers })).headers.etag);
        expect((await get(etag)).statusCode).toBe(304);

        const renamed = await app.inject({
          method: 'PATCH',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ organizationName: 'After' }),
        });
        expect(renamed.statusCode).toBe(200);
        const afterRename = await get(etag);
        expect(afterRename.statusCode).toBe(200);
        expect(afterRename.json()).toMatchObject({ name: 'After' });

        // A write that names the organization in its body (a licence assignment) is forgotten too.
        const assigned = await app.inject({
          method: 'POST',
          url: '/admin-console/v1/licenses/assign-member-to-license',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ organizationId, identifier: 'Tablet', licenseType: 'POD_ADMIN' }),
        });
        expect(assigned.statusCode).toBe(201);
        const afterAssign = await get(String(afterRename.headers.etag));
        expect(afterAssign.statusCode).toBe(200);
        expect(afterAssign.json().licenses).toEqual([expect.objectContaining({ identifier: 'Tablet' })]);
      } finally {
        await app.close();
      }
    });

    it('answers an unchanged subscription with 304, and a changed one with 200', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      const path = `/organizations/${organizationId}/subscription`;
      const first = await api.call<{ subscription: { status: string } }>('GET', path, { token: owner.token });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"subscription-[\w-]+"$/);
      const unchanged = await api.call('GET', path, {
        token: owner.token,
        headers: { 'if-none-match': etag },
      });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');

      // The payment provider's event changes the status (here straight in the database).
      await api.db
        .updateTable('subscriptions')
        .set({ status: 'past_due' })
        .where('organization_id', '=', organizationId)
        .execute();
      const changed = await api.call<{ subscription: { status: string } }>('GET', path, {
        token: owner.token,
        headers: { 'if-none-match': etag },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.subscription.status).toBe('past_due');
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('first page of licences (docs/decisions/0053-first-page-of-licences.md)', () => {
    const addLicenses = async (organizationId: string, count: number, trialEvery = 0) => {
      await api.db
        .insertInto('licenses')
        .values(
          Array.from({ length: count }, (_, index) => ({
            id: crypto.randomUUID(),
            organization_id: organizationId,
            identifier: index % 10 === 9 ? null : `Device ${index}`,
            trial: trialEvery > 0 && index % trialEvery === 0,
            created_at: new Date(Date.UTC(2026, 10, 1) + index * 1000),
          })),
        )
        .execute();
    };

    it('answers the first licences with the total and tallies, under a tag that never stands for the whole answer', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { licenseCount: 40 });
      await addLicenses(organizationId, 30, 3);
      const path = `/organizations/${organizationId}`;
      const whole = await api.call<OrganizationBody>('GET', path, { token: owner.token });
      const first = await api.call<OrganizationBody & { licenses_total?: number; license_tallies?: unknown }>(
        'GET',
        `${path}?licenses_limit=10`,
        { token: owner.token },
      );
      expect(first.status).toBe(200);
      expect(first.body.licenses).toEqual(whole.body.licenses.slice(0, 10));
      expect(first.body.licenses_total).toBe(30);
      expect(first.body.license_tallies).toEqual({ assigned: 27, trial: 10 });
      expect(first.body.organization_users).toEqual(whole.body.organization_users);
      expect('licenses_total' in whole.body).toBe(false);
      const wholeTag = String(whole.headers.etag);
      const firstTag = String(first.headers.etag);
      expect(firstTag).toMatch(/^W\/"organization-first10-\d+"$/);
      expect(firstTag).not.toBe(wholeTag);

      // Neither tag answers the other's 304; each answers its own.
      const wholeAskedWithFirstTag = await api.call<OrganizationBody>('GET', path, {
        token: owner.token,
        headers: { 'if-none-match': firstTag },
      });
      expect(wholeAskedWithFirstTag.status).toBe(200);
      expect(wholeAskedWithFirstTag.body.licenses).toHaveLength(30);
      const firstAskedWithWholeTag = await api.call<OrganizationBody>('GET', `${path}?licenses_limit=10`, {
        token: owner.token,
        headers: { 'if-none-match': wholeTag },
      });
      expect(firstAskedWithWholeTag.status).toBe(200);
      expect(firstAskedWithWholeTag.body.licenses).toHaveLength(10);
      const firstUnchanged = await api.call('GET', `${path}?licenses_limit=10`, {
        token: owner.token,
        headers: { 'if-none-match': firstTag },
      });
      expect(firstUnchanged.status).toBe(304);
      // The whole answer read after a first page is still whole (the first page left the cache alone).
      const wholeAgain = await api.call<OrganizationBody>('GET', path, { token: owner.token });
      expect(wholeAgain.body).toEqual(whole.body);
      const wholeUnchanged = await api.call('GET', path, {
        token: owner.token,
        headers: { 'if-none-match': wholeTag },
      });
      expect(wholeUnchanged.status).toBe(304);
    });

    it('answers the whole answer, with its tag, when the organization has no more licences than asked for', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { licenseCount: 40 });
      await addLicenses(organizationId, 10);
      const path = `/organizations/${organizationId}`;
      const first = await api.call<OrganizationBody>('GET', `${path}?licenses_limit=10`, {
        token: owner.token,
      });
      const whole = await api.call<OrganizationBody>('GET', path, { token: owner.token });
      expect(first.body).toEqual(whole.body);
      expect('licenses_total' in first.body).toBe(false);
      expect(first.headers.etag).toBe(whole.headers.etag);
      const poll = await api.call('GET', path, {
        token: owner.token,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(poll.status).toBe(304);
    });

    it('refuses a limit outside 1–500 (400 naming it), and a stranger as for the whole answer (404)', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      for (const limit of ['0', '501', 'ten']) {
        const refused = await api.call('GET', `/organizations/${organizationId}?licenses_limit=${limit}`, {
          token: owner.token,
        });
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body)).toContain('licenses_limit');
      }
      const stranger = await api.createUser();
      const foreign = await api.call('GET', `/organizations/${organizationId}?licenses_limit=10`, {
        token: stranger.token,
      });
      expect(foreign.status).toBe(404);
    });
  });

  describe('compression', () => {
    it('sends a large organization gzipped to clients that accept it, identical once unzipped', async () => {
      const owner = await api.createUser();
      const organizationId = await api.createOrganization(owner, { licenseCount: 1000 });
      await api.db
        .insertInto('licenses')
        .values(
          Array.from({ length: 300 }, (_, index) => ({
            id: crypto.randomUUID(),
            organization_id: organizationId,
            identifier: `Device ${index}`,
            trial: false,
          })),
        )
        .execute();
      const plain = await api.call('GET', `/organizations/${organizationId}`, { token: owner.token });
      const zipped = await api.app.inject({
        method: 'GET',
        url: `/admin-console/v1/organizations/${organizationId}`,
        headers: { authorization: `Bearer ${owner.token}`, 'accept-encoding': 'br, gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const refused = await api.app.inject({
        method: 'GET',
        url: `/admin-console/v1/organizations/${organizationId}`,
        headers: { authorization: `Bearer ${owner.token}`, 'accept-encoding': 'gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('rename', () => {
    it('renames with the trimmed name', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user);
      const response = await api.call('PATCH', `/organizations/${organizationId}`, {
        token: user.token,
        body: { organizationName: ' New name ' },
      });
      expect(response.body).toEqual({ success: true });
      const row = await api.db
        .selectFrom('organizations')
        .select('name')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      expect(row.name).toBe('New name');
      const blank = await api.call('PATCH', `/organizations/${organizationId}`, {
        token: user.token,
        body: { organizationName: ' ' },
      });
      expect(blank.status).toBe(400);
    });
  });

  describe('invitations', () => {
    it('creates a pending invitation with a random token of at least 128 bits expiring in 7 days', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user);
      const created = await api.call<{ invitationId: string }>(
        'POST',
        `/organizations/${organizationId}/invitation`,
        {
          token: user.token,
          body: { email: 'new.member@example.com' },
        },
      );
      expect(created.status).toBe(201);
      api.clock.now = new Date(api.clock.now.getTime() + 1000);
      const second = await api.call<{ invitationId: string }>(
        'POST',
        `/organizations/${organizationId}/invitation`,
        {
          token: user.token,
          body: { email: 'another@example.com' },
        },
      );
      const organization = await api.call<OrganizationBody>('GET', `/organizations/${organizationId}`, {
        token: user.token,
      });
      const [invitation, other] = organization.body.pending_invitations;
      expect(invitation).toMatchObject({ id: created.body.invitationId, email: 'new.member@example.com' });
      expect(Date.parse(invitation!.expires_at)).toBe(
        api.clock.now.getTime() - 1000 + INVITATION_EXPIRY_DAYS * MS_PER_DAY,
      );
      // base64url of ≥ 16 bytes is ≥ 22 characters.
      expect(invitation!.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(Buffer.from(invitation!.token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(other!.id).toBe(second.body.invitationId);
      expect(other!.token).not.toBe(invitation!.token);
    });

    it('refuses an invalid e-mail (400), a member (409) and a second pending invitation (409)', async () => {
      const user = await api.createUser({ email: 'owner@example.com' });
      const organizationId = await api.createOrganization(user);
      const invite = (email: string) =>
        api.call('POST', `/organizations/${organizationId}/invitation`, {
          token: user.token,
          body: { email },
        });
      for (const email of ['', 'no-at-sign', 'a@', `${'x'.repeat(250)}@example.com`]) {
        const response = await invite(email);
        expect(response.status, email).toBe(400);
        expect(fieldsOf(response.body)).toContain('email');
      }
      expect((await invite('OWNER@example.com')).status).toBe(409);
      expect((await invite('twice@example.com')).status).toBe(201);
      const again = await invite('Twice@Example.com');
      expect(again.body).toMatchObject({
        status: 409,
        detail: 'Twice@Example.com already has a pending invitation to this organization.',
      });
    });

    it('cancels a pending invitation once: it leaves the list and can no longer be answered', async () => {
      const user = await api.createUser();
      const invitee = await api.createUser({ email: 'invitee@example.com' });
      const organizationId = await api.createOrganization(user);
      const { body } = await api.call<{ invitationId: string }>(
        'POST',
        `/organizations/${organizationId}/invitation`,
        {
          token: user.token,
          body: { email: invitee.email },
        },
      );
      const cancel = () =>
        api.call('PATCH', `/organizations/${organizationId}/invitation/${body.invitationId}/cancel`, {
          token: user.token,
        });
      expect((await cancel()).status).toBe(204);
      expect((await cancel()).status).toBe(404);
      const organization = await api.call<OrganizationBody>('GET', `/organizations/${organizationId}`, {
        token: user.token,
      });
      expect(organization.body.pending_invitations).toEqual([]);
      const me = await api.call('GET', '/users/current-user', { token: invitee.token });
      expect(me.body).toMatchObject({ pending_organizations: [] });
    });
  });

  describe('members', () => {
    it('removes another member but nobody removes themself (409)', async () => {
      const owner = await api.createUser();
      const member = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      await api.addMember(organizationId, member);
      await api.db
        .updateTable('users')
        .set({ selected_organization_id: organizationId })
        .where('id', '=', member.id)
        .execute();
      const self = await api.call('DELETE', `/organizations/${organizationId}/user/${owner.id}`, {
        token: owner.token,
      });
      expect(self.body).toMatchObject({
        status: 409,
        detail: 'You cannot remove yourself from an organization.',
      });
      expect(
        (
          await api.call('DELETE', `/organizations/${organizationId}/user/${member.id}`, {
            token: owner.token,
          })
        ).status,
      ).toBe(204);
      expect(
        (
          await api.call('DELETE', `/organizations/${organizationId}/user/${member.id}`, {
            token: owner.token,
          })
        ).status,
      ).toBe(404);
      expect(
        (await api.call('GET', `/organizations/${organizationId}`, { token: member.token })).status,
      ).toBe(404);
      // Their stored selection no longer names it.
      const me = await api.call<{ selected_organization_id: string | null }>('GET', '/users/current-user', {
        token: member.token,
      });
      expect(me.body.selected_organization_id).toBeNull();
    });

    it('refuses removing the owner (409 with the reason); the owner stays a member', async () => {
      const owner = await api.createUser();
      const member = await api.createUser();
      const organizationId = await api.createOrganization(owner);
      await api.addMember(organizationId, member);
      const response = await api.call('DELETE', `/organizations/${organizationId}/user/${owner.id}`, {
        token: member.token,
      });
      expect(response.status).toBe(409);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({
        status: 409,
        detail: 'The owner of the organization cannot be removed.',
      });
      const organization = await api.call<OrganizationBody>('GET', `/organizations/${organizationId}`, {
        token: owner.token,
      });
      expect(organization.status).toBe(200);
      expect(organization.body.owner_user_id).toBe(owner.id);
      expect(organization.body.organization_users.map((user) => user.user_id).sort()).toEqual(
        [owner.id, member.id].sort(),
      );
    });
  });
});
