// Webhooks' data (docs/decisions/0045-webhooks.md, 0031-api-data-layer.md): an organization's endpoints, the events
// written with the changes they announce, and each event's delivery to each endpoint.
import { sql, type Transaction } from 'kysely';

import type { Database, Executor, WebhookDeliveryRow, WebhookEndpointRow } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';

export interface NewWebhookEvent {
  organizationId: string;
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

/**
 * Writes events in the caller's transaction, with one delivery for each enabled endpoint of their organization that
 * asked for their type; an event no endpoint asked for is not kept. One statement, however many events.
 */
export async function enqueueWebhookEvents(
  trx: Transaction<Database>,
  events: readonly NewWebhookEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(
    (event) =>
      sql`(${timeOrderedId(event.occurredAt)}::uuid, ${event.organizationId}::uuid, ${event.type}, ${event.occurredAt}::timestamptz, ${JSON.stringify(event.data)}::jsonb)`,
  );
  await sql`
    with incoming (id, organization_id, type, occurred_at, data) as (values ${sql.join(rows)}),
    targets as (
      select incoming.id as event_id, endpoint.id as endpoint_id
      from incoming
      join webhook_endpoints endpoint
        on endpoint.organization_id = incoming.organization_id
        and endpoint.enabled
        and jsonb_exists(endpoint.event_types, incoming.type)
    ),
    kept as (
      insert into webhook_events (id, organization_id, type, occurred_at, data)
      select id, organization_id, type, occurred_at, data from incoming
      where id in (select event_id from targets)
    )
    insert into webhook_deliveries (id, endpoint_id, event_id, next_attempt_at, created_at)
    select gen_random_uuid(), endpoint_id, event_id, ${now}::timestamptz, ${now}::timestamptz from targets
  `.execute(trx);
}

/** An event for one endpoint only ("Send test event"), whatever types it asked for; answers the delivery. */
export async function enqueueEndpointEvent(
  trx: Transaction<Database>,
  endpoint: Pick<WebhookEndpointRow, 'id' | 'organization_id'>,
  event: Omit<NewWebhookEvent, 'organizationId'>,
  now: Date,
): Promise<WebhookDeliveryRow> {
  const eventId = timeOrderedId(event.occurredAt);
  await trx
    .insertInto('webhook_events')
    .values({
      id: eventId,
      organization_id: endpoint.organization_id,
      type: event.type,
      occurred_at: event.occurredAt,
      data: JSON.stringify(event.data),
    })
    .execute();
  return newDelivery(trx, endpoint.id, eventId, now);
}

function newDelivery(trx: Executor, endpointId: string, eventId: string, now: Date) {
  return trx
    .insertInto('webhook_deliveries')
    .values({
      id: timeOrderedId(now),
      endpoint_id: endpointId,
      event_id: eventId,
      next_attempt_at: now,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A delivery's event sent again as a new delivery (same event id, so a receiver that had it drops it). */
export async function redeliver(
  trx: Executor,
  delivery: WebhookDeliveryRow,
  now: Date,
): Promise<WebhookDeliveryWithEvent> {
  const created = await newDelivery(trx, delivery.endpoint_id, delivery.event_id, now);
  const { type } = await trx
    .selectFrom('webhook_events')
    .select('type')
    .where('id', '=', delivery.event_id)
    .executeTakeFirstOrThrow();
  return { ...created, event_type: type };
}

export async function webhookEndpointExists(
  db: Executor,
  organizationId: string,
  endpointId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', endpointId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface WebhookEndpointWithHealth extends WebhookEndpointRow {
  succeeded: number;
  failed: number;
  last_delivery_at: Date | null;
}

/** The organization's endpoints, oldest first, each with how its deliveries since `since` went. */
export function webhookEndpointsOf(
  db: Executor,
  organizationId: string,
  since: Date,
): Promise<WebhookEndpointWithHealth[]> {
  return db
    .selectFrom('webhook_endpoints as endpoint')
    .selectAll('endpoint')
    .select((eb) => [
      eb
        .selectFrom('webhook_deliveries')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('endpoint_id', '=', 'endpoint.id')
        .where('status', '=', 'succeeded')
        .where('last_attempt_at', '>=', since)
        .as('succeeded'),
      eb
        .selectFrom('webhook_deliveries')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('endpoint_id', '=', 'endpoint.id')
        .where('last_error', 'is not', null)
        .where('status', '!=', 'succeeded')
        .where('last_attempt_at', '>=', since)
        .as('failed'),
      eb
        .selectFrom('webhook_deliveries')
        .select((inner) => inner.fn.max('last_attempt_at').as('at'))
        .whereRef('endpoint_id', '=', 'endpoint.id')
        .as('last_delivery_at'),
    ])
    .where('endpoint.organization_id', '=', organizationId)
    .orderBy('endpoint.created_at')
    .orderBy('endpoint.id')
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        succeeded: Number(row.succeeded ?? 0),
        failed: Number(row.failed ?? 0),
        last_delivery_at: row.last_delivery_at === null ? null : new Date(row.last_delivery_at as Date),
      })),
    );
}

export async function webhookEndpointCount(db: Executor, organizationId: string): Promise<number> {
  const { count } = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface NewWebhookEndpoint {
  id: string;
  organizationId: string;
  url: string;
  description: string;
  eventTypes: readonly string[];
  enabled: boolean;
  secret: string;
  now: Date;
}

export function createWebhookEndpoint(
  db: Executor,
  endpoint: NewWebhookEndpoint,
): Promise<WebhookEndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values({
      id: endpoint.id,
      organization_id: endpoint.organizationId,
      url: endpoint.url,
      description: endpoint.description,
      event_types: JSON.stringify(endpoint.eventTypes),
      enabled: endpoint.enabled,
      secret: endpoint.secret,
      created_at: endpoint.now,
      updated_at: endpoint.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The organization's endpoint, locked for the caller's change; undefined when it has no such endpoint. */
export function lockWebhookEndpoint(
  trx: Transaction<Database>,
  organizationId: string,
  endpointId: string,
): Promise<WebhookEndpointRow | undefined> {
  return trx
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', endpointId)
    .forUpdate()
    .executeTakeFirst();
}

export interface WebhookEndpointChange {
  url?: string;
  description?: string;
  eventTypes?: readonly string[];
  enabled?: boolean;
}

/** A person's change; enabling an endpoint forgets why the product had disabled it and how long it had failed. */
export function updateWebhookEndpoint(
  db: Executor,
  endpointId: string,
  change: WebhookEndpointChange,
  now: Date,
): Promise<WebhookEndpointRow> {
  return db
    .updateTable('webhook_endpoints')
    .set({
      ...(change.url !== undefined && { url: change.url }),
      ...(change.description !== undefined && { description: change.description }),
      ...(change.eventTypes !== undefined && { event_types: JSON.stringify(change.eventTypes) }),
      ...(change.enabled !== undefined && {
        enabled: change.enabled,
        disabled_reason: null,
        ...(change.enabled && { failing_since: null }),
      }),
      updated_at: now,
    })
    .where('id', '=', endpointId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteWebhookEndpoint(db: Executor, endpointId: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', endpointId).execute();
}

/** A new secret signs from now on; the one it replaces signs alongside it until `overlapEnds`. */
export function rotateWebhookSecret(
  db: Executor,
  endpoint: WebhookEndpointRow,
  secret: string,
  overlapEnds: Date,
  now: Date,
): Promise<WebhookEndpointRow> {
  return db
    .updateTable('webhook_endpoints')
    .set({
      secret,
      previous_secret: endpoint.secret,
      previous_secret_expires_at: overlapEnds,
      updated_at: now,
    })
    .where('id', '=', endpoint.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface WebhookDeliveryWithEvent extends WebhookDeliveryRow {
  event_type: string;
}

/** An endpoint's deliveries, newest first, up to `limit`, before the delivery `before` when given. */
export function deliveriesOf(
  db: Executor,
  endpointId: string,
  options: { limit: number; before?: { createdAt: Date; id: string } },
): Promise<WebhookDeliveryWithEvent[]> {
  let query = db
    .selectFrom('webhook_deliveries as delivery')
    .innerJoin('webhook_events as event', 'event.id', 'delivery.event_id')
    .selectAll('delivery')
    .select('event.type as event_type')
    .where('delivery.endpoint_id', '=', endpointId);
  if (options.before) {
    const { createdAt, id } = options.before;
    query = query.where((eb) =>
      eb.or([
        eb('delivery.created_at', '<', createdAt),
        eb.and([eb('delivery.created_at', '=', createdAt), eb('delivery.id', '<', id)]),
      ]),
    );
  }
  return query
    .orderBy('delivery.created_at', 'desc')
    .orderBy('delivery.id', 'desc')
    .limit(options.limit)
    .execute();
}

export function deliveryOf(
  db: Executor,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}

/** An endpoint a deliverer holds, with what it needs to sign. */
export type ClaimedEndpoint = Pick<
  WebhookEndpointRow,
  | 'id'
  | 'organization_id'
  | 'url'
  | 'secret'
  | 'previous_secret'
  | 'previous_secret_expires_at'
  | 'failing_since'
>;

/**
 * Takes up to `limit` enabled endpoints with deliveries due that no other deliverer holds, until `leaseEnds`: each
 * endpoint is sent to by one process at a time, so its events leave in order (`FOR UPDATE SKIP LOCKED`, as the mail
 * outbox's sender claims its rows).
 */
export function claimWebhookEndpoints(
  db: Executor,
  options: { now: Date; leaseEnds: Date; limit: number },
): Promise<ClaimedEndpoint[]> {
  const { now } = options;
  return db
    .updateTable('webhook_endpoints')
    .set({ claimed_until: options.leaseEnds })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_endpoints as endpoint')
        .select('endpoint.id')
        .where('endpoint.enabled', '=', true)
        .where((where) =>
          where.or([where('endpoint.claimed_until', 'is', null), where('endpoint.claimed_until', '<', now)]),
        )
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('webhook_deliveries as delivery')
              .select('delivery.id')
              .whereRef('delivery.endpoint_id', '=', 'endpoint.id')
              .where('delivery.status', '=', 'pending')
              .where('delivery.next_attempt_at', '<=', now),
          ),
        )
        .limit(options.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'organization_id',
      'url',
      'secret',
      'previous_secret',
      'previous_secret_expires_at',
      'failing_since',
    ])
    .execute();
}

/** Hands an endpoint back (its batch sent, or the process stopping). */
export async function releaseWebhookEndpoint(db: Executor, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ claimed_until: null })
    .where('id', '=', endpointId)
    .execute();
}

export interface DueDelivery {
  id: string;
  attempts: number;
  event_id: string;
  event_type: string;
  occurred_at: Date;
  organization_id: string;
  data: Record<string, unknown>;
}

/** A held endpoint's due deliveries, oldest event first. */
export function dueDeliveries(
  db: Executor,
  endpointId: string,
  options: { now: Date; limit: number },
): Promise<DueDelivery[]> {
  return db
    .selectFrom('webhook_deliveries as delivery')
    .innerJoin('webhook_events as event', 'event.id', 'delivery.event_id')
    .select([
      'delivery.id',
      'delivery.attempts',
      'event.id as event_id',
      'event.type as event_type',
      'event.occurred_at',
      'event.organization_id',
      'event.data',
    ])
    .where('delivery.endpoint_id', '=', endpointId)
    .where('delivery.status', '=', 'pending')
    .where('delivery.next_attempt_at', '<=', options.now)
    .orderBy('delivery.event_id')
    .orderBy('delivery.id')
    .limit(options.limit)
    .execute();
}

export interface DeliveryAttempt {
  at: Date;
  ok: boolean;
  status: number | null;
  excerpt: string | null;
  durationMs: number;
  error: string | null;
  /** When to try again after a failure; null when given up (or after a success). */
  retryAt: Date | null;
}

/** Records one attempt on the delivery, and on its endpoint whether it is failing (and since when). */
export async function recordDeliveryAttempt(
  db: Executor,
  delivery: { id: string; endpointId: string },
  attempt: DeliveryAttempt,
): Promise<{ failingSince: Date | null }> {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_attempt_at: attempt.at,
      status: attempt.ok ? 'succeeded' : attempt.retryAt ? 'pending' : 'failed',
      ...(attempt.retryAt && { next_attempt_at: attempt.retryAt }),
      response_status: attempt.status,
      response_excerpt: attempt.excerpt,
      duration_ms: attempt.durationMs,
      last_error: attempt.error,
    }))
    .where('id', '=', delivery.id)
    .execute();
  const endpoint = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      failing_since: attempt.ok ? null : eb.fn.coalesce('failing_since', eb.val(attempt.at)),
    }))
    .where('id', '=', delivery.endpointId)
    .returning('failing_since')
    .executeTakeFirst();
  return { failingSince: endpoint?.failing_since ?? null };
}

export interface SucceededDelivery {
  id: string;
  at: Date;
  status: number;
  excerpt: string | null;
  durationMs: number;
}

/**
 * Records deliveries that succeeded, in one statement: a busy endpoint's successes are written a batch at a time
 * (a process that dies before writing them sends them again, which at-least-once allows), and the endpoint is no
 * longer failing.
 */
export async function recordDeliveriesSucceeded(
  db: Executor,
  endpointId: string,
  deliveries: readonly SucceededDelivery[],
  wasFailing: boolean,
): Promise<void> {
  if (deliveries.length === 0) return;
  const rows = deliveries.map(
    (d) =>
      sql`(${d.id}::uuid, ${d.at}::timestamptz, ${d.status}::integer, ${d.excerpt}::text, ${d.durationMs}::integer)`,
  );
  await sql`
    update webhook_deliveries as delivery set
      attempts = delivery.attempts + 1, status = 'succeeded', last_attempt_at = done.at,
      response_status = done.status, response_excerpt = done.excerpt, duration_ms = done.duration_ms,
      last_error = null
    from (values ${sql.join(rows)}) as done (id, at, status, excerpt, duration_ms)
    where delivery.id = done.id
  `.execute(db);
  if (wasFailing) {
    await db
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', '=', endpointId)
      .execute();
  }
}

/** The product disables an endpoint that kept failing; answers false when it was no longer enabled. */
export async function disableFailingEndpoint(
  trx: Transaction<Database>,
  endpointId: string,
  now: Date,
): Promise<WebhookEndpointRow | undefined> {
  return trx
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_reason: 'failing', updated_at: now })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .returningAll()
    .executeTakeFirst();
}
