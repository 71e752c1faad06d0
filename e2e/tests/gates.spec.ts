// Each gate of spec §2 does its job for the seeded user who meets it.
import { expect, expectAccessible, expectToast, failApiCall, isApiCall, signIn, test } from '../src/fixtures';

test('the name gate saves the name of a user without a last name (mona)', async ({ page, urls }) => {
  await signIn(page, urls, 'mona@example.com');

  const heading = page.getByRole('heading', { name: 'Required Information' });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('mona@example.com');
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('First Name')).toHaveValue('Mona');
  await expect(page.getByLabel('Last Name')).toHaveValue('');
  await expectAccessible(page, 'the name gate');

  // spec §5: the last name is required; nothing is sent without it.
  let sent = false;
  page.on('request', (request) => {
    if (isApiCall(urls, 'PATCH', '/users/current-user')(request)) sent = true;
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(false);
  await expectAccessible(page, 'the name gate with its error');

  await page.getByLabel('Last Name').fill('  Moss ');

  // spec §8: a failed save says "Update Failed" and keeps what was typed.
  const failure = await failApiCall(page, urls, 'PATCH', '/users/current-user');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Update Failed');
  expect(failure.hits()).toBe(1);
  await failure.restore();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Mona');
  await expect(page.getByLabel('Last Name')).toHaveValue('  Moss ');

  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'PATCH', '/users/current-user')),
    page.getByRole('button', { name: 'Continue' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ userFirstName: 'Mona', userLastName: 'Moss' });
  expect((await request.response())?.status()).toBe(200);

  // The gate lifts; Mona has no organization, so organization setup follows (spec §2).
  await expect(page).toHaveURL('/organization');
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
  await expect(heading).toBeHidden();

  // Saved on the server: a fresh load does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
  await expect(heading).toBeHidden();
  await expectAccessible(page, 'organization setup (creation form)');
});

test('the terms gate needs the scroll and records the acceptance (theo)', async ({ page, urls }) => {
  await signIn(page, urls, 'theo@example.com');

  const title = page.getByRole('heading', { name: 'Updated Terms of Service' });
  await expect(title).toBeVisible();
  await expect(
    page.getByText('We have updated our terms of service. Please review and agree to continue.'),
  ).toBeVisible();
  const terms = page.getByRole('region', { name: 'Terms of Service' });
  await expect(terms.getByRole('heading', { name: 'Pod Console terms of service (2026-01)' })).toBeVisible();
  const agree = page.getByRole('button', { name: 'I Agree' });
  await expect(agree).toBeDisabled();
  await expectAccessible(page, 'the terms gate');

  // Not dismissable: Escape and a click outside leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(title).toBeVisible();

  // At 1280 × 800 the seeded text overflows its panel (at most 90% of the screen high), so there is a scroll.
  const overflow = await terms.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(overflow).toBeGreaterThan(20);

  // Half way is not enough (spec §2: within 20 px of the bottom).
  await terms.evaluate((element) => element.scrollTo(0, (element.scrollHeight - element.clientHeight) / 2));
  await expect(agree).toBeDisabled();
  await terms.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(agree).toBeEnabled();
  // It stays enabled once reached, even scrolled back up.
  await terms.evaluate((element) => element.scrollTo(0, 0));
  await expect(agree).toBeEnabled();

  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/users/terms-of-service/sign')),
    agree.click(),
  ]);
  const body = request.postDataJSON() as { version: string; tosHash: string };
  expect(body.version).toBe('2026-01');
  expect(body.tosHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  expect((await request.response())?.status()).toBe(200);

  // The gate lifts: Theo belongs to Beacon Studio, so the shell shows.
  await expect(title).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText('Beacon Studio');

  // Recorded on the server: after a reload the terms status has the version signed and nothing is asked.
  const [status] = await Promise.all([
    page.waitForResponse(
      (response) =>
        isApiCall(urls, 'GET', '/users/terms-of-service')(response.request()) && response.status() === 200,
    ),
    page.reload(),
  ]);
  const signed = (await status.json()) as { signedTermsOfService: { version: string }[] };
  expect(signed.signedTermsOfService.map((document) => document.version)).toContain('2026-01');
  await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText('Beacon Studio');
  await expect(title).toBeHidden();
  await expectAccessible(page, 'the shell (Beacon Studio)');
});

test('a user whose e-mail is not verified meets the verification gate (uma)', async ({ page, urls }) => {
  let apiDataRequested = false;
  page.on('request', (request) => {
    if (request.url().startsWith(`${urls.apiBaseUrl}/organizations`)) apiDataRequested = true;
  });
  await signIn(page, urls, 'uma@example.com', '/billing');

  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(
    page.getByText(/Please verify your e-mail address \(uma@example\.com\) to continue/),
  ).toBeVisible();
  await expectAccessible(page, 'the e-mail verification gate');

  // Checking again asks the provider for fresh claims: still unverified, so the gate stays.
  await page.getByRole('button', { name: 'I have verified my e-mail' }).click();
  await expect(page.getByRole('button', { name: 'I have verified my e-mail' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(apiDataRequested).toBe(false);
});
