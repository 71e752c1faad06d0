// `npm run seed`: migrates the database and inserts the demo data (idempotent). PGlite under <repo>/.data/pglite by
// default, PostgreSQL when DATABASE_URL is set. `npm run seed -- --organizations 10000` also makes sure that many
// synthetic organizations exist, for the platform admin's table at scale (a second run only tops up).
import { join } from 'node:path';

import { findRepositoryRoot, openDatabase } from '@pod-console/api';
import { sql } from 'kysely';

import { DEMO_ACCOUNTS } from './seed/demo-data';
import { seedDemoData } from './seed/seed';
import { seedSyntheticOrganizations } from './seed/synthetic-organizations';

/**
 * `--organizations N` (or `--organizations=N`). Through npm without a `--` (as the root `npm run seed -- …` calls
 * this package's script), npm takes the flag for itself, sets `npm_config_organizations=true` and hands on only
 * the number: that form is read too.
 */
function organizationsToSeed(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  let text: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--organizations') text = argv[index + 1];
    else if (arg.startsWith('--organizations=')) text = arg.slice('--organizations='.length);
  }
  if (text === undefined && env.npm_config_organizations !== undefined) {
    text =
      env.npm_config_organizations === 'true'
        ? argv.find((arg) => /^\d+$/.test(arg))
        : env.npm_config_organizations;
  }
  if (text === undefined) return 0;
  const count = Number(text);
  if (text === '' || !Number.isInteger(count) || count < 0 || count > 1_000_000) {
    throw new Error(`--organizations takes a whole number from 0 to 1000000 (got ${text})`);
  }
  return count;
}

async function main(): Promise<void> {
  const organizations = organizationsToSeed(process.argv.slice(2), process.env);
  const dataDir = process.env.DATA_DIR ?? join(findRepositoryRoot(), '.data');
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL }
      : { dataDir: join(dataDir, 'pglite') },
  );
  try {
    const { inserted } = await seedDemoData(database.db);
    console.log(inserted ? 'Seeded the demo data:' : 'The demo data was already there:');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(20)} ${account.description}`);
    if (organizations > 0) {
      const started = performance.now();
      const result = await seedSyntheticOrganizations(database.db, { organizations });
      // Statistics for the planner after a bulk load (autovacuum would get there later; PGlite has none): the
      // trigram indexes of the text filter look too costly until a vacuum has counted their entries.
      if (result.inserted.organizations > 0) await sql`vacuum analyze`.execute(database.db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const { inserted } = result;
      console.log(
        `Synthetic organizations: ${result.existing} already there, ${inserted.organizations} added ` +
          `(${inserted.users} users, ${inserted.memberships} memberships, ${inserted.licenses} licences, ` +
          `${inserted.subscriptions} subscriptions) in ${seconds} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
