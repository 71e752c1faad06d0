import { openDatabase, type Wire } from '@pod-console/api';
import {
  createTestApi,
  type TestApi,
  openTestDatabase,
  TEST_DRIVERS,
  TEST_POSTGRES_URL,
} from '@pod-console/api/testing';
import {
  getLicenseCounts,
  getLicenseStatus,
  getSubscriptionState,
  getVersionToSign,
  needsName,
} from '@pod-console/hooks/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, DEMO_IDS } from './demo-data';
import { seedDemoData } from './seed';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi('pglite');
  await seedDemoData(api.db, api.clock.now);
});

afterAll(async () => {
  await api?.close();
});

const tokenOf = (accountId: string) => {
  const account = DEMO_ACCOUNTS.find((item) => item.id === accountId)!;
  return api.tokens.mint({ sub: account.id, email: account.email });
};

async function stateOf(accountId: string, organizationId: string) {
  const response = await api.call<Wire<'SubscriptionResponse'>>(
    'GET',
    `/organizations/${organizationId}/subscription`,
    {
      token: await tokenOf(accountId),
    },
  );
  const wire = response.body.subscription;
  return getSubscriptionState(
    wire && {
      product: wire.product,
      status: wire.status,
      provider: {
        trialEnd: wire.provider.trial_end,
        currentPeriodStart: wire.provider.current_period_start,
        currentPeriodEnd: wire.provider.current_period_end,
        cancelAtPeriodEnd: wire.provider.cancel_at_period_end,
        priceAmount: wire.provider.price_amount,
      },
      schedule: wire.schedule && {
        pendingProduct: wire.schedule.pending_product,
        nextPhaseStart: wire.schedule.next_phase_start,
      },
    },
    api.clock.now,
  );
}

describe('demo seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const count = async () =>
      Promise.all(
        (
          [
            'users',
            'identity_accounts',
            'organizations',
            'memberships',
            'licenses',
            'invitations',
            'subscriptions',
            'terms_documents',
            'terms_acceptances',
            'local_subscriptions',
            'payment_customers',
            'payment_events',
          ] as const
        ).map(async (table) => (await api.db.selectFrom(table).selectAll().execute()).length),
      );
    const before = await count();
    expect(await seedDemoData(api.db, new Date(api.clock.now.getTime() + 86_400_000))).toEqual({
      inserted: false,
    });
    expect(await count()).toEqual(before);
    expect(before[0]).toBe(DEMO_ACCOUNTS.length);
  });

  it('gives each claimed device a usage day from its claim to its last report, most days, the claim’s marked', async () => {
    const rows = await api.db
      .selectFrom('device_usage_days')
      .select(['organization_id', 'device_name', 'claimed'])
      .where('organization_id', 'in', [DEMO_IDS.acme, DEMO_IDS.harbor])
      .execute();
    const acme = rows.filter((row) => row.organization_id === DEMO_IDS.acme);
    // Four claimed devices at Acme, each on most of its 19 or 20 days since its claim.
    expect(new Set(acme.map((row) => row.device_name))).toEqual(
      new Set(['Studio iPad 1', 'Kiosk iPad', 'Sales MacBook Air', 'Showroom iPad Pro']),
    );
    expect(acme.length).toBeGreaterThan(4 * 14);
    expect(acme.filter((row) => row.claimed)).toHaveLength(4);
    expect(rows.some((row) => row.organization_id === DEMO_IDS.harbor)).toBe(true);
  });

  it('gives the claim details to the seeded licences of a database seeded before claims, and to no other', async () => {
    const seeded = (n: number) => `00000000-0000-4000-8000-${(400 + n).toString().padStart(12, '0')}`;
    const read = () =>
      api.db
        .selectFrom('licenses')
        .select(['id', 'device_name', 'claimed_at', 'last_seen_at'])
        .where('id', 'in', [seeded(1), seeded(2)])
        .orderBy('id')
        .execute();
    const before = await read();
    await api.db
      .updateTable('licenses')
      .set({ claimed_at: null, device_name: null, last_seen_at: null })
      .where('id', '=', seeded(1))
      .execute();
    await seedDemoData(api.db, api.clock.now);
    expect(await read()).toEqual(before);
    expect(before.map((row) => row.device_name)).toEqual(['Studio iPad 1', null]);
  });

  it('gives Acme Robotics a Business trial and licences claimed, unclaimed, trial, expiring and expired', async () => {
    const state = await stateOf(DEMO_IDS.alice, DEMO_IDS.acme);
    expect(state).toMatchObject({
      product: 'business',
      isActive: true,
      trial: { daysLeft: 4, expired: false },
    });
    const organization = await api.call<Wire<'Organization'>>('GET', `/organizations/${DEMO_IDS.acme}`, {
      token: await tokenOf(DEMO_IDS.alice),
    });
    const statuses = organization.body.licenses.map((license) =>
      getLicenseStatus(
        { expiresAt: license.expires_at, licenseKey: license.license_key_hash, trial: license.trial },
        api.clock.now,
      ),
    );
    expect(
      statuses.some(
        (status) => status.claimed && status.text === 'Active' && status.typeLabel === 'Pod Creator',
      ),
    ).toBe(true);
    expect(statuses.some((status) => !status.claimed)).toBe(true);
    expect(statuses.some((status) => status.typeLabel === 'Trial')).toBe(true);
    expect(statuses.some((status) => status.text.startsWith('Active • Expires'))).toBe(true);
    expect(statuses.some((status) => status.expired)).toBe(true);
    const counts = getLicenseCounts({
      licenses: organization.body.licenses.map((license) => ({
        identifier: license.identifier,
        revokedAt: license.revoked_at,
        trial: license.trial,
      })),
      licenseCounts: organization.body.license_counts,
    });
    // One licence left to assign, so the Add Pod Creator button is live.
    expect(counts).toEqual({ assigned: 5, available: 6, unassigned: 1 });
    // spec §3: a claimed licence (its key's hash present) shows its device, its claim and the device's last report;
    // an unclaimed one none of them.
    for (const license of organization.body.licenses) {
      const claimed = license.license_key_hash !== null;
      expect(license.device_name !== null, license.identifier ?? '').toBe(claimed);
      expect(license.claimed_at !== null, license.identifier ?? '').toBe(claimed);
      expect(license.last_seen_at !== null, license.identifier ?? '').toBe(claimed);
    }
    expect(
      organization.body.licenses.find((license) => license.identifier === 'Front desk iPad'),
    ).toMatchObject({
      device_name: 'Studio iPad 1',
      last_seen_at: new Date(api.clock.now.getTime() - 12 * 60_000).toISOString(),
    });
  });

  it('seeds the payment and plan states: grace, locked, canceled, pending downgrade, no plan', async () => {
    expect(await stateOf(DEMO_IDS.pat, DEMO_IDS.cedar)).toMatchObject({
      isLocked: false,
      paymentProblem: { graceDaysLeft: 4 },
    });
    expect(await stateOf(DEMO_IDS.lou, DEMO_IDS.delta)).toMatchObject({ isLocked: true });
    expect((await stateOf(DEMO_IDS.cam, DEMO_IDS.echo)).canceled).not.toBeNull();
    expect(await stateOf(DEMO_IDS.dana, DEMO_IDS.fjord)).toMatchObject({
      pendingChange: { product: 'starter', action: 'downgrade', isBusinessToStarter: true },
    });
    expect(await stateOf(DEMO_IDS.nico, DEMO_IDS.granite)).toMatchObject({ hasPlan: false });
  });

  it('writes every plan but Enterprise through the local provider: its events made the rows', async () => {
    const rows = await api.db
      .selectFrom('subscriptions')
      .innerJoin('organizations', 'organizations.id', 'subscriptions.organization_id')
      .select([
        'organizations.name',
        'organizations.pod_admin_license_count',
        'subscriptions.product',
        'subscriptions.status',
        'subscriptions.provider',
        'subscriptions.provider_subscription_id',
        'subscriptions.provider_customer_id',
        'subscriptions.current_period_start',
        'subscriptions.canceled_at',
        'subscriptions.cancel_at_period_end',
        'subscriptions.price_amount',
        'subscriptions.pending_price_amount',
      ])
      .orderBy('organizations.name')
      .execute();
    const day = 86_400_000;
    const daysAgo = (date: Date | null) =>
      date == null ? null : Math.round((api.clock.now.getTime() - date.getTime()) / day);
    expect(
      rows.map((row) => ({
        name: row.name,
        licences: row.pod_admin_license_count,
        product: row.product,
        status: row.status,
        provider: row.provider,
        subscription: row.provider_subscription_id,
        customer: row.provider_customer_id,
        periodStartedDaysAgo: daysAgo(row.current_period_start),
        canceledDaysAgo: daysAgo(row.canceled_at),
        cancelAtPeriodEnd: row.cancel_at_period_end,
        price: row.price_amount,
        pendingPrice: row.pending_price_amount,
      })),
    ).toEqual([
      {
        name: 'Acme Robotics',
        licences: 5,
        product: 'business',
        status: 'trialing',
        provider: 'local',
        subscription: 'sub_local_demo_acme',
        customer: 'cus_local_demo_acme',
        periodStartedDaysAgo: 3,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 9900,
        pendingPrice: null,
      },
      {
        name: 'Beacon Studio',
        licences: 1,
        product: 'starter',
        status: 'active',
        provider: 'local',
        subscription: 'sub_local_demo_beacon',
        customer: 'cus_local_demo_beacon',
        periodStartedDaysAgo: 10,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 1900,
        pendingPrice: null,
      },
      {
        name: 'Cedar Labs',
        licences: 5,
        product: 'business',
        status: 'past_due',
        provider: 'local',
        subscription: 'sub_local_demo_cedar',
        customer: 'cus_local_demo_cedar',
        periodStartedDaysAgo: 3,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 9900,
        pendingPrice: null,
      },
      {
        name: 'Delta Works',
        licences: 5,
        product: 'business',
        status: 'unpaid',
        provider: 'local',
        subscription: 'sub_local_demo_delta',
        customer: 'cus_local_demo_delta',
        periodStartedDaysAgo: 10,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 9900,
        pendingPrice: null,
      },
      {
        name: 'Echo Media',
        licences: 5,
        product: 'business',
        status: 'active',
        provider: 'local',
        subscription: 'sub_local_demo_echo',
        customer: 'cus_local_demo_echo',
        periodStartedDaysAgo: 18,
        canceledDaysAgo: 2,
        cancelAtPeriodEnd: true,
        price: 9900,
        pendingPrice: null,
      },
      {
        name: 'Fjord Systems',
        licences: 5,
        product: 'business',
        status: 'active',
        provider: 'local',
        subscription: 'sub_local_demo_fjord',
        customer: 'cus_local_demo_fjord',
        periodStartedDaysAgo: 345,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 89_100,
        pendingPrice: 17_100,
      },
      {
        name: 'Harbor Academy',
        licences: 5,
        product: 'business',
        status: 'active',
        provider: 'local',
        subscription: 'sub_local_demo_harbor',
        customer: 'cus_local_demo_harbor',
        periodStartedDaysAgo: 5,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 9900,
        pendingPrice: null,
      },
      // Paid monthly from the start, no licence: the journey of licences at scale and their claim.
      {
        name: 'Iris Studio',
        licences: 5,
        product: 'business',
        status: 'active',
        provider: 'local',
        subscription: 'sub_local_demo_iris',
        customer: 'cus_local_demo_iris',
        periodStartedDaysAgo: 3,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 9900,
        pendingPrice: null,
      },
      // Enterprise is a contract: a row set up by hand, no provider.
      {
        name: 'Pod Console HQ',
        licences: 20,
        product: 'enterprise',
        status: 'active',
        provider: null,
        subscription: null,
        customer: null,
        periodStartedDaysAgo: 100,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: null,
        pendingPrice: null,
      },
      // Paid monthly from the start: the roles journey's organization.
      {
        name: 'Rowan Studio',
        licences: 5,
        product: 'business',
        status: 'active',
        provider: 'local',
        subscription: 'sub_local_demo_rowan',
        customer: 'cus_local_demo_rowan',
        periodStartedDaysAgo: 3,
        canceledDaysAgo: null,
        cancelAtPeriodEnd: false,
        price: 9900,
        pendingPrice: null,
      },
    ]);

    // The provider keeps its own documents, and the console's customer is the provider's.
    const documents = await api.db
      .selectFrom('local_subscriptions')
      .select(['organization_id', 'document'])
      .execute();
    expect(documents).toHaveLength(9);
    const cedar = documents.find((row) => row.organization_id === DEMO_IDS.cedar)!.document as {
      status: string;
      invoices: Array<{ status: string }>;
    };
    expect(cedar.status).toBe('past_due');
    expect(cedar.invoices.map((invoice) => invoice.status)).toEqual(['paid', 'open']);
    const customers = await api.db
      .selectFrom('payment_customers')
      .select(['organization_id', 'provider', 'customer_id'])
      .where('organization_id', '=', DEMO_IDS.acme)
      .execute();
    expect(customers).toEqual([
      { organization_id: DEMO_IDS.acme, provider: 'local', customer_id: 'cus_local_demo_acme' },
    ]);
    const types = (
      await api.db
        .selectFrom('payment_events')
        .select('type')
        .where('organization_id', '=', DEMO_IDS.fjord)
        .orderBy('id')
        .execute()
    ).map((row) => row.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
        'subscription_schedule.created',
        'subscription_schedule.updated',
      ]),
    );
  });

  it('seeds the user situations of the demo accounts', async () => {
    const me = async (id: string) =>
      (await api.call<Wire<'CurrentUser'>>('GET', '/users/current-user', { token: await tokenOf(id) })).body;
    expect((await me(DEMO_IDS.bob)).organizations.map((organization) => organization.name)).toEqual([
      'Acme Robotics',
      'Beacon Studio',
    ]);
    expect((await me(DEMO_IDS.admin)).system_role).toBe('SUPER_ADMIN');
    const nora = await me(DEMO_IDS.nora);
    expect(nora.organizations).toEqual([]);
    expect(nora.pending_organizations.map((item) => item.organization_name)).toEqual([
      'Acme Robotics',
      'Beacon Studio',
    ]);
    const mona = await me(DEMO_IDS.mona);
    expect(needsName({ firstName: mona.first_name, lastName: mona.last_name })).toBe(true);
    const uma = await api.db
      .selectFrom('identity_accounts')
      .select('email_verified')
      .where('id', '=', DEMO_IDS.uma)
      .executeTakeFirstOrThrow();
    expect(uma.email_verified).toBe(false);

    const terms = async (id: string) => {
      const status = (
        await api.call<Wire<'TermsOfServiceStatus'>>('GET', '/users/terms-of-service', {
          token: await tokenOf(id),
        })
      ).body;
      return getVersionToSign(
        status.currentTermsOfService && {
          ...status.currentTermsOfService,
          s3Link: status.currentTermsOfService.s3_link,
        },
        status.signedTermsOfService.map((document) => ({ ...document, s3Link: document.s3_link })),
      ).versionToSign;
    };
    expect(await terms(DEMO_IDS.theo)).toBe('2026-01');
    expect(await terms(DEMO_IDS.alice)).toBeNull();
  });
});

describe.each(TEST_DRIVERS.filter((driver) => driver === 'postgres'))('demo seed on %s', (driver) => {
  it.each([1, 2, 3, 4, 5])(
    'seeds once when two processes start at once on one empty database (%i)',
    async () => {
      const database = await openTestDatabase(driver);
      // A second pool on the same schema: two connections race as two processes would.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      const other = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema: rows[0]!.schema });
      try {
        const now = new Date('2026-11-23T10:00:00.000Z');
        const results = await Promise.allSettled([
          seedDemoData(database.db, now),
          seedDemoData(other.db, now),
        ]);
        expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
        const versions = await database.db.selectFrom('terms_documents').select('version').execute();
        expect(versions.map((row) => row.version).sort()).toEqual(['2025-06', '2026-01']);
      } finally {
        await other.close();
        await database.close();
      }
    },
  );
});
