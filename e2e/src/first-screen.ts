// The first screen on the phone profile, beside the floor page (docs/architecture.md, "Budgets"): what the bench
// (scripts/bench-home.ts) and the journeys' guard (tests/first-screen.spec.ts) both measure. The floor is the
// least a React page that shows a table can cost (apps/console/floor): the same React, built with the same
// compression, served by the same console server, with no sign-in and no API call. Home is read as a ratio to it,
// measured in the same run on the same machine, because the same code gives other absolute times elsewhere.
import { access, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createConsoleHandler, type ConsoleServerOptions } from '@pod-console/local';
import type { Browser, BrowserContext } from '@playwright/test';

import { signIn, type Email } from './fixtures';
import type { StackUrls } from './stack-env';

const FLOOR_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/console/floor/dist');

/** The phone profile: Lighthouse's mobile screen, its slow 4G, and a 4× CPU slowdown. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;

/** The first row of the page's table: Home's licence table (features/licenses) and the floor's. */
export const FIRST_ROW = 'main table tbody tr';

/** Where the console keeps Home's last picture (apps/console lib/first-screen-picture.ts, decision 0054). */
export const PICTURE_STORAGE_KEY = 'pod-console.first-screen-picture';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface PageFigures {
  /** Largest Contentful Paint, ms from navigation start. */
  lcp: number;
  /** The frame after the table's first row is in the DOM, ms from navigation start. */
  timeToTable: number;
  /**
   * With `untilEveryLicense`: the first frame with every licence in (no "Loading all … licenses" left, decision
   * 0053), ms from navigation start.
   */
  timeToEveryLicense?: number;
}

export interface PairFigures extends PageFigures {
  /** Pairs measured. Home's and the floor's figures are medians over them, ms. */
  runs: number;
  floor: PageFigures;
  /** The median of the pairs' ratios, Home ÷ floor. */
  ratio: PageFigures;
  samples: Array<{ home: PageFigures; floor: PageFigures }>;
}

export interface LoadOptions {
  storageState?: StorageState;
  cpuSlowdown?: number;
  /** Wait until the network is quiet, so a later, larger paint counts in LCP (the bench); else LCP so far. */
  settle?: boolean;
  /** Print each request (start → end, ms from navigation start) and the LCP element. */
  printRequests?: boolean;
  /** Write a CPU profile of the load there. */
  cpuProfilePath?: string;
  /** Write a Chrome trace of the load there (DevTools' Performance panel opens it). */
  chromeTracePath?: string;
  /**
   * Requests whose URL matches are refused (the bench's BENCH_BLOCK): a bound on what one file costs the first
   * screen, e.g. the web font. Interception itself slows every request a little: compare with a run that blocks
   * a URL nothing asks for.
   */
  blockRequests?: RegExp;
  /** Also wait for every licence (a large organization's whole answer after its first page) and time it. */
  untilEveryLicense?: boolean;
}

/** What Home shows while only a first page of licences is in (apps/console licenses-page.tsx, decision 0053). */
const WAITING_FOR_EVERY_LICENSE = '[data-waiting="all-licenses"]';
/** How long a large organization's whole answer may take on the phone profile before a run is given up. */
const EVERY_LICENSE_LIMIT_MS = 180_000;

interface Marks {
  __lcp: number | null;
  __lcpElement?: string | null;
  __tableAt: number | null;
}

/** Runs in the page before any of its scripts. */
function recorder(rowSelector: string): void {
  const state = window as unknown as Marks;
  state.__lcp = null;
  state.__tableAt = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.__lcp = entry.startTime;
      const element = (entry as PerformanceEntry & { element?: Element | null }).element;
      state.__lcpElement = element
        ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`
        : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (state.__tableAt != null || document.querySelector(rowSelector) == null) return;
    observer.disconnect();
    // The row is in the DOM; the frame that shows it comes next.
    requestAnimationFrame(() => {
      state.__tableAt = performance.now();
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Signs `email` in once on the phone profile's screen (unthrottled) and keeps the session (cookies and the local
 * storage: the identity client's cache, the remembered organization, Home's picture).
 */
export async function signedInSession(
  browser: Browser,
  urls: StackUrls,
  email: Email,
): Promise<StorageState> {
  // On the phone the loads are measured on: Home's picture is kept for the width it was taken at.
  const context = await browser.newContext({ ...PHONE, baseURL: urls.consoleOrigin });
  try {
    const page = await context.newPage();
    await signIn(page, urls, email);
    await page.locator(FIRST_ROW).first().waitFor();
    // As a member who has seen Home: its picture is kept a frame after it shows (docs/decisions/
    // 0054-home-last-picture.md).
    await page.waitForFunction((key) => localStorage.getItem(key) != null, PICTURE_STORAGE_KEY);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The same session without Home's last picture: a member whose Home changed since their last visit, whose first
 * screen the console draws itself (docs/decisions/0054-home-last-picture.md). The figure the console's code moves.
 */
export function withoutPicture(storageState: StorageState): StorageState {
  return {
    ...storageState,
    origins: storageState.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => name !== PICTURE_STORAGE_KEY),
    })),
  };
}

/** Opens `origin` on the phone profile in a new context with an empty HTTP cache. */
export async function loadOnPhone(
  browser: Browser,
  origin: string,
  options: LoadOptions = {},
): Promise<PageFigures> {
  const { storageState, cpuSlowdown = PHONE_CPU_SLOWDOWN } = options;
  const context = await browser.newContext({
    ...PHONE,
    baseURL: origin,
    ...(storageState && { storageState }),
  });
  try {
    // tsx (esbuild) names functions with a `__name` helper that the page does not have: give it one.
    await context.addInitScript({
      content: `var __name = (f) => f; (${recorder.toString()})(${JSON.stringify(FIRST_ROW)});`,
    });
    if (options.blockRequests) await context.route(options.blockRequests, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (options.cpuProfilePath) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (options.chromeTracePath)
      await browser.startTracing(page, {
        path: options.chromeTracePath,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute'],
      });
    await page.goto('/');
    // The paint that shows the row is reported as a largest-contentful-paint entry a moment after it: wait for both.
    await page.waitForFunction(
      () => {
        const { __tableAt, __lcp } = window as unknown as Marks;
        return __tableAt != null && __lcp != null;
      },
      null,
      { timeout: 60_000 },
    );
    const timeToEveryLicense = options.untilEveryLicense
      ? await (
          await page.waitForFunction(
            (waiting) => (document.querySelector(waiting) == null ? performance.now() : false),
            WAITING_FOR_EVERY_LICENSE,
            { timeout: EVERY_LICENSE_LIMIT_MS, polling: 'raf' },
          )
        ).jsonValue()
      : undefined;
    if (options.settle) {
      // A later paint may still be larger: the entries stop once the page has nothing left to load.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
    }
    const marks = await page.evaluate(() => {
      const { __lcp, __lcpElement, __tableAt } = window as unknown as Marks;
      const requests = performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      }));
      return { lcp: __lcp, lcpElement: __lcpElement, tableAt: __tableAt, url: location.href, requests };
    });
    if (options.chromeTracePath) await browser.stopTracing();
    if (options.cpuProfilePath) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
      await writeFile(options.cpuProfilePath, JSON.stringify(profile));
      console.log(`    CPU profile of the load: ${options.cpuProfilePath}`);
    }
    if (options.printRequests) {
      console.log(`    LCP element: ${marks.lcpElement ?? 'none'}`);
      for (const request of marks.requests)
        console.log(
          `    ${request.start.toFixed(0).padStart(5)} → ${request.end.toFixed(0).padStart(5)}  ${request.name}`,
        );
    }
    if (!marks.url.startsWith(origin) || marks.lcp == null || marks.tableAt == null)
      throw new Error(`${origin} did not show its table: ${JSON.stringify(marks)}`);
    return {
      lcp: marks.lcp,
      timeToTable: marks.tableAt,
      ...(typeof timeToEveryLicense === 'number' && { timeToEveryLicense }),
    };
  } finally {
    await context.close();
  }
}

/** Serves the built floor page with the console server of `npm start`, on a free port. */
export async function serveFloor(config: ConsoleServerOptions['config']) {
  await access(join(FLOOR_DIST, 'index.html')).catch(() => {
    throw new Error(
      `No floor page at ${FLOOR_DIST}: build it with \`npm run build:floor -w @pod-console/console\` ` +
        '(`npm run bench` and `npm test` do).',
    );
  });
  const handle = createConsoleHandler({ directory: FLOOR_DIST, config });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * `runs` pairs of loads, Home (signed in with `storageState`) and the floor, each in a fresh context. The pairs
 * alternate which goes first, so a machine that slows down during the run weighs on both alike.
 */
export async function measurePairs(
  browser: Browser,
  pages: { home: string; floor: string; storageState: StorageState },
  runs: number,
  options: Omit<LoadOptions, 'storageState'> & {
    onPair?: (run: number, pair: PairFigures['samples'][number]) => void;
  } = {},
): Promise<PairFigures> {
  const { onPair, ...load } = options;
  const loadHome = () => loadOnPhone(browser, pages.home, { ...load, storageState: pages.storageState });
  const loadFloor = () => loadOnPhone(browser, pages.floor, load);
  const samples: PairFigures['samples'] = [];
  for (let run = 1; run <= runs; run += 1) {
    const pair =
      run % 2 === 1
        ? { floor: await loadFloor(), home: await loadHome() }
        : { home: await loadHome(), floor: await loadFloor() };
    samples.push(pair);
    onPair?.(run, pair);
  }
  const of = (pick: (sample: PairFigures['samples'][number]) => number) => median(samples.map(pick));
  return {
    runs,
    lcp: of((sample) => sample.home.lcp),
    timeToTable: of((sample) => sample.home.timeToTable),
    floor: {
      lcp: of((sample) => sample.floor.lcp),
      timeToTable: of((sample) => sample.floor.timeToTable),
    },
    ratio: {
      lcp: of((sample) => sample.home.lcp / sample.floor.lcp),
      timeToTable: of((sample) => sample.home.timeToTable / sample.floor.timeToTable),
    },
    samples,
  };
}
