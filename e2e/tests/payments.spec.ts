// Payments against the local payment provider of the API: checkout with Stripe's test cards, the customer
// portal (plan change, cancel and resume, a new card) and the test clock, each seen from the console with no
// reload (spec §2 Plan & Billing and /subscription/success, §4 subscription states, §9 trial and grace days).
// Every test signs up a new member with a new organization, so that nothing the seed shows changes.
import { type Page } from '@playwright/test';

import { escapeRegExp, expect, expectAccessible, expectToast, isApiCall, test } from '../src/fixtures';
import {
  addPodCreator,
  advanceClock,
  assignByLink,
  CARDS,
  currentPlan,
  payAndReturn,
  paymentsOrigin,
  payWith,
  sidebarCard,
  signUpWithOrganization,
  startCheckout,
  subscribeToBusiness,
} from '../src/paid-organization';
import type { StackUrls } from '../src/stack-env';

const NO_FREE_LICENCE = 'You do not have any licenses to assign. Contact the provider to add licenses.';

const notices = (page: Page) => page.getByRole('region', { name: 'Subscription notices' });

/** From /billing with a plan: "Manage Subscription" opens the local customer portal. */
async function openPortal(page: Page, urls: StackUrls): Promise<void> {
  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/subscription/create-customer-portal-session')),
    currentPlan(page).getByRole('button', { name: 'Manage Subscription' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ returnUrl: `${urls.consoleOrigin}/billing` });
  await expect(page).toHaveURL((url) => url.href.startsWith(`${paymentsOrigin(urls)}/payments/portal/`));
  await expect(page.getByRole('heading', { name: 'Manage your Pod Console plan' })).toBeVisible();
}

/** "Return to Pod Console" goes back to /billing. */
async function returnFromPortal(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Return to Pod Console' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
}

test('a new member pays for Business with 4242, gets the trial, and assigns up to 5 Pod Creators', async ({
  page,
  urls,
}) => {
  await signUpWithOrganization(page, urls, 'Payments checkout');
  // spec §2: no plan, no Home.
  await expect(page.getByRole('link', { name: 'Select a Plan' })).toBeVisible();

  await startCheckout(page, urls, 'Business');
  // spec §9: a first plan starts with the 7-day trial; monthly, at the list price.
  await expect(page.getByText('7-day free trial')).toBeVisible();
  await expect(page.getByText(/month/i).first()).toBeVisible();
  await expectAccessible(page, 'the local checkout page');

  await payAndReturn(page, urls, CARDS.pays);
  await expect(currentPlan(page)).toContainText('Business');
  await expect(notices(page)).toContainText('Free Trial');
  await expect(notices(page)).toContainText(/Your free trial ends in 7 days, on /);
  // The picker follows: Business is the current plan, no checkout offered any more.
  await expect(page.getByRole('heading', { name: 'Change Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Business' })).toHaveCount(0);

  // Home opens (spec §2) from the sidebar, without a reload; the plan brought 5 licences (spec §9).
  await page.getByRole('link', { name: 'Licenses' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(sidebarCard(page)).toContainText('0 / 5 Pod Creators');
  for (let index = 1; index <= 5; index += 1) {
    await assignByLink(page, `Studio tablet ${index}`);
    await expect(sidebarCard(page)).toContainText(`${index} / 5 Pod Creators`);
  }
  await expect(addPodCreator(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(addPodCreator(page)).toHaveAccessibleDescription(NO_FREE_LICENCE);
  await expect(page.getByRole('row', { name: /Studio tablet/ })).toHaveCount(5);
});

test('a declined card leaves the organization without a plan', async ({ page, urls }) => {
  await signUpWithOrganization(page, urls, 'Payments declined');
  await startCheckout(page, urls, 'Starter');
  await payWith(page, CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText(/Your card was declined\./);
  await expect(page).toHaveURL((url) => url.href.startsWith(`${paymentsOrigin(urls)}/payments/checkout/`));
  await expectAccessible(page, 'the local checkout page with a declined card');

  // Leaving the checkout: "Payment Cancelled" (spec §2), and still no plan.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expectToast(page, 'Payment Cancelled');
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { name: 'Choose a Plan' })).toBeVisible();
  await expect(currentPlan(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Select a Plan' })).toBeVisible();
  // A reload asks the API again: nothing was created.
  await page.goto('/');
  await expect(page).toHaveURL('/billing');
  await expect(currentPlan(page)).toHaveCount(0);
});

test('a downgrade in the portal shows the Subscription Change notice; once it takes effect Home says why no more Pod Creators can be added', async ({
  page,
  urls,
}) => {
  const organization = await subscribeToBusiness(page, urls, 'Payments downgrade');
  await page.getByRole('link', { name: 'Licenses' }).click();
  await assignByLink(page, 'Front desk');
  await assignByLink(page, 'Back office');
  await expect(sidebarCard(page)).toContainText('2 / 5 Pod Creators');
  await page.getByRole('link', { name: 'Plan & Billing', exact: true }).click();

  await openPortal(page, urls);
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expectAccessible(page, 'the local customer portal');
  await page.getByRole('button', { name: 'Switch to Starter' }).click();
  // A downgrade waits for the period end.
  await expect(page.getByText(/takes effect on /)).toBeVisible();
  await expectAccessible(page, "the local customer portal's plan change confirmation");
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your Pod Console plan' })).toBeVisible();
  await returnFromPortal(page);

  const change = page.getByRole('region', { name: 'Subscription Change' });
  await expect(change).toContainText('Your plan changes to Starter');
  // spec §2: the extra text for Business to Starter.
  await expect(change).toContainText('Starter includes 1 Pod Creator');
  await expect(currentPlan(page)).toContainText('Business');

  // The period ends: Starter now, 1 Pod Creator included, both licences kept, none can be added.
  await advanceClock(page, urls, organization, 'to period end');
  await expect(currentPlan(page)).toContainText('Starter');
  await expect(page.getByRole('region', { name: 'Subscription Change' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Licenses' }).click();
  const why =
    'Your plan includes 1 Pod Creator and 2 are assigned. Revoke 1 to assign new ones, or upgrade your plan.';
  // The notice; the disabled Add button's tooltip (hidden until hovered) says the same.
  await expect(page.getByRole('main').getByText(why).filter({ visible: true })).toBeVisible();
  await expect(sidebarCard(page)).toContainText('2 / 1 Pod Creators');
  await expect(page.getByRole('row', { name: /Front desk|Back office/ })).toHaveCount(2);
  await expect(addPodCreator(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(addPodCreator(page)).toHaveAccessibleDescription(why);
  await expectAccessible(page, 'Home over the licence limit');
});

test('cancelling in the portal shows the canceled notice; resuming removes it', async ({ page, urls }) => {
  await subscribeToBusiness(page, urls, 'Payments cancel');

  await openPortal(page, urls);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByRole('button', { name: 'Resume plan' })).toBeVisible();
  await returnFromPortal(page);
  await expect(notices(page)).toContainText('Subscription Canceled');
  await expect(notices(page)).toContainText(/Your plan stays active until /);
  await expect(currentPlan(page)).toContainText('Business');

  await openPortal(page, urls);
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  await returnFromPortal(page);
  await expect(notices(page)).toContainText('Free Trial');
  await expect(notices(page)).not.toContainText('Subscription Canceled');
});

test('the test clock takes a 0341 card through Payment Failed to Organization Locked; a new card brings the plan back', async ({
  page,
  urls,
}) => {
  const organization = await subscribeToBusiness(page, urls, 'Payments clock', CARDS.failsLater);
  await expect(notices(page)).toContainText('Free Trial');

  await page.goto(`${paymentsOrigin(urls)}/payments/test-clock`);
  await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(organization)) })).toBeVisible();
  await expectAccessible(page, 'the test clock page');

  // The trial ends: the first invoice fails, the organization has 7 grace days (spec §4, §9).
  await advanceClock(page, urls, organization, 'to period end');
  await expect(notices(page)).toContainText('Payment Failed');
  await expect(notices(page)).toContainText(/Update your payment method within 7 days \(by /);
  await expect(notices(page)).not.toContainText('Free Trial');

  // A week later the grace period is over.
  await advanceClock(page, urls, organization, '1 week');
  await expect(notices(page)).toContainText('Organization Locked');
  await expect(notices(page)).not.toContainText('Payment Failed');
  await page.getByRole('link', { name: 'Licenses' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(addPodCreator(page)).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('link', { name: 'Plan & Billing', exact: true }).click();

  // A card that pays settles the open invoice: the plan is active again.
  await openPortal(page, urls);
  await page.getByRole('button', { name: 'Update card' }).click();
  await page.getByLabel('Card number').fill(CARDS.pays);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await expectAccessible(page, "the local customer portal's card form");
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await returnFromPortal(page);
  await expect(currentPlan(page)).toContainText('Business');
  await expect(notices(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Licenses' }).click();
  await expect(addPodCreator(page)).not.toHaveAttribute('aria-disabled');
});
