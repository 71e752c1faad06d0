// Licences at scale and their claim on the real stack (docs/decisions/0027-licences-at-scale.md). Ivy, the Admin
// of Iris Studio (Business, five free licences, none assigned), adds five licences from a pasted list, prints their
// QR code sheet, claims one in the Pod Creator app simulator and watches the console show the claim within one
// poll; regenerating another licence's link makes its old link fail in the simulator; the CSV export of the
// claimed licences holds exactly those. Then a managed device enrols with an enrolment token, no claim link
// (docs/decisions/0041-zero-touch-enrolment.md). The two run in order: they share Iris Studio's seats.
import { readFile } from 'node:fs/promises';

import { type Page } from '@playwright/test';

import {
  expect,
  expectAccessible,
  expectAccessibleAsIs,
  expectCounts,
  expectToast,
  isApiCall,
  signIn,
  test,
  watchCsp,
  type CspViolation,
} from '../src/fixtures';

test.describe.configure({ mode: 'serial' });

const PASTED = ['Tablet 1', 'Tablet 2', '', 'tablet 2', 'Tablet 3', 'Tablet 4', 'Tablet 5'].join('\n');
const CREATED = ['Tablet 1', 'Tablet 2', 'Tablet 3', 'Tablet 4', 'Tablet 5'];
// spec §9: the organization is polled every 10 s; "within one poll" leaves room for the answer to arrive.
const ONE_POLL_MS = 12_000;

const licenseTable = (page: Page) => page.getByRole('table', { name: /Pod Creator licenses/ });
const row = (page: Page, identifier: string) =>
  licenseTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: identifier, exact: true }) });

/** The claim link the QR / Link dialog shows for a licence, read from its Link view. */
async function claimLinkOf(page: Page, identifier: string): Promise<string> {
  await page.getByRole('button', { name: `QR / Link of ${identifier}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pod Creator License' });
  await expect(dialog.getByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Link' }).check();
  const link = await dialog.getByRole('textbox').inputValue();
  expect(link).toMatch(/^podcreator-e2e:\/\/license\/claim\?licenseId=[0-9a-f-]{36}&organizationId=/);
  return link;
}

test('add five licences at once, print their sheet, claim one in the app simulator, regenerate another, export the claimed (ivy)', async ({
  page,
  urls,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, urls, 'ivy@example.com');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expectCounts(page, 0, 5, 5);

  // Add several: the preview says what becomes of each line before anything is created.
  await page.getByRole('button', { name: 'Add several' }).click();
  const bulk = page.getByRole('dialog', { name: 'Add Pod Creator licenses' });
  await expect(bulk.getByRole('heading', { name: 'Add Pod Creator licenses' })).toBeVisible();
  await bulk.getByRole('textbox', { name: /Identifiers/ }).fill(PASTED);
  await expect(bulk.getByText(/5 will be created · 1 duplicate · 1 empty/)).toBeVisible();
  await expect(bulk.getByRole('cell', { name: 'Repeats line 2' })).toBeVisible();
  await expectAccessibleAsIs(page, 'the bulk dialog with its preview');
  const created = page.waitForRequest(isApiCall(urls, 'POST', '/licenses/assign-many'));
  await bulk.getByRole('button', { name: 'Create 5 licenses' }).click();
  expect((await created).postDataJSON()).toEqual({
    organizationId: expect.any(String),
    identifiers: CREATED,
    licenseType: 'POD_ADMIN',
  });
  await expectToast(page, 'Success!', '5 licenses created.');
  // The dialog now reads as its result.
  const result = page.getByRole('dialog', { name: '5 licenses created' });
  await expect(result.getByRole('heading', { name: '5 licenses created' })).toBeVisible();
  for (const identifier of CREATED) {
    await expect(result.getByRole('textbox', { name: `Claim link for ${identifier}` })).toHaveValue(
      /^podcreator-e2e:\/\/license\/claim\?licenseId=/,
    );
  }

  // The printable sheet: five codes, and only the sheet in print.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await result.getByRole('button', { name: 'Print QR sheet' }).click();
  await expect(page).toHaveURL(/\/licenses\/print$/);
  const sheet = page.getByRole('region', { name: 'QR code sheet' });
  await expect(sheet.getByRole('img', { name: /^QR code for Tablet \d$/ })).toHaveCount(5);
  await expectAccessible(page, 'the QR code sheet');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('img', { name: /^QR code for Tablet \d$/ })).toHaveCount(5);
  for (const identifier of CREATED) await expect(sheet.getByText(identifier, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to licenses' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expectCounts(page, 5, 0, 5);

  // Tablet 1 opens in the app simulator, which claims it as the app would.
  const tabletOneLink = await claimLinkOf(page, 'Tablet 1');
  const dialog = page.getByRole('dialog', { name: 'Pod Creator License' });
  const [simulator] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: /Open in app simulator/ }).click(),
  ]);
  const simulatorCsp: CspViolation[] = [];
  await watchCsp(simulator, simulatorCsp);
  await expect(simulator.getByRole('heading', { name: 'Pod Creator app simulator' })).toBeVisible();
  await expect(simulator.getByRole('textbox', { name: 'Claim link' })).toHaveValue(tabletOneLink);
  // The link rode in the fragment, which the page drops once read.
  expect(new URL(simulator.url()).hash).toBe('');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await simulator.getByRole('textbox', { name: 'Device name' }).fill('Studio iPad 1');
  await simulator.getByRole('button', { name: 'Claim license' }).click();
  await expect(simulator.getByRole('heading', { name: 'License claimed' })).toBeVisible();
  await expect(simulator.locator('#license-key')).toHaveText(/^pk_[A-Za-z0-9_-]{40,}$/);

  // Within one poll the console shows Tablet 1 claimed by the device.
  await expect(row(page, 'Tablet 1')).toContainText('Studio iPad 1', { timeout: ONE_POLL_MS });
  await expect(row(page, 'Tablet 1')).toContainText('True');
  await expect(row(page, 'Tablet 2')).toContainText('False');

  // The app reports itself in use.
  await simulator.getByRole('button', { name: 'Report in use' }).click();
  await expect(simulator.getByText(/Last reported in use/)).toBeVisible();

  // Regenerating Tablet 2's link: its old link no longer claims anything in the simulator.
  const oldLink = await claimLinkOf(page, 'Tablet 2');
  await page
    .getByRole('dialog', { name: 'Pod Creator License' })
    .getByRole('button', { name: 'Done' })
    .click();
  await page.getByRole('button', { name: 'Regenerate link of Tablet 2' }).click();
  const regenerate = page.getByRole('dialog', { name: /Regenerate/ });
  await expect(regenerate.getByRole('heading', { name: /Regenerate/ })).toBeVisible();
  await expectAccessibleAsIs(page, 'the regenerate-link confirmation');
  const regenerated = page.waitForResponse((response) =>
    isApiCall(urls, 'POST', '/licenses/regenerate-link')(response.request()),
  );
  await regenerate.getByRole('button', { name: /Regenerate/ }).click();
  const { licenseId: newId } = (await (await regenerated).json()) as { licenseId: string };
  expect(oldLink).not.toContain(newId);
  await expectToast(page, 'Link regenerated');
  const newLinkDialog = page.getByRole('dialog', { name: 'Pod Creator License' });
  await expect(newLinkDialog.getByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
  await newLinkDialog.getByRole('radio', { name: 'Link' }).check();
  await expect(newLinkDialog.getByRole('textbox')).toHaveValue(new RegExp(`licenseId=${newId}&`));
  await newLinkDialog.getByRole('button', { name: 'Done' }).click();

  await simulator.goto(urls.appSimulatorUrl);
  await simulator.getByRole('textbox', { name: 'Claim link' }).fill(oldLink);
  await simulator.getByRole('textbox', { name: 'Device name' }).fill('Studio iPad 2');
  await simulator.getByRole('button', { name: 'Claim license' }).click();
  await expect(simulator.getByRole('alert')).toContainText('its link was regenerated');
  // Nothing typed is lost on the refusal.
  await expect(simulator.getByRole('textbox', { name: 'Claim link' })).toHaveValue(oldLink);
  expect(simulatorCsp).toEqual([]);
  await simulator.close();

  // Claimed licences only, exported: exactly Tablet 1.
  await page.getByLabel('Claimed', { exact: true }).selectOption('claimed');
  await expect(page).toHaveURL(/[?&]claimed=claimed\b/);
  await expect(licenseTable(page).getByRole('rowheader')).toHaveText(['Tablet 1']);
  await expectAccessible(page, 'the Licences page filtered to claimed licences');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^licenses-iris-studio-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Identifier,Status,Claimed,Claimed at,Device,Last seen,Type,Expires,Claim link');
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toMatch(
    /^Tablet 1,Active,True,\d{4}-.+,Studio iPad 1,\d{4}-.+,Pod Creator,,podcreator-e2e:\/\//,
  );
  expect(lines[1]!.endsWith(tabletOneLink)).toBe(true);

  // The filter survives a reload: it lives in the URL.
  await page.reload();
  await expect(licenseTable(page).getByRole('rowheader')).toHaveText(['Tablet 1'], { timeout: 15_000 });
  await expect(page.getByLabel('Claimed', { exact: true })).toHaveValue('claimed');
});

test('enrol a managed device with an enrolment token, check it offline, release it and see its next report refused (ivy)', async ({
  page,
  urls,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, urls, 'ivy@example.com', '/settings/organization');
  await expect(page.getByRole('heading', { name: 'Organization Settings' })).toBeVisible();
  // The seats the first journey took: one goes back, so the device has a free licence to enrol into.
  await page.goto('/');
  await page.getByRole('button', { name: 'Revoke license of Tablet 5' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expectCounts(page, 4, 1, 5);

  // Ivy creates an enrolment token: shown once, with the configuration that carries it.
  await page.goto('/settings/organization');
  const mdm = page.getByRole('region', { name: 'Deploy with MDM' });
  await mdm.getByRole('button', { name: 'Create enrolment token' }).click();
  const create = page.getByRole('dialog', { name: 'Create enrolment token' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Dock iPads');
  const created = page.waitForRequest(isApiCall(urls, 'POST', /\/enrolment-tokens$/));
  await create.getByRole('button', { name: 'Create' }).click();
  expect((await created).postDataJSON()).toEqual({ name: 'Dock iPads', maxUses: null, lifetimeDays: null });
  const shown = page.getByRole('dialog', { name: 'Dock iPads created' });
  const config = await shown.getByRole('textbox', { name: 'Managed app configuration' }).inputValue();
  expect(config).toContain('<string>$DEVICENAME</string>');
  await expectAccessibleAsIs(page, 'the created enrolment token');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(mdm.getByRole('rowheader', { name: /Dock iPads/ })).toBeVisible();

  // The simulator, as an MDM-managed device named "Dock iPad 7", enrols with that configuration.
  const simulator = await context.newPage();
  await simulator.goto(`${urls.appSimulatorUrl}/mdm`);
  await simulator.getByRole('textbox', { name: 'Managed app configuration' }).fill(config);
  await simulator.getByRole('textbox', { name: 'Device name in the MDM' }).fill('Dock iPad 7');
  const enrolled = Date.now();
  await simulator.getByRole('button', { name: 'Enrol device' }).click();
  await expect(simulator.getByRole('heading', { name: 'License claimed' })).toBeVisible();
  console.log(`enrolment, from the simulator's click to its page: ${Date.now() - enrolled} ms`);
  await expect(simulator.locator('#offline-check')).toContainText('the licence token is valid until');

  // Home shows the seat claimed by that device.
  await page.goto('/');
  await expect(row(page, 'Dock iPad 7')).toContainText('Dock iPad 7', { timeout: ONE_POLL_MS });
  await expect(row(page, 'Dock iPad 7')).toContainText('True');

  // Offline: the kept token against the kept keys, no call.
  await simulator.getByRole('button', { name: 'Check offline' }).click();
  await expect(simulator.locator('#offline-check')).toContainText('the licence token is valid until');

  // Ivy releases the seat; the device's next report is refused and its token is not renewed.
  await page.getByRole('button', { name: 'Release device of Dock iPad 7' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Release device' }).click();
  await expect(row(page, 'Dock iPad 7')).toContainText('False');
  await simulator.getByRole('button', { name: 'Report in use' }).click();
  await expect(simulator.getByRole('alert')).toContainText('This device no longer holds the license');
  await expect(simulator.locator('#offline-check')).toContainText('It was not renewed.');
});
