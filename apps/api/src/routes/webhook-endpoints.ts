// An organization's webhook endpoints (docs/decisions/0045-webhooks.md): managed by those holding `webhooks:manage`
// (Owner, Admin). The signing secret is answered once, at creation and at each rotation; it is never logged nor
// written to the activity log. Events themselves are written with each change (activity/record-activity.ts) and
// sent by the deliverer (webhooks/deliverer.ts).
import { randomUUID } from 'node:crypto';

import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT_TYPE,
  webhookUrlProblem,
} from '@pod-console/hooks/webhooks';

import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  deliveriesOf,
  deliveryOf,
  enqueueEndpointEvent,
  lockWebhookEndpoint,
  redeliver,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookEndpointCount,
  webhookEndpointExists,
  webhookEndpointsOf,
  type WebhookDeliveryWithEvent,
  type WebhookEndpointWithHealth,
} from '../data/webhooks';
import { lockOrganization } from '../db/organization-lock';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../db/schema';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, queryOf, userOf } from '../http/request';
import { iso, isoOrNull, type Wire } from '../read-models/wire';
import { newWebhookSecret } from '../webhooks/signing';
import { organizationNotFound, requirePermission } from './access';

type WebhookEndpointOperations =
  | 'listWebhookEndpoints'
  | 'createWebhookEndpoint'
  | 'updateWebhookEndpoint'
  | 'deleteWebhookEndpoint'
  | 'rotateWebhookSecret'
  | 'sendWebhookTestEvent'
  | 'listWebhookDeliveries'
  | 'redeliverWebhook';

/** The endpoints list's health covers the last day of deliveries. */
const HEALTH_WINDOW_MS = 24 * 3_600_000;
/** Deliveries per page of the log. */
const DELIVERY_PAGE_SIZE = 50;

const endpointNotFound = () => notFound('No such webhook endpoint in this organization.');

type EndpointParams = { organizationId: string; webhookEndpointId: string };

function checkedUrl(url: string): string {
  const trimmed = url.trim();
  const problem = webhookUrlProblem(trimmed);
  if (problem) throw badRequest('url', problem);
  return trimmed;
}

function endpointWire(
  row: WebhookEndpointRow,
  health: Pick<WebhookEndpointWithHealth, 'succeeded' | 'failed' | 'last_delivery_at'>,
  now: Date,
): Wire<'WebhookEndpoint'> {
  const overlap =
    row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now
      ? row.previous_secret_expires_at
      : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types as Wire<'WebhookEndpoint'>['event_types'],
    enabled: row.enabled,
    disabled_reason: row.disabled_reason === 'failing' ? 'failing' : null,
    secret_rotation_ends_at: isoOrNull(overlap),
    created_at: iso(row.created_at),
    deliveries_succeeded: health.succeeded,
    deliveries_failed: health.failed,
    last_delivery_at: isoOrNull(health.last_delivery_at),
  };
}

const NO_HEALTH = { succeeded: 0, failed: 0, last_delivery_at: null };

function deliveryWire(row: WebhookDeliveryRow, eventType: string): Wire<'WebhookDelivery'> {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: eventType,
    status: row.status,
    attempts: row.attempts,
    created_at: iso(row.created_at),
    last_attempt_at: isoOrNull(row.last_attempt_at),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    response_status: row.response_status,
    response_excerpt: row.response_excerpt,
    duration_ms: row.duration_ms,
    error: row.last_error,
  };
}

function encodeCursor(row: WebhookDeliveryWithEvent): string {
  return Buffer.from(JSON.stringify([iso(row.created_at), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const createdAt = new Date(at);
    if (typeof id !== 'string' || Number.isNaN(createdAt.getTime())) throw new Error('not a cursor');
    return { createdAt, id };
  } catch {
    throw badRequest('cursor', 'is not a cursor of this log');
  }
}

export function webhookEndpointHandlers(
  context: ApiContext,
): Pick<OperationHandlers, WebhookEndpointOperations> {
  const { db } = context;

  /** The endpoint after a change, with its health read again (a change never alters past deliveries). */
  async function answerEndpoint(organizationId: string, row: WebhookEndpointRow, now: Date) {
    const health = (
      await webhookEndpointsOf(db, organizationId, new Date(now.getTime() - HEALTH_WINDOW_MS))
    ).find((endpoint) => endpoint.id === row.id);
    return endpointWire(row, health ?? NO_HEALTH, now);
  }

  return {
    async listWebhookEndpoints(request) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      await requirePermission(db, organizationId, user, 'webhooks:manage');
      const now = context.now();
      const rows = await webhookEndpointsOf(db, organizationId, new Date(now.getTime() - HEALTH_WINDOW_MS));
      return {
        webhook_endpoints: rows.map((row) => endpointWire(row, row, now)),
      } satisfies Wire<'WebhookEndpointList'>;
    },

    async createWebhookEndpoint(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const body = bodyOf<Wire<'CreateWebhookEndpointRequest'>>(request);
      const url = checkedUrl(body.url);
      const now = context.now();
      const secret = newWebhookSecret();
      const row = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'webhooks:manage');
        // The organization's lock makes the count and the insert one step.
        if (!(await lockOrganization(trx, organizationId))) throw organizationNotFound();
        if ((await webhookEndpointCount(trx, organizationId)) >= WEBHOOK_ENDPOINTS_MAX) {
          throw conflict(WEBHOOK_MESSAGES.limitReached);
        }
        return createWebhookEndpoint(trx, {
          id: randomUUID(),
          organizationId,
          url,
          description: (body.description ?? '').trim(),
          eventTypes: body.eventTypes,
          enabled: body.enabled ?? true,
          secret,
          now,
        });
      });
      reply.code(201);
      return {
        webhook_endpoint: endpointWire(row, NO_HEALTH, now),
        secret,
      } satisfies Wire<'CreatedWebhookEndpoint'>;
    },

    async updateWebhookEndpoint(request) {
      const user = userOf(request);
      const { organizationId, webhookEndpointId } = paramsOf<EndpointParams>(request);
      const body = bodyOf<Wire<'UpdateWebhookEndpointRequest'>>(request);
      const url = body.url === undefined ? undefined : checkedUrl(body.url);
      const now = context.now();
      const row = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'webhooks:manage');
        const endpoint = await lockWebhookEndpoint(trx, organizationId, webhookEndpointId);
        if (!endpoint) throw endpointNotFound();
        return updateWebhookEndpoint(
          trx,
          endpoint.id,
          {
            ...(url !== undefined && { url }),
            ...(body.description !== undefined && { description: body.description.trim() }),
            ...(body.eventTypes !== undefined && { eventTypes: body.eventTypes }),
            ...(body.enabled !== undefined && { enabled: body.enabled }),
          },
          now,
        );
      });
      return answerEndpoint(organizationId, row, now);
    },

    async deleteWebhookEndpoint(request, reply) {
      const user = userOf(request);
      const { organizationId, webhookEndpointId } = paramsOf<EndpointParams>(request);
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'webhooks:manage');
        const endpoint = await lockWebhookEndpoint(trx, organizationId, webhookEndpointId);
        if (!endpoint) throw endpointNotFound();
        await deleteWebhookEndpoint(trx, endpoint.id);
      });
      reply.code(204);
    },

    async rotateWebhookSecret(request) {
      const user = userOf(request);
      const { organizationId, webhookEndpointId } = paramsOf<EndpointParams>(request);
      const now = context.now();
      const secret = newWebhookSecret();
      const row = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'webhooks:manage');
        const endpoint = await lockWebhookEndpoint(trx, organizationId, webhookEndpointId);
        if (!endpoint) throw endpointNotFound();
        const overlapEnds = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000);
        return rotateWebhookSecret(trx, endpoint, secret, overlapEnds, now);
      });
      return {
        webhook_endpoint: await answerEndpoint(organizationId, row, now),
        secret,
      } satisfies Wire<'CreatedWebhookEndpoint'>;
    },

    async sendWebhookTestEvent(request, reply) {
      const user = userOf(request);
      const { organizationId, webhookEndpointId } = paramsOf<EndpointParams>(request);
      const now = context.now();
      const delivery = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'webhooks:manage');
        const endpoint = await lockWebhookEndpoint(trx, organizationId, webhookEndpointId);
        if (!endpoint) throw endpointNotFound();
        return enqueueEndpointEvent(
          trx,
          endpoint,
          {
            type: WEBHOOK_TEST_EVENT_TYPE,
            occurredAt: now,
            data: {
              subject: endpoint.url,
              actor: { type: 'user', name: null, email: null },
              before: null,
              after: null,
            },
          },
          now,
        );
      });
      reply.code(202);
      return deliveryWire(delivery, WEBHOOK_TEST_EVENT_TYPE);
    },

    async listWebhookDeliveries(request) {
      const user = userOf(request);
      const { organizationId, webhookEndpointId } = paramsOf<EndpointParams>(request);
      const { cursor } = queryOf<{ cursor?: string }>(request);
      const before = cursor === undefined ? undefined : decodeCursor(cursor);
      await requirePermission(db, organizationId, user, 'webhooks:manage');
      if (!(await webhookEndpointExists(db, organizationId, webhookEndpointId))) throw endpointNotFound();
      const rows = await deliveriesOf(db, webhookEndpointId, {
        limit: DELIVERY_PAGE_SIZE + 1,
        ...(before && { before }),
      });
      const page = rows.slice(0, DELIVERY_PAGE_SIZE);
      return {
        deliveries: page.map((row) => deliveryWire(row, row.event_type)),
        next_cursor: rows.length > DELIVERY_PAGE_SIZE ? encodeCursor(page.at(-1)!) : null,
      } satisfies Wire<'WebhookDeliveryList'>;
    },

    async redeliverWebhook(request, reply) {
      const user = userOf(request);
      const { organizationId, webhookEndpointId, webhookDeliveryId } = paramsOf<
        EndpointParams & { webhookDeliveryId: string }
      >(request);
      const now = context.now();
      const delivery = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'webhooks:manage');
        const endpoint = await lockWebhookEndpoint(trx, organizationId, webhookEndpointId);
        if (!endpoint) throw endpointNotFound();
        const original = await deliveryOf(trx, endpoint.id, webhookDeliveryId);
        if (!original) throw notFound('No such delivery of this webhook endpoint.');
        return redeliver(trx, original, now);
      });
      reply.code(202);
      return deliveryWire(delivery, delivery.event_type);
    },
  };
}
