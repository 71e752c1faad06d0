// The journeys' fixtures: the stack's URLs, a page that records every Content-Security-Policy violation (and
// fails the test on any), signing in through the real login page, and the accessibility check.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Route } from '@playwright/test';

import { stackUrls, type StackUrls } from './stack-env';

export { expect };

export interface CspViolation {
  documentURI: string;
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
}

interface Fixtures {
  urls: StackUrls;
  cspViolations: CspViolation[];
}

const CSP_BINDING = '__podConsoleE2eCspViolation';

/**
 * Records every Content-Security-Policy violation of this page into `sink`. A binding outlives navigations
 * (the console, the identity provider, the payment pages); an array in the page would not. The `page`
 * fixture is watched already; a test that opens another page watches it into `cspViolations` too.
 */
export async function watchCsp(page: Page, sink: CspViolation[]): Promise<void> {
  await page.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
    sink.push(violation);
  });
  await page.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (value: unknown) => void>)[binding];
      report?.({
        documentURI: event.documentURI,
        violatedDirective: event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        columnNumber: event.columnNumber,
      });
    });
  }, CSP_BINDING);
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  urls: async ({}, provide) => {
    await provide(stackUrls());
  },
  baseURL: async ({ urls }, provide) => {
    await provide(urls.consoleOrigin);
  },
  cspViolations: [
    async ({ page }, provide) => {
      const violations: CspViolation[] = [];
      await watchCsp(page, violations);
      await provide(violations);
      expect(violations, 'Content-Security-Policy violations during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * spec §8's "… reach out to support@{host}" on this stack: the host name without the port (an e-mail address),
 * so the pattern refuses a ':' after it.
 */
/** What a write that never reached the API says under its title (the connection failed, not the server). */
export const NETWORK_FAILURE = 'Could not reach Pod Console. Check your connection and try again.';

export const SUPPORT_AT_HOST =
  /Please try again\. If the problem persists, please reach out to support@127\.0\.0\.1(?![:\d])/;

/** A seeded demo account (README "Demo accounts"), or one created in a test. */
export type Email = `${string}@${string}`;

export const LOGIN_TITLE = 'Sign in to Pod Console (local)';
export const SIGNUP_TITLE = 'Create your Pod Console account (local)';

/** Waits for the local identity provider's login page (the console sends every signed-out visit there). */
export async function expectLoginPage(page: Page, urls: StackUrls): Promise<void> {
  await expect(page).toHaveURL((url) => url.href.startsWith(`${urls.issuer}interaction/`));
  await expect(page.getByRole('heading', { name: LOGIN_TITLE })).toBeVisible();
}

/**
 * Opens `path` signed out, signs in as `email` on the real login page (one click per seeded account) and waits
 * until the console is back on its own origin.
 */
export async function signIn(page: Page, urls: StackUrls, email: Email, path = '/'): Promise<void> {
  await page.goto(path);
  await expectLoginPage(page, urls);
  await page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(email)}\\b`) })
    .click();
  await expect(page).toHaveURL((url) => url.origin === urls.consoleOrigin);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** WCAG 2.2 A and AA (docs/architecture.md, "Testing"). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 375, height: 800 };

/** Whether a transition or animation ran at any moment since the last call (a toast that came or went). */
async function movedSinceLastAsked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const state = window as unknown as { __e2eMoved?: boolean; __e2eWatching?: boolean };
    if (!state.__e2eWatching) {
      state.__e2eWatching = true;
      for (const type of ['transitionrun', 'animationstart']) {
        document.addEventListener(type, () => (state.__e2eMoved = true), true);
      }
    }
    const moved =
      state.__e2eMoved === true || document.getAnimations().some((a) => a.playState === 'running');
    state.__e2eMoved = false;
    return moved;
  });
}

/**
 * axe as cheaply as it runs: injected once per document (a second injection re-evaluates 0.5 MB of script), run in
 * the page (the default finishes each run in a new page, a new renderer), and asked for violations only (the
 * default builds a selector and a snippet for every node that passes). These cut the journeys' CPU by a third
 * (decision 0029); what axe checks is the same.
 */
async function axeBuilder(page: Page): Promise<AxeBuilder> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  return new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
}

async function axeViolations(page: Page): Promise<string[]> {
  // A toast that starts to fade in or out while axe reads the colours has colours between two states: when
  // something moved during a run that found violations, the page settles and axe runs again (three runs at most).
  for (let run = 1; ; run += 1) {
    await movedSinceLastAsked(page);
    const results = await (await axeBuilder(page)).analyze();
    const moved = await movedSinceLastAsked(page);
    if (results.violations.length === 0 || !moved || run === 3) {
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
    }
    await settle(page);
  }
}

/** axe at the page's current size only (e.g. a drawer that exists only under 1024 px). */
export async function expectAccessibleAsIs(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await axeViolations(page), `axe violations on ${screen} at ${width} px`).toEqual([]);
}

/** Lets the page react to a viewport change (matchMedia listeners, layout) before it is checked. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
      ),
  );
  // A transition still running (a toast fading in) has colours between two states, which axe would judge: wait for
  // the finite ones to end, at most a second. Endless ones (a spinner) are left alone.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 1000)),
    ]),
  );
}

/**
 * 0 axe violations (WCAG 2.2 A/AA) at 1280 and at 375 px (docs/architecture.md, "Testing"). Checks the screen
 * as it is at both widths, then leaves the page at 1280 px. `ready` (optional) is awaited after each resize: an element that
 * shows the screen has re-rendered for that width.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  ready?: (width: number) => Promise<void>,
): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await settle(page);
    await ready?.(size.width);
    const violations = await axeViolations(page);
    if (violations.length > 0) found[`${screen} at ${size.width} px`] = violations;
  }
  await page.setViewportSize(WIDE);
  await settle(page);
  expect(found, `axe violations on ${screen}`).toEqual({});
}

/** What the console's origin keeps in the browser: storage keys and IndexedDB databases. */
export async function browserStorage(
  page: Page,
): Promise<{ localStorage: string[]; sessionStorage: string[]; indexedDB: string[] }> {
  return page.evaluate(async () => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name ?? '(unnamed)'),
  }));
}

/** The toast in front (sonner shows one at a time, spec §2) has this title, and this description when given. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  let toast = page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: title });
  if (description != null) toast = toast.filter({ hasText: description });
  await expect(toast).toBeVisible();
}

/** The API call with this method and path (below the v1 base), e.g. ('PATCH', '/users/current-user'). */
export function isApiCall(urls: StackUrls, method: string, path: string | RegExp) {
  return (request: { method(): string; url(): string }): boolean => {
    if (request.method() !== method) return false;
    const url = request.url();
    if (!url.startsWith(urls.apiBaseUrl)) return false;
    const rest = new URL(url).pathname.slice(new URL(urls.apiBaseUrl).pathname.length);
    return typeof path === 'string' ? rest === path : path.test(rest);
  };
}

/**
 * Makes the API answer this call with a 500 problem (or fail at the network when `abort`) until the returned
 * function is called; meanwhile counts the calls it answered, so a test can tell the request was made.
 */
export async function failApiCall(
  page: Page,
  urls: StackUrls,
  method: string,
  path: string | RegExp,
  options: { abort?: boolean } = {},
): Promise<{ hits: () => number; restore: () => Promise<void> }> {
  let hits = 0;
  const matches = isApiCall(urls, method, path);
  const matcher = (url: URL) => url.href.startsWith(urls.apiBaseUrl);
  const handler = async (route: Route) => {
    if (!matches(route.request())) return route.fallback();
    hits += 1;
    if (options.abort) return route.abort('connectionfailed');
    return route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      headers: { 'access-control-allow-origin': urls.consoleOrigin },
      body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
    });
  };
  await page.route(matcher, handler);
  return { hits: () => hits, restore: () => page.unroute(matcher, handler) };
}

/** Scrolls the terms gate's text to its end once it has rendered, and agrees (spec §2). */
export async function agreeToTerms(page: Page): Promise<void> {
  const terms = page.getByRole('region', { name: 'Terms of Service' });
  await expect(terms.getByRole('heading', { name: 'Pod Console terms of service (2026-01)' })).toBeVisible();
  const agree = page.getByRole('button', { name: 'I Agree' });
  await expect(async () => {
    await terms.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(agree).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await agree.click();
  await expect(page.getByRole('heading', { name: 'Updated Terms of Service' })).toBeHidden();
}

/**
 * The Licences page's counts (spec §2, §4): the summary's assigned and unassigned ("Pod Creator Licenses
 * Available") cards, and the sidebar card's "{assigned} / {available} Pod Creators".
 */
export async function expectCounts(page: Page, assigned: number, unassigned: number, available: number) {
  const summary = page.getByRole('list', { name: 'License summary' });
  await expect(summary.getByRole('listitem').first()).toHaveText(new RegExp(`^Pod Creators\\s*${assigned}$`));
  await expect(summary.getByRole('listitem').nth(1)).toHaveText(
    new RegExp(`^Pod Creator Licenses Available\\s*${unassigned}$`),
  );
  await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText(
    `${assigned} / ${available} Pod Creators`,
  );
}

/** A mail the stack's local mail catcher caught (apps/local's mail catcher, `GET /api/messages`). */
export interface CaughtMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
}

/** The mails sent to `address` so far, newest first. */
export async function mailsTo(urls: StackUrls, address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${urls.mailInboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/** Waits until a mail to `address` whose subject matches has arrived (the API's sender polls its outbox). */
export async function waitForMail(urls: StackUrls, address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(urls, address)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${address} with the subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
