// `npm run seed`: migrates the database and inserts the demo data (idempotent). PGlite under <repo>/.data/pglite by
// default, PostgreSQL when DATABASE_URL is set.
import { join } from 'node:path';

import { findRepositoryRoot } from './contract/contract';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS } from './seed/demo-data';
import { seedDemoData } from './seed/seed';

async function main(): Promise<void> {
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
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
