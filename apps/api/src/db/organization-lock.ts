import type { Transaction } from 'kysely';

import type { Database } from './schema';

/**
 * Locks an organization's row until the transaction ends (`SELECT … FOR UPDATE`), so that a check on its licences
 * or invitations and the write that follows cannot interleave with another transaction doing the same: parallel
 * assignments queue here and "assigned < available" holds under concurrency (spec §4). PGlite has a single
 * connection and runs transactions one at a time anyway. Undefined when there is no such organization.
 */
export async function lockOrganization(trx: Transaction<Database>, organizationId: string) {
  return trx
    .selectFrom('organizations')
    .select(['id', 'pod_admin_license_count'])
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}
