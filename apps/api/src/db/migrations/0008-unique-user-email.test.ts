// Migration 0008 on a database that already holds users sharing an address (allowed before it): the oldest keeps
// its address, later ones are marked, and the unique index holds afterwards.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { openTestDatabase, TEST_DRIVERS } from '../../test-support/test-database';
import type { OpenDatabase } from '../database';
import { migrate } from '../migrate';
import { version } from './0008-unique-user-email';

describe.each(TEST_DRIVERS)('migration 0008 on %s', (driver) => {
  let database: OpenDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('keeps the oldest of users sharing an address, marks the later ones, then refuses a duplicate', async () => {
    database = await openTestDatabase(driver);
    const { db } = database;
    // Back to the state before 0008: its index gone, the old one back, and the version not applied.
    await sql`drop index users_email_key`.execute(db);
    await sql`create index users_email_idx on users (lower(email))`.execute(db);
    await sql`delete from schema_migrations where version = ${version}`.execute(db);
    const user = (id: string, email: string, createdAt: string) => ({
      id,
      subject: `sub-${id}`,
      email,
      system_role: 'USER' as const,
      created_at: createdAt,
    });
    await db
      .insertInto('users')
      .values([
        user('00000000-0000-4000-8000-000000000002', 'Twin@Example.com', '2026-02-01T00:00:00Z'),
        user('00000000-0000-4000-8000-000000000001', 'twin@example.com', '2026-01-01T00:00:00Z'),
        user('00000000-0000-4000-8000-000000000003', 'solo@example.com', '2026-03-01T00:00:00Z'),
      ])
      .execute();

    expect(await migrate(db)).toEqual([version]);

    const rows = await db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', email: 'twin@example.com' },
      {
        id: '00000000-0000-4000-8000-000000000002',
        email: 'Twin@Example.com (duplicate 00000000-0000-4000-8000-000000000002)',
      },
      { id: '00000000-0000-4000-8000-000000000003', email: 'solo@example.com' },
    ]);
    await expect(
      db
        .insertInto('users')
        .values(user('00000000-0000-4000-8000-000000000004', 'SOLO@example.com', '2026-04-01T00:00:00Z'))
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
