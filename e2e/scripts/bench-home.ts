// A benchmark, not a test (docs/architecture.md, "Budgets"): the signed-in Home on the phone profile, as a member
// opening the console on a phone meets it, against a floor measured beside it.
//
//   BENCH_ONLY=home npm run bench                 (from the root: builds first, then runs this script)
//   cd e2e && npx tsx scripts/bench-home.ts       (on what is built, floor included: `npm run build:floor -w
//                                                  @pod-console/console`; BENCH_RUNS=5, BENCH_JSON=<file> for JSON)
//
// How: the e2e stack (a production build of the console with its brotli and gzip twins, served by the console
// server of `npm start`, the API and the identity provider on freshly seeded demo data) starts; alice signs in on
// the real login page, unthrottled, and her session (cookies and the identity client's local storage) is kept.
// Then BENCH_RUNS pairs: a new browser context with that session and an empty HTTP cache, on the phone profile
// (412 × 823 CSS px at 1.75 device pixels; 150 ms round trip, 1.6 Mbps down, 750 kbps up and a 4× CPU slowdown,
// through the DevTools protocol), opens Home; another, with no session, opens the floor page (apps/console/floor:
// the same React rendering one small table from data it carries, built with the same compression and served by a
// second console server; src/first-screen.ts). The pairs alternate which goes first, so a machine that slows down
// during the run weighs on both alike. Each page records, from navigation start:
//   - Largest Contentful Paint: the last `largest-contentful-paint` entry once the page is quiet;
//   - time to table: the frame after the first row of the licence table is in the DOM.
// Figures: the medians of Home and of the floor, and the median of each pair's ratio (Home ÷ floor): the figure
// the budgets hold, since the same code gives different absolute times on different machines.
// BENCH_TRACE=1 prints each load's requests as well (start and end from navigation start, ms) and the LCP element,
// to see what waits on what; BENCH_PROFILE=<file> writes a CPU profile of each load there, BENCH_CHROME_TRACE=<file>
// a Chrome trace (timers, tasks, paints: open it in DevTools' Performance panel); the last load's stays. BENCH_CPU
// (4) changes the CPU slowdown. BENCH_BLOCK=<regular expression> refuses the requests it matches in both pages (a
// bound on what a file costs: BENCH_BLOCK='\.woff2$' loads without the web font; BENCH_BLOCK='^$' matches nothing
// and is the run to compare with, since intercepting requests costs a little). Each report line also gives the
// pairs' lowest and highest ratio: two runs whose ranges overlap did not tell two builds apart.
import { writeFile } from 'node:fs/promises';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, MEASURING_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import {
  measurePairs,
  PHONE_CPU_SLOWDOWN,
  serveFloor,
  signedInSession,
  withoutPicture,
  type PairFigures,
  type StorageState,
} from '../src/first-screen';
import { startE2eStack } from '../src/global-setup';

const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 5), 1);

/**
 * What `npm run bench` reads from BENCH_JSON: Home as a returning member meets it when nothing changed since their
 * last visit (its last picture shows, docs/decisions/0054-home-last-picture.md), and when something did (the
 * console draws it), each against its own floor loads.
 */
export interface HomeFigures extends PairFigures {
  drawn: PairFigures;
}

async function main(): Promise<void> {
  const started = Date.now();
  const { stack, urls, close } = await startE2eStack();
  console.log(
    `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: console ${stack.consoleOrigin}`,
  );
  const floor = await serveFloor({
    apiBaseUrl: stack.apiBaseUrl,
    authDomain: stack.issuer,
    authClientId: 'floor',
    authAudience: 'floor',
  });
  const browser = await chromium.launch({ executablePath: MEASURING_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const storageState = await signedInSession(browser, urls, 'alice@example.com');
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const measure = (session: StorageState) =>
      measurePairs(browser, { home: urls.consoleOrigin, floor: floor.origin, storageState: session }, RUNS, {
        settle: true,
        cpuSlowdown: Number(process.env.BENCH_CPU ?? PHONE_CPU_SLOWDOWN),
        printRequests: Boolean(process.env.BENCH_TRACE),
        ...(process.env.BENCH_PROFILE && { cpuProfilePath: process.env.BENCH_PROFILE }),
        ...(process.env.BENCH_CHROME_TRACE && { chromeTracePath: process.env.BENCH_CHROME_TRACE }),
        ...(process.env.BENCH_BLOCK != null && { blockRequests: new RegExp(process.env.BENCH_BLOCK) }),
        onPair: (run, { home, floor: floorSample }) =>
          console.log(
            `  pair ${run}: Home LCP ${ms(home.lcp)}, table ${ms(home.timeToTable)}; ` +
              `floor LCP ${ms(floorSample.lcp)}, table ${ms(floorSample.timeToTable)}`,
          ),
      });
    const spread = (figures: PairFigures, pick: (page: PairFigures['samples'][number]['home']) => number) => {
      const ratios = figures.samples.map(({ home, floor: floorPage }) => pick(home) / pick(floorPage));
      return `pairs ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
    };
    const report = (what: string, figures: PairFigures) =>
      console.log(
        `${what}, median of ${RUNS} pairs: LCP ${ms(figures.lcp)} ` +
          `(${figures.ratio.lcp.toFixed(2)}× the floor's ${ms(figures.floor.lcp)}; ` +
          `${spread(figures, (page) => page.lcp)}), licence table ${ms(figures.timeToTable)} ` +
          `(${figures.ratio.timeToTable.toFixed(2)}× the floor's ${ms(figures.floor.timeToTable)}; ` +
          `${spread(figures, (page) => page.timeToTable)})`,
      );
    console.log('Home unchanged since the last visit (its last picture shows):');
    const pictured = await measure(storageState);
    report('Home on the phone profile, unchanged', pictured);
    console.log('Home changed since the last visit (the console draws it):');
    const drawn = await measure(withoutPicture(storageState));
    report('Home on the phone profile, changed', drawn);
    const figures: HomeFigures = { ...pictured, drawn };
    if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  } finally {
    await browser.close();
    await floor.close();
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
