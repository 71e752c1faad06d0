import { describe, expect, it } from 'vitest';
import { getInvitationStatus } from './invitation-status';

const now = new Date('2026-06-15T12:00:00Z');

describe('getInvitationStatus', () => {
  it('is Pending while the expiry is ahead', () => {
    expect(getInvitationStatus({ expiresAt: '2026-06-15T12:00:00.001Z' }, now)).toBe('Pending');
  });

  it('is Expired once expiresAt is in the past, the instant itself included', () => {
    expect(getInvitationStatus({ expiresAt: '2026-06-01T00:00:00Z' }, now)).toBe('Expired');
    expect(getInvitationStatus({ expiresAt: now.toISOString() }, now)).toBe('Expired');
  });

  it('leaves an invitation with an unreadable expiry Pending', () => {
    expect(getInvitationStatus({ expiresAt: null }, now)).toBe('Pending');
    expect(getInvitationStatus({ expiresAt: 'soon' }, now)).toBe('Pending');
  });
});
