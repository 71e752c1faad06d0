// Idempotent demo seed (fixed ids, `on conflict do nothing`). Plans are not written as rows: each organization buys
// its plan from the local provider's state machine and its Stripe-format events go through the webhook's own code
// (applyPaymentEvent); only Enterprise, sold by contract, is written by hand.
import { createHash, randomBytes } from 'node:crypto';

import {
  type Database,
  type PaymentProvider,
  applyPaymentEvent,
  INVITATION_TOKEN_BYTES,
} from '@pod-console/api';
import { addDays, DEFAULT_MEMBER_ROLE, hashTerms } from '@pod-console/hooks/domain';
import { usageDay } from '@pod-console/hooks/fleet';
import { sql, type Kysely, type Transaction } from 'kysely';

import { DAY_SECONDS } from '../payments/clock';
import { createLocalPaymentProvider } from '../payments/local-provider';
import {
  advance,
  cancelAtPeriodEnd,
  changePlan,
  subscribe,
  travel,
  type LocalSubscriptionDocument,
  type Transition,
} from '../payments/state-machine';
import {
  DEMO_ACCOUNTS,
  DEMO_IDS,
  DEMO_ORGANIZATIONS,
  TERMS_CURRENT_TEXT,
  TERMS_OLD_TEXT,
  type DemoContractPlan,
  type DemoLocalPlan,
  type DemoOrganization,
} from './demo-data';

export interface SeedResult {
  /** False when the demo data was already there. */
  inserted: boolean;
}

const at = (now: Date, days: number) => addDays(now, days)!;

/** A stand-in for the hash of a key a device claimed a licence with. */
const keyHash = (seed: string) => createHash('sha256').update(`demo-license-key:${seed}`).digest('hex');

/**
 * A demo plan's checkout at `now` and its history after it, through the local provider's state machine: the
 * subscription document and every event it sent, in order. The clock steps are the test clock's (history moves
 * back, the clock runs to `now`), so the dates end up relative to the seeding instant.
 */
export function runDemoPlan(organization: DemoOrganization, plan: DemoLocalPlan, now: Date): Transition {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const card = {
    brand: 'Visa',
    last4: plan.card === 'ok' ? '4242' : '0341',
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
    behaviour: plan.card,
  } as const;
  let state = subscribe({
    session: {
      kind: 'checkout',
      id: `cs_local_demo_${organization.key}`,
      customer: `cus_local_demo_${organization.key}`,
      organizationId: organization.id,
      organizationName: organization.name,
      customerEmail: DEMO_ACCOUNTS.find((account) => account.id === organization.ownerId)?.email ?? '',
      plan: plan.plan,
      period: plan.period,
      trialDays: plan.trialDays ?? null,
      successUrl: 'http://127.0.0.1/subscription/success',
      cancelUrl: 'http://127.0.0.1/subscription/cancel',
      created: nowSeconds,
      expiresAt: nowSeconds + DAY_SECONDS,
    },
    subscriptionId: `sub_local_demo_${organization.key}`,
    card,
    now,
  });
  const events = [...state.events];
  for (const step of plan.history) {
    const document: LocalSubscriptionDocument = state.document;
    if ('advance' in step) {
      const seconds =
        step.advance === 'period-end' ? document.currentPeriodEnd - nowSeconds : step.advance * DAY_SECONDS;
      state = travel(document, seconds, now);
    } else if ('cancelAtPeriodEnd' in step) {
      state = cancelAtPeriodEnd(document, now);
    } else {
      state = changePlan(document, step.changePlan, now);
    }
    events.push(...state.events);
  }
  const settled = advance(state.document, now);
  return { document: settled.document, events: [...events, ...settled.events] };
}

/** Buys a demo organization's plan from the local provider and applies what it sent, as the webhook would. */
async function seedLocalPlan(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  organization: DemoOrganization,
  plan: DemoLocalPlan,
  now: Date,
): Promise<void> {
  const { document, events } = runDemoPlan(organization, plan, now);
  await trx
    .insertInto('local_subscriptions')
    .values({
      id: document.id,
      organization_id: organization.id,
      customer_id: document.customer,
      document: JSON.stringify(document),
      updated_at: now,
    })
    .execute();
  for (const event of events) await applyPaymentEvent(trx, event, provider);
}

/** Enterprise: a contract, set up by hand (no checkout, no provider, no portal). */
async function seedContractPlan(
  trx: Transaction<Database>,
  organization: DemoOrganization,
  plan: DemoContractPlan,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('subscriptions')
    .values({
      organization_id: organization.id,
      product: plan.product,
      status: plan.status,
      price_interval: plan.interval,
      trial_end: null,
      current_period_start: at(now, plan.periodStartDays),
      current_period_end: at(now, plan.periodEndDays),
      canceled_at: null,
      cancel_at_period_end: false,
      // spec §9: Enterprise is custom-priced.
      price_amount: null,
      pending_product: null,
      next_phase_start: null,
      pending_price_amount: null,
    })
    .execute();
}

async function hasPlan(trx: Transaction<Database>, organizationId: string): Promise<boolean> {
  const [row, local] = await Promise.all([
    trx
      .selectFrom('subscriptions')
      .select('organization_id')
      .where('organization_id', '=', organizationId)
      .executeTakeFirst(),
    trx
      .selectFrom('local_subscriptions')
      .select('organization_id')
      .where('organization_id', '=', organizationId)
      .executeTakeFirst(),
  ]);
  return row != null || local != null;
}

/** An arbitrary constant naming the seed's lock (the migrations hold 724_311_001). */
const SEED_LOCK_KEY = 724_311_002;

export async function seedDemoData(db: Kysely<Database>, now: Date = new Date()): Promise<SeedResult> {
  // The demo plans are the local provider's, whichever provider the API is configured with: its price list
  // describes their prices when their events are applied. It sends nothing here (the seed applies the events).
  const provider = createLocalPaymentProvider({
    db,
    publicUrl: 'http://127.0.0.1',
    webhookUrl: 'http://127.0.0.1/webhooks/payments',
    secret: 'unused: the seed applies its events itself',
    now: () => now,
    deliver: async () => {},
  });
  return db.transaction().execute(async (trx) => {
    // Several API processes starting at once on one empty database seed one after the other: the second then
    // finds every row and adds nothing (an insert that skips conflicts on `id` alone would still trip over the
    // unique terms version).
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const first = await trx
      .insertInto('terms_documents')
      .values([
        { id: DEMO_IDS.termsOld, version: '2025-06', body: TERMS_OLD_TEXT, published_at: at(now, -180) },
        {
          id: DEMO_IDS.termsCurrent,
          version: '2026-01',
          body: TERMS_CURRENT_TEXT,
          published_at: at(now, -30),
        },
      ])
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();

    await trx
      .insertInto('identity_accounts')
      .values(
        DEMO_ACCOUNTS.map((account, index) => ({
          id: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          description: account.description,
          sort_order: index,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          id: account.id,
          // The identity provider's `sub` is the account id.
          subject: account.id,
          email: account.email,
          first_name: account.givenName,
          last_name: account.familyName,
          system_role: account.systemRole,
          selected_organization_id: null,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    const [oldHash, currentHash] = await Promise.all([
      hashTerms(TERMS_OLD_TEXT),
      hashTerms(TERMS_CURRENT_TEXT),
    ]);
    await trx
      .insertInto('terms_acceptances')
      .values(
        DEMO_ACCOUNTS.flatMap((account) => [
          {
            user_id: account.id,
            terms_document_id: DEMO_IDS.termsOld,
            tos_hash: oldHash,
            accepted_at: at(now, -170),
          },
          ...(account.signedCurrentTerms
            ? [
                {
                  user_id: account.id,
                  terms_document_id: DEMO_IDS.termsCurrent,
                  tos_hash: currentHash,
                  accepted_at: at(now, -20),
                },
              ]
            : []),
        ]),
      )
      .onConflict((oc) => oc.columns(['user_id', 'terms_document_id']).doNothing())
      .execute();

    for (const [index, organization] of DEMO_ORGANIZATIONS.entries()) {
      await trx
        .insertInto('organizations')
        .values({
          id: organization.id,
          name: organization.name,
          owner_user_id: organization.ownerId,
          pod_admin_license_count: organization.podAdminLicenseCount,
          // Stable order in lists: one minute apart.
          created_at: new Date(Date.parse(at(now, -60)) + index * 60_000),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('memberships')
        .values(
          // The owner is the Owner; everyone else an Admin, the role every member held before roles existed.
          organization.memberIds.map((userId) => ({
            organization_id: organization.id,
            user_id: userId,
            role: userId === organization.ownerId ? ('OWNER' as const) : DEFAULT_MEMBER_ROLE,
          })),
        )
        .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
        .execute();
      const plan = organization.subscription;
      // A plan once seeded (or bought since) is never seeded again.
      if (plan && !(await hasPlan(trx, organization.id))) {
        if (plan.provider === 'local') await seedLocalPlan(trx, provider, organization, plan, now);
        else await seedContractPlan(trx, organization, plan, now);
      }
      await trx
        .updateTable('users')
        .set({ selected_organization_id: organization.id })
        .where('id', 'in', organization.memberIds)
        .where('selected_organization_id', 'is', null)
        .execute();
    }

    // Acme Robotics: a licence in every state. Harbor Academy: two bought and two trial licences, one unassigned.
    // Each claimed one was claimed by a named device a day after it was made, which has reported in since (the
    // Pod Creator app's claim and reports); the expired one was last seen before it expired.
    const license = (
      n: number,
      values: {
        identifier: string | null;
        device?: { name: string; lastSeenMinutesAgo: number };
        trial?: boolean;
        expiresInDays?: number;
      },
      organizationId: string = DEMO_IDS.acme,
    ) => {
      const createdAt = new Date(Date.parse(at(now, -20)) + n * 60_000);
      const { device } = values;
      return {
        id: `00000000-0000-4000-8000-${(400 + n).toString().padStart(12, '0')}`,
        organization_id: organizationId,
        identifier: values.identifier,
        license_key_hash: device ? keyHash(String(n)) : null,
        expires_at: values.expiresInDays == null ? null : at(now, values.expiresInDays),
        revoked_at: null,
        trial: values.trial ?? false,
        created_at: createdAt,
        claimed_at: device ? new Date(createdAt.getTime() + 86_400_000) : null,
        device_name: device?.name ?? null,
        last_seen_at: device ? new Date(now.getTime() - device.lastSeenMinutesAgo * 60_000) : null,
      };
    };
    const seededLicenses = [
      license(1, {
        identifier: 'Front desk iPad',
        device: { name: 'Studio iPad 1', lastSeenMinutesAgo: 12 },
      }),
      license(2, { identifier: 'Warehouse tablet' }),
      license(3, {
        identifier: 'Demo kiosk (trial)',
        device: { name: 'Kiosk iPad', lastSeenMinutesAgo: 3 * 60 },
        trial: true,
      }),
      license(4, {
        identifier: 'Sales laptop',
        device: { name: 'Sales MacBook Air', lastSeenMinutesAgo: 26 * 60 },
        expiresInDays: 5,
      }),
      license(5, {
        identifier: 'Old showroom display',
        device: { name: 'Showroom iPad Pro', lastSeenMinutesAgo: 4 * 24 * 60 },
        expiresInDays: -3,
      }),
      license(
        6,
        { identifier: 'Beacon front desk', device: { name: 'Beacon iPad', lastSeenMinutesAgo: 45 } },
        DEMO_IDS.beacon,
      ),
      license(
        7,
        { identifier: 'Library iPad', device: { name: 'Library iPad 2', lastSeenMinutesAgo: 30 } },
        DEMO_IDS.harbor,
      ),
      license(8, { identifier: 'Art room tablet' }, DEMO_IDS.harbor),
      license(
        9,
        {
          identifier: 'Visiting teacher (trial)',
          device: { name: 'Visitor iPad', lastSeenMinutesAgo: 2 * 24 * 60 },
          trial: true,
        },
        DEMO_IDS.harbor,
      ),
      license(10, { identifier: null, trial: true }, DEMO_IDS.harbor),
    ];
    await trx
      .insertInto('licenses')
      .values(seededLicenses)
      // A database seeded before claims had their details gets them, on the licences still claimed as seeded.
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            claimed_at: eb.ref('excluded.claimed_at'),
            device_name: eb.ref('excluded.device_name'),
            last_seen_at: eb.ref('excluded.last_seen_at'),
          }))
          .where('licenses.claimed_at', 'is', null)
          .whereRef('licenses.license_key_hash', '=', 'excluded.license_key_hash'),
      )
      .execute();

    // Their usage (docs/decisions/0042-usage-against-the-plan.md): each claimed device reported on most days from its
    // claim to its last report — every day but one in seven, each device its own — one row per device and day, the
    // claim's day marked, so Plan & Billing's Usage has a month and a chart to show.
    const usageRows = seededLicenses.flatMap((seeded) => {
      if (!seeded.claimed_at || !seeded.last_seen_at || !seeded.device_name) return [];
      const first = Date.parse(usageDay(seeded.claimed_at));
      const last = Date.parse(usageDay(seeded.last_seen_at));
      const offset = Number(seeded.id.slice(-2));
      const rows = [];
      for (let day = first, n = 0; day <= last; day += 86_400_000, n += 1) {
        if (day !== first && day !== last && (n + offset) % 7 === 0) continue;
        rows.push({
          organization_id: seeded.organization_id,
          day: usageDay(new Date(day)),
          license_id: seeded.id,
          device_name: seeded.device_name,
          claimed: day === first,
        });
      }
      return rows;
    });
    await trx
      .insertInto('device_usage_days')
      .values(usageRows)
      .onConflict((oc) => oc.doNothing())
      .execute();

    // Nora: two pending invitations.
    await trx
      .insertInto('invitations')
      .values(
        [
          [DEMO_IDS.inviteNoraAcme, DEMO_IDS.acme, DEMO_IDS.alice],
          [DEMO_IDS.inviteNoraBeacon, DEMO_IDS.beacon, DEMO_IDS.bob],
        ].map(([id, organizationId, invitedBy]) => ({
          id: id!,
          organization_id: organizationId!,
          email: 'nora@example.com',
          token: randomBytes(INVITATION_TOKEN_BYTES).toString('base64url'),
          status: 'PENDING' as const,
          invited_by_user_id: invitedBy!,
          expires_at: at(now, 6),
          last_sent_at: at(now, -1),
          created_at: at(now, -1),
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    return { inserted: (first.numInsertedOrUpdatedRows ?? 0n) > 0n };
  });
}
