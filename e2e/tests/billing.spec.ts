// Each seeded subscription state's banner on /billing, checkout and the customer portal reaching
// the API's local payment pages, and their failures (spec §8).
import { type Page } from '@playwright/test';

import {
  type Email,
  expect,
  expectAccessible,
  expectToast,
  failApiCall,
  isApiCall,
  signIn,
  test,
} from '../src/fixtures';

const notices = (page: Page) => page.getByRole('region', { name: 'Subscription notices' });

interface SeededState {
  email: Email;
  organization: string;
  plan: string;
  /** What the banner (or notice) says; null: no banner. */
  expectBanner: (page: Page) => Promise<void>;
}

// README "Demo accounts": dates are relative to the seeding, which happened when this run's stack started.
const STATES: SeededState[] = [
  {
    email: 'alice@example.com',
    organization: 'Acme Robotics',
    plan: 'Business',
    expectBanner: async (page) => {
      await expect(notices(page)).toContainText('Free Trial');
      await expect(notices(page)).toContainText(/Your free trial ends in 4 days, on /);
    },
  },
  {
    email: 'pat@example.com',
    organization: 'Cedar Labs',
    plan: 'Business',
    expectBanner: async (page) => {
      await expect(notices(page)).toContainText('Payment Failed');
      await expect(notices(page)).toContainText(/Update your payment method within 4 days \(by /);
    },
  },
  {
    email: 'lou@example.com',
    organization: 'Delta Works',
    plan: 'Business',
    expectBanner: async (page) => {
      await expect(notices(page)).toContainText('Organization Locked');
      await expect(notices(page)).not.toContainText('Payment Failed');
    },
  },
  {
    email: 'cam@example.com',
    organization: 'Echo Media',
    plan: 'Business',
    expectBanner: async (page) => {
      await expect(notices(page)).toContainText('Subscription Canceled');
      await expect(notices(page)).toContainText(/Your plan stays active until /);
      await expect(page.getByText('Active until', { exact: true })).toBeVisible();
    },
  },
  {
    email: 'dana@example.com',
    organization: 'Fjord Systems',
    plan: 'Business',
    expectBanner: async (page) => {
      const change = page.getByRole('region', { name: 'Subscription Change' });
      await expect(change).toContainText('Your plan changes to Starter');
      // spec §2: the extra text for Business to Starter.
      await expect(change).toContainText('Starter includes 1 Pod Creator');
      await expect(notices(page)).toHaveCount(0);
    },
  },
  {
    email: 'bob@example.com',
    organization: 'Acme Robotics',
    plan: 'Business',
    expectBanner: async (page) => {
      // Bob's first organization is Acme Robotics (trial): the same banner as Alice's.
      await expect(notices(page)).toContainText('Free Trial');
    },
  },
  {
    email: 'admin@example.com',
    organization: 'Pod Console HQ',
    plan: 'Enterprise',
    expectBanner: async (page) => {
      await expect(notices(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
    },
  },
];

for (const state of STATES) {
  test(`/billing of ${state.organization} shows its state (${state.email})`, async ({ page, urls }) => {
    await signIn(page, urls, state.email, '/billing');
    await expect(page).toHaveURL('/billing');
    await expect(page.getByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current Plan' });
    await expect(current).toContainText(state.plan);
    await state.expectBanner(page);
    await expectAccessible(page, `Plan & Billing of ${state.organization}`);
  });
}

test('without a plan: Home goes to /billing, checkout fails with its message, then reaches the checkout page (nico)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'nico@example.com');
  // spec §2: Home needs a current plan.
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { name: 'Choose a Plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current Plan' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Select a Plan' })).toBeVisible();
  await expectAccessible(page, 'Plan & Billing without a plan');
  await page.getByText('Annually').click();
  await expect(page.getByRole('radio', { name: /Annually/ })).toBeChecked();
  await expect(page.getByText('Save 25%').first()).toBeVisible();

  const failure = await failApiCall(page, urls, 'POST', '/subscription/create-checkout-session');
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await expectToast(page, 'Failed to start checkout. Please try again.');
  expect(failure.hits()).toBe(1);
  await failure.restore();
  await expect(page).toHaveURL('/billing');
  // The choice of period stays.
  await expect(page.getByRole('radio', { name: /Annually/ })).toBeChecked();

  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/subscription/create-checkout-session')),
    page.getByRole('button', { name: 'Choose Starter' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    subscriptionType: 'starter',
    billingPeriod: 'annually',
    successUrl: `${urls.consoleOrigin}/subscription/success`,
    cancelUrl: `${urls.consoleOrigin}/subscription/cancel`,
  });
  await expect(page).toHaveURL((url) =>
    url.href.startsWith(`${new URL(urls.apiBaseUrl).origin}/payments/checkout`),
  );
  await expect(page.getByRole('heading', { name: 'Subscribe to Pod Console Starter' })).toBeVisible();
  await expect(page.getByText('Annually (25% off)')).toBeVisible();
  await expectAccessible(page, "the API's local checkout page");

  // Back from the payment page: "Payment Cancelled", then /billing (spec §2).
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expectToast(page, 'Payment Cancelled');
  await expect(page).toHaveURL('/billing');
});

test('with a plan the customer portal opens, after a failure with its message (dana)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'dana@example.com', '/billing');
  const manage = page.getByRole('button', { name: 'Manage Subscription' });

  const failure = await failApiCall(page, urls, 'POST', '/subscription/create-customer-portal-session', {
    abort: true,
  });
  await manage.click();
  await expectToast(page, 'Failed to open customer portal. Please try again.');
  expect(failure.hits()).toBe(1);
  await failure.restore();
  await expect(page).toHaveURL('/billing');
  await expect(manage).toBeEnabled();

  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/subscription/create-customer-portal-session')),
    manage.click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ returnUrl: `${urls.consoleOrigin}/billing` });
  await expect(page.getByRole('heading', { name: 'Manage your Pod Console plan' })).toBeVisible();
  await expect(page.getByText('Business', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, "the API's local customer portal page");
  await page.getByRole('link', { name: 'Return to Pod Console' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
});

test('Enterprise has no portal: Contact Sales opens its dialog (admin)', async ({ page, urls }) => {
  await signIn(page, urls, 'admin@example.com', '/billing');
  await page
    .getByRole('region', { name: 'Current Plan' })
    .getByRole('button', { name: 'Contact Sales' })
    .click();
  await expect(page.getByRole('heading', { name: 'Contact Sales' })).toBeVisible();
  const mail = page.getByRole('link', { name: /e-mail|email|write/i });
  await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${urls.supportEmail}\\?subject=`));
  await expectAccessible(page, 'Contact Sales');
});

test('returning from a successful payment shows "Payment Successful!" and goes to /billing (bob)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'bob@example.com', '/subscription/success?session_id=cs_test_e2e');
  await expectToast(page, 'Payment Successful!');
  await expect(page).toHaveURL('/billing');
});
