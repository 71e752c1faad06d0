// Webhook delivery, one deliverer per API process (docs/decisions/0045-webhooks.md). Each tick it claims endpoints
// with deliveries due (one process per endpoint at a time, under a lease), sends each endpoint's due events oldest
// first, and records every attempt. A failure is tried again with a growing delay for about a day; an endpoint that
// has failed for WEBHOOK_DISABLE_AFTER_FAILING_HOURS is disabled and its Owner and Admins are mailed. Delivery is at
// least once: a process that dies after sending and before recording sends again, with the same `webhook-id`.
import { rolesWithPermission } from '@pod-console/hooks/domain';
import {
  WEBHOOK_DISABLE_AFTER_FAILING_HOURS,
  WEBHOOK_MAX_ATTEMPTS,
  webhookEndpointShouldDisable,
  webhookRetryDelayMs,
} from '@pod-console/hooks/webhooks';
import type { Kysely } from 'kysely';

import { memberAddresses } from '../data/idle-seats';
import { organizationName } from '../data/organizations';
import {
  claimWebhookEndpoints,
  disableFailingEndpoint,
  dueDeliveries,
  recordDeliveriesSucceeded,
  recordDeliveryAttempt,
  releaseWebhookEndpoint,
  type SucceededDelivery,
  type ClaimedEndpoint,
  type DueDelivery,
} from '../data/webhooks';
import type { Database } from '../db/schema';
import { createPollingLoop, type JobLogger } from '../jobs/polling-loop';
import { organizationSettingsUrl, webhookEndpointDisabledMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { postWebhook, type PostResult } from './post-webhook';
import { signatureHeaders, webhookPayload } from './signing';

/**
 * How often a process looks for due deliveries when the last look found none: short, so an event reaches its
 * receiver well within a second; the look is one indexed query.
 */
const DEFAULT_POLL_INTERVAL_MS = 200;
/** After a look that failed (the database away), the next waits this long: one warning every 5 s, not five a second. */
const AFTER_ERROR_MS = 5_000;
/** Endpoints a process sends to at once, and events per endpoint per claim. */
const ENDPOINTS_IN_FLIGHT = 20;
const DELIVERIES_PER_ENDPOINT = 200;
/** How long a claimed endpoint belongs to its process; a batch stops starting attempts after half of it. */
const LEASE_MS = 60_000;

export interface WebhookDeliverer {
  start(): void;
  stop(): Promise<void>;
  /** Sends everything due now, to the end (tests; the loop calls it each tick); answers the attempts made. */
  drain(): Promise<number>;
}

export type PostFunction = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<PostResult>;

export function createWebhookDeliverer(options: {
  db: Kysely<Database>;
  consoleOrigin: string;
  logger: JobLogger;
  clock?: () => Date;
  pollIntervalMs?: number;
  /** The first retry's delay (WEBHOOK_FIRST_RETRY_MS); the next ones grow from it. Default the domain's 30 s. */
  firstRetryMs?: number;
  /** The HTTP attempt (tests may hand in their own). */
  post?: PostFunction;
}): WebhookDeliverer {
  const { db, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const post = options.post ?? postWebhook;

  /** The secrets that sign now: the current one, and the one a rotation replaced until its overlap ends. */
  function secretsOf(endpoint: ClaimedEndpoint, now: Date): string[] {
    const previous =
      endpoint.previous_secret !== null &&
      endpoint.previous_secret_expires_at !== null &&
      endpoint.previous_secret_expires_at > now
        ? [endpoint.previous_secret]
        : [];
    return [endpoint.secret, ...previous];
  }

  /** One attempt; a success is answered for the batch to record, a failure is recorded at once. */
  async function attempt(
    endpoint: ClaimedEndpoint,
    delivery: DueDelivery,
  ): Promise<SucceededDelivery | null> {
    const at = clock();
    const payload = webhookPayload({
      id: delivery.event_id,
      type: delivery.event_type,
      occurredAt: delivery.occurred_at,
      organizationId: delivery.organization_id,
      data: delivery.data,
    });
    const headers = signatureHeaders(secretsOf(endpoint, at), { id: delivery.event_id, at, payload });
    const result = await post(endpoint.url, payload, headers);
    if (result.ok) {
      return {
        id: delivery.id,
        at,
        status: result.status!,
        excerpt: result.excerpt,
        durationMs: result.durationMs,
      };
    }
    const attempts = delivery.attempts + 1;
    const retryAt =
      attempts >= WEBHOOK_MAX_ATTEMPTS
        ? null
        : new Date(clock().getTime() + webhookRetryDelayMs(attempts, options.firstRetryMs));
    const { failingSince } = await recordDeliveryAttempt(
      db,
      { id: delivery.id, endpointId: endpoint.id },
      { at, ...result, retryAt },
    );
    // Only ids, the type and the error: never the URL's query, the payload or a secret.
    logger.warn(
      {
        endpointId: endpoint.id,
        deliveryId: delivery.id,
        type: delivery.event_type,
        attempts,
        error: result.error,
      },
      retryAt ? 'webhook not delivered: will retry' : 'webhook not delivered: giving up',
    );
    if (webhookEndpointShouldDisable(failingSince, clock())) await disable(endpoint);
    return null;
  }

  async function disable(endpoint: ClaimedEndpoint): Promise<void> {
    const now = clock();
    await db.transaction().execute(async (trx) => {
      const disabled = await disableFailingEndpoint(trx, endpoint.id, now);
      if (!disabled) return;
      const name = await organizationName(trx, endpoint.organization_id);
      for (const to of await memberAddresses(
        trx,
        endpoint.organization_id,
        rolesWithPermission('webhooks:manage'),
      )) {
        await enqueueMail(
          trx,
          webhookEndpointDisabledMail({
            to,
            organizationId: endpoint.organization_id,
            organizationName: name,
            endpointUrl: endpoint.url,
            failingHours: WEBHOOK_DISABLE_AFTER_FAILING_HOURS,
            settingsUrl: organizationSettingsUrl(options.consoleOrigin),
          }),
        );
      }
    });
    logger.warn({ endpointId: endpoint.id }, 'webhook endpoint disabled after failing');
  }

  /** One endpoint's due events, oldest first; after a failure the rest wait for the next look. */
  async function sendEndpoint(endpoint: ClaimedEndpoint, deadline: number): Promise<number> {
    let attempts = 0;
    const succeeded: SucceededDelivery[] = [];
    try {
      const due = await dueDeliveries(db, endpoint.id, { now: clock(), limit: DELIVERIES_PER_ENDPOINT });
      for (const delivery of due) {
        if (loop.stopping || Date.now() > deadline) break;
        attempts += 1;
        const success = await attempt(endpoint, delivery);
        if (!success) break;
        succeeded.push(success);
      }
    } finally {
      try {
        await recordDeliveriesSucceeded(db, endpoint.id, succeeded, endpoint.failing_since !== null);
      } finally {
        await releaseWebhookEndpoint(db, endpoint.id);
      }
    }
    return attempts;
  }

  // Endpoints are sent to side by side, each on its own: a slow receiver delays only its own events.
  const inFlight = new Set<Promise<number>>();

  /** Claims as many endpoints as there is room for and starts sending to each; answers their tasks. */
  async function claimAndStart(): Promise<Promise<number>[]> {
    const room = ENDPOINTS_IN_FLIGHT - inFlight.size;
    if (room <= 0 || loop.stopping) return [];
    const now = clock();
    const endpoints = await claimWebhookEndpoints(db, {
      now,
      leaseEnds: new Date(now.getTime() + LEASE_MS),
      limit: room,
    });
    const deadline = Date.now() + LEASE_MS / 2;
    return endpoints.map((endpoint) => {
      const task: Promise<number> = sendEndpoint(endpoint, deadline)
        .catch((error: unknown) => {
          logger.warn(
            { endpointId: endpoint.id, error: error instanceof Error ? error.message : String(error) },
            'webhook deliveries interrupted',
          );
          return 0;
        })
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
      return task;
    });
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const started = await claimAndStart();
      if (started.length === 0 && inFlight.size === 0) return total;
      const counts = await Promise.all(started.length > 0 ? started : [...inFlight]);
      const made = counts.reduce((sum, count) => sum + count, 0);
      total += made;
      if ((made === 0 && inFlight.size === 0) || loop.stopping) return total;
    }
  }

  const loop = createPollingLoop({
    intervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    afterErrorMs: AFTER_ERROR_MS,
    tick: async () => void (await claimAndStart()),
    onError: (error) =>
      logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'webhook deliveries could not be read',
      ),
  });

  return {
    start: () => loop.start(),
    async stop() {
      await loop.stop();
      await Promise.all([...inFlight]);
    },
    drain,
  };
}
