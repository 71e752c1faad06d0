import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, claimRefusal, repeatsClaim } from './license-claim';

const now = new Date('2026-11-27T12:00:00.000Z');
const open = { revokedAt: null, expiresAt: null, claimed: false };

describe('claimRefusal', () => {
  it('lets an open licence be claimed, with or without a future expiry', () => {
    expect(claimRefusal(open, now)).toBeNull();
    expect(claimRefusal({ ...open, expiresAt: '2026-12-01T00:00:00.000Z' }, now)).toBeNull();
  });

  it('refuses an unknown licence with 404 and says the link may have been regenerated', () => {
    expect(claimRefusal(undefined, now)).toEqual({
      reason: 'not_found',
      status: 404,
      message: CLAIM_MESSAGES.notFound,
    });
    expect(CLAIM_MESSAGES.notFound).toContain('regenerated');
  });

  it('refuses a revoked licence with 410, before looking at its expiry or claim', () => {
    const refusal = claimRefusal(
      { revokedAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-11-02T00:00:00.000Z', claimed: true },
      now,
    );
    expect(refusal).toMatchObject({ reason: 'revoked', status: 410 });
    expect(refusal?.message).toBe(
      "This license has been revoked. Ask your organization's admin for a new license.",
    );
  });

  it('refuses an expired licence with 409 and its date, the expiry instant itself included', () => {
    expect(claimRefusal({ ...open, expiresAt: now.toISOString() }, now)).toEqual({
      reason: 'expired',
      status: 409,
      message: "This license expired on Nov 27, 2026. Ask your organization's admin to renew it.",
    });
    expect(
      claimRefusal({ ...open, expiresAt: new Date('2026-11-20T00:00:00.000Z') }, now)?.message,
    ).toContain('Nov 20, 2026');
  });

  it('refuses a claimed licence with 409', () => {
    expect(claimRefusal({ ...open, claimed: true }, now)).toMatchObject({
      reason: 'claimed',
      status: 409,
      message: expect.stringContaining('already been claimed'),
    });
  });
});

describe('repeatsClaim', () => {
  const claimedAt = '2026-11-27T11:00:00.000Z';
  const held = { claimRequestHash: 'a1', deviceName: 'Dock iPad 7', claimedAt, lastSeenAt: claimedAt };
  const attempt = { requestHash: 'a1', deviceName: 'Dock iPad 7' };

  it('takes a claim sent again with the same request id and device, before any report, as the claim that holds it', () => {
    expect(repeatsClaim(held, attempt, now)).toBe(true);
    expect(repeatsClaim({ ...held, lastSeenAt: null }, attempt, now)).toBe(true);
  });

  it('refuses another request id, no request id, or a licence claimed without one', () => {
    expect(repeatsClaim(held, { ...attempt, requestHash: 'b2' }, now)).toBe(false);
    expect(repeatsClaim(held, { ...attempt, requestHash: null }, now)).toBe(false);
    expect(repeatsClaim({ ...held, claimRequestHash: null }, { ...attempt, requestHash: null }, now)).toBe(
      false,
    );
  });

  it('refuses another device name with the same request id', () => {
    expect(repeatsClaim(held, { ...attempt, deviceName: 'Dock iPad 8' }, now)).toBe(false);
  });

  it('refuses once the device has reported with its key: the first answer arrived', () => {
    expect(repeatsClaim({ ...held, lastSeenAt: '2026-11-27T11:30:00.000Z' }, attempt, now)).toBe(false);
  });

  it('refuses a repeat 24 hours or more after the claim, and takes one just before', () => {
    const dayLater = new Date(Date.parse(claimedAt) + 24 * 3_600_000);
    expect(repeatsClaim(held, attempt, dayLater)).toBe(false);
    expect(repeatsClaim(held, attempt, new Date(dayLater.getTime() - 1000))).toBe(true);
  });
});
