// A benchmark, not a test (docs/architecture.md, "Budgets"): how long a keystroke in the Organizations page's
// filter box takes to reach updated rows, with 10,000 organizations, in Chromium at 1× and at 4× CPU slowdown.
//
//   npm run bench:admin-filter -w @pod-console/e2e       (BENCH_ORGANIZATIONS=10000 BENCH_ROUNDS=3 by default)
//
// How: `npm run seed -- --organizations N` fills a PGlite folder (the demo data plus N organizations), the e2e
// stack (the real API, identity provider and a production build of the console) starts on it, and the platform
// admin signs in on the real login page. Then, for each keystroke of a few words typed one key at a time, the page
// itself records the key's event time and the moment the table, busy while the new page loads, shows the server's
// answer (`aria-busy` back to false); the next key waits for that. Figures: median, p95 and max over all
// keystrokes, per CPU rate. What the server spends per call is in `npm run bench:admin -w @pod-console/api`.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startE2eStack } from '../src/global-setup';

const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);
const ROUNDS = Math.max(Number(process.env.BENCH_ROUNDS ?? 3), 1);
// Words typed one key at a time, cleared between words: prefixes that match many, few and no organizations.
const WORDS = ['acme', 'studio', 'example.com', 'zzqx'];
const CPU_RATES = [1, 4];

function seed(dataDir: string): void {
  const api = dirname(createRequire(import.meta.url).resolve('@pod-console/api/package.json'));
  execFileSync(process.execPath, [join(api, 'dist/seed-cli.js'), '--organizations', String(ORGANIZATIONS)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/organizations');
  await page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('button', { name: /^admin@example\.com\b/ })
    .click();
  await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
  await page.getByText(/^[\d,]+ organizations?$/).waitFor();
}

/** Installs the in-page recorder: keydown time → the table's `aria-busy` going back to false. */
async function installRecorder(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { __keyAt: number | null; __samples: number[] };
    state.__keyAt = null;
    state.__samples = [];
    const input = document.querySelector<HTMLInputElement>('input[type="search"], input[name="q"]');
    const filter = input ?? document.querySelector<HTMLInputElement>('main input');
    filter?.addEventListener('keydown', (event) => (state.__keyAt = event.timeStamp), { capture: true });
    const table = document.querySelector('main [aria-busy]') ?? document.querySelector('main table');
    if (table == null) throw new Error('no table with aria-busy on the page');
    new MutationObserver(() => {
      if (state.__keyAt != null && table.getAttribute('aria-busy') !== 'true') {
        state.__samples.push(performance.now() - state.__keyAt);
        state.__keyAt = null;
      }
    }).observe(table, { attributes: true, attributeFilter: ['aria-busy'], childList: true, subtree: true });
  });
}

async function typeMeasured(page: Page, word: string): Promise<void> {
  const filter = page.getByLabel('Filter organizations');
  for (const key of word) {
    const before = await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples.length);
    await filter.press(key);
    await page.waitForFunction(
      (count) => (window as unknown as { __samples: number[] }).__samples.length > count,
      before,
      { timeout: 30_000 },
    );
  }
  await filter.fill('');
  await page.getByText(/^[\d,]+ organizations?$/).waitFor();
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') == null);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pod-console-bench-'));
  try {
    console.log(`Seeding ${ORGANIZATIONS.toLocaleString('en-US')} organizations…`);
    seed(dataDir);
    const { stack, close } = await startE2eStack({ dataDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({
        baseURL: stack.consoleOrigin,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await signInAsAdmin(page);
      const cdp = await context.newCDPSession(page);
      console.log(`\nFilter keystroke → updated rows, ${WORDS.length} words × ${ROUNDS} rounds:`);
      for (const rate of CPU_RATES) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const samples: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          // A fresh page each round: no answer is in the query cache yet, so every keystroke asks the server.
          await page.reload();
          await page.getByText(/^[\d,]+ organizations?$/).waitFor();
          await installRecorder(page);
          for (const word of WORDS) await typeMeasured(page, word);
          samples.push(
            ...(await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples)),
          );
        }
        const sorted = [...samples].sort((a, b) => a - b);
        console.log(
          `  CPU ${rate}×: median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
            `max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms over ${sorted.length} keystrokes`,
        );
      }
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
