// Versioned SQL migrations, the same on PGlite and PostgreSQL. Each runs once, in its own transaction, under an
// advisory lock so that two processes starting on one database do not both apply it.
import { sql, type Kysely } from 'kysely';

import * as initial from './migrations/0001-initial';
import * as organizationVersion from './migrations/0002-organization-version';
import * as payments from './migrations/0003-payments';
import * as organizationTallies from './migrations/0004-organization-tallies';
import * as organizationCounts from './migrations/0005-organization-counts';
import * as identityProviderState from './migrations/0006-identity-provider-state';
import * as rateLimits from './migrations/0007-rate-limits';
import * as uniqueUserEmail from './migrations/0008-unique-user-email';
import * as licenceTalliesOnInsert from './migrations/0009-licence-tallies-on-insert';
import * as organizationChangeNotices from './migrations/0010-organization-change-notices';
import * as rolesAndActivity from './migrations/0011-roles-and-activity';
import * as mailOutbox from './migrations/0012-mail-outbox';
import * as licenceClaims from './migrations/0013-licence-claims';
import * as serviceAccounts from './migrations/0014-service-accounts';
import * as idempotencyKeys from './migrations/0015-idempotency-keys';
import * as erasedSubjects from './migrations/0016-erased-subjects';
import * as licenceTokens from './migrations/0017-licence-tokens';
import * as enrolmentTokens from './migrations/0018-enrolment-tokens';
import * as idleSeatRecovery from './migrations/0019-idle-seat-recovery';
import * as webhooks from './migrations/0020-webhooks';
import * as deviceUsageDays from './migrations/0023-device-usage-days';
import * as organizationLocks from './migrations/0024-organization-locks';
import * as webhookEventPruning from './migrations/0025-webhook-event-pruning';
import * as adminListChangeNotices from './migrations/0026-admin-list-change-notices';
import * as organizationSearchText from './migrations/0027-organization-search-text';
import * as deviceUsageDaysByDay from './migrations/0028-device-usage-days-by-day';
import type { Database } from './schema';

export interface Migration {
  version: string;
  up: string;
}

/** In order. Append only: a released migration is never edited. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  organizationVersion,
  payments,
  organizationTallies,
  organizationCounts,
  identityProviderState,
  rateLimits,
  uniqueUserEmail,
  licenceTalliesOnInsert,
  organizationChangeNotices,
  rolesAndActivity,
  mailOutbox,
  licenceClaims,
  serviceAccounts,
  idempotencyKeys,
  erasedSubjects,
  licenceTokens,
  enrolmentTokens,
  idleSeatRecovery,
  webhooks,
  deviceUsageDays,
  organizationLocks,
  webhookEventPruning,
  adminListChangeNotices,
  organizationSearchText,
  deviceUsageDaysByDay,
];

/** An arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK_KEY = 724_311_001;

/**
 * Applies the migrations not yet applied, all of them or those up to `through` (a restore loads a backup at its own
 * version, then migrates the rest); answers the versions it applied.
 */
export async function migrate(db: Kysely<Database>, options: { through?: string } = {}): Promise<string[]> {
  const last =
    options.through === undefined
      ? MIGRATIONS.length - 1
      : MIGRATIONS.findIndex((m) => m.version === options.through);
  if (last < 0) throw new Error(`No migration ${options.through}`);
  await sql`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);

  const applied: string[] = [];
  for (const migration of MIGRATIONS.slice(0, last + 1)) {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await sql<{ version: string }>`
        select version from schema_migrations where version = ${migration.version}
      `.execute(trx);
      if (done.rows.length > 0) return;
      await sql.raw(migration.up).execute(trx);
      await sql`insert into schema_migrations (version) values (${migration.version})`.execute(trx);
      applied.push(migration.version);
    });
  }
  return applied;
}
