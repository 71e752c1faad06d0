// A benchmark, not a test (docs/architecture.md, "Budgets"): how long a keystroke in the Licences page's search box
// takes to reach updated rows, with 10,000 licences in one organization, in Chromium at 1× and at 4× CPU slowdown.
// The search runs in the browser over the licences the page holds (docs/decisions/0027-licences-at-scale.md): the
// figure is the page's own work, with no call in between.
//
//   npm run bench:license-search -w @pod-console/e2e       (BENCH_LICENSES=10000 BENCH_ROUNDS=3 by default)
//   BENCH_TRACE=/tmp/search.json …                         also writes a Chromium trace of one search at 4×
//
// How: `npm run seed` fills a PGlite folder with the demo data; the seed makes no organization that large, so
// BENCH_LICENSES licences are then inserted into Alice's Acme Robotics with plain SQL (its purchased licence count
// raised to match), half of them claimed with a device. The e2e stack (the real API, identity provider and a
// production build of the console) starts on that folder and Alice signs in on the real login page. Then, for each
// key of a few searches typed one at a time, the page itself records the key's event time and the moment the live
// count ("Showing N of M licenses") and the rows, which change in the same commit, show the new search; the next key
// waits for that. Only keys that change what is found are measured (a key that finds the same licences changes
// nothing on screen). Figures: median, p95 and max over all measured keys, per CPU rate.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, MEASURING_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { fillAcmeLicenses, seedDemo } from '../src/bench-data';
import { startE2eStack } from '../src/global-setup';

const LICENSES = Number(process.env.BENCH_LICENSES ?? 10_000);
const ROUNDS = Math.max(Number(process.env.BENCH_ROUNDS ?? 3), 1);
// Searches typed one key at a time, cleared between them: words that find many, some, one and no licences.
const WORDS = ['lobby 0', 'stage camera 09', '4821', 'zebra'];
const CPU_RATES = [1, 4];
/** A Chromium trace (for chrome://tracing or DevTools' Performance panel) of one more search at 4×, when set. */
const TRACE = process.env.BENCH_TRACE;

/** What the page's search finds (the domain's filterLicenses: the identifier contains the trimmed, lower-cased text). */
const foundBy = (identifiers: readonly string[], text: string) => {
  const search = text.trim().toLowerCase();
  return identifiers.filter((identifier) => identifier.toLowerCase().includes(search)).length;
};

async function signInAsAlice(page: Page, total: number): Promise<void> {
  await page.goto('/members');
  await page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('button', { name: /^alice@example\.com\b/ })
    .click();
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 120_000 });
  await showing(page, total);
}

const showing = (page: Page, found: number, total?: number) =>
  page
    .getByText(
      new RegExp(
        `^Showing ${found.toLocaleString('en-US')} of ${(total ?? 0) > 0 ? total!.toLocaleString('en-US') : '[\\d,]+'} licenses$`,
      ),
    )
    .waitFor({ timeout: 120_000 });

interface Sample {
  /** keydown → the live count and the rows show the new search (the commit, as a MutationObserver sees it) */
  total: number;
  /** keydown → the next frame after that commit */
  frame: number;
}

/**
 * The in-page recorder, installed before the app loads: from a keydown in the search box to the first change of the
 * page after which the live count names another number of licences found (the rows change in the same commit).
 */
function recorder(): void {
  const state = window as unknown as {
    __keyAt: number | null;
    __countAt: string | null;
    __samples: Sample[];
  };
  state.__keyAt = null;
  state.__samples = [];
  const countText = () =>
    Array.from(document.querySelectorAll('main p[aria-live="polite"]'))
      .map((element) => element.textContent ?? '')
      .find((text) => text.startsWith('Showing ')) ?? null;
  const record = () => {
    const keyAt = state.__keyAt;
    if (keyAt == null) return;
    const text = countText();
    if (text == null || text === state.__countAt) return;
    const committed = performance.now();
    state.__keyAt = null;
    requestAnimationFrame(() =>
      state.__samples.push({ total: committed - keyAt, frame: performance.now() - keyAt }),
    );
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'search') {
        state.__keyAt = event.timeStamp;
        state.__countAt = countText();
      }
    },
    { capture: true },
  );
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver(record).observe(document.body, {
      childList: true,
      characterData: true,
      subtree: true,
    }),
  );
}

const samplesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples.length);

async function typeMeasured(page: Page, identifiers: readonly string[], word: string): Promise<void> {
  const search = page.getByLabel('Search licenses');
  let typed = '';
  let found = identifiers.length;
  for (const key of word) {
    typed += key;
    const next = foundBy(identifiers, typed);
    const before = await samplesOf(page);
    await search.press(key === ' ' ? 'Space' : key);
    if (next === found) {
      // Nothing on screen changes: wait for the page to settle, unmeasured.
      await showing(page, next);
      await page.waitForTimeout(100);
      await page.evaluate(() => ((window as unknown as { __keyAt: null }).__keyAt = null));
      continue;
    }
    found = next;
    await page
      .waitForFunction(
        (count) => (window as unknown as { __samples: Sample[] }).__samples.length > count,
        before,
        {
          timeout: 30_000,
        },
      )
      .catch((error: unknown) => {
        throw new Error(`no updated rows after "${key}" of "${word}" (expected ${next} found)`, {
          cause: error,
        });
      });
    await showing(page, next);
  }
  await search.fill('');
  await showing(page, identifiers.length);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pod-console-bench-'));
  try {
    console.log('Seeding the demo data…');
    seedDemo(dataDir);
    console.log(`Adding ${LICENSES.toLocaleString('en-US')} licences to Acme Robotics…`);
    const identifiers = await fillAcmeLicenses(dataDir, LICENSES);
    const { stack, close } = await startE2eStack({ dataDir });
    const browser = await chromium.launch({ executablePath: MEASURING_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({
        baseURL: stack.consoleOrigin,
        viewport: { width: 1280, height: 800 },
      });
      // tsx (esbuild) names functions with a `__name` helper that the page does not have: give it one.
      await context.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})();` });
      const page = await context.newPage();
      await signInAsAlice(page, identifiers.length);
      const cdp = await context.newCDPSession(page);
      console.log(
        `\nSearch keystroke → updated rows, ${identifiers.length.toLocaleString('en-US')} licences, ` +
          `${WORDS.length} searches × ${ROUNDS} rounds:`,
      );
      for (const rate of CPU_RATES) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.evaluate(() => ((window as unknown as { __samples: Sample[] }).__samples = []));
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const word of WORDS) await typeMeasured(page, identifiers, word);
        }
        const samples = await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
        const figure = (pick: (sample: Sample) => number) => {
          const sorted = samples.map(pick).sort((x, y) => x - y);
          return (
            `median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
            `max ${sorted.at(-1)!.toFixed(1)} ms`
          );
        };
        console.log(`  CPU ${rate}×, ${samples.length} keystrokes:`);
        console.log(`    keystroke → updated rows   ${figure((sample) => sample.total)}`);
        console.log(`    keystroke → next frame     ${figure((sample) => sample.frame)}`);
      }
      if (TRACE) {
        await browser.startTracing(page, {
          path: TRACE,
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink.user_timing',
          ],
        });
        await typeMeasured(page, identifiers, WORDS[0]!);
        await browser.stopTracing();
        console.log(`  trace of "${WORDS[0]}" at 4×: ${TRACE}`);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    } finally {
      await browser.close();
      await close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
