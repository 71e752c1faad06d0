// Which errors mean "the database cannot be reached right now" rather than "this request went wrong": the error
// handler answers those 503 with Retry-After (RFC 9110 §15.6.4, §10.2.3) instead of 500, so clients and load
// balancers wait and retry, and a database restart does not look like a bug (docs/architecture.md, "API layout").

/** How long a client should wait before retrying a call the database could not serve, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 53300 too many connections,
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or in recovery).
 */
const SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03']);

/** Messages of pg, pg-pool, PGlite and Kysely for a connection or pool that is gone or never came. */
const MESSAGES = [
  /^Connection terminated/, // pg: "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis elapsed
  /is not queryable$/, // pg: a client that lost its connection
  /^Cannot use a pool after calling end on the pool$/, // pg-pool: shutting down
  /^PGlite is closed$/,
  /^driver has already been destroyed$/, // Kysely: the database was closed
];

function isUnavailable(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a host with several addresses as an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(cause, depth + 1);
}

/** Whether an error means the database is unreachable, down, full or closed (worth a retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isUnavailable(error, 0);
}
