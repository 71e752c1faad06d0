// The console's initial JavaScript: the entry chunk and every chunk it imports statically, read from the chunk
// report the build writes (dist/.vite/chunks.json, vite.config.ts). The size budget (.size-limit.mjs) and the
// journeys' first-load check (e2e/tests/first-load.spec.ts) both read it here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file names (relative to `dist`) of the initial chunks, and of every chunk. */
export function readChunks(dist) {
  let chunks;
  try {
    chunks = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8'));
  } catch {
    throw new Error('dist/.vite/chunks.json is missing: run `npm run build -w @pod-console/console` first.');
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set();
  const visit = (fileName) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return { initial, all: chunks.map((chunk) => chunk.fileName) };
}
