// Demo data for the browser benchmarks (scripts/bench-*.ts): the seeded demo organizations in a PGlite folder, and
// Acme Robotics filled up to a given number of licences with plain SQL (the seed makes no organization that large).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Alice's organization in the demo data (apps/local/src/seed/demo-data.ts). */
export const ACME_ID = '00000000-0000-4000-8000-000000000101';
const NAMES = ['Studio iPad', 'Field kit', 'Lobby kiosk', 'Stage camera', 'Reception tablet'];

const apiDir = () => dirname(createRequire(import.meta.url).resolve('@pod-console/api/package.json'));
const localDir = () => dirname(createRequire(import.meta.url).resolve('@pod-console/local/package.json'));

/** `npm run seed` into `dataDir`: the demo organizations, people and plans. */
export function seedDemo(dataDir: string): void {
  execFileSync(process.execPath, [join(localDir(), 'dist/seed-cli.js')], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
}

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Adds licences to Acme until it holds `total` (unrevoked), through the API package's own PGlite (and pg_trgm, which
 * the schema's indexes need loaded): half of the added ones claimed with a device, some expiring. Answers every
 * identifier Acme's page then holds.
 */
export async function fillAcmeLicenses(dataDir: string, total: number): Promise<string[]> {
  const fromApi = createRequire(join(apiDir(), 'package.json'));
  const load = async (name: string) => import(pathToFileURL(fromApi.resolve(name)).href);
  const { PGlite } = (await load('@electric-sql/pglite')) as {
    PGlite: new (options: { dataDir: string; extensions: Record<string, unknown> }) => PGliteLike;
  };
  const { pg_trgm } = (await load('@electric-sql/pglite/contrib/pg_trgm')) as { pg_trgm: unknown };
  const db = new PGlite({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  const identifiers = async () =>
    (
      await db.query<{ identifier: string | null }>(
        'select identifier from licenses where organization_id = $1 and revoked_at is null',
        [ACME_ID],
      )
    ).rows.map((row) => row.identifier ?? '');
  try {
    const count = total - (await identifiers()).length;
    if (count > 0) {
      // One statement: every row from generate_series, half of them claimed a few days ago and seen since.
      const names = `array[${NAMES.map((name) => `'${name}'`).join(',')}]`;
      await db.exec(`
        insert into licenses (id, organization_id, identifier, license_key_hash, expires_at, trial, claimed_at,
                              device_name, last_seen_at)
        select gen_random_uuid(), '${ACME_ID}',
               (${names})[1 + n % ${NAMES.length}] || ' ' || lpad(n::text, 5, '0'),
               case when n % 2 = 0 then md5(n::text) end,
               case when n % 7 = 0 then now() + interval '30 days' * (n % 5 - 1) end,
               false,
               case when n % 2 = 0 then now() - interval '1 hour' * (n % 500) end,
               case when n % 2 = 0 then 'Device ' || n end,
               case when n % 4 = 0 then now() - interval '1 minute' * (n % 300) end
        from generate_series(1, ${count}) as n;
        update organizations set pod_admin_license_count = pod_admin_license_count + ${count} where id = '${ACME_ID}';
      `);
    }
    return await identifiers();
  } finally {
    await db.close();
  }
}
