// Dark on a dark system (docs/decisions/0039-design-tokens-and-themes.md): the login page, the console's screens and
// the payment pages follow `prefers-color-scheme` and pass axe there; a theme chosen in Personal Settings wins over
// the system's from the first frame of the next load.
import { type Page } from '@playwright/test';

import { escapeRegExp, expect, expectAccessible, expectLoginPage, test } from '../src/fixtures';

// The tokens' page backgrounds (apps/console/src/styles/tokens.css), as the browser computes them.
const DARK_SURFACE = 'rgb(17, 19, 24)';
const LIGHT_SURFACE = 'rgb(249, 250, 251)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.use({ colorScheme: 'dark' });

test('on a dark system the login page, Home, Organization Settings and a payment page are dark and accessible; Light chosen in Personal Settings wins from the first frame', async ({
  page,
  urls,
}) => {
  await page.goto('/');
  await expectLoginPage(page, urls);
  expect(await pageBackground(page)).toBe(DARK_SURFACE);
  await expectAccessible(page, 'the login page, dark');

  await page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp('bob@example.com')}\\b`) })
    .click();
  await expect(page).toHaveURL((url) => url.origin === urls.consoleOrigin);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_SURFACE);
  await expectAccessible(page, 'Home, dark');

  await page.getByRole('link', { name: 'Organization Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Organization Settings', level: 1 })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_SURFACE);
  await expectAccessible(page, 'Organization Settings, dark');

  // A page of the payment provider, served beside the API.
  await page.goto(`${new URL(urls.apiBaseUrl).origin}/payments/test-clock`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_SURFACE);
  await expectAccessible(page, 'the test clock payment page, dark');

  // Light, chosen on this browser: the next load's first frame is already light (no dark flash before the code).
  await page.goto('/settings/personal');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await theme.getByRole('radio', { name: 'Light' }).check();
  expect(await pageBackground(page)).toBe(LIGHT_SURFACE);
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { __firstFrame?: unknown }).__firstFrame = {
        theme: document.documentElement.dataset.theme ?? null,
      };
    });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __firstFrame?: unknown }).__firstFrame)).toEqual({
    theme: 'light',
  });
  expect(await pageBackground(page)).toBe(LIGHT_SURFACE);
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }),
  ).toBeChecked();
  await expectAccessible(page, 'Personal Settings, light on a dark system');
});
