// Idempotent writes (docs/decisions/0034-idempotent-writes.md): the API keeps a write's answer per caller and
// `Idempotency-Key`, and answers a repeat with it; a client sends a key with every write and the same key when it
// sends the same write again after getting no answer.
import { IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS, IDEMPOTENCY_KEY_TTL_HOURS } from '../constants';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On a repeated write's answer: `true`, the answer is the first request's. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  reused:
    'This Idempotency-Key was already used for a different request. Send a new key with each new request, and the same key only to repeat the same request.',
  inProgress:
    'A request with this Idempotency-Key is still being processed. Try again in a moment to receive its answer.',
} as const;

/**
 * Whether an answer is kept for the repeats of its key: what the write did (2xx) or why what it asked for was
 * refused (4xx). Not an answer about the caller's standing (401, 403), the server's load (408, 429) or its
 * state (5xx): a repeat of such a request runs again.
 */
export function keepsIdempotentAnswer(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** What the API knows of a key when a request with it arrives. */
export interface StoredIdempotencyKey {
  /** The first request's method, path and body, hashed. */
  fingerprint: string;
  createdAt: Date;
  /** The kept answer's status; null while the first request runs. */
  status: number | null;
}

/**
 * What a request does with a key already stored: `replay` the kept answer, `refuse` a different request with the same
 * key (422), `wait` for the first to finish (409), or `run` the write as new when the key has expired or its first
 * request died before answering.
 */
export type IdempotentRepeat = 'replay' | 'refuse' | 'wait' | 'run';

export function idempotentRepeat(
  stored: StoredIdempotencyKey,
  fingerprint: string,
  now: Date,
): IdempotentRepeat {
  const ageMs = now.getTime() - stored.createdAt.getTime();
  if (ageMs >= IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000) return 'run';
  if (stored.fingerprint !== fingerprint) return 'refuse';
  if (stored.status !== null) return 'replay';
  return ageMs >= IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS * 1000 ? 'run' : 'wait';
}

/** A write as a client last sent it: its key, what it asked for, and whether any answer came back. */
export interface WriteAttempt {
  key: string;
  /** The write's input, serialised (the same input gives the same text). */
  request: string;
  answered: boolean;
}

/**
 * The key of the next attempt at a write: the last attempt's when that asked for the same thing and got no answer
 * (a network failure, a timeout: the API may have done it), so the API answers the first attempt's result instead of
 * doing it twice; a new key for anything else.
 */
export function idempotencyKeyForAttempt(
  last: WriteAttempt | null,
  request: string,
  newKey: () => string,
): string {
  return last && !last.answered && last.request === request ? last.key : newKey();
}
