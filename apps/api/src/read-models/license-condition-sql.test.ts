import { randomUUID } from 'node:crypto';

import {
  ASSIGNED_LICENSE,
  getLicenseCounts,
  matchesLicenseCondition,
  TRIAL_LICENSE,
} from '@pod-console/hooks/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DRIVERS } from '../test-support/test-database';
import { licenseConditionSql } from './license-condition-sql';
import { licenseCountsOf } from './license-counts';

interface LicenseFacts {
  identifier: string | null;
  revoked: boolean;
  trial: boolean;
}

// Identifiers as they can be stored: none, or trimmed by the domain's rule (http/request.ts's textOf), plus the
// blank ones an older row may hold. Any text, so a trim that differed on one of them would show.
const identifier = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', ' ', '   '),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 8 })
    .map((text) => text.replaceAll('\u0000', '').trim()),
  fc.string({ minLength: 1, maxLength: 6 }).map((text) => `  ${text}  `),
);
const license = fc.record({ identifier, revoked: fc.boolean(), trial: fc.boolean() });
/** Each licence as created, then as changed by one update (an identifier blanked, a revocation, …). */
const history = fc.array(fc.record({ before: license, after: license }), { maxLength: 10 });

const asDomain = (facts: LicenseFacts) => ({
  identifier: facts.identifier,
  revokedAt: facts.revoked ? '2026-01-01T00:00:00.000Z' : null,
  trial: facts.trial,
});

describe.each(TEST_DRIVERS)('the licence conditions in SQL on %s', (driver) => {
  let database: OpenDatabase;
  let ownerId: string;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    ownerId = randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id: ownerId,
        subject: `sub-${ownerId}`,
        email: `${ownerId}@example.com`,
        system_role: 'USER',
      })
      .execute();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Each licence's conditions as the database evaluates them, the counts, and the tallies the triggers keep. */
  async function databaseView(organizationId: string, ids: string[], purchased: number) {
    const { db } = database;
    const rows = await db
      .selectFrom('licenses as l')
      .select([
        'l.id',
        licenseConditionSql(ASSIGNED_LICENSE, 'l').as('assigned'),
        licenseConditionSql(TRIAL_LICENSE, 'l').as('trial'),
      ])
      .where('l.organization_id', '=', organizationId)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const tallies = await db
      .selectFrom('organization_tallies')
      .select(['assigned_licenses', 'trial_licenses', 'assigned_trial_licenses'])
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return {
      conditions: ids.map((id) => ({ assigned: byId.get(id)!.assigned, trial: byId.get(id)!.trial })),
      counts: await licenseCountsOf(db, organizationId, purchased),
      tallies,
    };
  }

  function domainView(licenses: LicenseFacts[], purchased: number) {
    const facts = licenses.map(asDomain);
    const conditions = facts.map((each) => ({
      assigned: matchesLicenseCondition(ASSIGNED_LICENSE, each),
      trial: matchesLicenseCondition(TRIAL_LICENSE, each),
    }));
    return {
      conditions,
      counts: getLicenseCounts({ licenses: facts, licenseCounts: { POD_ADMIN: purchased } }),
      // Migration 0004's stored tallies: assigned, trial, and both.
      tallies: {
        assigned_licenses: conditions.filter((each) => each.assigned).length,
        trial_licenses: conditions.filter((each) => each.trial).length,
        assigned_trial_licenses: conditions.filter((each) => each.assigned && each.trial).length,
      },
    };
  }

  it('counts what the domain counts, and the triggers keep the same tallies, on insert and on update', async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(history, fc.nat({ max: 6 }), async (licenses, purchased) => {
        const organizationId = randomUUID();
        await db
          .insertInto('organizations')
          .values({
            id: organizationId,
            name: 'Counted',
            owner_user_id: ownerId,
            pod_admin_license_count: purchased,
          })
          .execute();
        const ids = licenses.map(() => randomUUID());
        const row = (id: string, facts: LicenseFacts) => ({
          id,
          organization_id: organizationId,
          identifier: facts.identifier,
          trial: facts.trial,
          revoked_at: facts.revoked ? new Date('2026-01-01T00:00:00.000Z') : null,
        });
        // One insert (0009's trigger), then every licence changed by one update (0013's).
        if (ids.length > 0) {
          await db
            .insertInto('licenses')
            .values(licenses.map((each, index) => row(ids[index]!, each.before)))
            .execute();
        }
        const before = licenses.map((each) => each.before);
        expect(await databaseView(organizationId, ids, purchased)).toEqual(domainView(before, purchased));
        if (ids.length > 0) {
          const changes = licenses.map((each, index) => row(ids[index]!, each.after));
          await sql`
            update licenses l set identifier = c.identifier, trial = c.trial, revoked_at = c.revoked_at
            from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
              as c (id uuid, identifier text, trial boolean, revoked_at timestamptz)
            where l.id = c.id
          `.execute(db);
        }
        const after = licenses.map((each) => each.after);
        expect(await databaseView(organizationId, ids, purchased)).toEqual(domainView(after, purchased));
      }),
      { numRuns: 40 },
    );
  });
});
