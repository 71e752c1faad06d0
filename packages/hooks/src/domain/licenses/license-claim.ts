// The Pod Creator app's side of a licence (docs/decisions/0027-licences-at-scale.md): when a claim is refused and
// what the app (and the simulator) tells the person. spec §3: a licence key present means claimed.
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../constants';
import { formatDate, toTime } from '../dates/dates';

/** What the claim rule needs of a licence; the API's row and the SDK's `License` both fit once mapped. */
export interface ClaimableLicense {
  revokedAt: string | Date | null;
  expiresAt: string | Date | null;
  claimed: boolean;
}

export type ClaimRefusalReason = 'not_found' | 'revoked' | 'expired' | 'claimed';

export interface ClaimRefusal {
  reason: ClaimRefusalReason;
  /** The HTTP status the API answers with: 404, 410 (revoked), 409 (expired or claimed). */
  status: 404 | 409 | 410;
  message: string;
}

const ASK_ADMIN = "Ask your organization's admin";

export const CLAIM_MESSAGES = {
  notFound: `This claim link is not valid: the license does not exist, or its link was regenerated. ${ASK_ADMIN} for a new link.`,
  revoked: `This license has been revoked. ${ASK_ADMIN} for a new license.`,
  expired: (date: string) => `This license expired on ${date}. ${ASK_ADMIN} to renew it.`,
  claimed: `This license has already been claimed on another device. ${ASK_ADMIN} to release that device.`,
  wrongKey: 'This device no longer holds the license: it was released or the key is wrong. Claim it again.',
} as const;

/**
 * Why a claim of this licence is refused, or null when it may be claimed: an unknown licence (undefined), a revoked
 * one, an expired one (its expiry instant no longer in the future, as spec §4's status reads it), a claimed one. In
 * that order: a revoked licence says so even if it also expired.
 */
export function claimRefusal(license: ClaimableLicense | undefined, now: Date): ClaimRefusal | null {
  if (!license) return { reason: 'not_found', status: 404, message: CLAIM_MESSAGES.notFound };
  if (license.revokedAt != null) return { reason: 'revoked', status: 410, message: CLAIM_MESSAGES.revoked };
  const expiresAt = toTime(license.expiresAt);
  if (expiresAt != null && expiresAt <= now.getTime()) {
    return { reason: 'expired', status: 409, message: CLAIM_MESSAGES.expired(formatDate(license.expiresAt)) };
  }
  if (license.claimed) return { reason: 'claimed', status: 409, message: CLAIM_MESSAGES.claimed };
  return null;
}

/** A claimed licence as the repeat rule reads it. */
export interface HeldClaim {
  /** The hash of the request id (the claim's `Idempotency-Key`) that claimed it; null when it came without one. */
  claimRequestHash: string | null;
  deviceName: string | null;
  claimedAt: string | Date | null;
  lastSeenAt: string | Date | null;
}

/** A claim of that licence arriving now: the hash of its request id (null without one) and its device. */
export interface ClaimAttempt {
  requestHash: string | null;
  deviceName: string;
}

const HOUR_MS = 3_600_000;

/**
 * Whether a claim of an already claimed licence is the claim that holds it, sent again because its answer (the key)
 * was lost (docs/decisions/0043-offline-licence-tokens.md, "A claim sent again"): the same request id and device name,
 * within IDEMPOTENCY_KEY_TTL_HOURS of the claim (decision 0034's window for a write sent again), and before the
 * device ever reported with the key — a report proves the first answer arrived, so a later repeat is not one.
 */
export function repeatsClaim(held: HeldClaim, attempt: ClaimAttempt, now: Date): boolean {
  if (attempt.requestHash === null || held.claimRequestHash !== attempt.requestHash) return false;
  if (held.deviceName !== attempt.deviceName) return false;
  const claimedAt = toTime(held.claimedAt);
  if (claimedAt == null || now.getTime() - claimedAt >= IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS) return false;
  const lastSeenAt = toTime(held.lastSeenAt);
  return lastSeenAt == null || lastSeenAt <= claimedAt;
}
