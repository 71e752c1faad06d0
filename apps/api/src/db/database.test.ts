import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from './database';
import { migrate, MIGRATIONS } from './migrate';

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'pod-console-db-'));
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('creates missing parent folders, migrates once and keeps data across reopenings', async () => {
    const dataDir = join(parent, 'nested', 'deeper', 'pglite');
    const first = await openDatabase({ dataDir });
    try {
      expect(await migrate(first.db)).toEqual([]);
      await first.db
        .insertInto('identity_accounts')
        .values({
          id: 'kept',
          email: 'kept@example.com',
          email_verified: true,
          given_name: 'Kept',
          family_name: null,
          description: null,
        })
        .execute();
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.selectFrom('identity_accounts').select('email').execute();
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
      const versions = await second.db
        .selectFrom('schema_migrations' as never)
        .select('version' as never)
        .execute();
      expect(versions.map((row) => (row as { version: string }).version)).toEqual(
        MIGRATIONS.map((migration) => migration.version),
      );
    } finally {
      await second.close();
    }
  });
});
