import { describe, expect, it } from 'vitest';
import { resolveGate, type GateInputs } from './resolve-gate';

const passing: GateInputs = {
  session: 'signed-in',
  emailVerified: true,
  user: { status: 'success', data: { firstName: 'Ada', lastName: 'Lovelace' } },
  terms: { status: 'success', hasDocumentToSign: false },
  termsText: { status: 'pending' },
};

describe('resolveGate', () => {
  it('shows the loading screen while the session starts', () => {
    expect(resolveGate({ ...passing, session: 'loading' })).toBe('session-loading');
  });

  it('sends a signed-out visitor to sign-in before anything else', () => {
    expect(resolveGate({ ...passing, session: 'signed-out', emailVerified: false })).toBe('sign-in');
  });

  it('reports a failed sign-in', () => {
    expect(resolveGate({ ...passing, session: 'error' })).toBe('sign-in-error');
  });

  it('asks for e-mail verification before loading the profile', () => {
    expect(
      resolveGate({ ...passing, emailVerified: false, user: { status: 'pending', data: undefined } }),
    ).toBe('verify-email');
  });

  it('lets a provider without the email_verified claim through', () => {
    expect(resolveGate({ ...passing, emailVerified: undefined })).toBe('none');
  });

  it('waits for the profile, then shows its error', () => {
    expect(resolveGate({ ...passing, user: { status: 'pending', data: undefined } })).toBe('user-loading');
    expect(resolveGate({ ...passing, user: { status: 'error', data: undefined } })).toBe('profile-error');
  });

  it('asks for the name when the first or the last name is blank, before the terms', () => {
    const terms = { status: 'success', hasDocumentToSign: true } as const;
    expect(
      resolveGate({
        ...passing,
        terms,
        user: { status: 'success', data: { firstName: 'Ada', lastName: ' ' } },
      }),
    ).toBe('name');
    expect(
      resolveGate({ ...passing, terms, user: { status: 'success', data: { firstName: '', lastName: 'L' } } }),
    ).toBe('name');
  });

  it('skips the name gate for the onboarding, but still checks the e-mail and the terms', () => {
    const nameless = { status: 'success', data: { firstName: '', lastName: '' } } as const;
    const terms = { status: 'success', hasDocumentToSign: true } as const;
    expect(resolveGate({ ...passing, user: nameless, skipNameGate: true })).toBe('none');
    expect(
      resolveGate({
        ...passing,
        user: nameless,
        terms,
        termsText: { status: 'success' },
        skipNameGate: true,
      }),
    ).toBe('terms');
    expect(resolveGate({ ...passing, emailVerified: false, skipNameGate: true })).toBe('verify-email');
    expect(resolveGate({ ...passing, session: 'signed-out', skipNameGate: true })).toBe('sign-in');
  });

  it('shows the terms gate only when a version must be signed and its text has arrived', () => {
    const terms = { status: 'success', hasDocumentToSign: true } as const;
    expect(resolveGate({ ...passing, terms: { status: 'pending', hasDocumentToSign: false } })).toBe(
      'terms-loading',
    );
    expect(resolveGate({ ...passing, terms, termsText: { status: 'pending' } })).toBe('terms-loading');
    expect(resolveGate({ ...passing, terms, termsText: { status: 'success' } })).toBe('terms');
  });

  it('shows the requested screen when the terms text cannot be fetched, or nothing needs signing', () => {
    const terms = { status: 'success', hasDocumentToSign: true } as const;
    expect(resolveGate({ ...passing, terms, termsText: { status: 'error' } })).toBe('none');
    expect(resolveGate(passing)).toBe('none');
    expect(resolveGate({ ...passing, terms: { status: 'error', hasDocumentToSign: false } })).toBe('none');
  });
});
