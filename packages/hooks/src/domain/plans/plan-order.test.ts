import type { PlanType } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';
import {
  canOpenCustomerPortal,
  comparePlans,
  getPlanAction,
  getPlanFacts,
  isDowngrade,
  isUpgrade,
} from './plan-order';

describe('plan order', () => {
  it('ranks Starter below Business below Enterprise', () => {
    expect(comparePlans('starter', 'business')).toBeLessThan(0);
    expect(comparePlans('enterprise', 'business')).toBeGreaterThan(0);
    expect(comparePlans('business', 'business')).toBe(0);
    const plans: PlanType[] = ['enterprise', 'starter', 'business'];
    expect(plans.sort(comparePlans)).toEqual(['starter', 'business', 'enterprise']);
  });

  it('calls a higher target an upgrade and a lower one a downgrade', () => {
    expect(isUpgrade('starter', 'enterprise')).toBe(true);
    expect(isUpgrade('business', 'starter')).toBe(false);
    expect(isDowngrade('business', 'starter')).toBe(true);
    expect(isDowngrade('starter', 'starter')).toBe(false);
  });

  it('offers current, upgrade or downgrade on each plan card', () => {
    expect(getPlanAction('business', 'business')).toBe('current');
    expect(getPlanAction('business', 'enterprise')).toBe('upgrade');
    expect(getPlanAction('business', 'starter')).toBe('downgrade');
  });

  it('gives the facts of a plan', () => {
    expect(getPlanFacts('business')).toMatchObject({
      name: 'Business',
      podCreators: 5,
      monthlyActiveUsers: 150,
    });
  });

  it('sends Enterprise to Contact Sales instead of the customer portal', () => {
    expect(canOpenCustomerPortal('enterprise')).toBe(false);
    expect(canOpenCustomerPortal('starter')).toBe(true);
    expect(canOpenCustomerPortal('business')).toBe(true);
  });
});
