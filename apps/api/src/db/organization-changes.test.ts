// The change feed hears, through the database itself, every change the organization answer shows (migration 0010),
// from any connection; on PostgreSQL it notices a lost listening connection, says so, and listens again.
import { randomBytes, randomUUID } from 'node:crypto';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, TEST_DRIVERS, TEST_POSTGRES_URL } from '../test-support/test-database';
import type { OpenDatabase } from './database';

/** Every id the feed announced, in order; `next` waits for the next one that matches. */
function record(database: OpenDatabase) {
  const heard: Array<string | null> = [];
  const waiting: Array<{ match: (id: string | null) => boolean; resolve: () => void }> = [];
  const unsubscribe = database.organizationChanges.subscribe((id) => {
    heard.push(id);
    for (const waiter of [...waiting])
      if (waiter.match(id)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
  });
  return {
    heard,
    unsubscribe,
    next: (match: (id: string | null) => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not heard; heard ${JSON.stringify(heard)}`)), 5000);
        waiting.push({
          match,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
  };
}

async function untilLive(database: OpenDatabase): Promise<void> {
  await expect.poll(() => database.organizationChanges.live, { timeout: 5000 }).toBe(true);
}

describe.each(TEST_DRIVERS)('organization change feed on %s', (driver) => {
  // Its own name: the test ends this file's listening connection, not another file's.
  const applicationName = `feed-test-${randomBytes(4).toString('hex')}`;
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { applicationName });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function organization(): Promise<{ organizationId: string; userId: string }> {
    const userId = randomUUID();
    const organizationId = randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        subject: `feed|${userId}`,
        email: `${userId}@feed.example.com`,
        first_name: null,
        last_name: null,
        system_role: 'USER',
        selected_organization_id: null,
      })
      .execute();
    await database.db
      .insertInto('organizations')
      .values({ id: organizationId, name: 'Heard Co', owner_user_id: userId, pod_admin_license_count: 5 })
      .execute();
    return { organizationId, userId };
  }

  it('announces each change of an organization once, by id: licences, members, its row, its deletion', async () => {
    const feed = record(database);
    await untilLive(database);
    try {
      const { organizationId, userId } = await organization();
      const quiet = await organization();

      const steps: Array<[string, () => Promise<unknown>]> = [
        [
          'a licence',
          () =>
            database.db
              .insertInto('licenses')
              .values({
                id: randomUUID(),
                organization_id: organizationId,
                identifier: 'Tablet',
                trial: false,
              })
              .execute(),
        ],
        [
          'a member',
          () =>
            database.db
              .insertInto('memberships')
              .values({ organization_id: organizationId, user_id: userId, role: 'OWNER' })
              .execute(),
        ],
        [
          'its name',
          () =>
            database.db
              .updateTable('organizations')
              .set({ name: 'Renamed' })
              .where('id', '=', organizationId)
              .execute(),
        ],
        [
          'a member leaving',
          () => database.db.deleteFrom('memberships').where('organization_id', '=', organizationId).execute(),
        ],
        [
          'its deletion',
          async () => {
            await database.db.deleteFrom('licenses').where('organization_id', '=', organizationId).execute();
            await database.db.deleteFrom('organizations').where('id', '=', organizationId).execute();
          },
        ],
      ];
      for (const [what, change] of steps) {
        const heard = feed.next((id) => id === organizationId);
        await change();
        await expect(heard, what).resolves.toBeUndefined();
      }
      // A bulk change is one announcement per organization and transaction, not one per row.
      const before = feed.heard.length;
      const bulk = feed.next((id) => id === quiet.organizationId);
      await database.db
        .insertInto('licenses')
        .values(
          Array.from({ length: 50 }, (_, index) => ({
            id: randomUUID(),
            organization_id: quiet.organizationId,
            identifier: `Bulk ${index}`,
            trial: false,
          })),
        )
        .execute();
      await bulk;
      // Notifications arrive in commit order: once a later change is heard, a duplicate would have been too.
      const marker = await organization();
      const markerHeard = feed.next((id) => id === marker.organizationId);
      await database.db
        .updateTable('organizations')
        .set({ name: 'Marker' })
        .where('id', '=', marker.organizationId)
        .execute();
      await markerHeard;
      // Only the bulk's organization counts: on PostgreSQL the channel is the database's, so other test files'
      // organizations are heard too, and the deletion above (two statements) may still be arriving.
      expect(feed.heard.slice(before).filter((id) => id === quiet.organizationId)).toEqual([
        quiet.organizationId,
      ]);
    } finally {
      feed.unsubscribe();
    }
  });

  if (driver === 'postgres') {
    it('says when its connection is lost, is not live until it listens again, and hears changes after', async () => {
      const feed = record(database);
      await untilLive(database);
      try {
        const interrupted = feed.next((id) => id === null);
        const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
        await admin.connect();
        try {
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
            [`${applicationName} (changes)`],
          );
        } finally {
          await admin.end();
        }
        await interrupted;
        expect(database.organizationChanges.live).toBe(false);
        await untilLive(database);
        const { organizationId } = await organization();
        const heard = feed.next((id) => id === organizationId);
        await database.db
          .updateTable('organizations')
          .set({ name: 'After' })
          .where('id', '=', organizationId)
          .execute();
        await heard;
      } finally {
        feed.unsubscribe();
      }
    });
  }
});
