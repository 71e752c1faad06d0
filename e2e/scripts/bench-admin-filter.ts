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
// keystrokes, per CPU rate. What the server spends per call is in `npm run bench:admin -w @pod-console/local`.
// BENCH_PROFILE=<file> writes a CPU profile of the 4× rounds. BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a throwaway database created beside the URL's and dropped
// afterwards) instead of PGlite: the API as a deployment runs it, where PGlite's in-process queries are not the cost.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { chromium, type Page } from '@playwright/test';
import pg from 'pg';

import { CHROMIUM_ARGS, MEASURING_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startE2eStack } from '../src/global-setup';

const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);
const ROUNDS = Math.max(Number(process.env.BENCH_ROUNDS ?? 3), 1);
// Words typed one key at a time, cleared between words: prefixes that match many, few and no organizations.
const WORDS = ['acme', 'studio', 'example.com', 'zzqx'];
const CPU_RATES = [1, 4];

const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
// BENCH_PROFILE=<file>: a CPU profile of the page over the rounds at the last CPU rate (DevTools opens it).
const PROFILE_PATH = process.env.BENCH_PROFILE;

/** A database of its own beside BENCH_DATABASE_URL's, for the run: its URL and how to drop it. */
async function throwawayDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pod_console_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

function seed(dataDir: string, databaseUrl: string | undefined): void {
  const local = dirname(createRequire(import.meta.url).resolve('@pod-console/local/package.json'));
  execFileSync(
    process.execPath,
    [join(local, 'dist/seed-cli.js'), '--organizations', String(ORGANIZATIONS)],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      stdio: 'inherit',
    },
  );
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

/**
 * The in-page recorder, installed before the app loads: from a keydown in the filter box to the first change of
 * the page after which nothing in the main area is busy (the table sets `aria-busy` while the next page loads and
 * drops it with the new rows). An answer that changes nothing on screen ("No organizations match" twice) counts
 * at the second frame after it arrived.
 */
interface Sample {
  /** keydown → updated rows */
  total: number;
  /** keydown → the list call leaves */
  toRequest: number;
  /** the call leaves → its answer is in */
  server: number;
}

function recorder(): void {
  const state = window as unknown as {
    __keyAt: number | null;
    __requestAt: number | null;
    __answerAt: number | null;
    __samples: Sample[];
  };
  state.__keyAt = null;
  state.__samples = [];
  const record = () => {
    const { __keyAt: keyAt, __requestAt: requestAt, __answerAt: answerAt } = state;
    // Rows from the keystroke's own answer: every keystroke of a fresh page asks the server (nothing is cached), so
    // a change of the page before that answer is in (a re-render of the filter box) is not the updated rows.
    const answered = requestAt != null && answerAt != null;
    if (keyAt != null && answered && document.querySelector('main [aria-busy="true"]') == null) {
      state.__samples.push({
        total: performance.now() - keyAt,
        toRequest: requestAt - keyAt,
        server: answerAt - requestAt,
      });
      state.__keyAt = null;
    }
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'search') {
        state.__keyAt = event.timeStamp;
        state.__requestAt = null;
        state.__answerAt = null;
      }
    },
    { capture: true },
  );
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    const isList = /\/admin\/organizations(\?|$)/.test(url);
    if (isList && state.__keyAt != null) state.__requestAt = performance.now();
    const response = await originalFetch(...args);
    if (isList) {
      if (state.__keyAt != null) state.__answerAt = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(record, 0)));
    }
    return response;
  };
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver(record).observe(document.body, {
      attributes: true,
      attributeFilter: ['aria-busy'],
      childList: true,
      subtree: true,
    }),
  );
}

async function typeMeasured(page: Page, word: string): Promise<void> {
  const filter = page.getByLabel('Filter organizations');
  for (const key of word) {
    const before = await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples.length);
    await filter.press(key);
    await page
      .waitForFunction(
        (count) => (window as unknown as { __samples: Sample[] }).__samples.length > count,
        before,
        { timeout: 30_000 },
      )
      .catch(async (error: unknown) => {
        const seen = await page.evaluate(() => ({
          keyAt: (window as unknown as { __keyAt: number | null }).__keyAt,
          samples: (window as unknown as { __samples?: Sample[] }).__samples?.length,
          busy: document.querySelectorAll('main [aria-busy="true"]').length,
          value: document.querySelector<HTMLInputElement>('main input[type="search"]')?.value,
          url: location.href,
        }));
        throw new Error(`no updated rows after "${key}" of "${word}": ${JSON.stringify(seen)}`, {
          cause: error,
        });
      });
  }
  await filter.fill('');
  await page.getByText(/^[\d,]+ organizations?$/).waitFor();
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') == null);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pod-console-bench-'));
  const database = BENCH_DATABASE_URL ? await throwawayDatabase(BENCH_DATABASE_URL) : undefined;
  try {
    console.log(
      `Seeding ${ORGANIZATIONS.toLocaleString('en-US')} organizations in ${database ? 'PostgreSQL' : 'PGlite'}…`,
    );
    seed(dataDir, database?.url);
    const { stack, close } = await startE2eStack({
      dataDir,
      ...(database && { databaseUrl: database.url }),
    });
    const browser = await chromium.launch({ executablePath: MEASURING_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({
        baseURL: stack.consoleOrigin,
        viewport: { width: 1280, height: 800 },
      });
      // tsx (esbuild) names functions with a `__name` helper that the page does not have: give it one.
      await context.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})();` });
      const page = await context.newPage();
      await signInAsAdmin(page);
      const cdp = await context.newCDPSession(page);
      console.log(`\nFilter keystroke → updated rows, ${WORDS.length} words × ${ROUNDS} rounds:`);
      for (const rate of CPU_RATES) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const profiling = PROFILE_PATH != null && rate === CPU_RATES[CPU_RATES.length - 1];
        if (profiling) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        const samples: Sample[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          // A fresh page each round: no answer is in the query cache yet, so every keystroke asks the server.
          await page.reload();
          await page.getByText(/^[\d,]+ organizations?$/).waitFor();
          for (const word of WORDS) await typeMeasured(page, word);
          samples.push(
            ...(await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples)),
          );
        }
        const figure = (pick: (sample: Sample) => number) => {
          const sorted = samples.map(pick).sort((x, y) => x - y);
          return `median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
        };
        console.log(`  CPU ${rate}×, ${samples.length} keystrokes:`);
        console.log(`    keystroke → updated rows   ${figure((sample) => sample.total)}`);
        console.log(`    keystroke → call sent      ${figure((sample) => sample.toRequest)}`);
        console.log(`    call → answer              ${figure((sample) => sample.server)}`);
        if (profiling) {
          const { profile } = await cdp.send('Profiler.stop');
          await writeFile(PROFILE_PATH, JSON.stringify(profile));
          console.log(`    CPU profile of these rounds (page loads included): ${PROFILE_PATH}`);
        }
      }
    } finally {
      await browser.close();
      await close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
