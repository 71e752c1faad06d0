// Writing the activity log (docs/decisions/0026-activity-log.md): one entry per change, in the transaction of the
// change, so a change that rolls back leaves no entry and a committed one always has its entry. The actor is
// copied as they are at the time (name and address), since the log outlives users and their renames.
import { type ActivityActorType, type ActivityKind } from '@pod-console/hooks/domain';
import { ACTIVITY_WEBHOOK_EVENTS } from '@pod-console/hooks/webhooks';
import type { Transaction } from 'kysely';

import { enqueueWebhookEvents } from '../data/webhooks';
import type { ActivityValues, Database, UserRow } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { personName } from '../read-models/person';

export interface ActivityActor {
  type: ActivityActorType;
  userId: string | null;
  name: string | null;
  email: string | null;
}

export interface ActivityChange {
  organizationId: string;
  kind: ActivityKind;
  actor: ActivityActor;
  /** What the change is about, as text: a licence's identifier, a member's address, a plan. */
  subject?: string | null;
  before?: ActivityValues | null;
  after?: ActivityValues | null;
}

type Person = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'> & Partial<Pick<UserRow, 'kind'>>;

/**
 * A signed-in user acting in an organization, or a service account (named as it is, without the address its user
 * has only because every user has one).
 */
export function userActor(user: Person): ActivityActor {
  if (user.kind === 'service_account') {
    return { type: 'service_account', userId: user.id, name: user.first_name, email: null };
  }
  return { type: 'user', userId: user.id, name: personName(user), email: user.email };
}

/** A platform admin acting on an organization they need not belong to. */
export function platformAdminActor(user: Person): ActivityActor {
  return { ...userActor(user), type: 'platform_admin' };
}

/** The payment provider's events (webhooks): nobody of the organization acted. */
export const PAYMENT_PROVIDER_ACTOR: ActivityActor = {
  type: 'payment_provider',
  userId: null,
  name: null,
  email: null,
};

/** The product itself acting on an organization's state: idle-seat recovery, a lock when grace runs out. */
export const SYSTEM_ACTOR: ActivityActor = { type: 'system', userId: null, name: null, email: null };

const json = (values: ActivityValues | null | undefined) => (values == null ? null : JSON.stringify(values));

/**
 * Writes the entries of one change at `at`, in the caller's transaction; written in the order given. The webhook
 * events each change raises (docs/decisions/0045-webhooks.md) are written with them: an outbox, so no committed
 * change goes unannounced and no rolled-back one is announced.
 */
export async function recordActivity(
  trx: Transaction<Database>,
  at: Date,
  changes: ActivityChange | readonly ActivityChange[],
): Promise<void> {
  const list: readonly ActivityChange[] = Array.isArray(changes) ? changes : [changes as ActivityChange];
  if (list.length === 0) return;
  await trx
    .insertInto('activity_events')
    .values(
      list.map((change) => ({
        id: timeOrderedId(at),
        organization_id: change.organizationId,
        occurred_at: at,
        kind: change.kind,
        actor_type: change.actor.type,
        actor_user_id: change.actor.userId,
        actor_name: change.actor.name,
        actor_email: change.actor.email,
        subject: change.subject ?? null,
        before: json(change.before),
        after: json(change.after),
      })),
    )
    .execute();
  await enqueueWebhookEvents(
    trx,
    list.flatMap((change) =>
      ACTIVITY_WEBHOOK_EVENTS[change.kind].map((type) => ({
        organizationId: change.organizationId,
        type,
        occurredAt: at,
        data: {
          subject: change.subject ?? null,
          actor: { type: change.actor.type, name: change.actor.name, email: change.actor.email },
          before: change.before ?? null,
          after: change.after ?? null,
        },
      })),
    ),
    at,
  );
}
