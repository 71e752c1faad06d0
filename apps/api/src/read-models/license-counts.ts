import {
  ASSIGNED_LICENSE,
  licenseCountsFromTallies,
  TRIAL_LICENSE,
  type LicenseCountSummary,
} from '@pod-console/hooks/domain';
import { sql } from 'kysely';

import type { Executor } from '../db/schema';
import { licenseConditionSql } from './license-condition-sql';

/**
 * spec §4 tallies, by the domain's conditions (license-condition-sql.ts). The database counts, so an organization
 * with 10,000 licences costs one small aggregate instead of 10,000 rows.
 */
function licenseTallies(db: Executor) {
  return (
    db
      .selectFrom('licenses')
      .select([
        sql<number>`count(*) filter (where ${licenseConditionSql(ASSIGNED_LICENSE, 'licenses')})::int`.as(
          'assigned',
        ),
        sql<number>`count(*) filter (where ${licenseConditionSql(TRIAL_LICENSE, 'licenses')})::int`.as(
          'trial',
        ),
        sql<number>`count(*)::int`.as('total'),
      ])
      // Implied by both conditions: the rows counted, found without the revoked ones.
      .where('revoked_at', 'is', null)
  );
}

/** spec §4 licence counts of an organization, by the domain's formula over the database's tallies. */
export async function licenseCountsOf(
  db: Executor,
  organizationId: string,
  purchased: number,
): Promise<LicenseCountSummary> {
  const tallies = await licenseTallies(db).where('organization_id', '=', organizationId).executeTakeFirst();
  return licenseCountsFromTallies({
    assigned: Number(tallies?.assigned ?? 0),
    trial: Number(tallies?.trial ?? 0),
    purchased,
  });
}

/**
 * How many licences (not revoked) an organization has, with spec §4's tallies over them: what a first page says
 * beside its licences (docs/decisions/0053-first-page-of-licences.md).
 */
export async function licenseTotalsOf(
  db: Executor,
  organizationId: string,
): Promise<{ total: number; assigned: number; trial: number }> {
  const tallies = await licenseTallies(db).where('organization_id', '=', organizationId).executeTakeFirst();
  return {
    total: Number(tallies?.total ?? 0),
    assigned: Number(tallies?.assigned ?? 0),
    trial: Number(tallies?.trial ?? 0),
  };
}

/** The same tallies for every organization that has licences, by organization id. */
export async function licenseTalliesByOrganization(
  db: Executor,
): Promise<Map<string, { assigned: number; trial: number }>> {
  const rows = await licenseTallies(db).select('organization_id').groupBy('organization_id').execute();
  return new Map(
    rows.map((row) => [row.organization_id, { assigned: Number(row.assigned), trial: Number(row.trial) }]),
  );
}
