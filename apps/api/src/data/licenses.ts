// The licences' queries and writes (docs/decisions/0031-api-data-layer.md): routes/licenses.ts, routes/app-licenses.ts
// and routes/admin.ts decide, these read and write.
import { rolesWithPermission } from '@pod-console/hooks/domain';
import { ACTIVITY_WEBHOOK_EVENTS } from '@pod-console/hooks/webhooks';
import { sql, type QueryCreator, type Transaction } from 'kysely';

import type { ActivityActor } from '../activity/record-activity';
import type { Database } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';

/**
 * What an assignment is decided on (spec §4), found only for a member whose role manages licences: the purchased
 * count, the tallies of migration 0004 and the subscription with its row version (`xmin`). No row: not such a
 * member, no such organization, or no plan.
 */
function assignmentStateQuery(db: QueryCreator<Database>, organizationId: string, userId: string) {
  return db
    .selectFrom('organizations as o')
    .innerJoin('organization_tallies as t', 't.organization_id', 'o.id')
    .innerJoin('memberships as m', (join) =>
      join
        .onRef('m.organization_id', '=', 'o.id')
        .on('m.user_id', '=', userId)
        .on('m.role', 'in', rolesWithPermission('licenses:manage')),
    )
    .innerJoin('subscriptions as s', 's.organization_id', 'o.id')
    .selectAll('s')
    .select([
      'o.pod_admin_license_count',
      't.assigned_licenses',
      't.trial_licenses',
      sql<string>`s.xmin::text`.as('subscription_version'),
    ])
    .where('o.id', '=', organizationId);
}

export type AssignmentState = NonNullable<
  Awaited<ReturnType<ReturnType<typeof assignmentStateQuery>['executeTakeFirst']>>
>;

/** assignmentStateQuery's row, read without a lock. */
export function readAssignmentState(
  db: QueryCreator<Database>,
  organizationId: string,
  userId: string,
): Promise<AssignmentState | undefined> {
  return assignmentStateQuery(db, organizationId, userId).executeTakeFirst();
}

export interface NewLicenses {
  organizationId: string;
  userId: string;
  now: Date;
  /** Who assigns them, as the activity log records them. */
  actor: ActivityActor;
  /** In the order given: each licence's new id and its identifier (trimmed). */
  licenses: ReadonlyArray<{ id: string; identifier: string }>;
}

/**
 * The assignment's one statement: it takes the organization's lock (db/organization-lock.ts) and inserts the
 * licences and their activity entries only if the purchased count, trial tally and subscription version of
 * `decided` still hold and fit below `available`. Answers whether it inserted and the state it saw (undefined: no
 * longer such a member, or the organization or its plan gone).
 */
export async function assignIfUnchanged(
  db: QueryCreator<Database>,
  decided: AssignmentState,
  available: number,
  batch: NewLicenses,
): Promise<{ inserted: boolean; state: AssignmentState | undefined }> {
  const { organizationId, now, actor } = batch;
  const ids = batch.licenses.map((license) => license.id);
  const identifiers = batch.licenses.map((license) => license.identifier);
  // Time-ordered, so the log lists the entries in the order the identifiers were sent.
  const activityIds = batch.licenses.map(() => timeOrderedId(now));
  // The webhook event of each assignment (docs/decisions/0045-webhooks.md), in the same statement: the outbox.
  const [eventType] = ACTIVITY_WEBHOOK_EVENTS['license.assigned'];
  const eventIds = batch.licenses.map(() => timeOrderedId(now));
  const actorJson = JSON.stringify({ type: actor.type, name: actor.name, email: actor.email });
  const row = await db
    .with('target', (qb) =>
      assignmentStateQuery(qb, organizationId, batch.userId)
        // Taken in the order written. First the membership, unless deleted meanwhile: removing a member deletes
        // its row and then locks the organization (the triggers of migrations 0002 and 0004), so waiting for it
        // while holding the organization would close a cycle.
        .forKeyShare(['m'])
        // The organization's row, then its tallies: the order every writer of the tallies takes them in.
        .forNoKeyUpdate(['o', 't'])
        // The plan as last committed (a webhook changes it under the organization's lock): a share lock waits
        // for any update of the row and then reads the new version, where a key-share lock would keep the old one.
        .forShare(['s']),
    )
    .with(
      'batch(id, identifier, activity_id, event_id, position)',
      () =>
        // Parenthesised: Kysely writes a raw common table expression as it is.
        sql`(select * from unnest(${ids}::uuid[], ${identifiers}::text[], ${activityIds}::uuid[], ${eventIds}::uuid[]) with ordinality)`,
    )
    .with('inserted', (qb) =>
      qb
        .insertInto('licenses')
        .columns(['id', 'organization_id', 'identifier', 'trial', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom(['target', 'batch'])
            .select([
              sql<string>`batch.id`.as('id'),
              sql<string>`${organizationId}::uuid`.as('organization_id'),
              sql<string>`batch.identifier`.as('identifier'),
              sql<boolean>`false`.as('trial'),
              // One microsecond apart in the order sent: the organization lists its licences by creation, then id
              // (read-models/organization.ts), and random ids alone would shuffle a batch.
              sql<Date>`${now}::timestamptz + (batch.position - 1) * interval '1 microsecond'`.as(
                'created_at',
              ),
            ])
            .where('target.pod_admin_license_count', '=', decided.pod_admin_license_count)
            .where('target.trial_licenses', '=', decided.trial_licenses)
            .where('target.subscription_version', '=', decided.subscription_version)
            .where('target.assigned_licenses', '<=', available - batch.licenses.length),
        )
        .returning('id'),
    )
    .with('logged', (qb) =>
      qb
        .insertInto('activity_events')
        .columns([
          'id',
          'organization_id',
          'occurred_at',
          'kind',
          'actor_type',
          'actor_user_id',
          'actor_name',
          'actor_email',
          'subject',
        ])
        .expression((eb) =>
          eb
            .selectFrom('inserted')
            .innerJoin('batch', 'batch.id', 'inserted.id')
            .select([
              sql<string>`batch.activity_id`.as('id'),
              sql<string>`${organizationId}::uuid`.as('organization_id'),
              sql<Date>`${now}::timestamptz`.as('occurred_at'),
              sql<'license.assigned'>`${'license.assigned'}::text`.as('kind'),
              sql<'user'>`${actor.type}::text`.as('actor_type'),
              sql<string | null>`${actor.userId}::uuid`.as('actor_user_id'),
              sql<string | null>`${actor.name}::text`.as('actor_name'),
              sql<string | null>`${actor.email}::text`.as('actor_email'),
              sql<string>`batch.identifier`.as('subject'),
            ]),
        )
        .returning('id'),
    )
    .with(
      'announced(id)',
      () => sql`(
        insert into webhook_events (id, organization_id, type, occurred_at, data)
        select batch.event_id, ${organizationId}::uuid, ${eventType}::text, ${now}::timestamptz,
          jsonb_build_object('subject', batch.identifier, 'actor', ${actorJson}::jsonb, 'before', null, 'after', null)
        from inserted join batch on batch.id = inserted.id
        where exists (
          select 1 from webhook_endpoints endpoint
          where endpoint.organization_id = ${organizationId}::uuid and endpoint.enabled
            and jsonb_exists(endpoint.event_types, ${eventType}::text)
        )
        returning id
      )`,
    )
    .with(
      'announced_deliveries(id)',
      () => sql`(
        insert into webhook_deliveries (id, endpoint_id, event_id, next_attempt_at, created_at)
        select gen_random_uuid(), endpoint.id, announced.id, ${now}::timestamptz, ${now}::timestamptz
        from announced join webhook_endpoints endpoint
          on endpoint.organization_id = ${organizationId}::uuid and endpoint.enabled
            and jsonb_exists(endpoint.event_types, ${eventType}::text)
        returning id
      )`,
    )
    .selectFrom('target')
    .selectAll('target')
    .select((eb) => eb.exists(eb.selectFrom('inserted').select('inserted.id')).as('inserted'))
    .executeTakeFirst();
  if (!row) return { inserted: false, state: undefined };
  const { inserted, ...state } = row;
  return { inserted: Boolean(inserted), state };
}

/** Revokes a licence of the organization not revoked yet; answers its identifier, or undefined when none. */
export async function revokeLicense(
  trx: Transaction<Database>,
  organizationId: string,
  licenseId: string,
  now: Date,
): Promise<string | null | undefined> {
  const revoked = await trx
    .updateTable('licenses')
    .set({ revoked_at: now })
    .where('id', '=', licenseId)
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .returning('identifier')
    .executeTakeFirst();
  return revoked ? revoked.identifier : undefined;
}

/**
 * Revokes the organization's licences among `ids` not revoked yet, in one statement; answers those it revoked. Its
 * rows are locked first, in id order, so two batches sharing licences wait on each other instead of each holding
 * some of the other's; one revoked meanwhile is skipped.
 */
export function revokeLicenses(
  trx: Transaction<Database>,
  organizationId: string,
  ids: readonly string[],
  now: Date,
) {
  return trx
    .updateTable('licenses')
    .set({ revoked_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('licenses')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .where('revoked_at', 'is', null)
        .orderBy('id')
        .forUpdate(),
    )
    .where('revoked_at', 'is', null)
    .returning(['id', 'identifier'])
    .execute();
}

/**
 * A licence of the organization not revoked, locked until the transaction ends, with what a console call on it
 * decides on. `forUpdate`: the call changes the licence's id (a regenerated link), so it takes the lock that
 * waits for every other; otherwise the lock that lets nothing else change the row.
 */
export function lockLicense(
  trx: Transaction<Database>,
  organizationId: string,
  licenseId: string,
  forUpdate = false,
) {
  const query = trx
    .selectFrom('licenses')
    .select(['identifier', 'license_key_hash', 'device_name', 'expires_at', 'trial'])
    .where('id', '=', licenseId)
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null);
  return (forUpdate ? query.forUpdate() : query.forNoKeyUpdate()).executeTakeFirst();
}

export async function setLicenseIdentifier(
  trx: Transaction<Database>,
  licenseId: string,
  identifier: string,
): Promise<void> {
  await trx.updateTable('licenses').set({ identifier }).where('id', '=', licenseId).execute();
}

/** Gives the licence a new id: its claim link carries the id (spec §2). */
export async function setLicenseId(
  trx: Transaction<Database>,
  licenseId: string,
  newId: string,
): Promise<void> {
  await trx.updateTable('licenses').set({ id: newId }).where('id', '=', licenseId).execute();
}

/** spec §3: no key, not claimed. The device's key stops working with its hash gone. */
export async function releaseLicenseDevice(trx: Transaction<Database>, licenseId: string): Promise<void> {
  await trx
    .updateTable('licenses')
    .set({
      license_key_hash: null,
      claimed_at: null,
      device_name: null,
      last_seen_at: null,
      claim_request_hash: null,
    })
    .where('id', '=', licenseId)
    .execute();
}

/** Deletes the organization's trial licences; answers how many. */
export async function deleteTrialLicenses(
  trx: Transaction<Database>,
  organizationId: string,
): Promise<number> {
  const deleted = await trx
    .deleteFrom('licenses')
    .where('organization_id', '=', organizationId)
    .where('trial', '=', true)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * The licence a claim link names, with its organization's name, locked until the claim commits: a second claim
 * waits and then finds it claimed, and a regenerated link (a new id) makes it find nothing. Both ids must match.
 */
export function lockLicenseToClaim(trx: Transaction<Database>, organizationId: string, licenseId: string) {
  return trx
    .selectFrom('licenses')
    .innerJoin('organizations', 'organizations.id', 'licenses.organization_id')
    .leftJoin('subscriptions', 'subscriptions.organization_id', 'licenses.organization_id')
    .select([
      'licenses.identifier',
      'licenses.license_key_hash',
      'licenses.expires_at',
      'licenses.revoked_at',
      'licenses.trial',
      'licenses.claimed_at',
      'licenses.device_name',
      'licenses.last_seen_at',
      'licenses.claim_request_hash',
      'organizations.name as organization_name',
      'subscriptions.product as plan',
    ])
    .where('licenses.id', '=', licenseId)
    .where('licenses.organization_id', '=', organizationId)
    .forNoKeyUpdate('licenses')
    .executeTakeFirst();
}

/** Stores a claim on a licence still unclaimed and not revoked; undefined when it no longer is. */
export function claimLicense(
  trx: Transaction<Database>,
  claim: {
    organizationId: string;
    licenseId: string;
    keyHash: string;
    deviceName: string;
    requestHash: string | null;
    now: Date;
  },
) {
  return trx
    .updateTable('licenses')
    .set({
      license_key_hash: claim.keyHash,
      claimed_at: claim.now,
      device_name: claim.deviceName,
      last_seen_at: claim.now,
      claim_request_hash: claim.requestHash,
    })
    .where('id', '=', claim.licenseId)
    .where('organization_id', '=', claim.organizationId)
    .where('license_key_hash', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['claimed_at', 'expires_at'])
    .executeTakeFirst();
}

/**
 * A claim sent again after its answer was lost (decision 0043): the held claim gets a new key (the first was never
 * received), keeping its claim time, device and request id. The caller holds the licence's lock.
 */
export function replaceClaimKey(trx: Transaction<Database>, licenseId: string, keyHash: string) {
  return trx
    .updateTable('licenses')
    .set({ license_key_hash: keyHash })
    .where('id', '=', licenseId)
    .returning(['claimed_at', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/**
 * A licence's key hash and revocation, locked: a release or revocation comes first or waits for the caller. With
 * what its licence token says (decision 0043): the organization's name and plan, the device and the expiry.
 */
export function lockLicenseKey(trx: Transaction<Database>, licenseId: string) {
  return trx
    .selectFrom('licenses')
    .innerJoin('organizations', 'organizations.id', 'licenses.organization_id')
    .leftJoin('subscriptions', 'subscriptions.organization_id', 'licenses.organization_id')
    .select([
      'licenses.license_key_hash',
      'licenses.revoked_at',
      'licenses.device_name',
      'organizations.name as organization_name',
      'subscriptions.product as plan',
    ])
    .where('licenses.id', '=', licenseId)
    .forNoKeyUpdate('licenses')
    .executeTakeFirst();
}

export function markLicenseSeen(trx: Transaction<Database>, licenseId: string, now: Date) {
  return trx
    .updateTable('licenses')
    .set({ last_seen_at: now })
    .where('id', '=', licenseId)
    .returning(['last_seen_at', 'expires_at', 'organization_id'])
    .executeTakeFirstOrThrow();
}
