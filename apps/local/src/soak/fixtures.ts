// The soak's organizations: each with its own Owner, who signs in with one click on the local login page (an identity
// account), has accepted the current terms, and holds an Enterprise contract with licences to assign. Written as rows
// once the API has migrated and seeded (the demo seed writes the terms), like the demo seed's Enterprise plan: no
// checkout exists for a contract. Spread over many organizations and owners, the load stays within the limits that
// count per user and per organization (decision 0018).
import { randomBytes } from 'node:crypto';

import type { Database } from '@pod-console/api';
import { addDays, hashTerms } from '@pod-console/hooks/domain';
import type { Kysely } from 'kysely';

import { DEMO_IDS, TERMS_CURRENT_TEXT } from '../seed/demo-data';

export interface SoakOrganization {
  index: number;
  organizationId: string;
  /** The Owner's identity account, which is also the user's id and subject. */
  accountId: string;
  email: string;
}

/** A UUID whose last part says what it is: the soak's rows are easy to find by eye. */
const soakId = (run: string, kind: number, index: number) =>
  `${run.slice(0, 8)}-50a4-4000-8000-${String(kind).padStart(4, '0')}${String(index).padStart(8, '0')}`;

export async function createSoakOrganizations(
  db: Kysely<Database>,
  options: { count: number; licenses: number; now?: Date },
): Promise<SoakOrganization[]> {
  const now = options.now ?? new Date();
  const run = randomBytes(4).toString('hex');
  const organizations = Array.from({ length: options.count }, (_, index) => ({
    index,
    organizationId: soakId(run, 1, index),
    accountId: soakId(run, 2, index),
    email: `soak.owner.${run}.${index}@example.com`,
  }));
  const tosHash = await hashTerms(TERMS_CURRENT_TEXT);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('identity_accounts')
      .values(
        organizations.map((organization) => ({
          id: organization.accountId,
          email: organization.email,
          email_verified: true,
          given_name: 'Soak',
          family_name: `Owner ${organization.index}`,
          description: 'A soak test owner',
          sort_order: 1000 + organization.index,
        })),
      )
      .execute();
    await trx
      .insertInto('users')
      .values(
        organizations.map((organization) => ({
          id: organization.accountId,
          // The identity provider's `sub` is the account id (as in the demo seed).
          subject: organization.accountId,
          email: organization.email,
          first_name: 'Soak',
          last_name: `Owner ${organization.index}`,
          system_role: 'USER' as const,
          selected_organization_id: null,
        })),
      )
      .execute();
    await trx
      .insertInto('terms_acceptances')
      .values(
        organizations.map((organization) => ({
          user_id: organization.accountId,
          terms_document_id: DEMO_IDS.termsCurrent,
          tos_hash: tosHash,
          accepted_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('organizations')
      .values(
        organizations.map((organization) => ({
          id: organization.organizationId,
          name: `Soak Organization ${organization.index}`,
          owner_user_id: organization.accountId,
          pod_admin_license_count: options.licenses,
        })),
      )
      .execute();
    await trx
      .insertInto('memberships')
      .values(
        organizations.map((organization) => ({
          organization_id: organization.organizationId,
          user_id: organization.accountId,
          role: 'OWNER' as const,
        })),
      )
      .execute();
    // Each owner's organization is the one the console opens (as the demo seed sets it).
    for (const organization of organizations)
      await trx
        .updateTable('users')
        .set({ selected_organization_id: organization.organizationId })
        .where('id', '=', organization.accountId)
        .execute();
    await trx
      .insertInto('subscriptions')
      .values(
        organizations.map((organization) => ({
          organization_id: organization.organizationId,
          product: 'enterprise' as const,
          status: 'active',
          price_interval: 'year' as const,
          trial_end: null,
          current_period_start: addDays(now, -10)!,
          current_period_end: addDays(now, 355)!,
          canceled_at: null,
          cancel_at_period_end: false,
          // spec §9: Enterprise is custom-priced.
          price_amount: null,
          pending_product: null,
          next_phase_start: null,
          pending_price_amount: null,
        })),
      )
      .execute();
  });
  return organizations;
}
