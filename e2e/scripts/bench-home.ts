// A benchmark, not a test (docs/architecture.md, "Budgets"): the signed-in Home on the phone profile, as a member
// opening the console on a phone meets it.
//
//   BENCH_ONLY=home npm run bench                 (from the root: builds first, then runs this script)
//   cd e2e && npx tsx scripts/bench-home.ts       (on what is built; BENCH_RUNS=5, BENCH_JSON=<file> for JSON)
//
// How: the e2e stack (a production build of the console with its brotli and gzip twins, served by the console
// server of `npm start`, the API and the identity provider on freshly seeded demo data) starts; alice signs in on
// the real login page, unthrottled, and her session (cookies and the identity client's local storage) is kept.
// Then BENCH_RUNS times: a new browser context with that session and an empty HTTP cache, on the phone profile
// (412 × 823 CSS px at 1.75 device pixels; 150 ms round trip, 1.6 Mbps down, 750 kbps up and a 4× CPU slowdown,
// through the DevTools protocol), opens Home. The page itself records, from navigation start:
//   - Largest Contentful Paint: the last `largest-contentful-paint` entry once the page is quiet;
//   - time to table: the frame after the first row of the licence table is in the DOM.
// Figures: the median of the runs, and each run. BENCH_TRACE=1 prints each load's requests as well (start and end
// from navigation start, ms) and the LCP element, to see what waits on what; BENCH_PROFILE=<file> writes a CPU
// profile of each load there, BENCH_CHROME_TRACE=<file> a Chrome trace (timers, tasks, paints: open it in
// DevTools' Performance panel); the last load's stays. BENCH_CPU (4) changes the CPU slowdown.
import { writeFile } from 'node:fs/promises';

import { chromium, type Browser, type BrowserContext } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { signIn } from '../src/fixtures';
import { E2E_SUPPORT_EMAIL, startE2eStack } from '../src/global-setup';
import type { StackUrls } from '../src/stack-env';

const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 5), 1);

/** The phone profile of docs/architecture.md ("Budgets"); the screen is Lighthouse's mobile one. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);

/** The licence table's rows (apps/console/src/features/licenses/license-table.tsx). */
const TABLE_ROW = 'main table tbody tr';

export interface HomeFigures {
  runs: number;
  /** Medians, ms. */
  lcp: number;
  timeToTable: number;
  samples: Array<{ lcp: number; timeToTable: number }>;
}

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function signedInSession(browser: Browser, urls: StackUrls) {
  const context = await browser.newContext({ baseURL: urls.consoleOrigin });
  const page = await context.newPage();
  await signIn(page, urls, 'alice@example.com');
  await page.locator(TABLE_ROW).first().waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function loadHome(
  browser: Browser,
  urls: StackUrls,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ lcp: number; timeToTable: number }> {
  const context = await browser.newContext({ ...PHONE, baseURL: urls.consoleOrigin, storageState });
  try {
    // tsx (esbuild) names functions with a `__name` helper that the page does not have: give it one.
    await context.addInitScript({
      content: `var __name = (f) => f; (${recorder.toString()})(${JSON.stringify(TABLE_ROW)});`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (process.env.BENCH_CHROME_TRACE)
      await browser.startTracing(page, {
        path: process.env.BENCH_CHROME_TRACE,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute'],
      });
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as Marks).__tableAt != null, null, {
      timeout: 120_000,
    });
    // A later paint may still be larger: the entries stop once the page has nothing left to load.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const marks = await page.evaluate(() => {
      const { __lcp, __lcpElement, __tableAt } = window as unknown as Marks;
      const requests = performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      }));
      return { lcp: __lcp, lcpElement: __lcpElement, tableAt: __tableAt, url: location.href, requests };
    });
    if (process.env.BENCH_CHROME_TRACE) await browser.stopTracing();
    if (process.env.BENCH_PROFILE) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
      await writeFile(process.env.BENCH_PROFILE, JSON.stringify(profile));
      console.log(`    CPU profile of the load: ${process.env.BENCH_PROFILE}`);
    }
    if (process.env.BENCH_TRACE) console.log(`    LCP element: ${marks.lcpElement ?? 'none'}`);
    if (process.env.BENCH_TRACE)
      for (const request of marks.requests)
        console.log(
          `    ${request.start.toFixed(0).padStart(5)} → ${request.end.toFixed(0).padStart(5)}  ${request.name}`,
        );
    if (!marks.url.startsWith(urls.consoleOrigin) || marks.lcp == null || marks.tableAt == null)
      throw new Error(`Home did not load signed in: ${JSON.stringify(marks)}`);
    return { lcp: marks.lcp, timeToTable: marks.tableAt };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const { stack, close } = await startE2eStack();
  const urls: StackUrls = {
    consoleOrigin: stack.consoleOrigin,
    apiBaseUrl: stack.apiBaseUrl,
    issuer: stack.issuer,
    supportEmail: E2E_SUPPORT_EMAIL,
    mailInboxUrl: stack.mailInbox?.url ?? '',
    appSimulatorUrl: stack.appSimulatorUrl ?? '',
  };
  console.log(
    `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: console ${stack.consoleOrigin}`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const storageState = await signedInSession(browser, urls);
    const samples: HomeFigures['samples'] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const sample = await loadHome(browser, urls, storageState);
      samples.push(sample);
      console.log(
        `  load ${run}: LCP ${sample.lcp.toFixed(0)} ms, licence table ${sample.timeToTable.toFixed(0)} ms`,
      );
    }
    const figures: HomeFigures = {
      runs: RUNS,
      lcp: median(samples.map((sample) => sample.lcp)),
      timeToTable: median(samples.map((sample) => sample.timeToTable)),
      samples,
    };
    console.log(
      `Home on the phone profile, median of ${RUNS}: LCP ${figures.lcp.toFixed(0)} ms, ` +
        `licence table ${figures.timeToTable.toFixed(0)} ms`,
    );
    if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  } finally {
    await browser.close();
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
