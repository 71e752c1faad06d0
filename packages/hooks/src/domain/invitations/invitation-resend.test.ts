import { describe, expect, it } from 'vitest';
import { INVITATION_RESEND_COOLDOWN_SECONDS } from '../constants';
import { invitationResendWaitSeconds, RESEND_MESSAGES, resendRateLimited } from './invitation-resend';

describe('invitationResendWaitSeconds', () => {
  const sent = '2026-11-27T10:00:00Z';
  const at = (seconds: number) => Date.parse(sent) + seconds * 1000;

  it('waits the cooldown after the last send, rounding up', () => {
    expect(invitationResendWaitSeconds(sent, at(0))).toBe(INVITATION_RESEND_COOLDOWN_SECONDS);
    expect(invitationResendWaitSeconds(sent, at(59.2))).toBe(1);
    expect(invitationResendWaitSeconds(sent, at(INVITATION_RESEND_COOLDOWN_SECONDS))).toBe(0);
    expect(invitationResendWaitSeconds(sent, at(3600))).toBe(0);
  });

  it('lets an invitation never sent, or with an unreadable time, go at once', () => {
    expect(invitationResendWaitSeconds(null, at(0))).toBe(0);
    expect(invitationResendWaitSeconds('not a date', at(0))).toBe(0);
  });

  it('says how long in words', () => {
    expect(RESEND_MESSAGES.wait(1)).toBe('This invitation was just sent. You can send it again in 1 second.');
    expect(RESEND_MESSAGES.wait(42)).toMatch(/in 42 seconds\.$/);
  });
});

describe('resendRateLimited', () => {
  it("says the API's wait in the disabled button's words, or the whole cooldown without one", () => {
    expect(resendRateLimited(12)).toBe(RESEND_MESSAGES.wait(12));
    expect(resendRateLimited(undefined)).toBe(RESEND_MESSAGES.wait(INVITATION_RESEND_COOLDOWN_SECONDS));
  });
});
