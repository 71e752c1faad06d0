// The first load's order, read from Chromium's request log (docs/architecture.md, "Budgets"): what the first screen
// asks for and what it waits for, held in npm test, where a timed figure would only be flaky on two shared cores.
// Nothing here is timed: the lazy code chunks and the API's answers are held back until the first screen's calls
// have all left. A call that waits for a chunk, or for another call's answer, never leaves while they are held.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, Request } from '@playwright/test';

import { readChunks } from '../../apps/console/scripts/initial-chunks.mjs';
import { expect, test } from '../src/fixtures';
import {
  FIRST_ROW,
  PHONE,
  PICTURE_STORAGE_KEY,
  signedInSession,
  type StorageState,
} from '../src/first-screen';
import type { StackUrls } from '../src/stack-env';

const CONSOLE_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/console/dist');

/**
 * What Home needs before its first row: the user and the terms (the gates, spec §5), the organization with its
 * first licences (spec §7; its first page, docs/decisions/0053-first-page-of-licences.md) and its subscription
 * (spec §6). Paths with the organization's id as `:id`, a first page's size as `N`.
 */
const FIRST_PAGE_CALL = 'GET /organizations/:id?licenses_limit=N';
const WHOLE_ORGANIZATION_CALL = 'GET /organizations/:id';
const FIRST_SCREEN_CALLS = [
  'GET /users/current-user',
  'GET /users/terms-of-service',
  FIRST_PAGE_CALL,
  'GET /organizations/:id/subscription',
];
/** A call as FIRST_SCREEN_CALLS names it: method, path and query, the organization's id as `:id`, a limit as `N`. */
function apiCallOf(request: Request, apiBaseUrl: string): string {
  return `${request.method()} ${request
    .url()
    .slice(apiBaseUrl.length)
    .replace(/#.*$/, '')
    .replace(/^\/organizations\/[^/?]+/, '/organizations/:id')
    .replace(/licenses_limit=\d+/, 'licenses_limit=N')}`;
}

/** How long the chunks and answers are held at most: a call that never leaves fails the test after it. */
const HOLD_LIMIT_MS = 15_000;

/**
 * A returning member's page, and what its API calls do: `sent` lists them as they leave; `released` resolves once
 * all of FIRST_SCREEN_CALLS have left, or after HOLD_LIMIT_MS (then `releasedEarly()` is true).
 */
async function returningMemberPage(browser: Browser, urls: StackUrls) {
  // A member who signed in before: the identity client's cache and the remembered organization are in storage.
  const storageState = await signedInSession(browser, urls, 'alice@example.com');
  const context = await browser.newContext({ baseURL: urls.consoleOrigin, storageState });
  const page = await context.newPage();
  const sent: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let releasedEarly = false;
  const limit = setTimeout(() => {
    releasedEarly = true;
    release();
  }, HOLD_LIMIT_MS);
  void released.then(() => clearTimeout(limit));
  page.on('request', (request) => {
    if (!request.url().startsWith(urls.apiBaseUrl) || request.method() === 'OPTIONS') return;
    sent.push(apiCallOf(request, urls.apiBaseUrl));
    if (FIRST_SCREEN_CALLS.every((call) => sent.includes(call))) release();
  });
  return { context, page, sent, released, releasedEarly: () => releasedEarly };
}

test('a returning member’s first load asks for everything Home needs at once, waiting for no code chunk (alice)', async ({
  browser,
  urls,
}) => {
  const { context, page, sent, released, releasedEarly } = await returningMemberPage(browser, urls);

  const { initial } = readChunks(CONSOLE_DIST);
  const heldChunks: string[] = [];
  await page.route(
    (url) => url.origin === urls.consoleOrigin && /^\/assets\/.+\.js$/.test(url.pathname),
    async (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      if (!initial.has(file)) {
        heldChunks.push(file);
        await released;
      }
      await route.continue();
    },
  );
  await page.route(
    (url) => url.href.startsWith(urls.apiBaseUrl),
    async (route) => {
      if (route.request().method() !== 'OPTIONS') await released;
      await route.continue();
    },
  );

  await page.goto('/');
  await released;
  const sentWhileHeld = [...sent];
  await expect(page.locator(FIRST_ROW).first()).toBeVisible();
  await context.close();

  expect(heldChunks.length, 'the shell and Home load as chunks of their own, held here').toBeGreaterThan(0);
  expect(
    FIRST_SCREEN_CALLS.filter((call) => !sentWhileHeld.includes(call)),
    `calls that did not leave while the lazy chunks and every answer were held (sent: ${sentWhileHeld.join(', ')})`,
  ).toEqual([]);
  expect(releasedEarly()).toBe(false);
});

test('a returning member’s first reads leave before the console’s code arrives, and are sent once (alice)', async ({
  browser,
  urls,
}) => {
  const { context, page, sent, released, releasedEarly } = await returningMemberPage(browser, urls);
  // All of the console's code is held, the entry included; the page carries the early start inline (apps/console
  // src/boot, docs/decisions/0030-first-reads-before-the-code.md).
  const heldCode: string[] = [];
  await page.route(
    (url) => url.origin === urls.consoleOrigin && /^\/assets\/.+\.js$/.test(url.pathname),
    async (route) => {
      heldCode.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    },
  );

  await page.goto('/');
  await released;
  const sentWhileHeld = [...sent];
  await expect(page.locator(FIRST_ROW).first()).toBeVisible();
  const sentInAll = [...sent];
  await context.close();

  expect(
    heldCode.some((file) => /^\/assets\/index-.+\.js$/.test(file)),
    'the entry was held',
  ).toBe(true);
  expect(
    FIRST_SCREEN_CALLS.filter((call) => !sentWhileHeld.includes(call)),
    `reads that waited for the console's code (sent: ${sentWhileHeld.join(', ')})`,
  ).toEqual([]);
  expect(releasedEarly()).toBe(false);
  // The console's own first calls took those answers: none of the four went out twice.
  expect(sentInAll.filter((call) => FIRST_SCREEN_CALLS.includes(call)).sort()).toEqual(
    [...FIRST_SCREEN_CALLS].sort(),
  );
  // alice's organization fits a first page: that page is its whole answer, and no second read follows.
  expect(sentInAll).not.toContain(WHOLE_ORGANIZATION_CALL);
});

/** Where the early start shows Home's last picture (apps/console src/lib/first-screen-picture.ts). */
const PICTURE = '#first-screen-picture';

/**
 * A returning member's phone, as they left it (Home's picture kept at this width), with every code file of the
 * console held until `releaseCode()`; `change` edits the kept picture first.
 */
async function phoneHoldingCode(
  browser: Browser,
  urls: StackUrls,
  change?: (picture: { digests: string[] }) => void,
) {
  const storageState: StorageState = await signedInSession(browser, urls, 'alice@example.com');
  if (change) {
    const entry = storageState.origins
      .flatMap((origin) => origin.localStorage)
      .find(({ name }) => name === PICTURE_STORAGE_KEY);
    if (!entry) throw new Error('no picture of Home was kept');
    const picture = JSON.parse(entry.value) as { digests: string[] };
    change(picture);
    entry.value = JSON.stringify(picture);
  }
  const context = await browser.newContext({ ...PHONE, baseURL: urls.consoleOrigin, storageState });
  const page = await context.newPage();
  const heldCode: string[] = [];
  let releaseCode!: () => void;
  const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(
    (url) => url.origin === urls.consoleOrigin && /^\/assets\/.+\.js$/.test(url.pathname),
    async (route) => {
      heldCode.push(new URL(route.request().url()).pathname);
      await codeReleased;
      await route.continue();
    },
  );
  return { context, page, heldCode, releaseCode };
}

test('a returning member whose Home has not changed sees its last picture before the console’s code, then the console’s Home (alice)', async ({
  browser,
  urls,
}) => {
  const { context, page, heldCode, releaseCode } = await phoneHoldingCode(browser, urls);
  // Not until `load`: the page's scripts are held.
  await page.goto('/', { waitUntil: 'commit' });
  // Every code file is held: what shows is the picture, drawn from the very answers of this load's first reads.
  const pictured = page.locator(PICTURE).locator(FIRST_ROW).first();
  await expect(pictured).toBeVisible();
  // A licence row as Home shows it (the journeys before this one may have changed which licence comes first).
  const row = (await pictured.textContent()) ?? '';
  expect(row).toMatch(/Active|Revoked/);
  await expect(page.locator('html')).toHaveAttribute('data-first-screen-picture', 'shown');
  expect(
    heldCode.some((file) => /^\/assets\/index-.+\.js$/.test(file)),
    'the entry was held',
  ).toBe(true);
  await expect(page.locator('#root')).toHaveJSProperty('inert', true);

  releaseCode();
  // The console's own Home takes over: the picture goes, the same first row is the console's, and it answers.
  await expect(page.locator(PICTURE)).toHaveCount(0);
  await expect(page.locator('#root').locator(FIRST_ROW).first()).toHaveText(row);
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  await context.close();
});

test('a returning member whose Home changed since it was pictured sees no picture: the console draws it (alice)', async ({
  browser,
  urls,
}) => {
  // As after a licence changed: the organization's answer is no longer the one the picture was drawn from.
  const { context, page, releaseCode } = await phoneHoldingCode(browser, urls, (picture) => {
    picture.digests[2] = '0'.repeat(64);
  });
  // Not until `load`: the page's scripts are held.
  await page.goto('/', { waitUntil: 'commit' });
  // The early start has compared the answers with the picture's (the code is still held): nothing shown.
  await expect(page.locator('html')).toHaveAttribute('data-first-screen-picture', 'stale');
  await expect(page.locator(PICTURE)).toHaveCount(0);

  releaseCode();
  await expect(page.locator('#root').locator(FIRST_ROW).first()).toBeVisible();
  await expect(page.locator(PICTURE)).toHaveCount(0);
  await context.close();
});
