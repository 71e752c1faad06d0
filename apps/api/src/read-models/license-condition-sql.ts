// The domain's licence count rules (spec §4), given as data by `ASSIGNED_LICENSE` and `TRIAL_LICENSE`, translated
// into SQL over a `licenses` row, as state-condition-sql.ts does for the organization's state
// (docs/decisions/0031-api-data-layer.md). The triggers of migrations 0004, 0009 and 0013 write the same SQL by hand;
// license-condition-sql.test.ts holds all three to the domain.
import type { LicenseCondition } from '@pod-console/hooks/domain';
import { sql, type RawBuilder } from 'kysely';

/** The condition as a boolean SQL expression over the columns of `license`, a licences table's alias. */
export function licenseConditionSql(condition: LicenseCondition, license: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${license}.${name}`);
  if ('all' in condition) {
    if (condition.all.length === 0) return sql<boolean>`true`;
    return sql<boolean>`(${sql.join(
      condition.all.map((part) => licenseConditionSql(part, license)),
      sql` and `,
    )})`;
  }
  if ('notRevoked' in condition) return sql<boolean>`(${column('revoked_at')} is null)`;
  // btrim trims spaces; the domain's trim() all white space. The same on what is stored: identifiers are written
  // trimmed by the domain's rule (http/request.ts's textOf), so none is blank but not empty.
  if ('hasIdentifier' in condition) {
    return sql<boolean>`(${column('identifier')} is not null and btrim(${column('identifier')}) <> '')`;
  }
  return sql<boolean>`${column('trial')}`;
}
