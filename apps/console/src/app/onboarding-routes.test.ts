import { describe, expect, it } from 'vitest';
import { ONBOARDING_PUBLIC_PATTERN, ONBOARDING_SIGNED_IN_PATTERN } from './onboarding-routes';

describe('the onboarding routes', () => {
  it('puts user-info and success behind sign-in', () => {
    for (const path of ['/onboarding/user-info', '/onboarding/success', '/onboarding/success/']) {
      expect(ONBOARDING_SIGNED_IN_PATTERN.test(path)).toBe(true);
    }
    for (const path of ['/onboarding/plan-selection', '/onboarding/user-info/x', '/onboarding']) {
      expect(ONBOARDING_SIGNED_IN_PATTERN.test(path)).toBe(false);
    }
  });

  it('leaves every other onboarding path public, and nothing outside the onboarding', () => {
    for (const path of [
      '/onboarding/plan-selection',
      '/onboarding',
      '/onboarding/',
      '/onboarding/anything',
    ]) {
      expect(ONBOARDING_PUBLIC_PATTERN.test(path)).toBe(true);
    }
    for (const path of ['/', '/billing', '/onboardingx', '/organization']) {
      expect(ONBOARDING_PUBLIC_PATTERN.test(path)).toBe(false);
    }
  });
});
