import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS, IDEMPOTENCY_KEY_TTL_HOURS } from '../constants';
import { idempotencyKeyForAttempt, idempotentRepeat, keepsIdempotentAnswer } from './idempotency';

describe('keepsIdempotentAnswer', () => {
  it('keeps what a write did and why what it asked for was refused', () => {
    expect([200, 201, 204, 400, 404, 409, 410, 422].map(keepsIdempotentAnswer)).toEqual(Array(8).fill(true));
  });

  it('keeps no answer about the caller, the load or the server: a repeat runs again', () => {
    expect([401, 403, 408, 429, 500, 502, 503].map(keepsIdempotentAnswer)).toEqual(Array(7).fill(false));
  });
});

describe('idempotentRepeat', () => {
  const createdAt = new Date('2026-11-28T10:00:00Z');
  const after = (ms: number) => new Date(createdAt.getTime() + ms);

  it('replays the kept answer of the same request', () => {
    expect(idempotentRepeat({ fingerprint: 'a', createdAt, status: 201 }, 'a', after(1000))).toBe('replay');
  });

  it('refuses a different request with the same key, answered or not', () => {
    expect(idempotentRepeat({ fingerprint: 'a', createdAt, status: 201 }, 'b', after(1000))).toBe('refuse');
    expect(idempotentRepeat({ fingerprint: 'a', createdAt, status: null }, 'b', after(1000))).toBe('refuse');
  });

  it('makes a repeat wait while the first request runs, and runs it once that request has died', () => {
    const takeover = IDEMPOTENCY_IN_PROGRESS_TAKEOVER_SECONDS * 1000;
    expect(idempotentRepeat({ fingerprint: 'a', createdAt, status: null }, 'a', after(takeover - 1))).toBe(
      'wait',
    );
    expect(idempotentRepeat({ fingerprint: 'a', createdAt, status: null }, 'a', after(takeover))).toBe('run');
  });

  it('forgets a key after its lifetime: anything runs as new', () => {
    const ttl = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;
    expect(idempotentRepeat({ fingerprint: 'a', createdAt, status: 201 }, 'a', after(ttl - 1))).toBe(
      'replay',
    );
    expect(idempotentRepeat({ fingerprint: 'a', createdAt, status: 201 }, 'b', after(ttl))).toBe('run');
  });
});

describe('idempotencyKeyForAttempt', () => {
  let next = 0;
  const newKey = () => `key-${++next}`;

  it('sends the same write again with its key when it got no answer', () => {
    expect(
      idempotencyKeyForAttempt({ key: 'k', request: '{"a":1}', answered: false }, '{"a":1}', newKey),
    ).toBe('k');
  });

  it('takes a new key for a first write, a changed one, or one that was answered', () => {
    const keys = [
      idempotencyKeyForAttempt(null, '{"a":1}', newKey),
      idempotencyKeyForAttempt({ key: 'k', request: '{"a":1}', answered: false }, '{"a":2}', newKey),
      idempotencyKeyForAttempt({ key: 'k', request: '{"a":1}', answered: true }, '{"a":1}', newKey),
    ];
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });
});
