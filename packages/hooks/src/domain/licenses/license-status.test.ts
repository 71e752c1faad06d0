import { describe, expect, it } from 'vitest';
import { getLicenseStatus } from './license-status';

const now = new Date('2026-06-15T12:00:00Z');
const base = { expiresAt: null, licenseKey: null, trial: false };

describe('getLicenseStatus', () => {
  it('shows "Active" for a licence without expiry', () => {
    expect(getLicenseStatus(base, now)).toEqual({
      text: 'Active',
      expired: false,
      expiresOn: '',
      typeLabel: 'Pod Creator',
      claimed: false,
      claimedLabel: 'False',
    });
  });

  it('shows "Active • Expires {date}" for a licence expiring later', () => {
    const status = getLicenseStatus({ ...base, expiresAt: '2026-11-23T00:00:00Z' }, now);
    expect(status.text).toBe('Active • Expires Nov 23, 2026');
    expect(status.expired).toBe(false);
    expect(status.expiresOn).toBe('Nov 23, 2026');
  });

  it('shows "Expired {date}" and flags it for a licence whose expiry has passed', () => {
    const status = getLicenseStatus({ ...base, expiresAt: '2026-06-01T00:00:00Z' }, now);
    expect(status.text).toBe('Expired Jun 1, 2026');
    expect(status.expired).toBe(true);
  });

  it('counts the expiry instant itself as expired', () => {
    expect(getLicenseStatus({ ...base, expiresAt: now.toISOString() }, now).expired).toBe(true);
  });

  it('treats an unreadable expiry as no expiry', () => {
    expect(getLicenseStatus({ ...base, expiresAt: 'someday' }, now).text).toBe('Active');
  });

  it('labels trial licences "Trial" and the others "Pod Creator"', () => {
    expect(getLicenseStatus({ ...base, trial: true }, now).typeLabel).toBe('Trial');
    expect(getLicenseStatus(base, now).typeLabel).toBe('Pod Creator');
  });

  it('marks a licence with a licence key as claimed "True"', () => {
    const status = getLicenseStatus({ ...base, licenseKey: 'k-123' }, now);
    expect(status.claimed).toBe(true);
    expect(status.claimedLabel).toBe('True');
    expect(getLicenseStatus({ ...base, licenseKey: '' }, now).claimedLabel).toBe('False');
  });
});
