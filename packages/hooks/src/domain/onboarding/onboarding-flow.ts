import type { BillingPeriod, PlanType } from '@pod-console/sdk';
import { PLAN_ORDER } from '../constants';

const BILLING_PERIODS = ['monthly', 'annually'] as const satisfies readonly BillingPeriod[];

/** The query flag the mobile app adds when it opens the onboarding in a webview: `?webview=1` (spec §3). */
export const WEBVIEW_QUERY_PARAM = 'webview';

/** A stored or linked plan; anything that is not one of the plans reads as null. */
export function parsePlanType(value: unknown): PlanType | null {
  return typeof value === 'string' && (PLAN_ORDER as readonly string[]).includes(value)
    ? (value as PlanType)
    : null;
}

/** A stored or linked billing period; anything else reads as null. */
export function parseBillingPeriod(value: unknown): BillingPeriod | null {
  return typeof value === 'string' && (BILLING_PERIODS as readonly string[]).includes(value)
    ? (value as BillingPeriod)
    : null;
}

/** Whether a query string asks for webview mode: `webview=1` or `webview=true`. */
export function asksForWebview(search: string): boolean {
  const value = new URLSearchParams(search).get(WEBVIEW_QUERY_PARAM);
  return value === '1' || value === 'true';
}

/**
 * spec §1: a retry must not create a second organization. The stored id is reused only when it is one of the
 * user's organizations; otherwise (cleared, another account, deleted) a new one is created.
 */
export function reusableOnboardingOrganizationId(
  storedId: string | null,
  organizations: readonly { id: string }[] | null | undefined,
): string | null {
  if (!storedId || !organizations) return null;
  return organizations.some((organization) => organization.id === storedId) ? storedId : null;
}
