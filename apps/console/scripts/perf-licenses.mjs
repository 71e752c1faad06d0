#!/usr/bin/env node
// A benchmark, not a test (docs/architecture.md, "Budgets"): prints figures for the Licences page with an
// organization of 10,000 licences.
//
//   npm run perf -w @pod-console/console            (PERF_RUNS=5 PERF_LICENSES=10000 by default)
//
// How: the whole console (gates, shell, lazy Licences route, the real SDK, hooks and 10 s poll) is built for
// production from a small entry that signs in with a fake identity client, and served next to a stub of the
// four GET calls the page makes. The stub answers the same organization every time, as an idle organization
// would. Chromium (the system one) then measures:
//   1. time to the first table page: from navigation start until the first 10 rows are in the DOM, at 1× and
//      at 4× CPU slowdown (the phone profile of docs/architecture.md, "Budgets"), median of PERF_RUNS page
//      loads;
//   2. going to the next page of the table, and sorting it by a column (a click on its header, ascending and then
//      descending): from the click to the frame that shows the new rows;
//   3. an unchanged 10 s poll: the organization is fetched again and the DOM must not change (MutationObserver
//      over the whole document, counted from just before the poll until a second after its answer);
//   4. a control: a poll whose answer does change one identifier must mutate the DOM, so (3) can fail.
// PERF_PROFILE=<folder> builds without minifying and writes a CPU profile of the first run's page change and sorts at
// 4× (sorts.cpuprofile, for Chrome's DevTools or any .cpuprofile reader).
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGANIZATION_POLL_INTERVAL_MS } from '@pod-console/hooks/domain';
import {
  wireLicense,
  wireOrganization,
  wireOrganizationSummary,
  wireOrganizationUser,
  wireSubscription,
  wireSubscriptionProvider,
  wireTermsDocument,
  wireTermsStatus,
  wireUser,
} from '@pod-console/sdk/testing';
import { chromium } from 'playwright';
import { build, runnerImport } from 'vite';
import { CHROMIUM_ARGS, MEASURING_CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const CONSOLE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const LICENSES = Number(process.env.PERF_LICENSES ?? 10_000);
const RUNS = Math.max(Number(process.env.PERF_RUNS ?? 5), 1);
const PROFILE_DIR = process.env.PERF_PROFILE;
const POLL_MS = ORGANIZATION_POLL_INTERVAL_MS; // what the hooks poll at
// The table's first page, from the console's own constants (TypeScript, so through Vite).
const uiConstants = await runnerImport(join(CONSOLE_DIR, 'src/lib/ui-constants.ts'), { configFile: false });
const PAGE_SIZE = uiConstants.module.TABLE_DEFAULT_PAGE_SIZE;
const ORG_ID = 'org-perf';
const API = '/admin-console/v1';

// ---------------------------------------------------------------------------------------------- the build --

const ENTRY_ID = 'virtual:perf-licenses-entry';
const RESOLVED_ENTRY_ID = `\0${ENTRY_ID}`;

// The app as main.tsx renders it, but signed in through a fake identity client (no identity provider to run)
// and pointed at the stub API on the page's own origin.
const entrySource = `
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from ${JSON.stringify(join(CONSOLE_DIR, 'src/app/app.tsx'))};
import ${JSON.stringify(join(CONSOLE_DIR, 'src/index.css'))};

const claims = { sub: 'user-perf', email: 'perf@example.com', email_verified: true, name: 'Perf Member' };
const identityClient = {
  checkSession: async () => {},
  isAuthenticated: async () => true,
  getUser: async () => claims,
  getTokenSilently: async () => 'perf-access-token',
  loginWithRedirect: async () => {},
  handleRedirectCallback: async () => ({}),
  logout: async () => {},
};

createRoot(document.getElementById('root')).render(
  createElement(StrictMode, null,
    createElement(App, { identityClient, apiBaseUrl: window.location.origin + ${JSON.stringify(API)} })),
);
`;

async function buildPerfApp() {
  const outDir = mkdtempSync(join(tmpdir(), 'pod-console-perf-'));
  await build({
    configFile: false,
    root: CONSOLE_DIR,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      react(),
      tailwindcss(),
      {
        name: 'perf-licenses-entry',
        resolveId: (id) => (id === ENTRY_ID ? RESOLVED_ENTRY_ID : null),
        load: (id) => (id === RESOLVED_ENTRY_ID ? entrySource : null),
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // A profile names functions as the source does.
      ...(PROFILE_DIR && { minify: false }),
      rollupOptions: { input: { perf: ENTRY_ID } },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pod Console perf</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n')}
<script type="module" src="/${entry.file}"></script>
</head><body><div id="root"></div></body></html>`;
  return { outDir, html };
}

// ------------------------------------------------------------------------------------------- the stub API --

const PERF_USER_ID = 'user-perf';
const PERF_NAMES = { email: 'perf@example.com', first_name: 'Perf', last_name: 'Member' };

function perfOrganization(count, renamed = null) {
  const licenses = Array.from({ length: count }, (_, index) =>
    wireLicense({
      id: `lic-${String(index + 1).padStart(5, '0')}`,
      license_key_hash: index % 3 === 0 ? null : `hash-${index + 1}`,
      identifier: index === 0 && renamed != null ? renamed : `Pod Creator ${index + 1}`,
      expires_at: index % 7 === 0 ? '2020-01-01T00:00:00Z' : index % 5 === 0 ? '2099-12-31T00:00:00Z' : null,
      trial: index % 11 === 0,
    }),
  );
  return wireOrganization({
    id: ORG_ID,
    name: 'Perf Organization',
    license_counts: { POD_ADMIN: count },
    licenses,
    organization_users: [wireOrganizationUser({ user_id: PERF_USER_ID, ...PERF_NAMES })],
    pending_invitations: [],
    created_at: '2026-01-05T10:00:00Z',
    owner_user_id: PERF_USER_ID,
  });
}

const TERMS = wireTermsDocument({ id: 'tos-1', version: '1', s3_link: 'http://127.0.0.1/terms.md' });
const STATIC_ANSWERS = {
  [`${API}/users/current-user`]: wireUser({
    id: PERF_USER_ID,
    ...PERF_NAMES,
    selected_organization_id: ORG_ID,
    organizations: [wireOrganizationSummary({ id: ORG_ID, name: 'Perf Organization' })],
    pending_organizations: [],
  }),
  [`${API}/users/terms-of-service`]: wireTermsStatus({
    currentTermsOfService: TERMS,
    signedTermsOfService: [TERMS],
  }),
  [`${API}/organizations/${ORG_ID}/subscription`]: {
    subscription: wireSubscription({
      provider: wireSubscriptionProvider({ current_period_end: '2099-12-01T00:00:00Z', price_amount: 9900 }),
    }),
  },
};

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function startServer({ outDir, html }) {
  const state = {
    organizationBody: JSON.stringify(perfOrganization(LICENSES)),
    organizationRequests: 0,
    waiters: [],
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const json = (body) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (path === `${API}/organizations/${ORG_ID}`) {
      state.organizationRequests += 1;
      json(state.organizationBody);
      for (const wake of state.waiters.splice(0)) wake();
      return;
    }
    if (STATIC_ANSWERS[path]) return json(STATIC_ANSWERS[path]);
    if (path.startsWith('/assets/')) {
      try {
        const file = readFileSync(join(outDir, path));
        response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
        return response.end(file);
      } catch {
        // fall through to 404
      }
    }
    if (path.startsWith(API)) {
      response.writeHead(404, { 'Content-Type': 'application/problem+json' });
      return response.end(JSON.stringify({ title: 'Not Found', status: 404 }));
    }
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        state,
        /** Resolves at the next GET of the organization (the poll). */
        nextOrganizationRequest: () => new Promise((wake) => state.waiters.push(wake)),
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

// --------------------------------------------------------------------------------------- the measurements --

// Runs before any of the app's scripts: notes when the first full table page is in the DOM.
const FIRST_PAGE_PROBE = `(() => {
  const rows = () => document.querySelectorAll('main table tbody tr').length;
  const observer = new MutationObserver(() => {
    if (window.__firstPageAt == null && rows() >= ${PAGE_SIZE}) {
      window.__firstPageAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function loadOnce(browser, origin, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.addInitScript(FIRST_PAGE_PROBE);
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => window.__firstPageAt != null, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => {
    const organization = performance
      .getEntriesByType('resource')
      .find((entry) => /\/organizations\/[^/]+$/.test(entry.name));
    return {
      firstPageMs: window.__firstPageAt,
      organizationStartMs: organization?.startTime ?? null,
      organizationResponseEndMs: organization?.responseEnd ?? null,
      organizationBytes: organization?.decodedBodySize ?? null,
      heapBytes: performance.memory?.usedJSHeapSize ?? null,
    };
  });
  return { context, page, figures };
}

async function nextPageMs(page) {
  return page.evaluate(async () => {
    const firstCell = () => document.querySelector('main table tbody tr th')?.textContent;
    const before = firstCell();
    const next = [...document.querySelectorAll('main button')].find((button) =>
      button.textContent.startsWith('Next page'),
    );
    const start = performance.now();
    next.click();
    while (firstCell() === before) await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - start;
  });
}

/** A click on the Identifier header, to the frame after the column's `aria-sort` (set with the sorted rows) changed. */
async function sortMs(page) {
  return page.evaluate(async () => {
    const header = [...document.querySelectorAll('main table thead th')].find((cell) =>
      cell.textContent.startsWith('Identifier'),
    );
    const before = header.getAttribute('aria-sort');
    const start = performance.now();
    header.querySelector('button').click();
    while (header.getAttribute('aria-sort') === before)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - start;
  });
}

/** Counts DOM mutations from now until `settleMs` after the next organization request has been answered. */
async function mutationsOverPoll(page, server, settleMs = 1500) {
  await page.evaluate(() => {
    window.__mutations = [];
    window.__observer?.disconnect();
    window.__observer = new MutationObserver((records) => {
      for (const record of records) {
        window.__mutations.push(
          `${record.type} on <${record.target.nodeName?.toLowerCase()}> ${(record.target.textContent ?? '').slice(0, 40)}`,
        );
      }
    });
    window.__observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  const requestsBefore = server.state.organizationRequests;
  const started = Date.now();
  await server.nextOrganizationRequest();
  const waitedMs = Date.now() - started;
  await page.waitForTimeout(settleMs);
  const mutations = await page.evaluate(() => {
    window.__observer.disconnect();
    return window.__mutations;
  });
  return { waitedMs, polls: server.state.organizationRequests - requestsBefore, mutations };
}

/** A CPU profile of the page from now until `stop(file)`. */
async function startProfile(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      console.log(`perf-licenses: CPU profile written to ${file}`);
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  console.log(`perf-licenses: building the console (production) with a perf entry…`);
  const built = await buildPerfApp();
  const server = await startServer(built);
  const browser = await chromium.launch({ executablePath: MEASURING_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(
      `perf-licenses: ${LICENSES.toLocaleString('en-US')} licences (${(
        server.state.organizationBody.length / 1024
      ).toFixed(0)} KB of JSON), ${RUNS} loads per CPU setting, Chromium ${browser.version()}\n`,
    );

    for (const slowdown of [1, 4]) {
      const loads = [];
      const pages = [];
      const sorts = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { context, page, figures } = await loadOnce(browser, server.origin, slowdown);
        loads.push(figures);
        const profiled = PROFILE_DIR && slowdown === 4 && run === 0;
        const profiler = profiled ? await startProfile(context, page) : null;
        pages.push(await nextPageMs(page));
        sorts.push(await sortMs(page), await sortMs(page));
        if (profiler) await profiler.stop(join(PROFILE_DIR, 'sorts.cpuprofile'));
        await context.close();
      }
      const first = loads.map((load) => load.firstPageMs);
      const org = loads.map((load) => load.organizationResponseEndMs).filter((value) => value != null);
      console.log(`CPU ${slowdown}×:`);
      console.log(
        `  time to first table page: median ${ms(median(first))} (min ${ms(Math.min(...first))}, max ${ms(Math.max(...first))})`,
      );
      const asked = loads.map((load) => load.organizationStartMs).filter((value) => value != null);
      if (org.length) {
        console.log(
          `  organization asked for at: median ${ms(median(asked))}; its answer in at: median ${ms(median(org))}`,
        );
      }
      console.log(`  next table page: median ${ms(median(pages))}, max ${ms(Math.max(...pages))}`);
      console.log(`  sort by Identifier: median ${ms(median(sorts))}, max ${ms(Math.max(...sorts))}`);
      const heap = loads.map((load) => load.heapBytes).filter((value) => value != null);
      if (heap.length)
        console.log(`  JS heap after first page: median ${(median(heap) / 1048576).toFixed(1)} MB`);
    }

    console.log(`\nPolling (every ${POLL_MS / 1000} s), CPU 1×:`);
    const { context, page } = await loadOnce(browser, server.origin, 1);
    await page.waitForTimeout(1000); // let the first render settle (fonts, focus, lazy chunks)
    const unchanged = await mutationsOverPoll(page, server);
    console.log(
      `  unchanged poll: ${unchanged.polls} organization request(s) after ${ms(unchanged.waitedMs)}, ` +
        `${unchanged.mutations.length} DOM mutation(s)`,
    );
    for (const mutation of unchanged.mutations.slice(0, 10)) console.log(`    ${mutation}`);

    // Control: the same measurement must see a change when the answer changes (page 1, first row).
    server.state.organizationBody = JSON.stringify(perfOrganization(LICENSES, 'Renamed by the control run'));
    const changed = await mutationsOverPoll(page, server);
    const shown = await page.evaluate(() => document.querySelector('main table tbody tr th')?.textContent);
    console.log(
      `  control, changed poll: ${changed.mutations.length} DOM mutation(s); first row now "${shown}"`,
    );
    await context.close();

    const ok = unchanged.polls >= 1 && unchanged.mutations.length === 0 && changed.mutations.length > 0;
    console.log(
      `\n${ok ? 'OK' : 'NOT OK'}: an unchanged poll ${unchanged.mutations.length === 0 ? 'changes nothing' : 'changes the DOM'} ` +
        `(budget: 0 DOM mutations); the control ${changed.mutations.length > 0 ? 'sees' : 'does not see'} a change.`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
    rmSync(built.outDir, { recursive: true, force: true });
  }
}

await main();
