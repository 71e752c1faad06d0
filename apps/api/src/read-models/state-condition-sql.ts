// Translates the domain's organization state rule (spec §4), given as data by `organizationStateCondition`, node
// by node into a WHERE expression over a left-joined `subscriptions` row
// (docs/decisions/0017-platform-admin-organizations.md). Each leaf is wrapped in coalesce(…, false): the domain takes
// a comparison with an absent value as false, and SQL's unknown would spread through `not`. Statuses are compared
// through `status_key` (migration 0005).
import type { StateCondition, SubscriptionInstant } from '@pod-console/hooks/domain';
import { sql, type RawBuilder } from 'kysely';

const INSTANT_COLUMNS: Record<SubscriptionInstant, string> = {
  trialEnd: 'trial_end',
  currentPeriodStart: 'current_period_start',
  currentPeriodEnd: 'current_period_end',
};

/**
 * The condition as a boolean SQL expression. `subscription` is the alias of the left-joined subscriptions table;
 * its primary key (`organization_id`) is null when the organization has none.
 */
export function stateConditionSql(condition: StateCondition, subscription: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${subscription}.${name}`);
  const present = sql<boolean>`(${column('organization_id')} is not null)`;
  const translate = (node: StateCondition): RawBuilder<boolean> => {
    if ('all' in node) {
      if (node.all.length === 0) return sql<boolean>`true`;
      return sql<boolean>`(${sql.join(node.all.map(translate), sql` and `)})`;
    }
    if ('any' in node) {
      if (node.any.length === 0) return sql<boolean>`false`;
      return sql<boolean>`(${sql.join(node.any.map(translate), sql` or `)})`;
    }
    if ('not' in node) return sql<boolean>`(not ${translate(node.not)})`;
    if ('hasSubscription' in node) return present;
    if ('statusIn' in node) {
      if (node.statusIn.length === 0) return sql<boolean>`false`;
      return sql<boolean>`coalesce(${column('status_key')} in (${sql.join(
        node.statusIn.map((status) => sql.val(status)),
      )}), false)`;
    }
    if ('cancelAtPeriodEnd' in node) return sql<boolean>`coalesce(${column('cancel_at_period_end')}, false)`;
    const instant = column(INSTANT_COLUMNS[node.instant]);
    if ('isNull' in node) return sql<boolean>`(${present} and ${instant} is null)`;
    if ('after' in node) return sql<boolean>`coalesce(${instant} > ${node.after}::timestamptz, false)`;
    return sql<boolean>`coalesce(${instant} <= ${node.atOrBefore}::timestamptz, false)`;
  };
  return translate(condition);
}

/**
 * The statuses a subscription must have for the condition to hold, or null when the condition does not narrow
 * them. Derived from the tree, so it is implied by the condition: added beside it as a plain
 * `status_key in (…)`, it changes no answer and lets the database find the rows through the status index instead
 * of evaluating the condition on every subscription.
 */
export function requiredStatuses(condition: StateCondition): readonly string[] | null {
  if ('statusIn' in condition) return condition.statusIn;
  if ('all' in condition) {
    const narrowing = condition.all.map(requiredStatuses).filter((statuses) => statuses !== null);
    if (narrowing.length === 0) return null;
    return narrowing.reduce((kept, statuses) => kept.filter((status) => statuses.includes(status)));
  }
  if ('any' in condition) {
    const each = condition.any.map(requiredStatuses);
    if (each.some((statuses) => statuses === null)) return null;
    return [...new Set(each.flatMap((statuses) => statuses ?? []))];
  }
  // not, hasSubscription, cancelAtPeriodEnd and the instants say nothing about which statuses hold.
  return null;
}
