// Licences on the real stack. Cam's Echo Media (Business, 5 licences, none assigned) takes the
// full round: assign by link and by QR code, edit an identifier, revoke, each with its failure first. Alice's
// Acme Robotics (one licence free) reaches the limit.
import { type Page } from '@playwright/test';

import {
  expect,
  expectAccessible,
  expectCounts,
  expectToast,
  failApiCall,
  isApiCall,
  signIn,
  NETWORK_FAILURE,
  SUPPORT_AT_HOST,
  test,
} from '../src/fixtures';

const ECHO_MEDIA_ID = '00000000-0000-4000-8000-000000000105';

const addDialogTitle = (page: Page) => page.getByRole('heading', { name: 'Generate Pod Creator License' });

/** Opens "Generate Pod Creator License" from the sidebar card and goes through step 1. */
async function startAssigning(page: Page, identifier: string) {
  await page
    .getByRole('region', { name: 'Organization summary' })
    .getByRole('button', { name: 'Add Pod Creator' })
    .click();
  await expect(addDialogTitle(page)).toBeVisible();
  await expect(page.getByText('Who is this license for?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Identifier' }).fill(identifier);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('How would you like to assign this license?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate License' })).toBeDisabled();
}

test('assign by link and by QR code, edit an identifier and revoke, each after a failed call (cam)', async ({
  page,
  urls,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.consoleOrigin });
  await signIn(page, urls, 'cam@example.com');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(page.getByText('No Pod Creators')).toBeVisible();
  await expect(page.getByText('Add Pod Creators to your organization.')).toBeVisible();
  await expectCounts(page, 0, 5, 5);
  await expectAccessible(page, 'the Licences page (empty)');

  await test.step('assign by link: a failure keeps the draft, then the link', async () => {
    await startAssigning(page, 'Reception tablet');
    await page.getByLabel('Link').check();
    await expectAccessible(page, 'Generate Pod Creator License, step 2');

    const failure = await failApiCall(page, urls, 'POST', '/licenses/assign-member-to-license');
    await page.getByRole('button', { name: 'Generate License' }).click();
    await expectToast(
      page,
      'Failed to assign License.',
      `Please try again. If the problem persists, please reach out to support at ${urls.supportEmail}`,
    );
    expect(failure.hits()).toBe(1);
    await failure.restore();
    // Still open, with what was typed and chosen.
    await expect(page.getByText('How would you like to assign this license?')).toBeVisible();
    await expect(page.getByLabel('Link')).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Identifier' })).toHaveValue('Reception tablet');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByLabel('Link')).toBeChecked();

    const [request] = await Promise.all([
      page.waitForRequest(isApiCall(urls, 'POST', '/licenses/assign-member-to-license')),
      page.getByRole('button', { name: 'Generate License' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      organizationId: ECHO_MEDIA_ID,
      identifier: 'Reception tablet',
      licenseType: 'POD_ADMIN',
    });
    const { licenseId } = (await (await request.response())!.json()) as { licenseId: string };
    await expectToast(page, 'Success!', 'License Key assigned.');

    await expect(page.getByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
    const link = page.getByLabel('License link');
    await expect(link).toHaveValue(
      `podcreator-e2e://license/claim?licenseId=${licenseId}&organizationId=${ECHO_MEDIA_ID}&organizationName=Echo%20Media`,
    );
    await expectAccessible(page, 'the Pod Creator License dialog (link)');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'Pod Creator License' })).toBeHidden();

    await expectCounts(page, 1, 4, 5);
    const row = page.getByRole('row', { name: /Reception tablet/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Active');
    await expect(row.getByRole('cell').nth(1)).toHaveText('False');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Pod Creator');
  });

  await test.step('assign by QR code', async () => {
    await startAssigning(page, 'Lobby kiosk');
    await page.getByLabel('QR Code').check();
    await page.getByRole('button', { name: 'Generate License' }).click();
    await expectToast(page, 'Success!', 'License Key assigned.');
    const qr = page.getByRole('img', { name: 'QR code of the license link for Lobby kiosk' });
    await expect(qr).toBeVisible();
    await expect(qr.locator('svg')).toHaveAttribute('width', '187');
    await expectAccessible(page, 'the Pod Creator License dialog (QR code)');
    await page.getByRole('button', { name: 'Done' }).click();
    await expectCounts(page, 2, 3, 5);
    await expect(page.getByRole('row', { name: /Lobby kiosk/ })).toBeVisible();
  });

  await test.step('edit an identifier: a failure keeps the typed value', async () => {
    const title = page.getByRole('heading', { name: 'Edit License Identifier' });
    await page.getByRole('button', { name: 'Edit identifier of Reception tablet' }).click();
    await expect(title).toBeVisible();
    await expectAccessible(page, 'Edit License Identifier');
    // The check crossed the 1024 px breakpoint and back: the dialog is still open (spec §2).
    await expect(title).toBeVisible();

    const identifier = page.getByRole('textbox', { name: 'Identifier' });
    const save = page.getByRole('button', { name: 'Save' });
    await expect(identifier).toHaveValue('Reception tablet');
    await expect(save).toBeDisabled();
    await identifier.fill('');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Identifier is required')).toBeVisible();
    await identifier.fill('Front reception tablet');

    const failure = await failApiCall(page, urls, 'POST', '/licenses/update-license-identifier');
    await save.click();
    await expectToast(page, 'Something went wrong.', SUPPORT_AT_HOST);
    expect(failure.hits()).toBe(1);
    await failure.restore();
    await expect(identifier).toHaveValue('Front reception tablet');

    const [request] = await Promise.all([
      page.waitForRequest(isApiCall(urls, 'POST', '/licenses/update-license-identifier')),
      save.click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ identifier: 'Front reception tablet' });
    await expect(title).toBeHidden();
    await expect(page.getByRole('row', { name: /Front reception tablet/ })).toBeVisible();
    await expectCounts(page, 2, 3, 5);
  });

  await test.step("an existing licence's QR code and link", async () => {
    await page.getByRole('button', { name: 'QR / Link of Lobby kiosk' }).click();
    await expect(page.getByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
    await expect(page.getByLabel('License link')).toHaveValue(
      /^podcreator-e2e:\/\/license\/claim\?licenseId=/,
    );
    await page.getByText('QR Code', { exact: true }).click();
    await expect(
      page.getByRole('img', { name: 'QR code of the license link for Lobby kiosk' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Pod Creator License' })).toBeHidden();
  });

  await test.step('revoke: a failure keeps the dialog, then the licence is free again', async () => {
    const title = page.getByRole('heading', { name: 'Revoke License' });
    await page.getByRole('button', { name: 'Revoke license of Lobby kiosk' }).click();
    await expect(title).toBeVisible();
    await expectAccessible(page, 'Revoke License');
    // The check crossed the 1024 px breakpoint and back: the dialog is still open (spec §2).
    await expect(title).toBeVisible();

    const failure = await failApiCall(page, urls, 'POST', '/licenses/remove-member-from-license', {
      abort: true,
    });
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectToast(page, 'Something went wrong.', NETWORK_FAILURE);
    expect(failure.hits()).toBe(1);
    await failure.restore();
    await expect(title).toBeVisible();

    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectToast(page, 'License Key is now available for assignment.');
    await expect(page.getByRole('heading', { name: 'Revoke License' })).toBeHidden();
    await expect(page.getByRole('row', { name: /Lobby kiosk/ })).toHaveCount(0);
    await expectCounts(page, 1, 4, 5);
  });
});

test('the last free licence is assigned, then Add Pod Creator is disabled with its tooltip (alice)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'alice@example.com');
  // Acme Robotics: 5 licences + 1 trial, 5 assigned (the demo seed, apps/local/src/seed).
  await expectCounts(page, 5, 1, 6);
  await expect(
    page
      .getByRole('row', { name: /Old showroom display/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^Expired /);
  await expectAccessible(page, 'the Licences page (Acme Robotics)');

  await startAssigning(page, 'Assembly line scanner');
  await page.getByLabel('Link').check();
  await page.getByRole('button', { name: 'Generate License' }).click();
  await expectToast(page, 'Success!', 'License Key assigned.');
  await page.getByRole('button', { name: 'Done' }).click();
  await expectCounts(page, 6, 0, 6);

  const add = page.getByRole('region', { name: 'Organization summary' }).getByRole('button', {
    name: 'Add Pod Creator',
  });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  const tip = 'You do not have any licenses to assign. Contact the provider to add licenses.';
  await expect(add).toHaveAccessibleDescription(tip);
  await add.hover();
  await expect(page.getByRole('tooltip')).toHaveText(tip);
  // Disabled really means nothing opens.
  await add.click({ force: true });
  await expect(addDialogTitle(page)).toHaveCount(0);
  await expectAccessible(page, 'the Licences page at the licence limit');
});
