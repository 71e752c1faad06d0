// An organization's service accounts (docs/decisions/0028-service-accounts.md, 0031-api-data-layer.md): a user of
// kind `service_account` with a membership holding its role (migration 0014), and its row.
import type { AssignableRole } from '@pod-console/hooks/domain';
import type { Transaction } from 'kysely';

import type { Database, Executor, ServiceAccountRow } from '../db/schema';

/** The organization's service accounts, revoked ones too, newest first. */
export function serviceAccountsOf(db: Executor, organizationId: string): Promise<ServiceAccountRow[]> {
  return db
    .selectFrom('service_accounts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function activeServiceAccountCount(db: Executor, organizationId: string): Promise<number> {
  const { active } = await db
    .selectFrom('service_accounts')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(active);
}

export interface NewServiceAccount {
  id: string;
  organizationId: string;
  name: string;
  role: AssignableRole;
  clientId: string;
  /** The address its user row carries (http/authenticate.ts's serviceAccountAddress). */
  email: string;
  secretSha256: string;
  createdBy: { id: string; name: string };
  now: Date;
}

/** The account's user, its membership with the role, and its row; answers the row. */
export async function createServiceAccount(
  trx: Transaction<Database>,
  account: NewServiceAccount,
): Promise<ServiceAccountRow> {
  const { id, organizationId, now } = account;
  await trx
    .insertInto('users')
    .values({
      id,
      subject: account.clientId,
      email: account.email,
      first_name: account.name,
      last_name: null,
      system_role: 'USER',
      selected_organization_id: organizationId,
      kind: 'service_account',
      created_at: now,
    })
    .execute();
  await trx
    .insertInto('memberships')
    .values({ organization_id: organizationId, user_id: id, role: account.role, created_at: now })
    .execute();
  return trx
    .insertInto('service_accounts')
    .values({
      id,
      organization_id: organizationId,
      name: account.name,
      role: account.role,
      client_id: account.clientId,
      secret_sha256: account.secretSha256,
      created_at: now,
      created_by_user_id: account.createdBy.id,
      created_by_name: account.createdBy.name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A service account of the organization, locked until the transaction ends. */
export function lockServiceAccount(
  trx: Transaction<Database>,
  organizationId: string,
  serviceAccountId: string,
): Promise<ServiceAccountRow | undefined> {
  return trx
    .selectFrom('service_accounts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', serviceAccountId)
    .forUpdate()
    .executeTakeFirst();
}

/** Revokes the account: its role goes with its membership, so no check of who may do what finds it. */
export async function revokeServiceAccount(
  trx: Transaction<Database>,
  account: Pick<ServiceAccountRow, 'id' | 'organization_id'>,
  now: Date,
): Promise<ServiceAccountRow> {
  await trx
    .deleteFrom('memberships')
    .where('organization_id', '=', account.organization_id)
    .where('user_id', '=', account.id)
    .execute();
  return trx
    .updateTable('service_accounts')
    .set({ revoked_at: now })
    .where('id', '=', account.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
