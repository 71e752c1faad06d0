// Writes' idempotency keys and the answers kept for their repeats (docs/decisions/0034-idempotent-writes.md,
// migration 0015).
import type { Executor } from '../db/schema';

export interface IdempotencyKeyRow {
  fingerprint: string;
  createdAt: Date;
  status: number | null;
  contentType: string | null;
  location: string | null;
  body: string | null;
}

/** Takes the key for a first request: true when it was free, false when another request holds it. */
export async function claimIdempotencyKey(
  db: Executor,
  claim: { callerId: string; key: string; fingerprint: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      caller_id: claim.callerId,
      key: claim.key,
      fingerprint: claim.fingerprint,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['caller_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Takes over a key whose first request expired or died before answering, as `fingerprint`'s: true when this request
 * won it (`createdAt` is still what the caller read), false when another request took it first.
 */
export async function takeOverIdempotencyKey(
  db: Executor,
  takeover: { callerId: string; key: string; createdAt: Date; fingerprint: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('idempotency_keys')
    .set({
      fingerprint: takeover.fingerprint,
      created_at: takeover.now,
      status: null,
      content_type: null,
      location: null,
      body: null,
    })
    .where('caller_id', '=', takeover.callerId)
    .where('key', '=', takeover.key)
    .where('created_at', '=', takeover.createdAt)
    .returning('key')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function idempotencyKeyOf(
  db: Executor,
  callerId: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'created_at', 'status', 'content_type', 'location', 'body'])
    .where('caller_id', '=', callerId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        fingerprint: row.fingerprint,
        createdAt: row.created_at,
        status: row.status,
        contentType: row.content_type,
        location: row.location,
        body: row.body,
      }
    : null;
}

/** Keeps the first request's answer for the key's repeats. */
export async function keepIdempotentAnswer(
  db: Executor,
  answer: {
    callerId: string;
    key: string;
    status: number;
    contentType: string | null;
    location: string | null;
    body: string | null;
  },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status: answer.status,
      content_type: answer.contentType,
      location: answer.location,
      body: answer.body,
    })
    .where('caller_id', '=', answer.callerId)
    .where('key', '=', answer.key)
    .execute();
}

/** Frees a key whose request answered something not kept (keepsIdempotentAnswer): a repeat runs again. */
export async function releaseIdempotencyKey(db: Executor, callerId: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('caller_id', '=', callerId)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Deletes the keys created before `before`; answers how many. */
export async function sweepIdempotencyKeys(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
