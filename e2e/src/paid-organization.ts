// A new member with a new organization on a paid plan, through the real sign-up page, the terms gate and the local
// checkout: for journeys that change an organization's data without touching the seeded ones, and the places of
// Home and Plan & Billing they use.
import { type Page } from '@playwright/test';

import { agreeToTerms, expect, expectLoginPage, expectToast, isApiCall } from './fixtures';
import type { StackUrls } from './stack-env';

/** Stripe's test cards, as the local checkout reads them. */
export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Accepted now; every later charge fails. */
  failsLater: '4000 0000 0000 0341',
} as const;

export type Card = (typeof CARDS)[keyof typeof CARDS];

export const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current Plan' });
export const sidebarCard = (page: Page) => page.getByRole('region', { name: 'Organization summary' });
export const addPodCreator = (page: Page) =>
  sidebarCard(page).getByRole('button', { name: 'Add Pod Creator' });
export const paymentsOrigin = (urls: StackUrls) => new URL(urls.apiBaseUrl).origin;

/**
 * Signs up a new member on the real sign-up page, agrees to the terms and creates an organization; ends on
 * /billing with no plan. The organization is named `label` and a unique tail, and the member's address is made of
 * them too. Returns the organization's name (unique, so the test clock's rows tell them apart).
 */
export async function signUpWithOrganization(page: Page, urls: StackUrls, label: string): Promise<string> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/');
  await expectLoginPage(page, urls);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('E-mail').fill(`${label.toLowerCase().replace(/\W+/g, '-')}-${unique}@example.com`);
  await page.getByLabel('First name').fill('Nico');
  await page.getByLabel('Last name').fill('Payer');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.origin === urls.consoleOrigin);
  await agreeToTerms(page);
  await expect(page).toHaveURL('/organization');
  const organization = `${label} ${unique}`;
  await page.getByPlaceholder('Organization name').fill(organization);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { name: 'Choose a Plan' })).toBeVisible();
  return organization;
}

/** On /billing without a plan: chooses `plan` (monthly) and lands on the local checkout page. */
export async function startCheckout(
  page: Page,
  urls: StackUrls,
  plan: 'Starter' | 'Business',
): Promise<void> {
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/subscription/create-checkout-session')),
    page.getByRole('button', { name: `Choose ${plan}` }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    subscriptionType: plan.toLowerCase(),
    billingPeriod: 'monthly',
    successUrl: `${urls.consoleOrigin}/subscription/success`,
    cancelUrl: `${urls.consoleOrigin}/subscription/cancel`,
  });
  await expect(page).toHaveURL((url) => url.href.startsWith(`${paymentsOrigin(urls)}/payments/checkout/`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(plan) })).toBeVisible();
}

/** Fills the checkout's card form and presses Subscribe. */
export async function payWith(page: Page, card: Card): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Nico Payer');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/**
 * Pays on the checkout page; the provider returns to /subscription/success with `session_id` (spec §2), which
 * says "Payment Successful!" and replaces itself with /billing.
 */
export async function payAndReturn(page: Page, urls: StackUrls, card: Card): Promise<void> {
  const returned = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      request.url().startsWith(`${urls.consoleOrigin}/subscription/success?session_id=`),
  );
  await payWith(page, card);
  await returned;
  await expectToast(page, 'Payment Successful!');
  await expect(page).toHaveURL('/billing');
}

/** A new organization on Business (monthly, with its trial), paid with `card`; ends on /billing. */
export async function subscribeToBusiness(
  page: Page,
  urls: StackUrls,
  label: string,
  card: Card = CARDS.pays,
) {
  const organization = await signUpWithOrganization(page, urls, label);
  await startCheckout(page, urls, 'Business');
  await payAndReturn(page, urls, card);
  await expect(currentPlan(page)).toContainText('Business');
  return organization;
}

/** Moves the organization's subscription forward on the test clock page, then opens /billing again. */
export async function advanceClock(
  page: Page,
  urls: StackUrls,
  organization: string,
  step: '1 day' | '1 week' | 'to period end',
): Promise<void> {
  await page.goto(`${paymentsOrigin(urls)}/payments/test-clock`);
  const button = page.getByRole('button', { name: `Advance ${organization} ${step}`, exact: true });
  await expect(button).toBeVisible();
  await button.click();
  // The page answers with the table again once the provider's events have been delivered.
  await expect(page).toHaveURL(`${paymentsOrigin(urls)}/payments/test-clock`);
  await expect(
    page.getByRole('button', { name: `Advance ${organization} ${step}`, exact: true }),
  ).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
}

/** Opens "Generate Pod Creator License" from the sidebar card and assigns one licence by link. */
export async function assignByLink(page: Page, identifier: string): Promise<void> {
  await addPodCreator(page).click();
  await expect(page.getByRole('heading', { name: 'Generate Pod Creator License' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Identifier' }).fill(identifier);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Link').check();
  await page.getByRole('button', { name: 'Generate License' }).click();
  await expectToast(page, 'Success!', 'License Key assigned.');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Pod Creator License' })).toBeHidden();
}
