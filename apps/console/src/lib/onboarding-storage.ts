import type { BillingPeriod, PlanType } from '@pod-console/sdk';
import { parseBillingPeriod, parsePlanType, STORAGE_KEYS } from '@pod-console/hooks/domain';

// spec §3: the onboarding keys live in localStorage, so they survive the identity provider's round trip and a
// payment page opened in another tab (docs/decisions/0016-onboarding.md). The session clears them at logout.
// Every access tolerates a browser that refuses storage: the flow then asks again instead of failing.

export interface OnboardingState {
  plan: PlanType | null;
  period: BillingPeriod | null;
  organizationId: string | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the next step finds nothing and sends the user back to choose.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}

export function saveOnboardingPlan(plan: PlanType, period: BillingPeriod): void {
  write(STORAGE_KEYS.onboardingSelectedPlan, plan);
  write(STORAGE_KEYS.onboardingBillingPeriod, period);
}

export function saveOnboardingOrganizationId(id: string): void {
  write(STORAGE_KEYS.onboardingOrganizationId, id);
}

/** What the onboarding stored so far; a missing or invalid value reads as null. */
export function readOnboarding(): OnboardingState {
  const organizationId = read(STORAGE_KEYS.onboardingOrganizationId);
  return {
    plan: parsePlanType(read(STORAGE_KEYS.onboardingSelectedPlan)),
    period: parseBillingPeriod(read(STORAGE_KEYS.onboardingBillingPeriod)),
    organizationId: organizationId ? organizationId : null,
  };
}

/** spec §3: the success step clears the onboarding keys once the app has its licence; webview mode stays. */
export function clearOnboarding(): void {
  remove(STORAGE_KEYS.onboardingSelectedPlan);
  remove(STORAGE_KEYS.onboardingBillingPeriod);
  remove(STORAGE_KEYS.onboardingOrganizationId);
}

/** spec §3: the mobile app opened the onboarding in a webview; the screens then hide the console chrome. */
export function enterWebviewMode(): void {
  write(STORAGE_KEYS.webviewMode, '1');
}

export function isWebviewMode(): boolean {
  return read(STORAGE_KEYS.webviewMode) === '1';
}
