// The identity provider's accounts in the product database, so sign-ups persist across restarts (the memory
// store in accounts.ts serves the provider's own tests).
import { randomUUID } from 'node:crypto';

import type { Kysely, Selectable } from 'kysely';

import type { Database, IdentityAccountsTable } from '../db/schema';
import { AccountExistsError, type AccountStore, type IdentityAccount } from './accounts';

type AccountRow = Selectable<IdentityAccountsTable>;

function toAccount(row: AccountRow): IdentityAccount {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    givenName: row.given_name,
    familyName: row.family_name,
    ...(row.description != null && { description: row.description }),
  };
}

export function createDatabaseAccountStore(db: Kysely<Database>): AccountStore {
  return {
    async list() {
      const rows = await db
        .selectFrom('identity_accounts')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('created_at')
        .orderBy('email')
        .execute();
      return rows.map(toAccount);
    },
    async find(id) {
      const row = await db
        .selectFrom('identity_accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toAccount(row);
    },
    async create({ email, givenName, familyName }) {
      // New sign-ups count as verified: nothing here sends e-mail (same as the memory store).
      let inserted: AccountRow;
      try {
        inserted = await db
          .insertInto('identity_accounts')
          .values({
            id: randomUUID(),
            email,
            email_verified: true,
            given_name: givenName,
            family_name: familyName,
            description: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // 23505: unique violation of the case-insensitive e-mail index.
        if ((error as { code?: string }).code === '23505') throw new AccountExistsError(email);
        throw error;
      }
      return toAccount(inserted);
    },
  };
}
