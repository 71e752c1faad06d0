import type { Transaction } from 'kysely';

import type { Database } from './schema';

/**
 * Locks an organization's row until the transaction ends (`SELECT … FOR UPDATE`), so that a check on its licences
 * or invitations and the write that follows cannot interleave with another transaction doing the same (spec §4).
 * Every writer takes this row first and the rows it guards after it (its tallies, migration 0004; its
 * subscription), so no two writers wait on each other in a cycle. PGlite has a single connection and runs
 * transactions one at a time anyway. Undefined when there is no such organization.
 *
 * A licence assignment, the write made most often, takes the same lock inside its one statement instead
 * (routes/licenses.ts): `FOR NO KEY UPDATE` of the row and then of its tallies, in that order, held only while the
 * database runs the statement and commits, never across a round trip to the API process.
 */
export async function lockOrganization(trx: Transaction<Database>, organizationId: string) {
  return trx
    .selectFrom('organizations')
    .select(['id', 'pod_admin_license_count'])
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}
