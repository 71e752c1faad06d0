// size-limit's checks of the built console (docs/architecture.md, "Budgets"): the initial JavaScript and all the
// JavaScript, each with its budget. The initial JavaScript is the entry chunk plus every chunk it
// imports statically, read from dist/.vite/chunks.json (written by vite.config.ts's chunk report); the lazy chunks
// load later, with their routes. `scripts/check-bundle.mjs` runs these checks in `npm test`; `npx size-limit`
// (in apps/console) shows them too. size-limit stays on 12, the last release that supports Node 20.
//
// To lower the budget: once a build measures below the new line, lower INITIAL_BUDGET (and the figure in
// docs/architecture.md, "Budgets"); `npm test` then fails on any change that grows past it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The lines `npm test` holds: initial measured 107.3 KB, heading for 90; all measured 397.1 KB, heading for 260. */
const INITIAL_BUDGET = '110 KiB';
const TOTAL_BUDGET = '405 KiB';

const here = dirname(fileURLToPath(import.meta.url));

function readChunks() {
  try {
    return JSON.parse(readFileSync(join(here, 'dist/.vite/chunks.json'), 'utf8'));
  } catch {
    throw new Error('dist/.vite/chunks.json is missing: run `npm run build -w @pod-console/console` first.');
  }
}

const chunks = readChunks();
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const initial = new Set();
const visit = (fileName) => {
  if (initial.has(fileName)) return;
  initial.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
};
for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);

const inDist = (fileName) => `dist/${fileName}`;

export default [
  {
    name: 'initial JavaScript',
    path: [...initial].map(inDist),
    gzip: true,
    limit: INITIAL_BUDGET,
  },
  {
    name: 'all JavaScript',
    path: chunks.map((chunk) => inDist(chunk.fileName)),
    gzip: true,
    limit: TOTAL_BUDGET,
  },
];
