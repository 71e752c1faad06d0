// Ids that sort in the order they were made (see timeOrderedId).
import { randomBytes } from 'node:crypto';

/**
 * Time-ordered ids (UUID version 7, RFC 9562 §5.7) that also grow within one millisecond, so rows of one instant
 * (activity entries, invitations of one list) sort as written: a 74-bit counter, started at random each
 * millisecond, follows the timestamp. PostgreSQL compares uuids byte by byte.
 */
let lastMs = -1;
let counter = 0n;
const COUNTER_BITS = 74n;
const RAND_B_BITS = 62n;

export function timeOrderedId(at: Date): string {
  const ms = Math.max(at.getTime(), lastMs);
  if (ms > lastMs) {
    lastMs = ms;
    // Started in the lower 62 bits, so the millisecond has room for 2^74 - 2^62 more.
    counter = BigInt(`0x${randomBytes(8).toString('hex')}`) & ((1n << RAND_B_BITS) - 1n);
  } else {
    counter = (counter + 1n) & ((1n << COUNTER_BITS) - 1n);
  }
  const randA = counter >> RAND_B_BITS;
  const randB = counter & ((1n << RAND_B_BITS) - 1n);
  const hex =
    BigInt(ms).toString(16).padStart(12, '0') +
    (0x7000n | randA).toString(16).padStart(4, '0') +
    ((0b10n << RAND_B_BITS) | randB).toString(16).padStart(16, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
