import { randomUUID } from 'node:crypto';

import {
  isPlanActive,
  LICENSE_TYPE_LABEL,
  licenseCountsFromTallies,
  rolesWithPermission,
} from '@pod-console/hooks/domain';
import { sql, type QueryCreator } from 'kysely';

import { recordActivity, userActor, type ActivityActor } from '../activity/record-activity';
import type { Database } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { conflict, notFound } from '../http/problem';
import { bodyOf, textOf, userOf } from '../http/request';
import { planActivityInput } from '../read-models/subscription';
import type { Wire } from '../read-models/wire';
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
 * spec §4: members add licences only while the plan is active and assigned < available. Answers `available`;
 * throws the 409 that says why not.
 */
function decideAssignment(state: AssignmentState, now: Date): number {
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
  if (counts.assigned >= counts.available) {
    throw conflict(`All licences are assigned: ${counts.assigned} of ${counts.available}.`);
  }
  return counts.available;
}

interface NewLicense {
  id: string;
  organizationId: string;
  userId: string;
  identifier: string;
  now: Date;
  /** Who assigns it, as the activity log records them. */
  actor: ActivityActor;
}

/**
 * The assignment's one statement (db/organization-lock.ts): it locks the state, so it reads it as the last
 * writer committed it, and inserts the licence only if what `decided` was decided on still holds: the same
 * purchased count, trial tally and subscription version, and assigned still below `available`; the activity
 * log's entry is written by the same statement, only with the licence. The lock is held only while the database
 * runs this statement and commits it, never across a round trip to this process. Answers whether it inserted, and
 * the state it saw (undefined: no longer such a member, or the organization or its plan gone).
 */
async function assignIfUnchanged(
  db: QueryCreator<Database>,
  decided: AssignmentState,
  available: number,
  license: NewLicense,
): Promise<{ inserted: boolean; state: AssignmentState | undefined }> {
  const row = await db
    .with('target', (qb) =>
      readAssignmentState(qb, license.organizationId, license.userId)
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
    .with('inserted', (qb) =>
      qb
        .insertInto('licenses')
        .columns(['id', 'organization_id', 'identifier', 'trial', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('target')
            .select([
              sql<string>`${license.id}::uuid`.as('id'),
              sql<string>`${license.organizationId}::uuid`.as('organization_id'),
              sql<string>`${license.identifier}::text`.as('identifier'),
              sql<boolean>`false`.as('trial'),
              sql<Date>`${license.now}::timestamptz`.as('created_at'),
            ])
            .where('target.pod_admin_license_count', '=', decided.pod_admin_license_count)
            .where('target.trial_licenses', '=', decided.trial_licenses)
            .where('target.subscription_version', '=', decided.subscription_version)
            .where('target.assigned_licenses', '<', available),
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
            .select([
              sql<string>`${timeOrderedId(license.now)}::uuid`.as('id'),
              sql<string>`${license.organizationId}::uuid`.as('organization_id'),
              sql<Date>`${license.now}::timestamptz`.as('occurred_at'),
              sql<'license.assigned'>`${'license.assigned'}::text`.as('kind'),
              sql<'user'>`${license.actor.type}::text`.as('actor_type'),
              sql<string | null>`${license.actor.userId}::uuid`.as('actor_user_id'),
              sql<string | null>`${license.actor.name}::text`.as('actor_name'),
              sql<string | null>`${license.actor.email}::text`.as('actor_email'),
              sql<string>`${license.identifier}::text`.as('subject'),
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

/** The contract's operations this file answers. */
type LicenseOperations = 'assignLicense' | 'revokeLicense' | 'updateLicenseIdentifier';

export function licenseHandlers(context: ApiContext): Pick<OperationHandlers, LicenseOperations> {
  const { db } = context;
  return {
    async assignLicense(request, reply) {
      const user = userOf(request);
      const { organizationId, identifier } = bodyOf<Wire<'AssignLicenseRequest'>>(request);
      const trimmedIdentifier = textOf('licenseIdentifier', 'identifier', identifier);
      const now = context.now();
      const licenseId = randomUUID();
      // Decided on a read without a lock; the insert happens only if the state it was decided on still holds
      // (assignIfUnchanged). Otherwise it is decided again on the state the insert saw: another assignment that
      // took the last licence meanwhile makes it decideAssignment's 409.
      let state = await readAssignmentState(db, organizationId, user.id).executeTakeFirst();
      for (let attempt = 1; ; attempt += 1) {
        if (!state) {
          await requirePermission(db, organizationId, user, 'licenses:manage');
          // A member's organization always has its tallies row (migration 0004): what is missing is the plan.
          throw conflict(
            `The organization has no plan: choose a plan before assigning a ${LICENSE_TYPE_LABEL} licence.`,
          );
        }
        const available = decideAssignment(state, now);
        const attempted = await assignIfUnchanged(db, state, available, {
          id: licenseId,
          organizationId,
          userId: user.id,
          identifier: trimmedIdentifier,
          now,
          actor: userActor(user),
        });
        if (attempted.inserted) break;
        if (attempt === MAX_ASSIGNMENT_ATTEMPTS)
          throw conflict('The organization kept changing while the licence was assigned: try again.');
        state = attempted.state;
      }
      reply.code(201);
      return { licenseId } satisfies Wire<'AssignLicenseResponse'>;
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
  };
}
