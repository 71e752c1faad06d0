import type { PlanType } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';
import { canOpenCustomerPortal, getPlanAction, getPlanChoice, getPlanFacts } from './plan-order';

describe('plan order', () => {
  it('ranks Starter below Business below Enterprise', () => {
    const plans: PlanType[] = ['starter', 'business', 'enterprise'];
    for (const [i, current] of plans.entries()) {
      for (const [j, target] of plans.entries()) {
        expect(getPlanAction(current, target)).toBe(i === j ? 'current' : j > i ? 'upgrade' : 'downgrade');
      }
    }
  });

  it('calls a higher target an upgrade and a lower one a downgrade', () => {
    expect(getPlanAction('starter', 'enterprise')).toBe('upgrade');
    expect(getPlanAction('business', 'starter')).toBe('downgrade');
    expect(getPlanAction('starter', 'starter')).toBe('current');
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

describe('getPlanChoice', () => {
  it('offers a checkout with the 7-day trial for Starter and Business without a plan, Contact Sales for Enterprise', () => {
    expect(getPlanChoice(null, 'starter')).toEqual({ kind: 'checkout', plan: 'starter', trialDays: 7 });
    expect(getPlanChoice(null, 'business')).toEqual({ kind: 'checkout', plan: 'business', trialDays: 7 });
    expect(getPlanChoice(null, 'enterprise')).toEqual({ kind: 'contact-sales', action: null });
  });

  it('marks the current plan and sends other plans through the customer portal', () => {
    expect(getPlanChoice('business', 'business')).toEqual({ kind: 'current' });
    expect(getPlanChoice('starter', 'business')).toEqual({ kind: 'portal', action: 'upgrade' });
    expect(getPlanChoice('business', 'starter')).toEqual({ kind: 'portal', action: 'downgrade' });
  });

  it('sends moves to and from Enterprise to Contact Sales: Enterprise has no customer portal', () => {
    expect(getPlanChoice('business', 'enterprise')).toEqual({ kind: 'contact-sales', action: 'upgrade' });
    expect(getPlanChoice('enterprise', 'starter')).toEqual({ kind: 'contact-sales', action: 'downgrade' });
    expect(getPlanChoice('enterprise', 'enterprise')).toEqual({ kind: 'current' });
  });
});
