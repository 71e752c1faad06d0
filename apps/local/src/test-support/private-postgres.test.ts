import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { findPostgresBin, POSTGRES_MISSING } from './private-postgres';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('findPostgresBin', () => {
  it('says what to install when no PostgreSQL server binaries are on PATH or in the Debian layout', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'pod-console-no-postgres-'));
    folders.push(empty);

    expect(() => findPostgresBin({ path: empty, debian: join(empty, 'postgresql') })).toThrow(
      POSTGRES_MISSING,
    );
    expect(POSTGRES_MISSING).toMatch(/apt-get install -y postgresql/);
  });

  it('finds the binaries on this machine, on PATH or in the Debian layout', () => {
    const folder = findPostgresBin();

    expect(folder).toEqual(expect.any(String));
    expect(findPostgresBin({ path: folder })).toBe(folder);
  });
});
