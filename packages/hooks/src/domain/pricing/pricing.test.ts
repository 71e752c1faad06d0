import { describe, expect, it } from 'vitest';
import {
  annualMonthlyEquivalentCents,
  annualPriceCents,
  billingPeriodOf,
  formatInvoiceAmount,
  formatUsd,
} from './pricing';

describe('annualPriceCents', () => {
  it('charges twelve months less 25%', () => {
    expect(annualPriceCents(2900)).toBe(26_100);
    expect(annualPriceCents(10_000)).toBe(90_000);
  });

  it('rounds to whole cents', () => {
    expect(annualPriceCents(999)).toBe(8991);
    expect(annualPriceCents(1)).toBe(9);
    expect(Number.isInteger(annualPriceCents(1234))).toBe(true);
  });

  it('gives the monthly equivalent of an annual price', () => {
    expect(annualMonthlyEquivalentCents(2900)).toBe(2175);
  });
});

describe('formatUsd', () => {
  it('prints cents as dollars with two decimals and thousands separators', () => {
    expect(formatUsd(1999)).toBe('$19.99');
    expect(formatUsd(2900)).toBe('$29.00');
    expect(formatUsd(123_456_700)).toBe('$1,234,567.00');
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('formatInvoiceAmount', () => {
  it('prints priceAmount / 100 as US dollars with cents', () => {
    expect(formatInvoiceAmount({ provider: { priceAmount: 9900 } })).toBe('$99.00');
    expect(formatInvoiceAmount({ provider: { priceAmount: 2175 } })).toBe('$21.75');
    expect(formatInvoiceAmount({ provider: { priceAmount: 89_100 } })).toBe('$891.00');
  });

  it('is null when there is no amount', () => {
    expect(formatInvoiceAmount({ provider: { priceAmount: null } })).toBeNull();
    expect(formatInvoiceAmount(null)).toBeNull();
  });
});

describe('billingPeriodOf', () => {
  it('opens annual subscriptions on annual prices and everything else on monthly ones', () => {
    expect(billingPeriodOf({ provider: { priceInterval: 'year' } })).toBe('annually');
    expect(billingPeriodOf({ provider: { priceInterval: 'month' } })).toBe('monthly');
    expect(billingPeriodOf({ provider: { priceInterval: null } })).toBe('monthly');
    expect(billingPeriodOf(null)).toBe('monthly');
  });
});
