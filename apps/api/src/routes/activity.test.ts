// The activity log (docs/decisions/0026-activity-log.md): every change writes its entry in its own transaction, with
// who did it and the values before and after; members read it newest first, filtered and paged, or as CSV; the
// platform admin reads any organization's.
import { randomUUID } from 'node:crypto';

import { ACTIVITY_CSV_COLUMNS, ACTIVITY_PAGE_SIZE, hashTerms } from '@pod-console/hooks/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { signedDelivery, testPriceId } from '../test-support/recording-payment-provider';
import { detailOf, fieldsOf, useTestApi, type TestUser } from '../test-support/test-api';
import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';

interface Entry {
  id: string;
  kind: string;
  occurred_at: string;
  actor: { type: string; user_id: string | null; name: string | null; email: string | null };
  subject: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface Page {
  items: Entry[];
  next_cursor: string | null;
}

describe.each(ROUTE_TEST_DRIVERS)('activity log on %s', (driver) => {
  const api = useTestApi(driver);

  const tick = (ms = 1000) => {
    api.clock.now = new Date(api.clock.now.getTime() + ms);
  };
  const log = (organizationId: string, user: TestUser, query = '') =>
    api.call<Page>('GET', `/organizations/${organizationId}/activity${query}`, { token: user.token });
  const kindsOf = (page: Page) => page.items.map((entry) => entry.kind);
  const actorOf = (user: TestUser, name: string | null) => ({
    type: 'user',
    user_id: user.id,
    name,
    email: user.email,
  });

  /** An organization created through the API (its creation logged), on an active plan with licences to assign. */
  async function organization(name = 'Lumen') {
    const owner = await api.createUser({ email: 'owner@example.com', firstName: 'Olive', lastName: 'Owner' });
    const created = await api.call<{ organizationId: string }>('POST', '/organizations', {
      token: owner.token,
      body: { organizationName: name },
    });
    const { organizationId } = created.body;
    await api.db
      .insertInto('subscriptions')
      .values({
        organization_id: organizationId,
        product: 'business',
        status: 'active',
        price_interval: 'month',
        cancel_at_period_end: false,
      })
      .execute();
    await api.db
      .updateTable('organizations')
      .set({ pod_admin_license_count: 5 })
      .where('id', '=', organizationId)
      .execute();
    return { owner, organizationId };
  }

  const respond = (user: TestUser, invitationId: string, response: 'ACCEPTED' | 'REJECTED') =>
    api.call('POST', '/users/organization-invitations/respond', {
      token: user.token,
      body: { invitationResponses: [{ invitationId, response }] },
    });

  const invite = async (organizationId: string, owner: TestUser, email: string, role = 'ADMIN') =>
    (
      await api.call<{ results: Array<{ invitation_id: string }> }>(
        'POST',
        `/organizations/${organizationId}/invitations`,
        { token: owner.token, body: { emails: [email], role } },
      )
    ).body.results[0]!.invitation_id;

  it('records every change of the organization, its licences and members, with who and what changed', async () => {
    const { owner, organizationId } = await organization();
    const invitee = await api.createUser({ email: 'ivy@example.com', firstName: 'Ivy', lastName: 'Invitee' });
    const decliner = await api.createUser({ email: 'dan@example.com', firstName: null, lastName: null });
    const leaver = await api.createUser({ email: 'lee@example.com' });
    const removed = await api.createUser({ email: 'rex@example.com' });
    await api.addMember(organizationId, leaver, 'BILLING');
    await api.addMember(organizationId, removed, 'LICENSE_MANAGER');

    tick();
    await api.call('PATCH', `/organizations/${organizationId}`, {
      token: owner.token,
      body: { organizationName: 'Lumen Labs' },
    });
    tick();
    const assigned = await api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier: 'Front desk', licenseType: 'POD_ADMIN' },
    });
    const { licenseId } = assigned.body;
    tick();
    await api.call('POST', '/licenses/update-license-identifier', {
      token: owner.token,
      body: { organizationId, licenseId, identifier: 'Back office' },
    });
    tick();
    await api.call('POST', '/licenses/remove-member-from-license', {
      token: owner.token,
      body: { organizationId, licenseId },
    });
    tick();
    const toIvy = await invite(organizationId, owner, 'ivy@example.com', 'BILLING');
    tick(120_000);
    const resent = await api.call<{ expires_at: string }>(
      'POST',
      `/organizations/${organizationId}/invitation/${toIvy}/resend`,
      { token: owner.token },
    );
    tick();
    await respond(invitee, toIvy, 'ACCEPTED');
    tick();
    await api.call('PATCH', `/organizations/${organizationId}/user/${invitee.id}/role`, {
      token: owner.token,
      body: { role: 'ADMIN' },
    });
    tick();
    const toDan = await invite(organizationId, owner, 'dan@example.com');
    tick();
    await respond(decliner, toDan, 'REJECTED');
    tick();
    const toNobody = await invite(organizationId, owner, 'nobody@example.com');
    tick();
    await api.call('PATCH', `/organizations/${organizationId}/invitation/${toNobody}/cancel`, {
      token: owner.token,
    });
    tick();
    await api.call('POST', `/organizations/${organizationId}/leave`, { token: leaver.token });
    tick();
    await api.call('DELETE', `/organizations/${organizationId}/user/${removed.id}`, { token: owner.token });
    tick();
    await api.call('POST', `/organizations/${organizationId}/transfer-ownership`, {
      token: owner.token,
      body: { userId: invitee.id },
    });

    const page = await log(organizationId, owner);
    expect(page.status).toBe(200);
    expect(kindsOf(page.body)).toEqual([
      'organization.ownership_transferred',
      'member.removed',
      'member.left',
      'member.invitation_cancelled',
      'member.invited',
      'member.invitation_rejected',
      'member.invited',
      'member.role_changed',
      'member.joined',
      'member.invitation_resent',
      'member.invited',
      'license.revoked',
      'license.identifier_changed',
      'license.assigned',
      'organization.renamed',
      'organization.created',
    ]);
    const byKind = (kind: string) => page.body.items.find((entry) => entry.kind === kind)!;
    const olive = actorOf(owner, 'Olive Owner');
    expect(byKind('organization.created')).toMatchObject({
      actor: olive,
      subject: 'Lumen',
      before: null,
      after: { name: 'Lumen' },
    });
    expect(byKind('organization.renamed')).toMatchObject({
      actor: olive,
      subject: 'Lumen Labs',
      before: { name: 'Lumen' },
      after: { name: 'Lumen Labs' },
    });
    expect(byKind('license.assigned')).toMatchObject({ actor: olive, subject: 'Front desk' });
    expect(byKind('license.identifier_changed')).toMatchObject({
      subject: 'Back office',
      before: { identifier: 'Front desk' },
      after: { identifier: 'Back office' },
    });
    expect(byKind('license.revoked')).toMatchObject({ actor: olive, subject: 'Back office' });
    expect(page.body.items.at(-6)).toMatchObject({
      kind: 'member.invited',
      subject: 'ivy@example.com',
      after: { role: 'BILLING' },
    });
    expect(byKind('member.invitation_resent')).toMatchObject({
      subject: 'ivy@example.com',
      after: { expires_at: resent.body.expires_at },
    });
    expect(byKind('member.joined')).toMatchObject({
      actor: actorOf(invitee, 'Ivy Invitee'),
      after: { role: 'BILLING' },
    });
    expect(byKind('member.role_changed')).toMatchObject({
      actor: olive,
      subject: 'ivy@example.com',
      before: { role: 'BILLING' },
      after: { role: 'ADMIN' },
    });
    // Without a name, the actor is known by address (the console shows the address).
    expect(byKind('member.invitation_rejected')).toMatchObject({
      actor: actorOf(decliner, null),
      subject: 'dan@example.com',
    });
    expect(byKind('member.invitation_cancelled')).toMatchObject({
      actor: olive,
      subject: 'nobody@example.com',
    });
    expect(byKind('member.left')).toMatchObject({
      actor: actorOf(leaver, 'Test User'),
      before: { role: 'BILLING' },
    });
    expect(byKind('member.removed')).toMatchObject({
      actor: olive,
      subject: 'rex@example.com',
      before: { role: 'LICENSE_MANAGER' },
    });
    expect(byKind('organization.ownership_transferred')).toEqual({
      id: expect.any(String),
      kind: 'organization.ownership_transferred',
      occurred_at: api.clock.now.toISOString(),
      actor: olive,
      subject: 'ivy@example.com',
      before: { owner: 'owner@example.com' },
      after: { owner: 'ivy@example.com' },
    });
    // The log keeps the name the actor had: renaming the owner later changes no entry.
    await api.db.updateTable('users').set({ first_name: 'Olivia' }).where('id', '=', owner.id).execute();
    expect((await log(organizationId, invitee)).body.items.at(-1)!.actor.name).toBe('Olive Owner');
  });

  it('writes nothing for a change that is refused or changes nothing', async () => {
    const { owner, organizationId } = await organization();
    const billing = await api.createUser();
    await api.addMember(organizationId, billing, 'BILLING');
    const before = (await log(organizationId, owner)).body.items;
    const stranger = await api.createUser();
    const refused = [
      // Not allowed (403), not a member (409), unchanged (409), same name (no change), not a member (404).
      await api.call('PATCH', `/organizations/${organizationId}`, {
        token: billing.token,
        body: { organizationName: 'Mine now' },
      }),
      await api.call('POST', `/organizations/${organizationId}/transfer-ownership`, {
        token: owner.token,
        body: { userId: stranger.id },
      }),
      await api.call('PATCH', `/organizations/${organizationId}/user/${billing.id}/role`, {
        token: owner.token,
        body: { role: 'BILLING' },
      }),
      await api.call('PATCH', `/organizations/${organizationId}`, {
        token: owner.token,
        body: { organizationName: 'Lumen' },
      }),
      await api.call('POST', `/organizations/${organizationId}/leave`, { token: stranger.token }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 409, 409, 200, 404]);
    await api.db
      .updateTable('organizations')
      .set({ pod_admin_license_count: 0 })
      .where('id', '=', organizationId)
      .execute();
    const full = await api.call('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier: 'One too many', licenseType: 'POD_ADMIN' },
    });
    expect(full.status).toBe(409);
    expect((await log(organizationId, owner)).body.items).toEqual(before);
  });

  it('rolls the change back when its entry cannot be written: one transaction', async () => {
    const { owner, organizationId } = await organization();
    const member = await api.createUser();
    await api.addMember(organizationId, member, 'BILLING');
    await sql`alter table activity_events add constraint refuse_role_changes check (kind <> 'member.role_changed')`.execute(
      api.db,
    );
    try {
      const failed = await api.call('PATCH', `/organizations/${organizationId}/user/${member.id}/role`, {
        token: owner.token,
        body: { role: 'ADMIN' },
        unchecked: true,
      });
      expect(failed.status).toBe(500);
    } finally {
      await sql`alter table activity_events drop constraint refuse_role_changes`.execute(api.db);
    }
    const role = await api.db
      .selectFrom('memberships')
      .select('role')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('BILLING');
  });

  it('records terms accepted in every organization of the user, once per version', async () => {
    const { owner, organizationId } = await organization();
    const second = await api.createOrganization(owner);
    const body = 'The terms.';
    await api.db
      .insertInto('terms_documents')
      .values({ id: randomUUID(), version: '2026-11', body, published_at: new Date('2026-11-01T00:00:00Z') })
      .execute();
    const sign = () =>
      api.call('POST', '/users/terms-of-service/sign', {
        token: owner.token,
        body: { version: '2026-11', tosHash: '' },
      });
    const tosHash = await hashTerms(body);
    const signed = () =>
      api.call('POST', '/users/terms-of-service/sign', {
        token: owner.token,
        body: { version: '2026-11', tosHash },
      });
    expect((await sign()).status).toBe(400);
    expect((await signed()).status).toBe(200);
    expect((await signed()).status).toBe(200);
    for (const id of [organizationId, second]) {
      const entries = (await log(id, owner, '?kind=terms.accepted')).body.items;
      expect(entries).toEqual([
        expect.objectContaining({ actor: actorOf(owner, 'Olive Owner'), subject: '2026-11' }),
      ]);
    }
  });

  it('records the platform admin’s changes as theirs, and nothing for an unchanged count', async () => {
    const { owner, organizationId } = await organization();
    const admin = await api.createUser({ role: 'SUPER_ADMIN', firstName: 'Ada', lastName: 'Admin' });
    await api.db
      .insertInto('licenses')
      .values(
        [1, 2].map(() => ({
          id: randomUUID(),
          organization_id: organizationId,
          identifier: null,
          trial: true,
        })),
      )
      .execute();
    const setCount = (licenseCount: number) =>
      api.call('PATCH', `/organizations/${organizationId}/update-license-count`, {
        token: admin.token,
        body: { licenseCount, licenseType: 'POD_ADMIN' },
      });
    expect((await setCount(8)).status).toBe(204);
    expect((await setCount(8)).status).toBe(204);
    const deleteTrials = () =>
      api.call('DELETE', `/organizations/${organizationId}/delete-trial-licenses`, { token: admin.token });
    expect((await deleteTrials()).status).toBe(204);
    expect((await deleteTrials()).status).toBe(204);
    const entries = (await log(organizationId, owner)).body.items.filter((entry) =>
      entry.kind.startsWith('admin.'),
    );
    const adminActor = { type: 'platform_admin', user_id: admin.id, name: 'Ada Admin', email: admin.email };
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'admin.trial_licenses_deleted',
        actor: adminActor,
        after: { trial_licenses: 2 },
      }),
      expect.objectContaining({
        kind: 'admin.license_count_changed',
        actor: adminActor,
        subject: '8',
        before: { license_count: 5 },
        after: { license_count: 8 },
      }),
    ]);
  });

  it('records what the payment provider changed, at the event’s time, once per event', async () => {
    const { owner, organizationId } = await organization();
    await api.db.deleteFrom('subscriptions').where('organization_id', '=', organizationId).execute();
    const T0 = Math.floor(api.clock.now.getTime() / 1000);
    let sequence = 0;
    const deliver = (
      type: string,
      object: Record<string, unknown>,
      created: number,
      id = `evt_log_${++sequence}`,
    ) => {
      const signed = signedDelivery({ id, object: 'event', created, type, data: { object } });
      return api.call('POST', '/webhooks/payments', {
        body: signed.body,
        headers: { 'stripe-signature': signed.signature },
      });
    };
    const subscription = (price: string, status = 'active') => ({
      id: 'sub_log',
      object: 'subscription',
      customer: 'cus_log',
      status,
      metadata: { organization_id: organizationId },
      items: {
        data: [{ price: { id: price }, current_period_start: T0, current_period_end: T0 + 30 * 86_400 }],
      },
      cancel_at_period_end: false,
    });
    expect(
      (await deliver('customer.subscription.created', subscription(testPriceId('starter', 'monthly')), T0))
        .status,
    ).toBe(200);
    // A renewal: the same plan, status and interval.
    await deliver('customer.subscription.updated', subscription(testPriceId('starter', 'monthly')), T0 + 10);
    await deliver(
      'customer.subscription.updated',
      subscription(testPriceId('business', 'annually')),
      T0 + 20,
    );
    const invoice = {
      object: 'invoice',
      customer: 'cus_log',
      metadata: { organization_id: organizationId },
    };
    await deliver('invoice.payment_failed', { ...invoice, id: 'in_1' }, T0 + 30, 'evt_log_failed');
    await deliver('invoice.payment_failed', { ...invoice, id: 'in_1' }, T0 + 30, 'evt_log_failed');
    await deliver('invoice.paid', { ...invoice, id: 'in_2' }, T0 + 40);

    const entries = (await log(organizationId, owner)).body.items.filter(
      (entry) => entry.actor.type === 'payment_provider',
    );
    const provider = { type: 'payment_provider', user_id: null, name: null, email: null };
    const at = (seconds: number) => new Date((T0 + seconds) * 1000).toISOString();
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'payment.succeeded', actor: provider, occurred_at: at(40) }),
      expect.objectContaining({ kind: 'payment.failed', actor: provider, occurred_at: at(30) }),
      expect.objectContaining({
        kind: 'subscription.changed',
        occurred_at: at(20),
        subject: 'Business',
        before: { product: 'starter', status: 'active', interval: 'month' },
        after: { product: 'business', status: 'active', interval: 'year' },
      }),
      expect.objectContaining({
        kind: 'subscription.changed',
        actor: provider,
        occurred_at: at(0),
        subject: 'Starter',
        before: null,
        after: { product: 'starter', status: 'active', interval: 'month' },
      }),
    ]);
  });

  describe('reading', () => {
    /** An organization with `count` entries by two members, one a second apart, oldest first. */
    async function history(count: number) {
      const { owner, organizationId } = await organization();
      const admin = await api.createUser({ email: 'amy@example.com' });
      await api.addMember(organizationId, admin);
      for (let index = 1; index < count; index++) {
        tick();
        await api.call('PATCH', `/organizations/${organizationId}`, {
          token: index % 2 === 0 ? owner.token : admin.token,
          body: { organizationName: `Name ${index}` },
        });
      }
      return { owner, admin, organizationId };
    }

    it('pages newest first by cursor, ACTIVITY_PAGE_SIZE by default, with no repeat or gap', async () => {
      const { owner, organizationId } = await history(7);
      const all = (await log(organizationId, owner)).body;
      expect(all.items).toHaveLength(7);
      expect(all.next_cursor).toBeNull();
      expect(ACTIVITY_PAGE_SIZE).toBeGreaterThan(7);
      const seen: Entry[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page: Page = (await log(organizationId, owner, query)).body;
        expect(page.items.length).toBeLessThanOrEqual(3);
        seen.push(...page.items);
        cursor = page.next_cursor;
        // Written meanwhile: newer than the first page, never on a later one.
        tick();
        await api.call('PATCH', `/organizations/${organizationId}`, {
          token: owner.token,
          body: { organizationName: `Meanwhile ${seen.length}` },
        });
      } while (cursor);
      expect(seen).toEqual(all.items);
    });

    it('filters by kind, actor and time, and combines them', async () => {
      const { owner, admin, organizationId } = await history(5);
      const start = new Date('2026-11-23T10:00:00.000Z').getTime();
      const byActor = (await log(organizationId, owner, `?actor=${admin.id}`)).body.items;
      expect(byActor.map((entry) => entry.subject)).toEqual(['Name 3', 'Name 1']);
      const renames = (await log(organizationId, owner, '?kind=organization.renamed')).body.items;
      expect(renames).toHaveLength(4);
      const from = new Date(start + 2000).toISOString();
      const to = new Date(start + 4000).toISOString();
      const window = (await log(organizationId, owner, `?from=${from}&to=${to}`)).body.items;
      expect(window.map((entry) => entry.subject)).toEqual(['Name 3', 'Name 2']);
      const combined = (
        await log(organizationId, owner, `?from=${from}&actor=${owner.id}&kind=organization.renamed`)
      ).body.items;
      expect(combined.map((entry) => entry.subject)).toEqual(['Name 4', 'Name 2']);
    });

    it('refuses a cursor of other filters, a cursor that is none, a kind it does not know and a bad limit', async () => {
      const { owner, organizationId } = await history(4);
      const page = (await log(organizationId, owner, '?limit=1')).body;
      const other = await log(
        organizationId,
        owner,
        `?limit=1&kind=organization.renamed&cursor=${encodeURIComponent(page.next_cursor!)}`,
      );
      expect(other.status).toBe(400);
      expect(detailOf(other.body)).toMatch(/other filters/);
      for (const query of [
        '?cursor=not-a-cursor',
        '?kind=license.stolen',
        '?limit=0',
        '?limit=201',
        '?from=yesterday',
      ]) {
        const response = await log(organizationId, owner, query);
        expect(response.status, query).toBe(400);
        expect(fieldsOf(response.body).length, query).toBeGreaterThan(0);
      }
    });
  });

  describe('CSV export', () => {
    const exportCsv = (organizationId: string, user: TestUser, query = '') =>
      api.call<string>('GET', `/organizations/${organizationId}/activity/export${query}`, {
        token: user.token,
      });

    it('answers a file named after the organization and the day, with a header, quoting and no formulas', async () => {
      const { owner, organizationId } = await organization('Zoë & Co. Studio');
      const sly = await api.createUser({ email: 'sly@example.com', firstName: '=SUM(A1)', lastName: 'X' });
      await api.addMember(organizationId, sly);
      tick();
      await api.call('POST', '/licenses/assign-member-to-license', {
        token: sly.token,
        body: { organizationId, identifier: 'Desk, "north"', licenseType: 'POD_ADMIN' },
      });
      const response = await exportCsv(organizationId, owner);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="activity-zoe-co-studio-2026-11-23.csv"',
      );
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(ACTIVITY_CSV_COLUMNS.join(','));
      expect(lines[0]).toBe('occurred_at,kind,actor,actor_email,description,change');
      expect(lines[1]).toBe(
        `${api.clock.now.toISOString()},license.assigned,'=SUM(A1) X,sly@example.com,` +
          `"'=SUM(A1) X assigned a license to Desk, ""north""",`,
      );
      expect(lines[2]).toMatch(
        /^2026-11-23T10:00:00\.000Z,organization\.created,Olive Owner,owner@example\.com,/,
      );
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength(4);
      // Filtered as the list is.
      const filtered = await exportCsv(organizationId, owner, `?actor=${owner.id}`);
      expect(filtered.body.split('\r\n')).toHaveLength(3);
    });

    it('exports every entry of a long log, newest first, reading it in batches', async () => {
      const { owner, organizationId } = await organization();
      await sql`
        insert into activity_events (id, organization_id, occurred_at, kind, actor_type, actor_name, actor_email, subject)
        select gen_random_uuid(), ${organizationId}::uuid, ${api.clock.now}::timestamptz - i * interval '1 second',
          'license.assigned', 'user', 'Bulk', 'bulk@example.com', 'Device ' || i
        from generate_series(1, 2345) as i
      `.execute(api.db);
      const response = await exportCsv(organizationId, owner, '?kind=license.assigned');
      const lines = response.body.split('\r\n').filter((line) => line !== '');
      expect(lines).toHaveLength(2346);
      expect(lines[1]).toContain('assigned a license to Device 1,');
      expect(lines[1000]).toContain('assigned a license to Device 1000,');
      expect(lines[1001]).toContain('assigned a license to Device 1001,');
      expect(lines.at(-1)).toContain('assigned a license to Device 2345,');
    });
  });

  describe('platform admin', () => {
    it('reads any organization’s log; anyone else is refused (403), a missing organization is 404', async () => {
      const { owner, organizationId } = await organization();
      const admin = await api.createUser({ role: 'SUPER_ADMIN' });
      const read = (user: TestUser, id = organizationId) =>
        api.call<Page>('GET', `/admin/organizations/${id}/activity?kind=organization.created`, {
          token: user.token,
        });
      const answer = await read(admin);
      expect(answer.status).toBe(200);
      expect(kindsOf(answer.body)).toEqual(['organization.created']);
      const refused = await read(owner);
      expect(refused.status).toBe(403);
      expect(refused.body).not.toHaveProperty('permission');
      expect((await read(admin, randomUUID())).status).toBe(404);
    });
  });
});
