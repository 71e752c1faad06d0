import { describe, expect, it } from 'vitest';
import { isSessionExpiredError } from './identity-client';

describe('isSessionExpiredError', () => {
  it('recognises the identity client errors that end a session (spec §4)', () => {
    for (const error of ['login_required', 'invalid_grant', 'missing_refresh_token']) {
      expect(isSessionExpiredError(Object.assign(new Error(error), { error }))).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const value of [
      { error: 'timeout' },
      { error: 'consent_required' },
      new Error('login_required'),
      'login_required',
      null,
      undefined,
    ]) {
      expect(isSessionExpiredError(value)).toBe(false);
    }
  });
});
