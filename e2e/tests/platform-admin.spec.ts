// The platform admin's Organizations page (spec §2, §6) on the real stack. admin@example.com finds Harbor
// Academy, expands it, changes its Pod Admin licence count and deletes its trial licences, each with its failure
// first (spec §8); Hana, its owner, watches her Home take the new counts within one poll. Everybody else finds
// "Page not found" at the address.
import { type Page } from '@playwright/test';

import {
  expect,
  expectAccessible,
  expectCounts,
  expectToast,
  failApiCall,
  isApiCall,
  signIn,
  test,
  watchCsp,
} from '../src/fixtures';

const HARBOR_ID = '00000000-0000-4000-8000-000000000109';

const harborRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Show details of Harbor Academy' }) });

test('the platform admin edits an organization’s licences; its owner sees the new counts (admin, hana)', async ({
  browser,
  cspViolations,
  page,
  urls,
}) => {
  // Hana, in a browser of her own, on her Home: Business (5) and 2 trial licences, 2 bought and 1 trial assigned.
  const hanaContext = await browser.newContext({
    baseURL: urls.consoleOrigin,
    viewport: { width: 1280, height: 800 },
  });
  const hana = await hanaContext.newPage();
  await watchCsp(hana, cspViolations);
  await signIn(hana, urls, 'hana@example.com');
  await expectCounts(hana, 3, 4, 7);

  await signIn(page, urls, 'admin@example.com', '/admin/organizations');
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();

  await test.step('filter: the server filters, the URL keeps the view', async () => {
    await expect(page.getByText(/^\d+ organizations$/)).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isApiCall(urls, 'GET', '/admin/organizations')(request)) {
        asked.push(new URL(request.url()).searchParams.get('q') ?? '');
      }
    });
    await page.getByLabel('Filter organizations').pressSequentially('harbor');
    await expect.poll(() => asked.at(-1)).toBe('harbor');
    await expect(page).toHaveURL(/[?&]q=harbor(&|$)/);
    await expect(page.getByText('1 organization', { exact: true })).toBeVisible();
    await expect(harborRow(page)).toHaveCount(1);
    for (const text of [
      'Harbor Academy',
      'Hana Harbor',
      'hana@example.com',
      'Business',
      'Active',
      '3 of 7',
    ]) {
      await expect(harborRow(page)).toContainText(text);
    }

    // A link reproduces the view.
    await page.reload();
    await expect(page.getByLabel('Filter organizations')).toHaveValue('harbor');
    await expect(harborRow(page)).toHaveCount(1);
  });

  await test.step('expand: members and the subscription, by keyboard', async () => {
    const toggle = page.getByRole('button', { name: 'Show details of Harbor Academy' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('hana@example.com');
  });
  await expectAccessible(page, 'the Organizations page with a row expanded');

  await test.step('edit the licence count: only whole numbers, not below the assigned, a failure keeps it', async () => {
    await page.getByRole('button', { name: 'Edit license count of Harbor Academy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Pod Admin License Count' });
    // The dialog's outer element has no box of its own: its title says whether it shows.
    const title = dialog.getByRole('heading', { name: 'Edit Pod Admin License Count' });
    await expect(title).toBeVisible();
    const input = dialog.getByLabel('Pod Admin License Count');
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(input).toHaveValue('5');
    await expect(dialog).toContainText('Must be higher than or equal to the 3 currently assigned licenses');

    await input.fill('');
    await expect(save).toBeDisabled();
    await input.pressSequentially('2');
    await expect(save).toBeDisabled();
    // spec §5: a decimal point, a minus sign or a letter changes nothing.
    await input.pressSequentially('.-x');
    await expect(input).toHaveValue('2');
    await input.fill('8');
    await expect(save).toBeEnabled();

    const path = `/organizations/${HARBOR_ID}/update-license-count`;
    const failure = await failApiCall(page, urls, 'PATCH', path);
    await save.click();
    await expectToast(page, 'Failed to update license count.');
    expect(failure.hits()).toBe(1);
    await failure.restore();
    await expect(input).toHaveValue('8');

    const [request] = await Promise.all([page.waitForRequest(isApiCall(urls, 'PATCH', path)), save.click()]);
    expect(request.postDataJSON()).toEqual({ licenseCount: 8, licenseType: 'POD_ADMIN' });
    await expectToast(page, 'License count updated');
    await expect(title).toBeHidden();
    await expect(harborRow(page)).toContainText('3 of 10');
  });

  // Hana's Home follows within one 10 s poll (spec §7, §9), without a reload.
  await expectCounts(hana, 3, 7, 10);

  await test.step('delete the trial licences after confirming; a failure deletes nothing', async () => {
    await page.getByRole('button', { name: 'Delete trial licenses of Harbor Academy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete trial licenses' });
    const title = dialog.getByRole('heading', { name: 'Delete trial licenses' });
    await expect(title).toBeVisible();
    await expect(dialog).toContainText('2 trial licenses of Harbor Academy will be deleted.');
    await expect(dialog).toContainText(/1 of them (is|are) assigned/);

    const path = `/organizations/${HARBOR_ID}/delete-trial-licenses`;
    const failure = await failApiCall(page, urls, 'DELETE', path);
    await dialog.getByRole('button', { name: 'Delete trial licenses' }).click();
    await expectToast(page, 'Failed to delete trial licenses.');
    expect(failure.hits()).toBe(1);
    await failure.restore();
    await expect(title).toBeVisible();

    await Promise.all([
      page.waitForRequest(isApiCall(urls, 'DELETE', path)),
      dialog.getByRole('button', { name: 'Delete trial licenses' }).click(),
    ]);
    await expectToast(page, 'Trial licenses deleted');
    await expect(title).toBeHidden();
    await expect(harborRow(page)).toContainText('2 of 8');
    await expect(
      page.getByRole('button', { name: 'Delete trial licenses of Harbor Academy' }),
    ).toBeDisabled();
  });

  await expectCounts(hana, 2, 6, 8);
  await hanaContext.close();
});

test('a member who is not a platform admin finds "Page not found" there and no Organizations link (alice)', async ({
  page,
  urls,
}) => {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => isApiCall(urls, 'GET', '/users/current-user')(response.request())),
    signIn(page, urls, 'alice@example.com', '/admin/organizations'),
  ]);
  expect((await answer.json()).system_role).toBe('USER');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organizations' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toHaveCount(0);
});
