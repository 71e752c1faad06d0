// The figures themselves are checked where they act (the rules' tests, the forms' tests, the API's answers);
// here only what ties the constants to each other and to the contract.
import type { PlanType } from '@pod-console/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PLAN_FACTS, PLAN_ORDER } from './constants';

describe('PLAN_ORDER', () => {
  it('orders plans starter, business, enterprise (spec §2)', () => {
    expect(PLAN_ORDER).toEqual(['starter', 'business', 'enterprise']);
  });

  it('ranks every plan type of the contract exactly once, each with its facts', () => {
    expectTypeOf<(typeof PLAN_ORDER)[number]>().toEqualTypeOf<PlanType>();
    expect(new Set(PLAN_ORDER).size).toBe(PLAN_ORDER.length);
    expect(Object.keys(PLAN_FACTS).sort()).toEqual([...PLAN_ORDER].sort());
  });
});
