// Vitest's global setup for the API's tests: one migrated PGlite database, written once per run to a temporary
// file, that every test file opens a copy of (test-database.ts) instead of running initdb and the migrations.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { pgliteSnapshot } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite snapshot's file. */
    pgliteSnapshotPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'pod-console-api-test-'));
  const path = join(folder, 'pglite-snapshot.tar');
  await writeFile(path, Buffer.from(await (await pgliteSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  return () => rm(folder, { recursive: true, force: true });
}
