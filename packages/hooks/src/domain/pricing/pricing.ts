import type { BillingPeriod } from '@pod-console/sdk';
import { ANNUAL_DISCOUNT } from '../constants';

/** spec §9: annual billing is 25% off twelve monthly payments; rounded to whole cents. */
export function annualPriceCents(monthlyCents: number): number {
  return Math.round(monthlyCents * 12 * (1 - ANNUAL_DISCOUNT));
}

/** The per-month figure of an annual plan, for "billed annually" price cards; rounded to whole cents. */
export function annualMonthlyEquivalentCents(monthlyCents: number): number {
  return Math.round(annualPriceCents(monthlyCents) / 12);
}

// Built once, en-US, so the text is the same on every machine and in every test.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as US dollars, always with cents: 1999 → "$19.99", 100000 → "$1,000.00". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** The part of a subscription the invoice amount reads (`Subscription` from the SDK fits). */
type InvoicedSubscription = { provider: { priceAmount: number | null } | null } | null | undefined;

/**
 * spec §9: the invoice amount is priceAmount / 100 in dollars; null when the provider has not sent an amount
 * (custom Enterprise pricing).
 */
function invoiceAmount(subscription: InvoicedSubscription): number | null {
  const cents = subscription?.provider?.priceAmount;
  return cents == null || !Number.isFinite(cents) ? null : cents / 100;
}

/** spec §9: the invoice amount (priceAmount / 100) in US dollars, e.g. "$99.00"; null without an amount. */
export function formatInvoiceAmount(subscription: InvoicedSubscription): string | null {
  const dollars = invoiceAmount(subscription);
  return dollars == null ? null : usd.format(dollars);
}

/**
 * The checkout's billing period a subscription pays: the provider's yearly interval is "annually", anything
 * else (monthly, custom, no subscription) "monthly", so the plan picker opens on the prices the member pays.
 */
export function billingPeriodOf(
  subscription: { provider: { priceInterval?: string | null } | null } | null | undefined,
): BillingPeriod {
  return subscription?.provider?.priceInterval === 'year' ? 'annually' : 'monthly';
}
