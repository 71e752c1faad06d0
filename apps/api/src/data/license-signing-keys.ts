// The keys that sign licence tokens (docs/decisions/0043-offline-licence-tokens.md; migration 0017). One key signs at
// a time (the newest not retired); a retired key stays published until every token it signed has ended.
import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '../db/schema';

/** An arbitrary constant naming the lock under which processes choose, make or retire the signing key. */
const SIGNING_KEY_LOCK = 724_311_017;

/** Holds the signing keys' lock until the transaction ends: two processes never both make a new key. */
export async function lockSigningKeys(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK})`.execute(trx);
}

/** The key that signs now: the newest one not retired, with its private JWK when this database made it. */
export function currentSigningKey(trx: Transaction<Database>) {
  return trx
    .selectFrom('license_signing_keys')
    .select(['kid', 'private_jwk', 'created_at'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds a key (a configured one's public half, or one made here with its private half); nothing if it is there. */
export async function insertSigningKey(
  trx: Transaction<Database>,
  key: { kid: string; publicJwk: Record<string, string>; privateJwk: string | null; now: Date },
): Promise<void> {
  await trx
    .insertInto('license_signing_keys')
    .values({
      kid: key.kid,
      public_jwk: JSON.stringify(key.publicJwk),
      private_jwk: key.privateJwk,
      created_at: key.now,
      retired_at: null,
    })
    .onConflict((conflict) => conflict.column('kid').doUpdateSet({ retired_at: null }))
    .execute();
}

/** Retires every key but `kid` that still signs: a newer key has taken over. */
export async function retireSigningKeysBut(
  trx: Transaction<Database>,
  kid: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('license_signing_keys')
    .set({ retired_at: now })
    .where('kid', '<>', kid)
    .where('retired_at', 'is', null)
    .execute();
}

/** The public JWKs to publish, newest first: the signing key and those retired after `retiredAfter`. */
export async function publishedSigningKeys(
  db: Kysely<Database>,
  retiredAfter: Date,
): Promise<Record<string, string>[]> {
  const rows = await db
    .selectFrom('license_signing_keys')
    .select(['public_jwk'])
    .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', retiredAfter)]))
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) =>
    typeof row.public_jwk === 'string'
      ? (JSON.parse(row.public_jwk) as Record<string, string>)
      : row.public_jwk,
  );
}
