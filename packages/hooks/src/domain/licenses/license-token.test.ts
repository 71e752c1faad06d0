import { describe, expect, it } from 'vitest';

import { LICENSE_TOKEN_GRACE_DAYS, LICENSE_TOKEN_VALID_DAYS } from '../constants';
import { licenseTokenPayload } from './license-token';

const now = new Date('2026-12-01T09:30:00.500Z');
const subject = {
  organizationId: '11111111-1111-4111-8111-111111111111',
  organizationName: 'Iris Studio',
  licenseId: '22222222-2222-4222-8222-222222222222',
  deviceName: 'Dock iPad 7',
  plan: 'business' as const,
  licenseExpiresAt: null,
};
const at = (iso: string) => Date.parse(iso) / 1000;

describe('licenseTokenPayload', () => {
  it('names the licence, its organization, device and plan, issued now in whole seconds', () => {
    expect(licenseTokenPayload(subject, now)).toMatchObject({
      sub: subject.licenseId,
      org: subject.organizationId,
      org_name: 'Iris Studio',
      device: 'Dock iPad 7',
      plan: 'business',
      iat: at('2026-12-01T09:30:00.000Z'),
      license_exp: null,
    });
  });

  it('is valid for 7 days, then in grace for 7 more', () => {
    expect(LICENSE_TOKEN_VALID_DAYS).toBe(7);
    expect(LICENSE_TOKEN_GRACE_DAYS).toBe(7);
    const payload = licenseTokenPayload(subject, now);
    expect(payload.grace_from).toBe(at('2026-12-08T09:30:00.000Z'));
    expect(payload.exp).toBe(at('2026-12-15T09:30:00.000Z'));
  });

  it('never reaches past the licence’s own expiry', () => {
    const payload = licenseTokenPayload({ ...subject, licenseExpiresAt: '2026-12-03T00:00:00.000Z' }, now);
    expect(payload.grace_from).toBe(at('2026-12-03T00:00:00.000Z'));
    expect(payload.exp).toBe(at('2026-12-03T00:00:00.000Z'));
    expect(payload.license_exp).toBe(at('2026-12-03T00:00:00.000Z'));
  });

  it('cuts only the grace when the licence expires during it', () => {
    const payload = licenseTokenPayload({ ...subject, licenseExpiresAt: '2026-12-10T00:00:00.000Z' }, now);
    expect(payload.grace_from).toBe(at('2026-12-08T09:30:00.000Z'));
    expect(payload.exp).toBe(at('2026-12-10T00:00:00.000Z'));
  });

  it('carries a null plan for an organization without one', () => {
    expect(licenseTokenPayload({ ...subject, plan: null }, now).plan).toBeNull();
  });
});
