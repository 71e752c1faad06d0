import type { Kysely } from 'kysely';

import type { AccessTokenVerifier } from '../auth/verify-access-token';
import type { Database, UserRow } from '../db/schema';

/** What every handler needs: the database, the clock and where the API is reachable. */
export interface ApiContext {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  /** The API's origin as browsers reach it, e.g. http://127.0.0.1:4000 (terms links, local payment pages). */
  publicUrl: string;
  /** The clock; tests pin it. Rules of the domain take `now` rather than reading the clock. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the bearer-token hook on every non-public operation. */
    user: UserRow | null;
  }
}
