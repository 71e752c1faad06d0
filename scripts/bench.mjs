#!/usr/bin/env node
// `npm run bench`: the performance figures of docs/architecture.md ("Budgets") on this machine, in a few minutes.
// Not part of `npm test`: figures on a shared machine vary, so nothing here passes or fails on a number.
//
//   1. builds every package (`turbo run build`, as `npm start` does) and the floor page (apps/console/floor: the same
//      React rendering one small table, built and served like the console);
//   2. the console's JavaScript, initial and total, gzip and brotli: the files of apps/console/.size-limit.mjs
//      (the initial ones from dist/.vite/chunks.json), measured by size-limit (apps/console/scripts/bundle-sizes.mjs);
//   3. the API (apps/api/scripts/bench.ts) on PGlite, then on PostgreSQL in a throwaway schema: GET organization
//      with 10,000 licences polled changed and unchanged (If-None-Match, 304) at 100 connections, and licence
//      assignments a second on one organization and spread over 100;
//   4. the platform admin's Organizations list over 10,000 organizations on PostgreSQL
//      (apps/local/scripts/bench-admin.ts): the default page, a text filter, a state filter and a sort, at 50
//      connections (p50 and p99) and alone (p50: what a call costs without queueing);
//   5. the signed-in Home on the phone profile (e2e/scripts/bench-home.ts): Largest Contentful Paint and time to
//      the licence table, signed in as alice, served by the console server as `npm start` does, in 5 pairs with the
//      floor page loaded the same way; the budgets are the ratios Home ÷ floor (docs/architecture.md, "Budgets"),
//      since the same code gives other absolute times on another machine;
// then prints one table, naming the machine it ran on.
//
// Knobs: BENCH_SECONDS (5: each API case), BENCH_RUNS (5: Home loads), BENCH_CONNECTIONS (100),
// BENCH_LICENSES (10,000), BENCH_POSTGRES_URL (postgres://postgres:postgres@127.0.0.1:5432/postgres),
// BENCH_ADMIN_CONNECTIONS (50), BENCH_ONLY (a comma list of bundle, api, admin, home), BENCH_SKIP_BUILD=1, BENCH_BLOCK
// (a regular expression: requests of the Home and floor loads refused, e2e/scripts/bench-home.ts).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { cpus, hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const SECONDS = process.env.BENCH_SECONDS ?? '5';
const RUNS = process.env.BENCH_RUNS ?? '5';
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'bundle,api,admin,home').split(',').map((part) => part.trim()),
);

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

/** Runs a script of a workspace (TypeScript with tsx, else node); answers the JSON it wrote to BENCH_JSON. */
async function runScript(workspace, script, env) {
  const folder = await mkdtemp(join(tmpdir(), 'pod-console-bench-'));
  const output = join(folder, 'figures.json');
  try {
    const command = script.endsWith('.ts') ? ['npx', ['--no-install', 'tsx', script]] : ['node', [script]];
    await run(...command, {
      cwd: join(root, workspace),
      env: { ...process.env, ...env, BENCH_JSON: output },
    });
    return JSON.parse(await readFile(output, 'utf8'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function postgresAnswers(url) {
  const { hostname: host, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const section = (title) => console.log(`\n━━ ${title} ━━`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

async function main() {
  const started = Date.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    section('build');
    await run('npx', ['--no-install', 'turbo', 'run', 'build', '--output-logs=errors-only']);
    if (ONLY.has('home')) await run('npm', ['run', 'build:floor', '--silent', '-w', '@pod-console/console']);
  }

  let bundle;
  if (ONLY.has('bundle')) {
    section('console JavaScript');
    bundle = await runScript('apps/console', 'scripts/bundle-sizes.mjs', {});
    for (const row of bundle) console.log(`${row.name}: gzip ${kb(row.gzip)}, brotli ${kb(row.brotli)}`);
  }

  const api = {};
  if (ONLY.has('api')) {
    const env = { BENCH_SECONDS: SECONDS };
    for (const key of ['BENCH_CONNECTIONS', 'BENCH_LICENSES'])
      if (process.env[key]) env[key] = process.env[key];
    section('API on PGlite (in memory)');
    api.pglite = await runScript('apps/api', 'scripts/bench.ts', { ...env, BENCH_DATABASE_URL: '' });
    section('API on PostgreSQL');
    if (await postgresAnswers(POSTGRES_URL)) {
      api.postgres = await runScript('apps/api', 'scripts/bench.ts', {
        ...env,
        BENCH_DATABASE_URL: POSTGRES_URL,
      });
    } else {
      console.log(`PostgreSQL at ${new URL(POSTGRES_URL).host} does not answer: its figures are skipped.`);
    }
  }

  let admin;
  if (ONLY.has('admin')) {
    section('platform-admin Organizations list on PostgreSQL');
    if (await postgresAnswers(POSTGRES_URL)) {
      admin = await runScript('apps/local', 'scripts/bench-admin.ts', {
        BENCH_DATABASE_URL: POSTGRES_URL,
        BENCH_SECONDS: SECONDS,
        BENCH_CONNECTIONS: process.env.BENCH_ADMIN_CONNECTIONS ?? '50',
      });
    } else {
      console.log(`PostgreSQL at ${new URL(POSTGRES_URL).host} does not answer: its figures are skipped.`);
    }
  }

  let home;
  if (ONLY.has('home')) {
    section('Home on the phone profile');
    home = await runScript('e2e', 'scripts/bench-home.ts', { BENCH_RUNS: RUNS });
  }

  section(
    `summary — ${hostname()}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const table = (rows) => {
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows)
      console.log(
        row
          .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
          .join('   ')
          .trimEnd(),
      );
  };
  const browser = [];
  if (home) {
    const ratio = (value) => `${value.toFixed(2)}×`;
    browser.push([`Phone profile, ${home.runs} pairs (medians)`, 'Home', 'floor', 'Home ÷ floor']);
    // Unchanged since the last visit, Home's last picture shows; changed, the console draws it (decision 0054).
    for (const [what, figures] of [
      ['unchanged', home],
      ['changed', home.drawn],
    ]) {
      browser.push([
        `Largest Contentful Paint, ${what}`,
        ms(figures.lcp),
        ms(figures.floor.lcp),
        ratio(figures.ratio.lcp),
      ]);
      browser.push([
        `first licence row visible, ${what}`,
        ms(figures.timeToTable),
        ms(figures.floor.timeToTable),
        ratio(figures.ratio.timeToTable),
      ]);
    }
  }
  if (browser.length > 0) table(browser);
  if (bundle) {
    console.log('');
    table([
      ['Console JavaScript', 'gzip', 'brotli'],
      ...bundle.map((row) => [row.name, kb(row.gzip), kb(row.brotli)]),
    ]);
  }
  const first = api.pglite ?? api.postgres;
  if (first) {
    const cells = (pick) => [api.pglite, api.postgres].map((entry) => (entry ? pick(entry) : 'skipped'));
    const latency = (name) => (entry) => `${entry[name].p50} / ${entry[name].p99} ms`;
    const rate = (name) => (entry) => `${entry[name].perSecond.toFixed(0)}/s`;
    console.log('');
    table([
      [`API: ${first.connections} connections, ${first.seconds} s each`, 'PGlite', 'PostgreSQL'],
      [
        `GET organization (${first.licenses.toLocaleString('en-US')} licences), changed: p50 / p99`,
        ...cells(latency('pollChanged')),
      ],
      ['GET organization, unchanged (304): p50 / p99', ...cells(latency('pollUnchanged'))],
      ['licence assignments, 1 organization', ...cells(rate('assignOne'))],
      [`licence assignments, ${first.connections} organizations`, ...cells(rate('assignMany'))],
    ]);
  }
  if (admin) {
    console.log('');
    table([
      [
        `Admin list, ${admin.organizations.toLocaleString('en-US')} organizations, PostgreSQL`,
        `${admin.connections} connections: p50 / p99`,
        'alone: p50',
      ],
      ...admin.cases.map((row) => [row.name, `${row.p50} / ${row.p99} ms`, `${row.singleP50} ms`]),
    ]);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
