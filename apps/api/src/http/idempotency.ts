// Idempotent writes (docs/decisions/0034-idempotent-writes.md): an authenticated write sent with an
// `Idempotency-Key` runs once per caller and key; its answer is kept and a repeat of the same request gets it again
// (`Idempotent-Replayed: true`). The contract validates the key's form on every write that declares it; the public
// calls (the Pod Creator app's, the payment provider's) have no caller to keep answers for, and ignore it.
import { createHash } from 'node:crypto';

import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotentRepeat,
  keepsIdempotentAnswer,
} from '@pod-console/hooks/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  claimIdempotencyKey,
  idempotencyKeyOf,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  sweepIdempotencyKeys,
  takeOverIdempotencyKey,
} from '../data/idempotency-keys';
import type { Executor } from '../db/schema';
import { HttpProblem } from './problem';
import { READ_METHODS } from './request';

/** Each process deletes expired keys at most this often, on a write that brings a key. */
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** How long a repeat that found its first request still running is told to wait. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

export interface IdempotencyOptions {
  db: Executor;
  now: () => Date;
  log: (details: object, message: string) => void;
}

interface HeldKey {
  callerId: string;
  key: string;
}

/** The request as the key covers it: method, path with query, and the body's bytes. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${request.rawBody ?? ''}`)
    .digest('hex');
}

const headerText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export function registerIdempotency(app: FastifyInstance, { db, now, log }: IdempotencyOptions): void {
  const held = new WeakMap<FastifyRequest, HeldKey>();
  let lastSweepMs = 0;
  const headerName = IDEMPOTENCY_KEY_HEADER.toLowerCase();

  async function sweepWhenDue(at: Date) {
    if (at.getTime() - lastSweepMs < SWEEP_INTERVAL_MS) return;
    lastSweepMs = at.getTime();
    await sweepIdempotencyKeys(db, new Date(at.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000));
  }

  // After authentication and validation: only a valid request of a known caller holds a key.
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[headerName];
    if (READ_METHODS.has(request.method) || typeof key !== 'string' || !request.user) return;
    const callerId = request.user.id;
    const fingerprint = fingerprintOf(request);
    const at = now();
    await sweepWhenDue(at);
    const hold = () => {
      held.set(request, { callerId, key });
    };
    if (await claimIdempotencyKey(db, { callerId, key, fingerprint, now: at })) return hold();
    // Taken: by this request's first sending, another request, or a key expired or abandoned. Twice at most,
    // for a key that another repeat takes over or frees between this request's reads.
    for (let read = 0; read < 2; read += 1) {
      const stored = await idempotencyKeyOf(db, callerId, key);
      if (stored === null) {
        if (await claimIdempotencyKey(db, { callerId, key, fingerprint, now: at })) return hold();
        continue;
      }
      switch (idempotentRepeat(stored, fingerprint, at)) {
        case 'replay':
          reply.code(stored.status!).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
          if (stored.contentType) reply.header('content-type', stored.contentType);
          if (stored.location) reply.header('location', stored.location);
          return reply.send(stored.body ?? undefined);
        case 'refuse':
          throw new HttpProblem(422, IDEMPOTENCY_MESSAGES.reused, {
            errors: [{ field: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_MESSAGES.reused }],
          });
        case 'wait':
          throw inProgress();
        case 'run':
          if (
            await takeOverIdempotencyKey(db, {
              callerId,
              key,
              createdAt: stored.createdAt,
              fingerprint,
              now: at,
            })
          )
            return hold();
      }
    }
    throw inProgress();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const mine = held.get(request);
    if (!mine) return payload;
    held.delete(request);
    const status = reply.statusCode;
    const body =
      payload == null
        ? null
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload
            : undefined;
    try {
      if (keepsIdempotentAnswer(status) && body !== undefined)
        await keepIdempotentAnswer(db, {
          ...mine,
          status,
          contentType: headerText(reply.getHeader('content-type')),
          location: headerText(reply.getHeader('location')),
          body: body === null ? null : body.toString('utf8'),
        });
      else await releaseIdempotencyKey(db, mine.callerId, mine.key);
    } catch (error) {
      // The write's answer still goes; a repeat meets a key still running, then takes it over (decision 0034).
      log({ err: error }, 'could not keep the answer of an idempotent write');
    }
    return payload;
  });
}

const inProgress = () =>
  new HttpProblem(409, IDEMPOTENCY_MESSAGES.inProgress, {
    headers: { 'retry-after': String(IN_PROGRESS_RETRY_AFTER_SECONDS) },
  });
