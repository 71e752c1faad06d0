import { STORAGE_KEYS } from '@pod-console/hooks/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearOnboarding,
  enterWebviewMode,
  isWebviewMode,
  readOnboarding,
  saveOnboardingOrganizationId,
  saveOnboardingPlan,
} from './onboarding-storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('onboarding storage', () => {
  it('keeps the plan, period and organization in localStorage under the spec keys', () => {
    saveOnboardingPlan('starter', 'annually');
    saveOnboardingOrganizationId('org-1');
    expect(window.localStorage.getItem('onboarding_selected_plan')).toBe('starter');
    expect(window.localStorage.getItem('onboarding_billing_period')).toBe('annually');
    expect(window.localStorage.getItem('onboarding_organization_id')).toBe('org-1');
    expect(readOnboarding()).toEqual({ plan: 'starter', period: 'annually', organizationId: 'org-1' });
  });

  it('reads missing and invalid values as null', () => {
    expect(readOnboarding()).toEqual({ plan: null, period: null, organizationId: null });
    window.localStorage.setItem(STORAGE_KEYS.onboardingSelectedPlan, 'gold');
    window.localStorage.setItem(STORAGE_KEYS.onboardingBillingPeriod, 'weekly');
    window.localStorage.setItem(STORAGE_KEYS.onboardingOrganizationId, '');
    expect(readOnboarding()).toEqual({ plan: null, period: null, organizationId: null });
  });

  it('clears the onboarding keys but keeps webview mode', () => {
    saveOnboardingPlan('business', 'monthly');
    saveOnboardingOrganizationId('org-2');
    enterWebviewMode();
    clearOnboarding();
    expect(readOnboarding()).toEqual({ plan: null, period: null, organizationId: null });
    expect(isWebviewMode()).toBe(true);
    expect(window.localStorage.getItem('pod_creator_webview_mode')).toBe('1');
  });

  it('is not in webview mode until asked', () => {
    expect(isWebviewMode()).toBe(false);
  });

  it('tolerates a browser that refuses storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => saveOnboardingPlan('starter', 'monthly')).not.toThrow();
    expect(() => enterWebviewMode()).not.toThrow();
    expect(readOnboarding()).toEqual({ plan: null, period: null, organizationId: null });
    expect(isWebviewMode()).toBe(false);
  });
});
