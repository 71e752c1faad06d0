// A returning member's first reads, started before the console's code has arrived (early-start.ts): for a
// browser that showed an organization lately and holds a valid access token in the identity client's cache, the
// four reads of the first screen leave at once and wait for the SDK in early-answers.ts
// (docs/decisions/0030-first-reads-before-the-code.md). Whatever cannot be read leaves everything to the console.
import { AUTH_DEFAULT_SCOPE, LICENSES_FIRST_PAGE_SIZE } from '@pod-console/hooks';
import type { paths } from '@pod-console/sdk';
import { readCachedSession } from '../lib/cached-session';
import type { ConsoleConfig } from '../lib/read-config';
import { readRememberedOrganizationId } from '../lib/remembered-organization';
import type { EarlyRead } from './early-answers';

/**
 * The contract's paths the first screen reads (the shell's user gates, organization and subscription), each with
 * the query the SDK sends: the organization's first read is its first page of licences
 * (docs/decisions/0053-first-page-of-licences.md).
 */
const READS = [
  ['/users/current-user', ''],
  ['/users/terms-of-service', ''],
  ['/organizations/{organizationId}', `?licenses_limit=${LICENSES_FIRST_PAGE_SIZE}`],
  ['/organizations/{organizationId}/subscription', ''],
] as const satisfies ReadonlyArray<readonly [keyof paths, string]>;

export interface EarlyReadsPage {
  config: ConsoleConfig;
  /** The page's query string. */
  search: string;
  storage: Storage;
  fetch: typeof globalThis.fetch;
  nowMs: number;
}

/** The reads started, or none for a visitor who is not (or may not be) a returning, signed-in member. */
export function startEarlyReads({ config, search, storage, fetch, nowMs }: EarlyReadsPage): EarlyRead[] {
  // A sign-in's return exchanges its code first; the cache may not be this session's yet.
  const query = new URLSearchParams(search);
  if (query.has('code') && query.has('state')) return [];
  const organizationId = readRememberedOrganizationId();
  if (organizationId == null) return [];
  const session = readCachedSession(storage, {
    clientId: config.authClientId,
    audience: config.authAudience,
    scope: AUTH_DEFAULT_SCOPE,
    nowSeconds: Math.floor(nowMs / 1000),
  });
  if (session == null) return [];
  const base = config.apiBaseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${session.accessToken}`;
  return READS.map(([path, query]) => {
    const url = base + path.replace('{organizationId}', encodeURIComponent(organizationId)) + query;
    // The headers the SDK sends (createConsoleClient), so the browser's preflight is the same.
    const answer = fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
    // Unclaimed (the console asked otherwise), a failure is nobody's: the console's own call reports it.
    answer.catch(() => undefined);
    return { url, authorization, answer };
  });
}
