#!/usr/bin/env node
// The built console's JavaScript, gzip and brotli, for `npm run bench` (scripts/bench.mjs at the root): the checks of
// .size-limit.mjs measured by size-limit, written as JSON to BENCH_JSON (or printed). `npm test`'s budget is
// check-bundle.mjs; this only measures.
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { default: checks } = await import('../.size-limit.mjs');

const measure = async (compression) => {
  const sizes = await sizeLimit([filePlugin], {
    checks: checks.map((check) => ({
      files: check.path.map((path) => join(root, path)),
      ...(compression === 'gzip' ? { gzip: true } : { brotli: true }),
    })),
  });
  return sizes.map(({ size }) => size);
};
const [gzip, brotli] = [await measure('gzip'), await measure('brotli')];
const figures = checks.map((check, index) => ({
  name: check.name,
  gzip: gzip[index],
  brotli: brotli[index],
}));
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
else console.log(JSON.stringify(figures, null, 2));
