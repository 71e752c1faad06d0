// The organizations' rows (docs/decisions/0031-api-data-layer.md). Their locks are db/organization-lock.ts's; what
// a member sees of one is read-models/organization.ts's.
import type { Executor } from '../db/schema';

/** A new organization and its creator's OWNER membership (owner_user_id and the one OWNER, migration 0011). */
export async function createOrganization(
  db: Executor,
  organization: { id: string; name: string; ownerUserId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('organizations')
    .values({
      id: organization.id,
      name: organization.name,
      owner_user_id: organization.ownerUserId,
      pod_admin_license_count: 0,
      created_at: organization.now,
    })
    .execute();
  await db
    .insertInto('memberships')
    .values({ organization_id: organization.id, user_id: organization.ownerUserId, role: 'OWNER' })
    .execute();
}

/** The organization's version (migration 0002) and the user's role in it; undefined for a non-member. */
export async function organizationVersionAndRole(db: Executor, organizationId: string, userId: string) {
  return db
    .selectFrom('organizations')
    .innerJoin('memberships', 'memberships.organization_id', 'organizations.id')
    .select(['organizations.version', 'memberships.role'])
    .where('organizations.id', '=', organizationId)
    .where('memberships.user_id', '=', userId)
    .executeTakeFirst();
}

/** The organization's name; throws when there is no such organization (the caller knows it exists). */
export async function organizationName(db: Executor, organizationId: string): Promise<string> {
  const row = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.name;
}

/** The organization's name, its row locked until the transaction ends (a rename decides on it). */
export async function lockOrganizationName(db: Executor, organizationId: string): Promise<string> {
  const row = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  return row.name;
}

export async function organizationExists(db: Executor, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who the organization records as its owner; throws when there is no such organization. */
export async function organizationOwnerId(db: Executor, organizationId: string): Promise<string> {
  const row = await db
    .selectFrom('organizations')
    .select('owner_user_id')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.owner_user_id;
}

export async function renameOrganization(db: Executor, organizationId: string, name: string): Promise<void> {
  await db.updateTable('organizations').set({ name }).where('id', '=', organizationId).execute();
}

/** spec §5: the purchased POD_ADMIN count the platform admin sets. */
export async function setLicenseCount(
  db: Executor,
  organizationId: string,
  licenseCount: number,
): Promise<void> {
  await db
    .updateTable('organizations')
    .set({ pod_admin_license_count: licenseCount })
    .where('id', '=', organizationId)
    .execute();
}
