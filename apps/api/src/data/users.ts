// The users' rows (docs/decisions/0031-api-data-layer.md): names, the selected organization, terms signed. The
// current user's answer is read-models/current-user.ts's.
import type { Executor, UserRow } from '../db/schema';

/** spec §5: the names given (already checked), the others kept; answers the user's row after. */
export function updateUserNames(
  db: Executor,
  userId: string,
  names: { first_name?: string; last_name?: string },
): Promise<UserRow> {
  return db.updateTable('users').set(names).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** The user's selected organization, set unconditionally (an organization they just made). */
export async function selectOrganization(
  db: Executor,
  userId: string,
  organizationId: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ selected_organization_id: organizationId })
    .where('id', '=', userId)
    .execute();
}

/** The user's selected organization, set only when they are its member; answers their row, undefined if not. */
export function selectOrganizationIfMember(
  db: Executor,
  userId: string,
  organizationId: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ selected_organization_id: organizationId })
    .where('id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('memberships')
          .select('user_id')
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', userId),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The user's selected organization, set only when none is selected (a user who had none lands in this one). */
export async function selectOrganizationIfNone(
  db: Executor,
  userId: string,
  organizationId: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ selected_organization_id: organizationId })
    .where('id', '=', userId)
    .where('selected_organization_id', 'is', null)
    .execute();
}

/** Records the user's signature of a terms document; false when they had signed it already. */
export async function signTerms(
  db: Executor,
  signature: { userId: string; termsDocumentId: string; tosHash: string },
): Promise<boolean> {
  const signed = await db
    .insertInto('terms_acceptances')
    .values({
      user_id: signature.userId,
      terms_document_id: signature.termsDocumentId,
      tos_hash: signature.tosHash,
    })
    .onConflict((oc) => oc.columns(['user_id', 'terms_document_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return signed !== undefined;
}
