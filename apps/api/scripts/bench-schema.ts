import pg from 'pg';

/** Drops the throwaway schema a benchmark ran in on PostgreSQL; nothing to do on PGlite (no `url`). */
export async function dropBenchSchema(url: string | undefined, schema: string | undefined): Promise<void> {
  if (!url || !schema) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema ${schema} cascade`);
  } finally {
    await client.end();
  }
}
