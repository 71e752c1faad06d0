#!/usr/bin/env node
// `npm run bench`: the performance figures of docs/architecture.md ("Budgets") on this machine, in a few minutes.
// Not part of `npm test`: figures on a shared machine vary, so nothing here passes or fails on a number.
//
//   1. builds every package (`turbo run build`, as `npm start` does);
//   2. the console's JavaScript, initial and total, gzip and brotli: the files of apps/console/.size-limit.mjs
//      (the initial ones from dist/.vite/chunks.json), measured by size-limit;
//   3. the API (apps/api/scripts/bench.ts) on PGlite, then on PostgreSQL in a throwaway schema: GET organization
//      with 10,000 licences polled changed and unchanged (If-None-Match, 304) at 100 connections, and licence
//      assignments a second on one organization and spread over 100;
//   4. the signed-in Home on the phone profile (e2e/scripts/bench-home.ts): Largest Contentful Paint and time to
//      the licence table, median of 5 loads, signed in as alice, served by the console server as `npm start` does;
// then prints one table.
//
// Knobs: BENCH_SECONDS (5: each API case), BENCH_RUNS (5: Home loads), BENCH_CONNECTIONS (100),
// BENCH_LICENSES (10,000), BENCH_POSTGRES_URL (postgres://postgres:postgres@127.0.0.1:5432/postgres),
// BENCH_ONLY (a comma list of bundle, api, home), BENCH_SKIP_BUILD=1.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { cpus, hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const SECONDS = process.env.BENCH_SECONDS ?? '5';
const RUNS = process.env.BENCH_RUNS ?? '5';
const ONLY = new Set((process.env.BENCH_ONLY ?? 'bundle,api,home').split(',').map((part) => part.trim()));

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

/** Runs a TypeScript script of a workspace with tsx; answers the JSON it wrote to BENCH_JSON. */
async function runScript(workspace, script, env) {
  const folder = await mkdtemp(join(tmpdir(), 'pod-console-bench-'));
  const output = join(folder, 'figures.json');
  try {
    await run('npx', ['--no-install', 'tsx', script], {
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

/** size-limit's measure of the console's checks (.size-limit.mjs), gzip and brotli. */
async function bundleFigures() {
  const consoleDir = join(root, 'apps/console');
  const { default: checks } = await import(pathToFileURL(join(consoleDir, '.size-limit.mjs')).href);
  const { default: sizeLimit } = await import('size-limit');
  const { default: filePlugin } = await import('@size-limit/file');
  const measure = async (compression) => {
    const sizes = await sizeLimit([filePlugin], {
      checks: checks.map((check) => ({
        files: check.path.map((path) => join(consoleDir, path)),
        ...(compression === 'gzip' ? { gzip: true } : { brotli: true }),
      })),
    });
    return sizes.map(({ size }) => size);
  };
  const [gzip, brotli] = [await measure('gzip'), await measure('brotli')];
  return checks.map((check, index) => ({ name: check.name, gzip: gzip[index], brotli: brotli[index] }));
}

const section = (title) => console.log(`\n━━ ${title} ━━`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

async function main() {
  const started = Date.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    section('build');
    await run('npx', ['--no-install', 'turbo', 'run', 'build', '--output-logs=errors-only']);
  }

  let bundle;
  if (ONLY.has('bundle')) {
    section('console JavaScript');
    bundle = await bundleFigures();
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
    browser.push([`Home LCP, phone profile (median of ${home.runs})`, ms(home.lcp)]);
    browser.push([`Home → licence table visible (median of ${home.runs})`, ms(home.timeToTable)]);
  }
  for (const row of bundle ?? [])
    browser.push([`${row.name}, gzip / brotli`, `${kb(row.gzip)} / ${kb(row.brotli)}`]);
  if (browser.length > 0) table(browser);
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
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
