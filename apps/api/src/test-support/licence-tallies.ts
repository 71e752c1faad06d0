// What the migrations' tests of the licence tallies share: organizations to put licences in, and each one's stored
// tallies beside a recount of its licences.
import { randomUUID } from 'node:crypto';

import { ASSIGNED_LICENSE, TRIAL_LICENSE } from '@pod-console/hooks/domain';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { licenseConditionSql } from '../read-models/license-condition-sql';

/** Each organization's stored tallies next to a recount of its licences, as `assigned/trial/assigned trial`. */
export async function storedAndCountedTallies(db: Kysely<Database>, organizationIds: string[]) {
  // Counted by the domain's conditions (read-models/license-condition-sql.ts).
  const assigned = licenseConditionSql(ASSIGNED_LICENSE, 'l');
  const trial = licenseConditionSql(TRIAL_LICENSE, 'l');
  const { rows } = await sql<{ organization_id: string; stored: string; counted: string }>`
    select t.organization_id,
      concat_ws('/', t.assigned_licenses, t.trial_licenses, t.assigned_trial_licenses) as stored,
      concat_ws('/',
        count(l.id) filter (where ${assigned}),
        count(l.id) filter (where ${trial}),
        count(l.id) filter (where ${assigned} and ${trial})
      ) as counted
    from organization_tallies t
    left join licenses l on l.organization_id = t.organization_id and l.revoked_at is null
    where t.organization_id = any (${organizationIds}::uuid[])
    group by t.organization_id, t.assigned_licenses, t.trial_licenses, t.assigned_trial_licenses
    order by t.organization_id
  `.execute(db);
  return rows;
}

/** Organizations with these ids (named `<name> 0`, `<name> 1`…), 1000 licences each, owned by a new user. */
export async function insertOrganizations(db: Kysely<Database>, organizationIds: string[], name: string) {
  const ownerId = randomUUID();
  await db
    .insertInto('users')
    .values({ id: ownerId, subject: `sub-${ownerId}`, email: `${ownerId}@example.com`, system_role: 'USER' })
    .execute();
  await db
    .insertInto('organizations')
    .values(
      organizationIds.map((id, index) => ({
        id,
        name: `${name} ${index}`,
        owner_user_id: ownerId,
        pod_admin_license_count: 1000,
      })),
    )
    .execute();
}
