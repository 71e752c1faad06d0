// Every screen on a 375 px phone, on the real stack (docs/decisions/0014-narrow-tables.md): the page is never wider
// than the screen, so nothing scrolls sideways, and a licence's actions are reachable from its card.
import { type Locator, type Page } from '@playwright/test';

import { expect, expectAccessibleAsIs, NARROW, signIn, test } from '../src/fixtures';

/** Scrolled to, the element lies inside the screen from left to right. */
async function expectOnScreen(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await expect(element).toBeInViewport();
  const box = await element.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW.width);
}

/** What scrolls sideways when it exceeds the window: the width of the whole document. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    window: window.innerWidth,
    document: document.documentElement.scrollWidth,
  }));
  expect(widths.window, `the window on ${screen}`).toBe(NARROW.width);
  expect(widths.document, `the page width of ${screen} at ${NARROW.width} px`).toBeLessThanOrEqual(
    NARROW.width,
  );
}

test('at 375 px no screen scrolls sideways, and a licence card opens its QR / Link (alice)', async ({
  page,
  urls,
}) => {
  await page.setViewportSize(NARROW);
  await signIn(page, urls, 'alice@example.com');

  await test.step('Home: one card per licence, its actions on screen', async () => {
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    const licences = page.getByRole('table', { name: /Pod Creator licenses/ });
    // The wide table's column headers give way to a card per row.
    await expect(licences.getByRole('columnheader', { name: 'Status' })).toBeHidden();
    const card = licences
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Old showroom display' }) });
    const status = card.getByRole('cell').first();
    await expect(status).toHaveText(/^Expired /);
    // A card names each value (the column header does in the table).
    await expect(status).toHaveAccessibleName(/^Status\s*Expired /);
    await expectNoSidewaysScroll(page, 'Home');
    await expectAccessibleAsIs(page, 'Home');

    const showLink = card.getByRole('button', { name: 'QR / Link of Old showroom display' });
    for (const name of [
      'Edit identifier of Old showroom display',
      'QR / Link of Old showroom display',
      'Revoke license of Old showroom display',
    ]) {
      await expectOnScreen(page, card.getByRole('button', { name }));
    }
    await showLink.click();
    await expect(page.getByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
    await expect(page.getByLabel('License link')).toHaveValue(
      /^podcreator-e2e:\/\/license\/claim\?licenseId=/,
    );
    await expectNoSidewaysScroll(page, 'the Pod Creator License dialog');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'Pod Creator License' })).toBeHidden();
  });

  for (const { path, heading } of [
    { path: '/billing', heading: 'Plan & Billing' },
    { path: '/settings/organization', heading: 'Organization Settings' },
    { path: '/settings/personal', heading: 'Personal Settings' },
    { path: '/404', heading: 'Page not found' },
  ]) {
    await test.step(`${path}: no wider than the screen`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (path === '/settings/organization') {
        // Acme Robotics' members, each on a card of their own.
        await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).not.toHaveCount(0);
        await expectOnScreen(page, page.getByRole('button', { name: /^Remove / }).first());
      }
      await expectNoSidewaysScroll(page, heading);
      await expectAccessibleAsIs(page, heading);
    });
  }
});
