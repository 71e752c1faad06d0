import { describe, expect, it } from 'vitest';
import { buildClaimLink, buildOnboardingCompleteLink } from './app-links';

const input = {
  scheme: 'podapp',
  licenseId: 'lic 1',
  organizationId: 'org/2',
  organizationName: 'Ada & Co. ÿ',
};

describe('buildClaimLink', () => {
  it('builds the claim deep link with URL-encoded values', () => {
    expect(buildClaimLink(input)).toBe(
      'podapp://license/claim?licenseId=lic%201&organizationId=org%2F2&organizationName=Ada%20%26%20Co.%20%C3%BF',
    );
  });

  it('round-trips every value through URL parsing', () => {
    const url = new URL(buildClaimLink({ ...input, organizationName: 'a=b&c?d#e+f' }));
    expect(url.searchParams.get('organizationName')).toBe('a=b&c?d#e+f');
    expect(url.searchParams.get('licenseId')).toBe('lic 1');
  });

  it('accepts the scheme written with a colon or "://"', () => {
    expect(buildClaimLink({ ...input, scheme: 'podapp://' })).toMatch(/^podapp:\/\/license\/claim\?/);
    expect(buildClaimLink({ ...input, scheme: 'podapp:' })).toMatch(/^podapp:\/\/license\/claim\?/);
  });

  it('refuses a scheme that is not a scheme', () => {
    expect(() => buildClaimLink({ ...input, scheme: 'https://evil.com/x' })).toThrow('Invalid app scheme');
    expect(() => buildClaimLink({ ...input, scheme: '' })).toThrow('Invalid app scheme');
  });
});

describe('buildOnboardingCompleteLink', () => {
  it('builds the onboarding hand-back link in the order organizationId, licenseId, organizationName', () => {
    expect(buildOnboardingCompleteLink(input)).toBe(
      'podapp://onboarding/complete?organizationId=org%2F2&licenseId=lic%201&organizationName=Ada%20%26%20Co.%20%C3%BF',
    );
  });
});
