// A person's account as a whole (docs/decisions/0038-export-and-account-deletion.md): what deleting it would do, and
// the deletion itself, in the caller's transaction. The rules (when it is refused) are the domain's
// (users/account-deletion.ts); this file reads the facts they need and erases.
import {
  ACCOUNT_DELETION_MESSAGES,
  type AccountMembershipFacts,
  type OwnedOrganizationFacts,
} from '@pod-console/hooks/domain';
import { sql, type Transaction } from 'kysely';

import type { Database, Executor } from '../db/schema';

/** A membership as the domain's deletion rule reads it. */
export type AccountMembership = AccountMembershipFacts;

/**
 * The person's memberships, each with how many other people the organization has. `lock` locks the person's own
 * memberships until the transaction ends (memberships before organizations, the order every writer takes them
 * in), so that no role change or transfer of theirs runs while their account is deleted.
 */
export async function membershipsOfAccount(
  db: Executor,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<AccountMembership[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select([
      'memberships.organization_id',
      'organizations.name',
      'memberships.role',
      (eb) =>
        eb
          .selectFrom('memberships as others')
          .innerJoin('users', 'users.id', 'others.user_id')
          .select(eb.fn.countAll<string>().as('count'))
          .whereRef('others.organization_id', '=', 'memberships.organization_id')
          .where('others.user_id', '<>', userId)
          .where('users.kind', '=', 'person')
          .as('other_people'),
    ])
    .where('memberships.user_id', '=', userId)
    .orderBy('organizations.name')
    .orderBy('memberships.organization_id')
    .$if(options.lock === true, (query) => query.forUpdate('memberships'))
    .execute();
  return rows.map((row) => ({
    organizationId: row.organization_id,
    organizationName: row.name,
    role: row.role,
    otherPeople: Number(row.other_people ?? 0),
  }));
}

/** The facts the domain's deletion rule needs about each organization the person owns. */
export async function ownedOrganizationFacts(
  db: Executor,
  memberships: readonly AccountMembership[],
): Promise<OwnedOrganizationFacts[]> {
  const owned = memberships.filter((membership) => membership.role === 'OWNER');
  if (owned.length === 0) return [];
  const plans = await db
    .selectFrom('subscriptions')
    .select(['organization_id', 'status', 'cancel_at_period_end', 'current_period_end'])
    .where(
      'organization_id',
      'in',
      owned.map((membership) => membership.organizationId),
    )
    .execute();
  const planOf = new Map(plans.map((plan) => [plan.organization_id, plan]));
  return owned.map((membership) => {
    const plan = planOf.get(membership.organizationId);
    return {
      organizationId: membership.organizationId,
      organizationName: membership.organizationName,
      otherPeople: membership.otherPeople,
      plan: plan
        ? {
            status: plan.status,
            cancelAtPeriodEnd: plan.cancel_at_period_end,
            currentPeriodEnd: plan.current_period_end?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/**
 * Deletes organizations with everything that is theirs (licences, invitations, plan rows, log: by cascade), their
 * service accounts' users included: those reference the organization only through `service_accounts`.
 */
export async function deleteOrganizations(
  trx: Transaction<Database>,
  organizationIds: readonly string[],
): Promise<void> {
  if (organizationIds.length === 0) return;
  await trx
    .deleteFrom('users')
    .where('kind', '=', 'service_account')
    .where('id', 'in', (eb) =>
      eb.selectFrom('service_accounts').select('id').where('organization_id', 'in', organizationIds),
    )
    .execute();
  await trx.deleteFrom('organizations').where('id', 'in', organizationIds).execute();
}

/**
 * Erases the person from what outlives them in other organizations' logs: entries they made keep what was done but
 * no longer who (the log reads "A former member"), and their address, where an entry names it (a subject, a
 * before or after value), reads "a deleted account".
 */
export async function eraseFromActivity(
  trx: Transaction<Database>,
  person: { id: string; email: string },
): Promise<void> {
  const erased = ACCOUNT_DELETION_MESSAGES.erasedPerson;
  await trx
    .updateTable('activity_events')
    .set({ actor_user_id: null, actor_name: null, actor_email: null })
    .where('actor_user_id', '=', person.id)
    .execute();
  await trx
    .updateTable('activity_events')
    .set({ actor_email: null, actor_name: null })
    .where(sql<boolean>`lower(actor_email) = lower(${person.email})`)
    .execute();
  await trx
    .updateTable('activity_events')
    .set({ subject: erased })
    .where(sql<boolean>`lower(subject) = lower(${person.email})`)
    .execute();
  // A before or after value equal to the address, in any case, becomes the placeholder; other values stay.
  for (const side of ['before', 'after'] as const) {
    await sql`
      update activity_events set ${sql.ref(side)} = (
        select jsonb_object_agg(key, case when jsonb_typeof(value) = 'string' and lower(value #>> '{}') = lower(${person.email})
                                      then to_jsonb(${erased}::text) else value end)
        from jsonb_each(${sql.ref(side)})
      )
      where jsonb_typeof(${sql.ref(side)}) = 'object'
        and exists (
          select 1 from jsonb_each_text(${sql.ref(side)}) as pair where lower(pair.value) = lower(${person.email})
        )
    `.execute(trx);
  }
  // Webhook events (docs/decisions/0045-webhooks.md) name people as the log does: the same erasure, so a delivery
  // still to come or redelivered never carries the deleted person.
  await sql`
    update webhook_events set data = jsonb_set(data, '{actor}', jsonb_build_object(
      'type', data #>> '{actor,type}', 'name', null, 'email', null))
    where lower(data #>> '{actor,email}') = lower(${person.email})
  `.execute(trx);
  await sql`
    update webhook_events set data = jsonb_set(data, '{subject}', to_jsonb(${erased}::text))
    where lower(data ->> 'subject') = lower(${person.email})
  `.execute(trx);
}

/**
 * The person's own rows: their user (memberships and terms signatures go with it by cascade; invitations they sent
 * and service accounts and enrolment tokens they created keep going, without them), the mail sent or queued to them, answers kept for their
 * repeated writes, and their account at the identity provider with its sessions, grants and tokens. Their subject is
 * recorded so that an access token still in circulation is refused (migration 0016).
 */
export async function eraseAccount(
  trx: Transaction<Database>,
  person: { id: string; subject: string; email: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('service_accounts')
    .set({ created_by_name: null })
    .where('created_by_user_id', '=', person.id)
    .execute();
  await trx
    .updateTable('enrolment_tokens')
    .set({ created_by_name: null })
    .where('created_by_user_id', '=', person.id)
    .execute();
  await trx.deleteFrom('idempotency_keys').where('caller_id', '=', person.id).execute();
  await trx
    .deleteFrom('mail_outbox')
    .where(sql<boolean>`lower(to_address) = lower(${person.email})`)
    .execute();
  await trx.deleteFrom('users').where('id', '=', person.id).execute();
  await trx.deleteFrom('identity_accounts').where('id', '=', person.subject).execute();
  await trx
    .deleteFrom('oidc_payloads')
    .where(sql<boolean>`payload->>'accountId' = ${person.subject}`)
    .execute();
  await trx
    .insertInto('erased_subjects')
    .values({ subject: person.subject, erased_at: now })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
}
