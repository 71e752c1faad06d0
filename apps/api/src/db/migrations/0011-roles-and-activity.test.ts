// Migration 0011 on a database from before roles: each organization's recorded owner becomes its one Owner (a
// member from then on), everyone else an Admin; invitations were last sent when they were made; a role change
// moves the organization's version and an activity entry does not.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { openTestDatabase, TEST_DRIVERS } from '../../test-support/test-database';
import type { OpenDatabase } from '../database';
import { migrate } from '../migrate';
import { version } from './0011-roles-and-activity';

const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

describe.each(TEST_DRIVERS)('migration 0011 on %s', (driver) => {
  let database: OpenDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('gives every member a role, exactly one Owner per organization, and keeps versions right', async () => {
    database = await openTestDatabase(driver);
    const { db } = database;
    // Back to the state before 0011.
    await sql`
      drop table activity_events;
      drop trigger memberships_version_update on memberships;
      drop index memberships_one_owner_idx;
      alter table memberships drop column role;
      alter table invitations drop column role, drop column last_sent_at;
    `.execute(db);
    await sql`delete from schema_migrations where version = ${version}`.execute(db);
    await sql`insert into users (id, subject, email) values
      (${id(1)}, 'sub-1', 'olive@example.com'),
      (${id(2)}, 'sub-2', 'adam@example.com'),
      (${id(3)}, 'sub-3', 'absent@example.com')`.execute(db);
    await sql`insert into organizations (id, name, owner_user_id) values
      (${id(11)}, 'Acme', ${id(1)}), (${id(12)}, 'Beacon', ${id(3)})`.execute(db);
    await sql`insert into memberships (organization_id, user_id) values
      (${id(11)}, ${id(1)}), (${id(11)}, ${id(2)}), (${id(12)}, ${id(2)})`.execute(db);
    await sql`insert into invitations (id, organization_id, email, token, expires_at, created_at) values
      (${id(21)}, ${id(11)}, 'guest@example.com', 'token-1', '2026-12-01T00:00:00Z', '2026-11-20T08:00:00Z')`.execute(
      db,
    );

    expect(await migrate(db)).toEqual([version]);

    const roles = await db
      .selectFrom('memberships')
      .select(['organization_id', 'user_id', 'role'])
      .orderBy('organization_id')
      .orderBy('user_id')
      .execute();
    expect(roles).toEqual([
      { organization_id: id(11), user_id: id(1), role: 'OWNER' },
      { organization_id: id(11), user_id: id(2), role: 'ADMIN' },
      { organization_id: id(12), user_id: id(2), role: 'ADMIN' },
      // The recorded owner who was not a member is one now: every organization has its Owner.
      { organization_id: id(12), user_id: id(3), role: 'OWNER' },
    ]);
    const invitation = await db
      .selectFrom('invitations')
      .select(['role', 'last_sent_at'])
      .executeTakeFirstOrThrow();
    expect(invitation).toEqual({ role: 'ADMIN', last_sent_at: new Date('2026-11-20T08:00:00Z') });

    const versionOf = async () =>
      Number(
        (
          await db
            .selectFrom('organizations')
            .select('version')
            .where('id', '=', id(11))
            .executeTakeFirstOrThrow()
        ).version,
      );
    const before = await versionOf();
    await db
      .updateTable('memberships')
      .set({ role: 'BILLING' })
      .where('organization_id', '=', id(11))
      .where('user_id', '=', id(2))
      .execute();
    expect(await versionOf()).toBe(before + 1);
    await db
      .insertInto('activity_events')
      .values({
        id: id(31),
        organization_id: id(11),
        occurred_at: new Date(),
        kind: 'member.role_changed',
        actor_type: 'user',
        actor_user_id: id(1),
        actor_name: null,
        actor_email: 'olive@example.com',
        subject: 'adam@example.com',
        before: JSON.stringify({ role: 'ADMIN' }),
        after: JSON.stringify({ role: 'BILLING' }),
      })
      .execute();
    expect(await versionOf()).toBe(before + 1);
    const entry = await db
      .selectFrom('activity_events')
      .select(['before', 'after'])
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ before: { role: 'ADMIN' }, after: { role: 'BILLING' } });

    // One Owner per organization, and only the roles there are.
    await expect(
      db
        .updateTable('memberships')
        .set({ role: 'OWNER' })
        .where('organization_id', '=', id(11))
        .where('user_id', '=', id(2))
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      sql`update memberships set role = 'SUPERUSER' where user_id = ${id(2)}`.execute(db),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      sql`update invitations set role = 'OWNER' where id = ${id(21)}`.execute(db),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
