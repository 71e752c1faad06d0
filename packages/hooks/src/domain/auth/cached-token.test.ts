import { describe, expect, it } from 'vitest';
import { isCachedTokenValid } from './cached-token';

describe('isCachedTokenValid (spec §9: 60 s margin)', () => {
  const now = 1_800_000_000;

  it('uses a token with more than 60 s left', () => {
    expect(isCachedTokenValid(now + 600, now)).toBe(true);
    expect(isCachedTokenValid(now + 61, now)).toBe(true);
  });

  it('renews a token with 60 s or less left, or expired', () => {
    expect(isCachedTokenValid(now + 60, now)).toBe(false);
    expect(isCachedTokenValid(now + 1, now)).toBe(false);
    expect(isCachedTokenValid(now - 1, now)).toBe(false);
  });

  it('renews a token whose expiry cannot be read', () => {
    expect(isCachedTokenValid(Number.NaN, now)).toBe(false);
    expect(isCachedTokenValid(Number.POSITIVE_INFINITY, now)).toBe(false);
  });
});
