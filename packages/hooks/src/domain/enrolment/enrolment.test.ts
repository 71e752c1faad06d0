import { describe, expect, it } from 'vitest';

import {
  ENROLMENT_MESSAGES,
  enrolmentTokenExpiry,
  enrolmentTokenRefusal,
  enrolmentTokenStatus,
  managedAppConfig,
  pickEnrolmentLicense,
} from './enrolment';

const NOW = new Date('2026-12-07T12:00:00Z');
const active = { revokedAt: null, expiresAt: null, maxUses: null, uses: 0 };

describe('enrolmentTokenStatus', () => {
  it('is active without limits, and with uses and lifetime left', () => {
    expect(enrolmentTokenStatus(active, NOW)).toBe('active');
    expect(
      enrolmentTokenStatus({ ...active, maxUses: 3, uses: 2, expiresAt: '2026-12-08T00:00:00Z' }, NOW),
    ).toBe('active');
  });

  it('is used up once its uses reach its limit, expired at its expiry, and revoked above both', () => {
    expect(enrolmentTokenStatus({ ...active, maxUses: 3, uses: 3 }, NOW)).toBe('used_up');
    expect(enrolmentTokenStatus({ ...active, expiresAt: NOW.toISOString() }, NOW)).toBe('expired');
    expect(
      enrolmentTokenStatus(
        { revokedAt: '2026-12-01T00:00:00Z', expiresAt: '2026-12-02T00:00:00Z', maxUses: 1, uses: 1 },
        NOW,
      ),
    ).toBe('revoked');
  });
});

describe('enrolmentTokenRefusal', () => {
  it('says why a token no longer enrols, with 410', () => {
    expect(enrolmentTokenRefusal(active, NOW)).toBeNull();
    expect(enrolmentTokenRefusal({ ...active, revokedAt: NOW }, NOW)).toEqual({
      reason: 'revoked',
      status: 410,
      message: ENROLMENT_MESSAGES.revoked,
    });
    expect(enrolmentTokenRefusal({ ...active, maxUses: 1, uses: 1 }, NOW)?.message).toBe(
      ENROLMENT_MESSAGES.usedUp,
    );
  });
});

describe('enrolmentTokenExpiry', () => {
  it('adds whole days to the creation, or has none', () => {
    expect(enrolmentTokenExpiry(NOW, 30)?.toISOString()).toBe('2027-01-06T12:00:00.000Z');
    expect(enrolmentTokenExpiry(NOW, null)).toBeNull();
  });
});

describe('pickEnrolmentLicense', () => {
  it('prefers the licence already named for the label, then one without an identifier', () => {
    const licenses = [
      { id: 'a', identifier: 'Front desk' },
      { id: 'b', identifier: null },
      { id: 'c', identifier: 'Dock iPad 7' },
    ];
    expect(pickEnrolmentLicense(licenses, 'Dock iPad 7')?.id).toBe('c');
    expect(pickEnrolmentLicense(licenses, 'Dock iPad 8')?.id).toBe('b');
    expect(pickEnrolmentLicense([{ id: 'a', identifier: 'Front desk' }], 'Dock iPad 8')).toBeUndefined();
  });
});

describe('managedAppConfig', () => {
  const input = { apiUrl: 'https://api.example/admin-console/v1', organizationId: 'org-1', token: 'pe_a&b' };

  it('gives Jamf a plist with its device-name variable as the label, the token escaped', () => {
    expect(managedAppConfig('jamf', input)).toBe(
      [
        '<dict>',
        '  <key>podConsoleApiUrl</key>',
        '  <string>https://api.example/admin-console/v1</string>',
        '  <key>podConsoleOrganizationId</key>',
        '  <string>org-1</string>',
        '  <key>podConsoleEnrolmentToken</key>',
        '  <string>pe_a&amp;b</string>',
        '  <key>podConsoleDeviceLabel</key>',
        '  <string>$DEVICENAME</string>',
        '</dict>',
      ].join('\n'),
    );
  });

  it("gives Intune the same dictionary with Intune's device-name token", () => {
    expect(managedAppConfig('intune', input)).toContain('<string>{{devicename}}</string>');
    expect(managedAppConfig('intune', input)).not.toContain('$DEVICENAME');
  });
});
