import { randomUUID } from 'node:crypto';

import {
  getLicenseStatus,
  identifierKey,
  isPlanActive,
  LICENSE_BATCH_MAX,
  LICENSE_TYPE_LABEL,
  licenseCountsFromTallies,
  repeatedIdentifierIndex,
  rolesWithPermission,
} from '@pod-console/hooks/domain';
import { sql, type QueryCreator, type Transaction } from 'kysely';

import { recordActivity, userActor, type ActivityActor } from '../activity/record-activity';
import type { Database, UserRow } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, notFound } from '../http/problem';
import { bodyOf, textOf, userOf } from '../http/request';
import { planActivityInput } from '../read-models/subscription';
import { isoOrNull, type Wire } from '../read-models/wire';
import { requirePermission } from './access';

const licenseNotFound = () => notFound('No such licence in this organization (or it has been revoked).');

/** How often an assignment is decided again when its organization's plan or licence count changes under it. */
const MAX_ASSIGNMENT_ATTEMPTS = 5;

/**
 * What an assignment is decided on (spec §4), found only for a member whose role manages licences: the
 * organization's purchased count, its tallies of assigned and trial licences (migration 0004: the database keeps
 * them with every licence written, as read-models/license-counts.ts counts them), and its subscription with the
 * row's version (`xmin` changes with every update of the row). No row: not such a member, no such organization,
 * or no plan.
 */
function readAssignmentState(db: QueryCreator<Database>, organizationId: string, userId: string) {
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

type AssignmentState = NonNullable<
  Awaited<ReturnType<ReturnType<typeof readAssignmentState>['executeTakeFirst']>>
>;

/**
 * spec §4: members add licences only while the plan is active and assigned < available; `requested` licences at once
 * only while they fit in the free ones (available − assigned). Answers `available`; throws the 409 that says why not.
 */
function decideAssignment(state: AssignmentState, now: Date, requested = 1): number {
  if (!isPlanActive(planActivityInput(state), now)) {
    throw conflict(
      `The organization's plan is not active (status ${state.status}): no ${LICENSE_TYPE_LABEL} licence can be assigned.`,
    );
  }
  const counts = licenseCountsFromTallies({
    assigned: state.assigned_licenses,
    trial: state.trial_licenses,
    purchased: state.pod_admin_license_count,
  });
  if (counts.unassigned === 0) {
    throw conflict(`All licences are assigned: ${counts.assigned} of ${counts.available}.`);
  }
  if (requested > counts.unassigned) {
    const free =
      counts.unassigned === 1 ? 'Only 1 licence is free' : `Only ${counts.unassigned} licences are free`;
    throw conflict(`${free}: ${requested} identifiers were sent.`);
  }
  return counts.available;
}

interface NewLicenses {
  organizationId: string;
  userId: string;
  now: Date;
  /** Who assigns them, as the activity log records them. */
  actor: ActivityActor;
  /** In the order given: each licence's new id and its identifier (trimmed). */
  licenses: ReadonlyArray<{ id: string; identifier: string }>;
}

/**
 * The assignment's one statement (db/organization-lock.ts): it locks the state, so it reads it as the last
 * writer committed it, and inserts the licences only if what `decided` was decided on still holds: the same
 * purchased count, trial tally and subscription version, and all of them still fitting below `available`; the
 * activity log's entries (one per licence) are written by the same statement, only with the licences. All of them
 * or none: one multi-row insert, however many. The lock is held only while the database runs this statement and
 * commits it, never across a round trip to this process. Answers whether it inserted, and the state it saw
 * (undefined: no longer such a member, or the organization or its plan gone).
 */
async function assignIfUnchanged(
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
  const row = await db
    .with('target', (qb) =>
      readAssignmentState(qb, organizationId, batch.userId)
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
      'batch(id, identifier, activity_id, position)',
      () =>
        // Parenthesised: Kysely writes a raw common table expression as it is.
        sql`(select * from unnest(${ids}::uuid[], ${identifiers}::text[], ${activityIds}::uuid[]) with ordinality)`,
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
    .selectFrom('target')
    .selectAll('target')
    .select((eb) => eb.exists(eb.selectFrom('inserted').select('inserted.id')).as('inserted'))
    .executeTakeFirst();
  if (!row) return { inserted: false, state: undefined };
  const { inserted, ...state } = row;
  return { inserted: Boolean(inserted), state };
}

/**
 * Creates the licences of `identifiers` (trimmed, in order) for the user, all or none (spec §4), and answers their
 * ids in the same order. Decided on a read without a lock; the insert happens only if the state it was decided on
 * still holds (assignIfUnchanged). Otherwise it is decided again on the state the insert saw: another assignment
 * that took the free licences meanwhile makes it decideAssignment's 409.
 */
async function assignLicenses(
  context: ApiContext,
  user: UserRow,
  organizationId: string,
  identifiers: readonly string[],
): Promise<string[]> {
  const { db } = context;
  const now = context.now();
  const licenses = identifiers.map((identifier) => ({ id: randomUUID(), identifier }));
  let state = await readAssignmentState(db, organizationId, user.id).executeTakeFirst();
  for (let attempt = 1; ; attempt += 1) {
    if (!state) {
      await requirePermission(db, organizationId, user, 'licenses:manage');
      // A member's organization always has its tallies row (migration 0004): what is missing is the plan.
      throw conflict(
        `The organization has no plan: choose a plan before assigning a ${LICENSE_TYPE_LABEL} licence.`,
      );
    }
    const available = decideAssignment(state, now, licenses.length);
    const attempted = await assignIfUnchanged(db, state, available, {
      organizationId,
      userId: user.id,
      now,
      actor: userActor(user),
      licenses,
    });
    if (attempted.inserted) return licenses.map((license) => license.id);
    if (attempt === MAX_ASSIGNMENT_ATTEMPTS) {
      const what = licenses.length === 1 ? 'the licence was' : 'the licences were';
      throw conflict(`The organization kept changing while ${what} assigned: try again.`);
    }
    state = attempted.state;
  }
}

/**
 * A list of a batch call, at most LICENSE_BATCH_MAX long. The contract says so too (maxItems), so this only keeps
 * the handler to the domain's limit should the two ever part.
 */
function batchOf<T>(field: string, items: readonly T[]): readonly T[] {
  if (items.length > LICENSE_BATCH_MAX)
    throw badRequest(field, `must have at most ${LICENSE_BATCH_MAX} items`);
  return items;
}

/**
 * The identifiers of a batch, each trimmed after the domain's rule (spec §5), none repeating another as the domain
 * compares them: a repeat answers 400 naming it and the identifier it repeats.
 */
function batchIdentifiers(identifiers: readonly string[]): string[] {
  const trimmed = batchOf('identifiers', identifiers).map((identifier, index) =>
    textOf('licenseIdentifier', `identifiers/${index}`, identifier),
  );
  const repeated = repeatedIdentifierIndex(trimmed);
  if (repeated >= 0) {
    const first = trimmed.findIndex(
      (identifier) => identifierKey(identifier) === identifierKey(trimmed[repeated]!),
    );
    throw badRequest(`identifiers/${repeated}`, `repeats identifiers/${first}`);
  }
  return trimmed;
}

/** spec §3: a licence key present means claimed (the domain's rule, on the stored hash). */
function isClaimed(
  license: { license_key_hash: string | null; expires_at: Date | null; trial: boolean },
  now: Date,
) {
  return getLicenseStatus(
    { licenseKey: license.license_key_hash, expiresAt: isoOrNull(license.expires_at), trial: license.trial },
    now,
  ).claimed;
}

/**
 * A licence of the organization not revoked, locked until the transaction ends, with what a console call on its
 * claim decides on. `forUpdate`: the call changes the licence's id (a regenerated link), so it takes the lock that
 * waits for every other; otherwise the lock that lets nothing else change the row.
 */
function lockLicense(
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

/** The contract's operations this file answers. */
type LicenseOperations =
  | 'assignLicense'
  | 'assignLicenses'
  | 'revokeLicense'
  | 'revokeLicenses'
  | 'updateLicenseIdentifier'
  | 'regenerateLicenseLink'
  | 'releaseLicenseDevice';

export function licenseHandlers(context: ApiContext): Pick<OperationHandlers, LicenseOperations> {
  const { db } = context;
  return {
    async assignLicense(request, reply) {
      const user = userOf(request);
      const { organizationId, identifier } = bodyOf<Wire<'AssignLicenseRequest'>>(request);
      const trimmedIdentifier = textOf('licenseIdentifier', 'identifier', identifier);
      const [licenseId] = await assignLicenses(context, user, organizationId, [trimmedIdentifier]);
      reply.code(201);
      return { licenseId: licenseId! } satisfies Wire<'AssignLicenseResponse'>;
    },

    async assignLicenses(request, reply) {
      const user = userOf(request);
      const { organizationId, identifiers } = bodyOf<Wire<'AssignLicensesRequest'>>(request);
      const licenseIds = await assignLicenses(context, user, organizationId, batchIdentifiers(identifiers));
      reply.code(201);
      return { licenseIds } satisfies Wire<'AssignLicensesResponse'>;
    },

    async revokeLicense(request) {
      const { organizationId, licenseId } = bodyOf<Wire<'RevokeLicenseRequest'>>(request);
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        const revoked = await trx
          .updateTable('licenses')
          .set({ revoked_at: now })
          .where('id', '=', licenseId)
          .where('organization_id', '=', organizationId)
          .where('revoked_at', 'is', null)
          .returning('identifier')
          .executeTakeFirst();
        if (!revoked) throw licenseNotFound();
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.revoked',
          actor: userActor(user),
          subject: revoked.identifier,
        });
      });
      return { success: true } satisfies Wire<'SuccessResponse'>;
    },

    async updateLicenseIdentifier(request, reply) {
      const { organizationId, licenseId, identifier } =
        bodyOf<Wire<'UpdateLicenseIdentifierRequest'>>(request);
      const trimmedIdentifier = textOf('licenseIdentifier', 'identifier', identifier);
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        // The identifier before, from the row locked until the update: the log's "before" is what it replaced.
        const before = await trx
          .selectFrom('licenses')
          .select('identifier')
          .where('id', '=', licenseId)
          .where('organization_id', '=', organizationId)
          .where('revoked_at', 'is', null)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (!before) throw licenseNotFound();
        await trx
          .updateTable('licenses')
          .set({ identifier: trimmedIdentifier })
          .where('id', '=', licenseId)
          .execute();
        if (before.identifier === trimmedIdentifier) return;
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.identifier_changed',
          actor: userActor(user),
          subject: trimmedIdentifier,
          before: { identifier: before.identifier },
          after: { identifier: trimmedIdentifier },
        });
      });
      return reply.code(204).send();
    },

    async revokeLicenses(request) {
      const { organizationId, licenseIds } = bodyOf<Wire<'RevokeLicensesRequest'>>(request);
      const ids = batchOf('licenseIds', licenseIds);
      const user = userOf(request);
      const now = context.now();
      const revoked = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        // One statement. Its rows are locked first, in id order, so two batches sharing licences wait on each other
        // instead of each holding some of the other's; one revoked meanwhile is skipped (the contract: not refused).
        const rows = await trx
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
        // In the order given: the answer's order and the log's. Ids may be sent in either case; each counts once.
        const identifierById = new Map(rows.map((row) => [row.id.toLowerCase(), row.identifier]));
        const inOrder = ids.flatMap((id) => {
          const key = id.toLowerCase();
          if (!identifierById.has(key)) return [];
          const identifier = identifierById.get(key)!;
          identifierById.delete(key);
          return [{ id, identifier }];
        });
        await recordActivity(
          trx,
          now,
          inOrder.map((license) => ({
            organizationId,
            kind: 'license.revoked' as const,
            actor: userActor(user),
            subject: license.identifier,
          })),
        );
        return inOrder.map((license) => license.id);
      });
      return { revokedLicenseIds: revoked } satisfies Wire<'RevokeLicensesResponse'>;
    },

    async regenerateLicenseLink(request) {
      const { organizationId, licenseId } = bodyOf<Wire<'LicenseActionRequest'>>(request);
      const user = userOf(request);
      const now = context.now();
      // The claim link carries the licence's id (spec §2): a new link is a new id, and the old one then names nothing.
      const newId = randomUUID();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        const license = await lockLicense(trx, organizationId, licenseId, true);
        if (!license) throw licenseNotFound();
        // A claimed licence's device holds it under this id: a new link would leave it claimed under another.
        if (isClaimed(license, now)) {
          throw conflict(
            `The licence is claimed by ${license.device_name ?? 'a device'}: release its device before regenerating its link.`,
          );
        }
        await trx.updateTable('licenses').set({ id: newId }).where('id', '=', licenseId).execute();
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.link_regenerated',
          actor: userActor(user),
          subject: license.identifier,
        });
      });
      return { licenseId: newId } satisfies Wire<'AssignLicenseResponse'>;
    },

    async releaseLicenseDevice(request, reply) {
      const { organizationId, licenseId } = bodyOf<Wire<'LicenseActionRequest'>>(request);
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        const license = await lockLicense(trx, organizationId, licenseId);
        if (!license) throw licenseNotFound();
        if (!isClaimed(license, now)) throw conflict('The licence is not claimed: no device holds it.');
        // spec §3: no key, not claimed. The device's key stops working with its hash gone.
        await trx
          .updateTable('licenses')
          .set({ license_key_hash: null, claimed_at: null, device_name: null, last_seen_at: null })
          .where('id', '=', licenseId)
          .execute();
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.device_released',
          actor: userActor(user),
          subject: license.identifier,
          before: { device: license.device_name },
        });
      });
      return reply.code(204).send();
    },
  };
}
