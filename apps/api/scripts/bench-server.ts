// What the API benchmarks share: the API on a port of its own over a given database, with test tokens and a
// payment provider that records (no benchmark calls a payment operation).
import type { Kysely } from 'kysely';

import { buildApiServer } from '../src/app';
import type { OrganizationChangeFeed } from '../src/db/organization-changes';
import type { Database } from '../src/db/schema';
import { createRecordingPaymentProvider } from '../src/test-support/recording-payment-provider';
import type { createTestTokens } from '../src/test-support/test-tokens';

export async function startBenchServer(
  db: Kysely<Database>,
  tokens: Awaited<ReturnType<typeof createTestTokens>>,
  organizationChanges?: OrganizationChangeFeed,
): Promise<{ address: string; close(): Promise<void> }> {
  const app = await buildApiServer({
    db,
    ...(organizationChanges && { organizationChanges }),
    verifyAccessToken: tokens.verifier,
    publicUrl: 'http://127.0.0.1',
    corsOrigins: [],
    payments: createRecordingPaymentProvider(),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => app.close() };
}
