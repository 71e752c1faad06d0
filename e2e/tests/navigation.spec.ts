// The return target survives sign-in, unknown paths show "Page not found", a reload starts from the cached
// session, and logout ends the session, back on the site origin, leaving no user data in the browser.
import { type Page } from '@playwright/test';

import {
  browserStorage,
  expect,
  expectAccessible,
  expectAccessibleAsIs,
  expectLoginPage,
  NARROW,
  signIn,
  test,
} from '../src/fixtures';
import { PICTURE_STORAGE_KEY } from '../src/first-screen';

test('the return target survives sign-in (path and query)', async ({ page, urls }) => {
  await signIn(page, urls, 'bob@example.com', '/settings/organization?tab=members');

  await expect(page).toHaveURL('/settings/organization?tab=members');
  await expect(page.getByRole('link', { name: 'Organization Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The one-time code and state have left the address bar and the stored return path is used up.
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  expect((await browserStorage(page)).sessionStorage.filter((key) => /return/i.test(key))).toEqual([]);
  await expectAccessible(page, 'Organization Settings');
});

test('an unknown path shows "Page not found"', async ({ page, urls }) => {
  await signIn(page, urls, 'bob@example.com');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Inside the shell: the navigation is still there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page, 'Page not found');

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).not.toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('a reload sends its first API call from the cached session, before the identity client’s code loads (bob)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'bob@example.com');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const requested = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
    );
  // The client's code still comes, once the page is idle, for the next refresh or sign-out.
  await expect
    .poll(async () => (await requested()).some((entry) => /auth0-spa-js/.test(entry.name)), {
      timeout: 20_000,
    })
    .toBe(true);
  const entries = await requested();
  const firstCall = entries.find((entry) => entry.name.includes('/users/current-user'));
  const identityClient = entries.find((entry) => /auth0-spa-js/.test(entry.name));
  expect(firstCall!.start).toBeLessThan(identityClient!.start);
});

type StorageSnapshot = Awaited<ReturnType<typeof browserStorage>>;

/**
 * After logout the provider sends the browser back to the console's origin, where the console (signed out)
 * leaves again for the login page. An init script reads that document's storage before any of the console's
 * scripts run, i.e. exactly as logout left it. (A route cannot hold that document: it is the target of the
 * provider's redirect, which Playwright does not intercept.)
 */
async function storageOnArrival(
  page: Page,
  origin: string,
): Promise<{ arrival: Promise<StorageSnapshot & { url: string }> }> {
  let resolveArrival: (snapshot: StorageSnapshot & { url: string }) => void = () => {};
  const arrival = new Promise<StorageSnapshot & { url: string }>((resolve) => (resolveArrival = resolve));
  await page.exposeBinding('__podE2eArrival', (_source, snapshot: StorageSnapshot & { url: string }) =>
    resolveArrival(snapshot),
  );
  await page.addInitScript((consoleOrigin: string) => {
    if (window.location.origin !== consoleOrigin || window.location.pathname !== '/') return;
    const snapshot = {
      url: window.location.href,
      localStorage: Object.keys(window.localStorage),
      sessionStorage: Object.keys(window.sessionStorage),
    };
    void indexedDB.databases().then((databases) => {
      const report = (window as unknown as Record<string, (value: unknown) => void>).__podE2eArrival;
      report?.({ ...snapshot, indexedDB: databases.map((database) => database.name ?? '(unnamed)') });
    });
  }, origin);
  return { arrival };
}

for (const { width, email } of [
  { width: 1280, email: 'alice@example.com' as const },
  { width: 375, email: 'cam@example.com' as const },
]) {
  test(`logout at ${width} px returns to the site origin and leaves no user data (${email})`, async ({
    page,
    urls,
  }) => {
    if (width === NARROW.width) await page.setViewportSize(NARROW);
    await signIn(page, urls, email, '/settings/personal');
    await expect(page).toHaveURL('/settings/personal');

    // Home once, so its picture is kept (docs/decisions/0054-home-last-picture.md), then back.
    await page.goto('/');
    await page.waitForFunction((key) => localStorage.getItem(key) != null, PICTURE_STORAGE_KEY);
    await page.goto('/settings/personal');
    await expect(page.getByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();

    // Signed in, the identity client's cache and Home's picture are in local storage (the check below can fail).
    const before = await browserStorage(page);
    expect(before.localStorage.some((key) => key.startsWith('@@auth0spajs@@'))).toBe(true);
    expect(before.localStorage).toContain(PICTURE_STORAGE_KEY);

    const { arrival } = await storageOnArrival(page, urls.consoleOrigin);
    const logoutRequest = page.waitForRequest((request) =>
      request.url().startsWith(`${urls.issuer}v2/logout`),
    );
    if (width === NARROW.width) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    }

    const returnTo = new URL((await logoutRequest).url()).searchParams.get('returnTo');
    expect(returnTo?.replace(/\/$/, '')).toBe(urls.consoleOrigin);
    // Back on the site origin, with nothing of the user left there (ASVS 14.3.1).
    expect(await arrival).toEqual({
      url: `${urls.consoleOrigin}/`,
      localStorage: [],
      sessionStorage: [],
      indexedDB: [],
    });

    // The provider's session ended too: the console asks for a fresh sign-in instead of signing in silently.
    await expectLoginPage(page, urls);
    await page.goto('/billing');
    await expectLoginPage(page, urls);
  });
}

test('under 1024 px the header hides and the drawer navigates (bob)', async ({ page, urls }) => {
  await page.setViewportSize(NARROW);
  await signIn(page, urls, 'bob@example.com', '/settings/personal');
  await expect(page.getByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();
  // No account menu in a header: the drawer's toggle instead.
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await toggle.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(drawer.getByText('Bob Brown', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The drawer exists only under 1024 px: checked at 375 px alone.
  await expectAccessibleAsIs(page, 'the navigation drawer');

  await drawer.getByRole('link', { name: 'Plan & Billing' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
