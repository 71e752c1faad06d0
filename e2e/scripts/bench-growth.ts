// A benchmark, not a test (docs/architecture.md, "Budgets"): how Home's cost grows with the organization. For each
// size (BENCH_SIZES, default 100,1000,10000,50000 licences in Alice's Acme Robotics):
//   - first row: Home's first licence row on the phone profile (src/first-screen.ts), median of BENCH_RUNS (3)
//     loads, and its ratio to the first size's; and, in the same loads, the time until every licence is in (a
//     large organization shows a first page first, docs/decisions/0053-first-page-of-licences.md);
//   - at 4× CPU on a 1280 px screen, from the input event to the commit that changes the table (and to the next
//     frame): a page change (Next page), a sort (the Identifier header), and a search keystroke (only keys that
//     change what is found), BENCH_ROUNDS (5) of each, median and p95;
//   - the poll: the API's own benchmark (apps/api/scripts/bench.ts) of GET organization at that size, changed (the
//     whole answer) and unchanged (304), p99 at BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (5).
//
//   npm run bench:growth -w @pod-console/e2e     (on what is built: `npx turbo run build` first)
//
// Each size starts from a fresh copy of the demo data, filled with plain SQL (src/bench-data.ts), and a fresh stack.
// BENCH_JSON=<file> also writes the figures as JSON.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { chromium, type Browser, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, MEASURING_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { fillAcmeLicenses, seedDemo } from '../src/bench-data';
import {
  FIRST_ROW,
  loadOnPhone,
  median,
  PHONE_CPU_SLOWDOWN,
  signedInSession,
  withoutPicture,
} from '../src/first-screen';
import { startE2eStack } from '../src/global-setup';
import type { StackUrls } from '../src/stack-env';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000,50000').split(',').map(Number);
const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 3), 1);
const ROUNDS = Math.max(Number(process.env.BENCH_ROUNDS ?? 5), 1);
const POLL_CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '20';
const POLL_SECONDS = process.env.BENCH_SECONDS ?? '5';
/** Typed one key at a time; keys that find the same licences as the one before are not measured. */
const SEARCH = 'lobby 01';

interface Spread {
  median: number;
  p95: number;
}

interface SizeFigures {
  licenses: number;
  /** ms from navigation start, median */
  firstRow: number;
  firstRowRatio: number;
  /** ms from navigation start until every licence is in, median */
  everyLicense: number;
  pageChange: Spread;
  sort: Spread;
  keystroke: Spread;
  pollChangedP99: number;
  pollUnchangedP99: number;
}

interface Sample {
  /** the input event → the first change of the table */
  commit: number;
  /** … → the frame after it */
  frame: number;
}

/**
 * In the page before its scripts: a click or key sets the start (the event's own time); the first change of the
 * main area after it ends the sample. Nothing else changes the page meanwhile: an unchanged poll changes nothing.
 */
function recorder(): void {
  const state = window as unknown as { __start: number | null; __samples: Sample[] };
  state.__start = null;
  state.__samples = [];
  const start = (event: Event) => {
    state.__start = event.timeStamp;
  };
  document.addEventListener('click', start, { capture: true });
  document.addEventListener('keydown', start, { capture: true });
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver(() => {
      const started = state.__start;
      if (started == null) return;
      state.__start = null;
      const commit = performance.now() - started;
      requestAnimationFrame(() => state.__samples.push({ commit, frame: performance.now() - started }));
    }).observe(document.body, { childList: true, characterData: true, subtree: true }),
  );
}

const sampleCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples.length);

async function measured(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await sampleCount(page);
  await act();
  await page.waitForFunction(
    (count) => (window as unknown as { __samples: Sample[] }).__samples.length > count,
    before,
    { timeout: 60_000 },
  );
}

async function samplesSince(page: Page, from: number): Promise<Sample[]> {
  return (await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples)).slice(from);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function spread(samples: Sample[]): Spread {
  const sorted = samples.map((sample) => sample.frame).sort((a, b) => a - b);
  return { median: median(sorted), p95: percentile(sorted, 95) };
}

async function interactions(browser: Browser, urls: StackUrls, identifiers: readonly string[]) {
  // The console's own cost at each size: no picture of an earlier Home (docs/decisions/0054-home-last-picture.md).
  const storageState = withoutPicture(await signedInSession(browser, urls, 'alice@example.com'));
  const context = await browser.newContext({
    baseURL: urls.consoleOrigin,
    viewport: { width: 1280, height: 800 },
    storageState,
  });
  try {
    // tsx (esbuild) names functions with a `__name` helper that the page does not have: give it one.
    await context.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})();` });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 120_000 });
    // Paging, sorting and searching need every licence: a large organization's whole answer follows its first page.
    await page.getByText(/^Showing \d/).waitFor({ timeout: 120_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });

    let from = await sampleCount(page);
    const main = page.getByRole('main');
    for (let round = 0; round < ROUNDS; round += 1)
      await measured(page, () => main.getByRole('button', { name: 'Next page' }).click());
    const pageChange = spread(await samplesSince(page, from));

    from = await sampleCount(page);
    for (let round = 0; round < ROUNDS; round += 1)
      await measured(page, () => main.getByRole('button', { name: 'Identifier', exact: true }).click());
    const sort = spread(await samplesSince(page, from));

    from = await sampleCount(page);
    const search = page.getByLabel('Search licenses');
    const found = (text: string) =>
      identifiers.filter((identifier) => identifier.toLowerCase().includes(text.trim().toLowerCase())).length;
    let typed = '';
    for (const key of SEARCH) {
      const changes = found(typed + key) !== found(typed);
      typed += key;
      if (changes) await measured(page, () => search.press(key === ' ' ? 'Space' : key));
      else {
        await search.press(key === ' ' ? 'Space' : key);
        await page.waitForTimeout(300);
        await page.evaluate(() => ((window as unknown as { __start: null }).__start = null));
      }
    }
    const keystroke = spread(await samplesSince(page, from));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { pageChange, sort, keystroke, storageState };
  } finally {
    await context.close();
  }
}

/** The API's poll figures at `licenses`, from its own benchmark in a child process. */
async function pollFigures(licenses: number): Promise<{ changed: number; unchanged: number }> {
  const apiDir = dirname(createRequire(import.meta.url).resolve('@pod-console/api/package.json'));
  const folder = await mkdtemp(join(tmpdir(), 'pod-console-bench-'));
  const output = join(folder, 'figures.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('npx', ['--no-install', 'tsx', 'scripts/bench.ts'], {
        cwd: apiDir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          BENCH_LICENSES: String(licenses),
          BENCH_CASES: 'changed,unchanged',
          BENCH_CONNECTIONS: POLL_CONNECTIONS,
          BENCH_SECONDS: POLL_SECONDS,
          BENCH_JSON: output,
        },
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`API bench ended with ${code}`)),
      );
    });
    const figures = JSON.parse(await readFile(output, 'utf8')) as {
      pollChanged: { p99: number };
      pollUnchanged: { p99: number };
    };
    return { changed: figures.pollChanged.p99, unchanged: figures.pollUnchanged.p99 };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function measureSize(browser: Browser, licenses: number): Promise<Omit<SizeFigures, 'firstRowRatio'>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pod-console-bench-'));
  try {
    seedDemo(dataDir);
    const identifiers = await fillAcmeLicenses(dataDir, licenses);
    const { urls, close } = await startE2eStack({ dataDir });
    try {
      const { storageState, ...timed } = await interactions(browser, urls, identifiers);
      const loads: number[] = [];
      const everyLicense: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const load = await loadOnPhone(browser, urls.consoleOrigin, {
          storageState,
          untilEveryLicense: true,
        });
        loads.push(load.timeToTable);
        everyLicense.push(load.timeToEveryLicense ?? load.timeToTable);
      }
      const poll = await pollFigures(identifiers.length);
      return {
        licenses: identifiers.length,
        firstRow: median(loads),
        everyLicense: median(everyLicense),
        ...timed,
        pollChangedP99: poll.changed,
        pollUnchangedP99: poll.unchanged,
      };
    } finally {
      await close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: MEASURING_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: SizeFigures[] = [];
  try {
    for (const size of SIZES) {
      console.log(`\n${size.toLocaleString('en-US')} licences…`);
      const figures = await measureSize(browser, size);
      rows.push({ ...figures, firstRowRatio: figures.firstRow / (rows[0]?.firstRow ?? figures.firstRow) });
    }
  } finally {
    await browser.close();
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const both = ({ median: middle, p95 }: Spread) => `${ms(middle)} (p95 ${ms(p95)})`;
  console.log(
    `\nHome as the organization grows (first row on the phone profile, median of ${RUNS}; interactions at ` +
      `${PHONE_CPU_SLOWDOWN}× CPU, to the next frame, ${ROUNDS} each; poll p99 at ${POLL_CONNECTIONS} connections):`,
  );
  console.log(
    '| licences | first row | ÷ smallest | every licence in | page change | sort | search keystroke | poll changed p99 | poll unchanged p99 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.licenses.toLocaleString('en-US')} | ${ms(row.firstRow)} | ${row.firstRowRatio.toFixed(2)}× | ` +
        `${ms(row.everyLicense)} | ` +
        `${both(row.pageChange)} | ${both(row.sort)} | ${both(row.keystroke)} | ${ms(row.pollChangedP99)} | ` +
        `${ms(row.pollUnchangedP99)} |`,
    );
  if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
