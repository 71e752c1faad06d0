// Reading the activity log (docs/decisions/0026-activity-log.md): newest first, filtered by kind, actor and time,
// paged by keyset. A cursor names the last entry of a page by (occurred_at, id), the log's total order, so it
// stays right while entries are written above it; it carries a fingerprint of the filters it was made for, and a
// cursor replayed with other filters is refused rather than answered with a page of another list.
import { createHash } from 'node:crypto';

import type { ActivityEntryInput, ActivityKind } from '@pod-console/hooks/domain';
import { sql, type SelectQueryBuilder } from 'kysely';

import type { Database, Executor } from '../db/schema';
import { UUID_FORMAT } from '../db/uuid';
import { iso, type Wire } from './wire';

export interface ActivityFilters {
  kind?: ActivityKind | undefined;
  /** A user's id: only what they did. */
  actor?: string | undefined;
  /** At or after this instant. */
  from?: string | undefined;
  /** Before this instant. */
  to?: string | undefined;
}

export interface ActivityCursor {
  /** The fingerprint of the filters the cursor was made for. */
  f: string;
  /** The entry's occurred_at as the database wrote it in text, to the microsecond. */
  k: string;
  /** The entry's id. */
  i: string;
}

function fingerprintOf(filters: ActivityFilters): string {
  return createHash('sha256')
    .update(
      JSON.stringify([filters.kind ?? null, filters.actor ?? null, filters.from ?? null, filters.to ?? null]),
    )
    .digest('base64url')
    .slice(0, 16);
}

const encodeCursor = (cursor: ActivityCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/**
 * The cursor a page handed out, for the same filters: the cursor, or why not (`invalid`: not a cursor of this
 * log; `other-filters`: made for other filters). The route answers either as a 400.
 */
export function decodeActivityCursor(
  text: string,
  filters: ActivityFilters,
): ActivityCursor | 'invalid' | 'other-filters' {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const cursor = value as Partial<ActivityCursor> | null;
  if (
    cursor === null ||
    typeof cursor !== 'object' ||
    typeof cursor.f !== 'string' ||
    typeof cursor.k !== 'string' ||
    typeof cursor.i !== 'string' ||
    !UUID_FORMAT.test(cursor.i) ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(cursor.k) ||
    Number.isNaN(Date.parse(cursor.k))
  ) {
    return 'invalid';
  }
  if (cursor.f !== fingerprintOf(filters)) return 'other-filters';
  return cursor as ActivityCursor;
}

/** The log of one organization under the filters, newest first, after the cursor when there is one. */
function entriesQuery(
  db: Executor,
  organizationId: string,
  filters: ActivityFilters,
  after: Pick<ActivityCursor, 'k' | 'i'> | undefined,
) {
  let query: SelectQueryBuilder<Database, 'activity_events', object> = db
    .selectFrom('activity_events')
    .where('organization_id', '=', organizationId);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.actor) query = query.where('actor_user_id', '=', filters.actor);
  if (filters.from) query = query.where('occurred_at', '>=', new Date(filters.from));
  if (filters.to) query = query.where('occurred_at', '<', new Date(filters.to));
  if (after) {
    query = query.where(sql<boolean>`(occurred_at, id) < (${after.k}::timestamptz, ${after.i}::uuid)`);
  }
  return query
    .select([
      'id',
      'kind',
      'occurred_at',
      'actor_type',
      'actor_user_id',
      'actor_name',
      'actor_email',
      'subject',
      'before',
      'after',
      sql<string>`to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('key'),
    ])
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc');
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['execute']>>[number];

function entryView(row: EntryRow): Wire<'ActivityEntry'> {
  return {
    id: row.id,
    kind: row.kind,
    occurred_at: iso(row.occurred_at),
    actor: {
      type: row.actor_type,
      user_id: row.actor_user_id,
      name: row.actor_name,
      email: row.actor_email,
    },
    subject: row.subject,
    before: row.before,
    after: row.after,
  };
}

/** An entry as the domain's rules read it (its sentence, its CSV row). */
function entryInput(row: EntryRow): ActivityEntryInput {
  return {
    kind: row.kind,
    occurredAt: iso(row.occurred_at),
    actor: { type: row.actor_type, userId: row.actor_user_id, name: row.actor_name, email: row.actor_email },
    subject: row.subject,
    before: row.before,
    after: row.after,
  };
}

/** One page of the log: `limit` entries after the cursor, and the cursor of the next page (null on the last). */
export async function activityPage(
  db: Executor,
  organizationId: string,
  filters: ActivityFilters,
  cursor: ActivityCursor | undefined,
  limit: number,
): Promise<Wire<'ActivityPage'>> {
  const rows = await entriesQuery(db, organizationId, filters, cursor)
    .limit(limit + 1)
    .execute();
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(entryView),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ f: fingerprintOf(filters), k: last.key, i: last.id })
        : null,
  };
}

/**
 * Every entry under the filters, newest first, in batches of `batchSize` read one after another (keyset): an
 * export of 100,000 entries holds one batch at a time. Entries written meanwhile are newer than the first batch and
 * not part of the export.
 */
export async function* activityEntries(
  db: Executor,
  organizationId: string,
  filters: ActivityFilters,
  batchSize: number,
): AsyncGenerator<ActivityEntryInput[]> {
  for await (const rows of entryBatches(db, organizationId, filters, batchSize)) yield rows.map(entryInput);
}

/** The same batches with each entry both as the API answers it and as the domain's rules read it. */
export async function* activityEntryViews(
  db: Executor,
  organizationId: string,
  batchSize: number,
): AsyncGenerator<Array<{ view: Wire<'ActivityEntry'>; input: ActivityEntryInput }>> {
  for await (const rows of entryBatches(db, organizationId, {}, batchSize)) {
    yield rows.map((row) => ({ view: entryView(row), input: entryInput(row) }));
  }
}

async function* entryBatches(
  db: Executor,
  organizationId: string,
  filters: ActivityFilters,
  batchSize: number,
): AsyncGenerator<EntryRow[]> {
  let after: Pick<ActivityCursor, 'k' | 'i'> | undefined;
  for (;;) {
    const rows = await entriesQuery(db, organizationId, filters, after).limit(batchSize).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { k: last.key, i: last.id };
  }
}
