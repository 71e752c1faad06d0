// A user without an organization joins one by invitation; a brand-new user signs up and creates one.
import {
  agreeToTerms,
  expect,
  expectAccessible,
  expectLoginPage,
  expectToast,
  failApiCall,
  isApiCall,
  signIn,
  SIGNUP_TITLE,
  test,
} from '../src/fixtures';

test('a user without an organization accepts an invitation and lands in the shell (nora)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'nora@example.com');

  await expect(page).toHaveURL('/organization');
  await expect(page.getByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page, 'organization setup (invitations, nothing chosen)');

  await page.getByRole('button', { name: 'Accept Acme Robotics' }).click();
  await expect(page.getByText('Accepted')).toBeVisible();
  // spec §5: Submit waits until every invitation has a choice.
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Reject Beacon Studio' }).click();
  await expect(page.getByText('Rejected')).toBeVisible();
  await expect(submit).toBeEnabled();
  // Undo takes a choice back; choosing again restores it.
  await page.getByRole('button', { name: 'Undo rejecting Beacon Studio' }).click();
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Reject Beacon Studio' }).click();
  await expect(submit).toBeEnabled();
  await expectAccessible(page, 'organization setup (invitations, all chosen)');

  // spec §8: a failed answer shows its message; the choices stay for another try.
  const failure = await failApiCall(page, urls, 'POST', '/users/organization-invitations/respond');
  await submit.click();
  await expectToast(
    page,
    'Failed to respond to invitations.',
    `Please try again. If the problem persists, please reach out to support at ${urls.supportEmail}.`,
  );
  expect(failure.hits()).toBe(1);
  await failure.restore();
  await expect(page.getByText('Accepted')).toBeVisible();
  await expect(page.getByText('Rejected')).toBeVisible();
  await expect(submit).toBeEnabled();

  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/users/organization-invitations/respond')),
    submit.click(),
  ]);
  const { invitationResponses } = request.postDataJSON() as {
    invitationResponses: { invitationId: string; response: string }[];
  };
  expect(invitationResponses.map((item) => item.response).sort()).toEqual(['ACCEPTED', 'REJECTED']);
  expect((await request.response())?.status()).toBe(200);

  await expectToast(page, 'Success!', 'Responded to 2 invitations');
  // Nora now belongs to Acme Robotics: organization setup sends her to the root, inside the shell.
  await expect(page).toHaveURL('/');
  const card = page.getByRole('region', { name: 'Organization summary' });
  await expect(card).toContainText('Acme Robotics');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page, 'the shell after joining Acme Robotics');

  // The rejected invitation is gone too: nothing pending in the account menu.
  await expect(page.getByRole('button', { name: /Account menu$/ })).toBeVisible();
});

test('a brand-new user signs up, creates an organization and lands on /billing', async ({ page, urls }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/');
  await expectLoginPage(page, urls);
  await expectAccessible(page, 'the login page');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: SIGNUP_TITLE })).toBeVisible();
  await expectAccessible(page, 'the sign-up page');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Quinn');
  await page.getByLabel('Last name').fill('Quartz');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in at once. A new account has accepted no terms yet: the terms gate comes first.
  await expect(page).toHaveURL((url) => url.origin === urls.consoleOrigin);
  await expect(page.getByRole('heading', { name: 'Updated Terms of Service' })).toBeVisible();
  await agreeToTerms(page);

  // The name from sign-up passes the name gate; no organization and no invitations: the creation form.
  await expect(page).toHaveURL('/organization');
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Required Information' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Organization Invitations' })).toHaveCount(0);

  // spec §5: the name is required.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  await expectAccessible(page, 'organization setup (creation form, name missing)');

  const name = `Quartz Labs ${Date.now()}`;
  await page.getByPlaceholder('Organization name').fill(name);
  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'POST', '/organizations')),
    page.getByRole('button', { name: 'Continue' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ organizationName: name });
  expect((await request.response())?.status()).toBe(201);

  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText(name);
  // A new organization has no plan yet: the card offers "Select a Plan" (spec §2).
  await expect(page.getByRole('link', { name: 'Select a Plan' })).toBeVisible();
  await expectAccessible(page, 'Plan & Billing of a new organization');
});
