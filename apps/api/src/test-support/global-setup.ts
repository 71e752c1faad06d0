// Vitest's global setup for the API's tests: one migrated PGlite database, written once per run to a temporary
// file, that every test file opens a copy of (test-database.ts) instead of running initdb and the migrations; and
// whether the local PostgreSQL answers, asked once here so that every worker runs the same drivers.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { pgliteSnapshot } from '../db/database';
import { postgresAnswers, TEST_POSTGRES_URL } from './test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite snapshot's file. */
    pgliteSnapshotPath: string;
    /** Whether TEST_POSTGRES_URL answered a query when the run began. */
    postgresAnswers: boolean;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [answers, snapshot] = await Promise.all([postgresAnswers(), pgliteSnapshot()]);
  const folder = await mkdtemp(join(tmpdir(), 'pod-console-api-test-'));
  const path = join(folder, 'pglite-snapshot.tar');
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  project.provide('postgresAnswers', answers);
  console.log(
    answers
      ? `Databases: PGlite and PostgreSQL (${new URL(TEST_POSTGRES_URL).host}).`
      : `Databases: PGlite only (no PostgreSQL at ${new URL(TEST_POSTGRES_URL).host}).`,
  );
  return () => rm(folder, { recursive: true, force: true });
}
