// The organization's data taken out, and a person's account deleted (docs/decisions/0038-export-and-account-
// deletion.md), on the real stack: the archive as a browser downloads it, and a deleted account gone from the
// identity provider's sign-in page.
import { readFile } from 'node:fs/promises';

import { strFromU8, unzipSync } from 'fflate';

import {
  agreeToTerms,
  expect,
  expectAccessible,
  expectLoginPage,
  signIn,
  SIGNUP_TITLE,
  test,
} from '../src/fixtures';

test('an Owner downloads the organization’s data as one archive (pat, Cedar Labs)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'pat@example.com', '/settings/organization');
  const section = page.getByRole('region', { name: /^Your organization.s data$/ });
  await expect(section).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^organization-cedar-labs-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'README.txt',
      'organization.json',
      'members.csv',
      'licenses.json',
      'activity.csv',
    ]),
  );
  expect(JSON.parse(strFromU8(files['organization.json']!))).toMatchObject({
    name: 'Cedar Labs',
    owner: { email: 'pat@example.com' },
    exported_by: { email: 'pat@example.com' },
  });
  const members = JSON.parse(strFromU8(files['members.json']!)) as Array<{ email: string; role: string }>;
  expect(members).toContainEqual(expect.objectContaining({ email: 'pat@example.com', role: 'OWNER' }));

  // The log says who took the data out.
  await page.goto('/activity');
  await expect(page.getByText(/downloaded the organization's data/).first()).toBeVisible();
});

test('a new account deletes itself from Organization Setup, and cannot sign in again', async ({
  page,
  urls,
}) => {
  const email = `leaving-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: SIGNUP_TITLE })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Lee');
  await page.getByLabel('Last name').fill('Ving');
  await page.getByRole('button', { name: 'Create account' }).click();
  await agreeToTerms(page);
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete your account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You are not a member of any organization.')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your e-mail address to confirm').fill(email.toUpperCase());
  await expectAccessible(page, 'Delete account');
  await confirm.click();

  await expect(page).toHaveURL('/account-deleted');
  await expect(page.getByRole('heading', { name: 'Your account was deleted' })).toBeVisible();

  // Signing in again: the provider no longer offers the account.
  await page.goto('/');
  await expectLoginPage(page, urls);
  const accounts = page.getByRole('list', { name: 'Accounts' });
  await expect(accounts.getByRole('button', { name: /^alice@example\.com\b/ })).toBeVisible();
  await expect(accounts.getByText(email)).toHaveCount(0);
});
