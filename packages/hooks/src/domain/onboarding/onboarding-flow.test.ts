import { describe, expect, it } from 'vitest';
import {
  asksForWebview,
  parseBillingPeriod,
  parsePlanType,
  reusableOnboardingOrganizationId,
} from './onboarding-flow';

describe('parsePlanType', () => {
  it('keeps the plans and reads anything else as null', () => {
    expect(parsePlanType('starter')).toBe('starter');
    expect(parsePlanType('enterprise')).toBe('enterprise');
    expect(parsePlanType('Starter')).toBeNull();
    expect(parsePlanType('gold')).toBeNull();
    expect(parsePlanType(null)).toBeNull();
  });
});

describe('parseBillingPeriod', () => {
  it('keeps monthly and annually only', () => {
    expect(parseBillingPeriod('monthly')).toBe('monthly');
    expect(parseBillingPeriod('annually')).toBe('annually');
    expect(parseBillingPeriod('yearly')).toBeNull();
    expect(parseBillingPeriod(undefined)).toBeNull();
  });
});

describe('asksForWebview', () => {
  it('reads webview=1 or webview=true', () => {
    expect(asksForWebview('?webview=1')).toBe(true);
    expect(asksForWebview('?a=b&webview=true')).toBe(true);
    expect(asksForWebview('?webview=0')).toBe(false);
    expect(asksForWebview('')).toBe(false);
  });
});

describe('reusableOnboardingOrganizationId', () => {
  const organizations = [{ id: 'org-1' }, { id: 'org-2' }];
  it('reuses the stored id only when it is one of the user organizations', () => {
    expect(reusableOnboardingOrganizationId('org-2', organizations)).toBe('org-2');
    expect(reusableOnboardingOrganizationId('org-9', organizations)).toBeNull();
    expect(reusableOnboardingOrganizationId(null, organizations)).toBeNull();
    expect(reusableOnboardingOrganizationId('org-1', undefined)).toBeNull();
  });
});
