#!/usr/bin/env node
// `npm test`'s checks of the built console (docs/architecture.md, "Budgets"):
//   - the JavaScript budget: the checks of .size-limit.mjs, measured and judged by size-limit (its API with
//     @size-limit/file);
//   - markdown-to-jsx, qrcode.react, zod (docs/decisions/0020-serving-and-polling.md) and the Auth0 client
//     (docs/decisions/0021-identity-client-on-demand.md) load only in lazy chunks;
//   - no two chunks import each other, directly or through others (a manual chunk group of vite.config.ts that takes
//     a module the entry imports makes the entry and that chunk import each other, which fails at run time);
//   - no built file points at a source map (they are built hidden, for an error tracker only; README "Console
//     configuration");
//   - the built index.html carries the empty runtime configuration block the console server fills in, and no
//     Content-Security-Policy meta tag (the server sends the policy as a header; a meta naming build-time origins
//     would block runtime ones).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

const LAZY_ONLY = ['markdown-to-jsx', 'qrcode.react', 'zod', '@auth0/auth0-spa-js'];
// Home's code after the entry (the shell's and the licence screen's chunks and what they import beyond the initial
// chunks) in at most this many files: on the console server's HTTP/1.1 a browser opens six connections, and a request
// past the sixth waits a round trip (docs/decisions/0023-first-screen-code.md). The `shared` group of vite.config.ts
// keeps it there; a rule Home newly shares with another screen shows up here as a chunk of its own
// (docs/decisions/0052-hooks-module-per-rule.md).
const HOME_CHUNKS_MAX = 6;
const HOME_SCREENS = /^assets\/(shell-layout|licenses-screen)-[\w-]+\.js$/;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
let checks;
try {
  ({ default: checks } = await import('../.size-limit.mjs'));
} catch (error) {
  console.error(`check-bundle: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const problems = [];

// size-limit's limits are bytes with a unit (`190 KiB`); the checks here use KiB or kB only.
const UNITS = { KiB: 1024, kB: 1000 };
function limitBytes(limit) {
  const match = /^(\d+(?:\.\d+)?) ?(KiB|kB)$/.exec(limit);
  if (!match) throw new Error(`check-bundle: write the limit "${limit}" in KiB or kB`);
  return Number(match[1]) * UNITS[match[2]];
}

const measured = checks.map((check) => ({
  name: check.name,
  files: check.path.map((path) => join(root, path)),
  gzip: check.gzip,
  ...(check.limit && { sizeLimit: limitBytes(check.limit) }),
}));
// size-limit measures each check and marks it passed or not against its limit.
await sizeLimit([filePlugin], { checks: measured });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('console bundle (gzip, level 9):');
for (const check of measured) {
  const limit = check.sizeLimit === undefined ? '' : ` (limit ${kb(check.sizeLimit)})`;
  console.log(`  ${check.name}: ${kb(check.size)} in ${check.files.length} files${limit}`);
  if (check.passed === false)
    problems.push(`${check.name} is ${kb(check.size)}, over ${kb(check.sizeLimit)}`);
}

const chunks = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8'));

// Static imports between chunks must form no cycle.
const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
const visiting = new Set();
const visited = new Set();
const cycleFrom = (fileName, path) => {
  if (visiting.has(fileName)) return [...path.slice(path.indexOf(fileName)), fileName];
  if (visited.has(fileName)) return null;
  visiting.add(fileName);
  for (const next of importsOf.get(fileName) ?? []) {
    const cycle = cycleFrom(next, [...path, fileName]);
    if (cycle) return cycle;
  }
  visiting.delete(fileName);
  visited.add(fileName);
  return null;
};
for (const chunk of chunks) {
  const cycle = cycleFrom(chunk.fileName, []);
  if (cycle) {
    problems.push(`chunks import each other: ${cycle.join(' → ')}`);
    break;
  }
}
const initialCheck = checks.find((check) => check.limit !== undefined);
const initialFiles = new Set(initialCheck.path.map((path) => path.replace(/^dist\//, '')));
for (const chunk of chunks.filter((item) => initialFiles.has(item.fileName))) {
  for (const name of LAZY_ONLY) {
    if (chunk.packages.includes(name)) problems.push(`${name} is in the initial chunk ${chunk.fileName}`);
  }
}

const homeChunks = new Set();
const visitHome = (fileName) => {
  if (homeChunks.has(fileName) || initialFiles.has(fileName)) return;
  homeChunks.add(fileName);
  for (const next of importsOf.get(fileName) ?? []) visitHome(next);
};
const homeScreens = chunks.filter((chunk) => HOME_SCREENS.test(chunk.fileName));
if (homeScreens.length !== 2) problems.push('the shell-layout and licenses-screen chunks are not both there');
for (const chunk of homeScreens) visitHome(chunk.fileName);
console.log(`Home after the entry: ${homeChunks.size} files (limit ${HOME_CHUNKS_MAX})`);
if (homeChunks.size > HOME_CHUNKS_MAX)
  problems.push(
    `Home needs ${homeChunks.size} files after the entry, over ${HOME_CHUNKS_MAX}: ${[...homeChunks].join(', ')}`,
  );

// Every built text file (JS, CSS, HTML), not only the chunks. The comment browsers follow ends the file
// (`//# sourceMappingURL=…` or `/*# … */`); the identity client's bundled worker builds one inside a string, which
// is no reference.
const builtFiles = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((fileName) => /\.(?:m?js|css|html)$/.test(fileName));
for (const fileName of builtFiles) {
  if (/\/[/*][#@] sourceMappingURL=[^\s*]+\s*(?:\*\/)?\s*$/.test(readFileSync(join(dist, fileName), 'utf8')))
    problems.push(`${fileName} carries a sourceMappingURL comment`);
}
const mapCount = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((fileName) => fileName.endsWith('.map')).length;
console.log(
  `source maps: ${mapCount} hidden .map file(s) for an error tracker, none referenced by ${builtFiles.length} built files`,
);
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
if (!/<script type="application\/json" id="pod-console-config"><\/script>/.test(indexHtml))
  problems.push('index.html lacks the empty runtime configuration block (id pod-console-config)');
if (/http-equiv=["']?content-security-policy/i.test(indexHtml))
  problems.push(
    'index.html carries a Content-Security-Policy meta tag; the console server sends it as a header',
  );

if (problems.length > 0) {
  for (const problem of problems) console.error(`check-bundle: ${problem}`);
  process.exit(1);
}
