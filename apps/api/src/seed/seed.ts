// Idempotent demo seed: fixed ids and `on conflict do nothing` everywhere, so running it on every start
// and through `npm run seed` changes nothing after the first time.
import { createHash, randomBytes } from 'node:crypto';

import { addDays, annualPriceCents, hashTerms, MONTHLY_PRICE_CENTS } from '@pod-console/hooks/domain';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { INVITATION_TOKEN_BYTES } from '../routes/organizations';
import {
  DEMO_ACCOUNTS,
  DEMO_IDS,
  DEMO_ORGANIZATIONS,
  TERMS_CURRENT_TEXT,
  TERMS_OLD_TEXT,
  type DemoOrganization,
} from './demo-data';

export interface SeedResult {
  /** False when the demo data was already there. */
  inserted: boolean;
}

const at = (now: Date, days: number) => addDays(now, days)!;

/** A stand-in for the hash of a key a device claimed a licence with. */
const keyHash = (seed: string) => createHash('sha256').update(`demo-license-key:${seed}`).digest('hex');

function priceOf(product: DemoOrganization['subscription'] & object) {
  const monthly = MONTHLY_PRICE_CENTS[product.product];
  if (monthly == null) return null;
  return product.interval === 'year' ? annualPriceCents(monthly) : monthly;
}

export async function seedDemoData(db: Kysely<Database>, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
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
          organization.memberIds.map((userId) => ({ organization_id: organization.id, user_id: userId })),
        )
        .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
        .execute();
      const plan = organization.subscription;
      if (plan) {
        const pendingMonthly = plan.pendingProduct ? MONTHLY_PRICE_CENTS[plan.pendingProduct] : null;
        await trx
          .insertInto('subscriptions')
          .values({
            organization_id: organization.id,
            product: plan.product,
            status: plan.status,
            price_interval: plan.interval,
            trial_end: plan.trialEndDays == null ? null : at(now, plan.trialEndDays),
            current_period_start: at(now, plan.periodStartDays),
            current_period_end: at(now, plan.periodEndDays),
            canceled_at: plan.canceledAtDays == null ? null : at(now, plan.canceledAtDays),
            cancel_at_period_end: plan.cancelAtPeriodEnd ?? false,
            price_amount: priceOf(plan),
            pending_product: plan.pendingProduct ?? null,
            // A scheduled change starts with the next period.
            next_phase_start: plan.pendingProduct ? at(now, plan.periodEndDays) : null,
            pending_price_amount:
              pendingMonthly == null
                ? null
                : plan.interval === 'year'
                  ? annualPriceCents(pendingMonthly)
                  : pendingMonthly,
          })
          .onConflict((oc) => oc.column('organization_id').doNothing())
          .execute();
      }
      await trx
        .updateTable('users')
        .set({ selected_organization_id: organization.id })
        .where('id', 'in', organization.memberIds)
        .where('selected_organization_id', 'is', null)
        .execute();
    }

    // Acme Robotics: a licence in every state.
    const license = (
      n: number,
      values: { identifier: string | null; claimed: boolean; trial?: boolean; expiresInDays?: number },
    ) => ({
      id: `00000000-0000-4000-8000-${(400 + n).toString().padStart(12, '0')}`,
      organization_id: DEMO_IDS.acme,
      identifier: values.identifier,
      license_key_hash: values.claimed ? keyHash(String(n)) : null,
      expires_at: values.expiresInDays == null ? null : at(now, values.expiresInDays),
      revoked_at: null,
      trial: values.trial ?? false,
      created_at: new Date(Date.parse(at(now, -20)) + n * 60_000),
    });
    await trx
      .insertInto('licenses')
      .values([
        license(1, { identifier: 'Front desk iPad', claimed: true }),
        license(2, { identifier: 'Warehouse tablet', claimed: false }),
        license(3, { identifier: 'Demo kiosk (trial)', claimed: true, trial: true }),
        license(4, { identifier: 'Sales laptop', claimed: true, expiresInDays: 5 }),
        license(5, { identifier: 'Old showroom display', claimed: true, expiresInDays: -3 }),
        {
          ...license(6, { identifier: 'Beacon front desk', claimed: true }),
          organization_id: DEMO_IDS.beacon,
        },
      ])
      .onConflict((oc) => oc.column('id').doNothing())
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
          created_at: at(now, -1),
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    return { inserted: (first.numInsertedOrUpdatedRows ?? 0n) > 0n };
  });
}
