import { describe, expect, it } from 'vitest';
import {
  canAnswerInvitations,
  isEmailVerificationRefusal,
  sameEmail,
  VERIFY_EMAIL_BEFORE_INVITATIONS,
} from './invitation-eligibility';

describe('canAnswerInvitations', () => {
  it('allows a verified address that is the account address', () => {
    expect(
      canAnswerInvitations({
        accountEmail: 'ada@example.com',
        tokenEmail: 'ada@example.com',
        emailVerified: true,
      }),
    ).toBe(true);
  });

  it('compares the addresses without regard to case', () => {
    expect(
      canAnswerInvitations({
        accountEmail: 'Ada@Example.com',
        tokenEmail: 'ada@EXAMPLE.com',
        emailVerified: true,
      }),
    ).toBe(true);
  });

  it('refuses an unverified or unknown verification', () => {
    for (const emailVerified of [false, null, undefined]) {
      expect(
        canAnswerInvitations({
          accountEmail: 'ada@example.com',
          tokenEmail: 'ada@example.com',
          emailVerified,
        }),
      ).toBe(false);
    }
  });

  it('refuses when the verified address is another one, or none', () => {
    expect(
      canAnswerInvitations({
        accountEmail: 'ada@example.com',
        tokenEmail: 'ada@other.com',
        emailVerified: true,
      }),
    ).toBe(false);
    expect(
      canAnswerInvitations({ accountEmail: 'ada@example.com', tokenEmail: null, emailVerified: true }),
    ).toBe(false);
  });

  it('has the message the API and the console show', () => {
    expect(VERIFY_EMAIL_BEFORE_INVITATIONS).toBe('Verify your e-mail address before accepting invitations.');
  });
});

describe('sameEmail', () => {
  it('ignores case and surrounding spaces, and never matches a missing address', () => {
    expect(sameEmail(' A@B.com ', 'a@b.COM')).toBe(true);
    expect(sameEmail('a@b.com', 'c@b.com')).toBe(false);
    expect(sameEmail(null, null)).toBe(false);
  });
});

describe('isEmailVerificationRefusal', () => {
  it('is the 403 only', () => {
    expect(isEmailVerificationRefusal({ status: 403 })).toBe(true);
    for (const error of [{ status: 401 }, { status: 500 }, { status: 0 }, {}, null, undefined]) {
      expect(isEmailVerificationRefusal(error)).toBe(false);
    }
  });
});
