// Test support: the PostgreSQL the suites run against when this machine has one (these machines run one on
// 127.0.0.1:5432 with trust auth and a `test` database).
import pg from 'pg';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Asked once per run, in the main process, with a real query and a bound a loaded machine meets. A worker asking
 * for itself with a short timeout, while its neighbours import the server, once read a busy machine as "no
 * PostgreSQL": that worker's files ran on PGlite and one of them found no suite at all (decision 0029's update).
 */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Refused or unknown host: there is no server, as on a laptop without one. Anything else (a timeout, a server
    // that answers but refuses us) is a machine problem the run should not hide by quietly testing less.
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL') return false;
    throw new Error(`PostgreSQL at ${new URL(TEST_POSTGRES_URL).host} did not answer: ${String(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
}
