import type { Kysely } from 'kysely';

import type { AccessTokenVerifier } from '../auth/verify-access-token';
import type { Database, UserRow } from '../db/schema';
import type { LicenseSigner } from '../license-tokens/license-signer';
import type { PaymentProvider } from '../payments/payment-provider';
import type { RememberedAdminLists } from './remembered-admin-lists';
import type { RememberedMemberships } from './remembered-memberships';

/** What every handler needs: the database, the clock, the payment provider and where the API is reachable. */
export interface ApiContext {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  /** The API's origin as browsers reach it, e.g. http://127.0.0.1:4000 (terms links, local payment pages). */
  publicUrl: string;
  /**
   * The console's origins (the ones CORS allows), e.g. ['http://127.0.0.1:5173']: checkout and portal return
   * URLs must be on one of them, so a session cannot send the browser elsewhere.
   */
  consoleOrigins: readonly string[];
  /**
   * The console's own origin, e.g. http://127.0.0.1:5173: the links of the mails the API sends (an invitation's,
   * Plan & Billing's) lead there (docs/decisions/0025-invitation-mail.md).
   */
  consoleOrigin: string;
  /** Checkout, customer portal and webhook verification (payments/select-provider.ts chooses it). */
  payments: PaymentProvider;
  /**
   * Memberships and organization versions this process remembers, kept true by the database's change feed: an
   * unchanged poll is answered without a query. Absent: every request reads the database.
   */
  memberships?: RememberedMemberships;
  /**
   * The platform admin's Organizations pages this process remembers, kept true by the same feed
   * (docs/decisions/0055-admin-list-from-memory.md). Absent: every list reads the database.
   */
  adminLists?: RememberedAdminLists;
  /**
   * The client ids of the platform admin's service accounts, which only configuration creates
   * (docs/decisions/0028-service-accounts.md); the identity provider holds their secrets. Absent: none.
   */
  platformServiceAccounts?: ReadonlySet<string>;
  /** Signs the app's licence tokens and publishes their keys (docs/decisions/0043-offline-licence-tokens.md). */
  licenseSigner: LicenseSigner;
  /** The clock; tests pin it. Rules of the domain take `now` rather than reading the clock. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the bearer-token hook on every non-public operation. */
    user: UserRow | null;
    /**
     * The request body exactly as received, for a JSON body (undefined otherwise): a webhook's signature covers
     * these bytes, not a re-serialisation of the parsed body.
     */
    rawBody: string | undefined;
  }
}
