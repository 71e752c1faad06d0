// The service accounts as the identity provider reads them: from the product database, on every token request, so
// one revoked in any API process gets no token from any process from then on.
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { ServiceAccountClients } from './provider';

export function createDatabaseServiceAccountClients(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): ServiceAccountClients {
  return {
    async find(clientId) {
      const row = await db
        .selectFrom('service_accounts')
        .select(['client_id', 'secret_sha256', 'organization_id'])
        .where('client_id', '=', clientId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row
        ? { clientId: row.client_id, secretSha256: row.secret_sha256, organizationId: row.organization_id }
        : undefined;
    },
    async tokenIssued(clientId) {
      await db
        .updateTable('service_accounts')
        .set({ last_token_at: now() })
        .where('client_id', '=', clientId)
        .execute();
    },
  };
}
