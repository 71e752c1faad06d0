// The onboarding from the mobile app's "sign up": a brand-new person chooses a plan signed out, signs up, names
// themself and the organization, pays on the local checkout, and is handed back to the app from
// /onboarding/success with the new organization and its first licence (spec §1, §2, §4, §5, §9).
import { type Page, type Request } from '@playwright/test';

import { agreeToTerms, expect, expectToast, isApiCall, SIGNUP_TITLE, test } from '../src/fixtures';
import type { StackUrls } from '../src/stack-env';

/** The scheme the global setup builds the console with (VITE_APP_SCHEME). */
const APP_SCHEME = 'podcreator-e2e';
const HAND_BACK = `${APP_SCHEME}://onboarding/complete?`;
const ONBOARDING_KEYS = [
  'onboarding_selected_plan',
  'onboarding_billing_period',
  'onboarding_organization_id',
];
const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

const paymentsOrigin = (urls: StackUrls) => new URL(urls.apiBaseUrl).origin;

/**
 * Opens the plan picker signed out, picks Starter annually, signs up on the real sign-up page, agrees to the terms
 * and fills the Organization Setup form; ends on the local checkout. Answers the new organization's id and name.
 */
async function onboardUntilCheckout(page: Page, urls: StackUrls, label: string) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/onboarding/plan-selection');
  await page.getByText('Annually').click();
  await expect(page.getByRole('radio', { name: /Annually/ })).toBeChecked();
  await page.getByRole('button', { name: 'Choose Starter' }).click();

  // Signed out: straight to the provider's sign-up page (screen_hint=signup).
  await expect(page.getByRole('heading', { name: SIGNUP_TITLE })).toBeVisible();
  await page.getByLabel('E-mail').fill(`onboarding-${label}-${unique}@example.com`);
  await page.getByLabel('First name').fill('Olive');
  await page.getByLabel('Last name').fill('Onboard');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.origin === urls.consoleOrigin);
  await agreeToTerms(page);

  await expect(page).toHaveURL('/onboarding/user-info');
  await expect(page.getByRole('heading', { name: 'Organization Setup' })).toBeVisible();
  const organizationName = `Onboarding ${label} ${unique}`;
  await page.getByLabel('First Name').fill('Olive');
  await page.getByLabel('Last Name').fill('Onboard');
  await page.getByLabel('Organization Name').fill(organizationName);
  // Requests only: the page leaves for the payment page at once, and a response body read after that is gone.
  const [creation, checkout] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/organizations')),
    page.waitForRequest(isApiCall(urls, 'POST', '/subscription/create-checkout-session')),
    page.getByRole('button', { name: 'Continue' }).click(),
  ]);
  expect(creation.postDataJSON()).toMatchObject({ organizationName });
  // The checkout is for the organization just created: the one the hand-back link must carry.
  const { organizationId } = checkout.postDataJSON() as { organizationId: string };
  expect(organizationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  expect(checkout.postDataJSON()).toMatchObject({
    organizationId,
    subscriptionType: 'starter',
    billingPeriod: 'annually',
    successUrl: `${urls.consoleOrigin}/onboarding/success`,
    cancelUrl: `${urls.consoleOrigin}/onboarding/plan-selection?checkout=cancelled`,
  });
  await expect(page).toHaveURL((url) => url.href.startsWith(`${paymentsOrigin(urls)}/payments/checkout/`));
  return { organizationId, organizationName };
}

async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Olive Onboard');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** Chromium aborts the app's scheme (nothing handles it) but reports the request, which is what the app gets. */
const isHandBack = (request: Request) => request.url().startsWith(HAND_BACK);

function readHandBack(request: Request) {
  const params = new URL(request.url()).searchParams;
  return {
    organizationId: params.get('organizationId'),
    licenseId: params.get('licenseId'),
    organizationName: params.get('organizationName'),
  };
}

const onboardingKeysLeft = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => window.localStorage.getItem(key) != null), ONBOARDING_KEYS);

/**
 * Records every licence creation and the id the API answered, read before the page moves on (a reload or the
 * hand-back would otherwise take the answer's body with it). With `holdFirstAnswer`, the first creation reaches the
 * API but its answer is kept from the page, and `firstCreated` resolves once the API has answered it.
 */
async function recordLicenceCreations(
  page: Page,
  urls: StackUrls,
  options: { holdFirstAnswer?: boolean } = {},
) {
  const created: { body: unknown; licenseId: string }[] = [];
  let announce: () => void = () => {};
  const firstCreated = new Promise<void>((resolve) => (announce = resolve));
  const isAssign = isApiCall(urls, 'POST', '/licenses/assign-member-to-license');
  await page.route(
    (url) => url.href.startsWith(urls.apiBaseUrl),
    async (route) => {
      if (!isAssign(route.request())) return route.fallback();
      const response = await route.fetch();
      const answer = (await response.json()) as { licenseId: string };
      created.push({ body: route.request().postDataJSON(), licenseId: answer.licenseId });
      announce();
      // Held: the page that sent it is reloaded meanwhile, so the answer has nowhere to go.
      if (options.holdFirstAnswer && created.length === 1) return;
      return route.fulfill({ response });
    },
  );
  return Object.assign(created, { firstCreated });
}

/** Home after the hand-back: Starter, and one assigned licence, the new customer's own. */
async function expectOrganizationReady(page: Page, organizationName: string) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText(organizationName);
  await expect(page.getByRole('row', { name: /Olive Onboard/ })).toHaveCount(1);
  await page.goto('/billing');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Starter');
}

test('a new customer picks Starter annually, signs up, pays with 4242 and is handed back to the app', async ({
  page,
  urls,
}) => {
  const { organizationId, organizationName } = await onboardUntilCheckout(page, urls, 'pays');
  const created = await recordLicenceCreations(page, urls);

  const returned = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      request.url().startsWith(`${urls.consoleOrigin}/onboarding/success?session_id=`),
  );
  const handBack = page.waitForRequest(isHandBack, { timeout: 45_000 });
  await payWith(page, CARDS.pays);
  await returned;
  const arrived = Date.now();
  await expect(page.getByRole('heading', { name: 'Setting up your account…' })).toBeVisible();

  const link = readHandBack(await handBack);
  // spec §9: at least 4000 ms on the success screen (counted from a little after it opened).
  expect(Date.now() - arrived).toBeGreaterThanOrEqual(3500);
  expect(created).toHaveLength(1);
  expect(created[0]!.body).toEqual({ organizationId, identifier: 'Olive Onboard', licenseType: 'POD_ADMIN' });
  expect(link).toEqual({ organizationId, licenseId: created[0]!.licenseId, organizationName });

  await expectOrganizationReady(page, organizationName);
  expect(await onboardingKeysLeft(page)).toEqual([]);
  expect(created).toHaveLength(1);
});

test('a declined card goes back to the plan picker from the checkout', async ({ page, urls }) => {
  await onboardUntilCheckout(page, urls, 'declined');
  await payWith(page, CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText(/Your card was declined\./);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expectToast(page, 'Payment Cancelled');
  await expect(page).toHaveURL('/onboarding/plan-selection');
  await expect(page.getByRole('button', { name: 'Choose Starter' })).toBeVisible();
});

test('reloading the success screen hands back the same licence and creates no second one', async ({
  page,
  urls,
}) => {
  const { organizationId, organizationName } = await onboardUntilCheckout(page, urls, 'reload');
  const created = await recordLicenceCreations(page, urls, { holdFirstAnswer: true });
  await payWith(page, CARDS.pays);
  await created.firstCreated;
  const { licenseId } = created[0]!;

  // The licence exists, but the page never heard so (its answer is held): reloaded now, long before its 4000 ms
  // could be over however busy the machine, the page finds the licence instead of creating another.
  const handBack = page.waitForRequest(isHandBack, { timeout: 45_000 });
  await page.reload();
  const link = readHandBack(await handBack);
  expect(link).toEqual({ organizationId, licenseId, organizationName });
  expect(created).toHaveLength(1);

  await expectOrganizationReady(page, organizationName);
  expect(created).toHaveLength(1);
});
