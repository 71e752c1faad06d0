// A returning member's first reads, started before the console's code has arrived (early-start.ts): for a
// browser that showed an organization lately and holds a valid access token in the identity client's cache, the
// four reads of the first screen leave at once and wait for the SDK in early-answers.ts
// (docs/decisions/0030-first-reads-before-the-code.md). Whatever cannot be read leaves everything to the console.
import { AUTH_DEFAULT_SCOPE } from '@pod-console/hooks';
import { readCachedSession } from '../lib/cached-session';
import { firstScreenReadUrls } from '../lib/first-screen-reads';
import type { ConsoleConfig } from '../lib/read-config';
import { readRememberedOrganizationId } from '../lib/remembered-organization';
import type { EarlyRead } from './early-answers';

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
  const authorization = `Bearer ${session.accessToken}`;
  return firstScreenReadUrls(config.apiBaseUrl, organizationId).map((url) => {
    // The headers the SDK sends (createConsoleClient), so the browser's preflight is the same.
    const answer = fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
    // Unclaimed (the console asked otherwise), a failure is nobody's: the console's own call reports it.
    answer.catch(() => undefined);
    return { url, authorization, answer };
  });
}
