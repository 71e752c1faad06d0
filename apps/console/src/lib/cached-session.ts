// A returning member's session read from the Auth0 client's documented local-storage cache without the client's
// code, so the first API calls need not wait for it (docs/decisions/0021-identity-client-on-demand.md). Anything
// unexpected there means "no cached session": the client decides.
import { isCachedTokenValid, type IdentityUser } from '@pod-console/hooks';

const PREFIX = '@@auth0spajs@@';
const USER_SUFFIX = '@@user@@';

export interface CachedSession {
  accessToken: string;
  user: IdentityUser;
}

export interface CachedSessionQuery {
  clientId: string;
  audience: string;
  /** The scopes asked for; an entry must hold each of them (it may hold more, like offline_access). */
  scope: string;
  nowSeconds: number;
}

function parse(text: string | null): unknown {
  if (text == null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The cached access token and user, when both are there and the token is valid (spec §9's margin); else null. */
export function readCachedSession(storage: Storage, query: CachedSessionQuery): CachedSession | null {
  try {
    const user = readUser(storage, query.clientId);
    if (user == null) return null;
    const tokenPrefix = `${PREFIX}::${query.clientId}::${query.audience}::`;
    const wanted = query.scope.split(' ').filter(Boolean);
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key == null || !key.startsWith(tokenPrefix)) continue;
      const scopes = key.slice(tokenPrefix.length).split(' ');
      if (!wanted.every((scope) => scopes.includes(scope))) continue;
      const entry = parse(storage.getItem(key));
      if (!isRecord(entry) || !isRecord(entry.body)) continue;
      const accessToken = entry.body.access_token;
      if (typeof accessToken !== 'string' || accessToken === '') continue;
      if (typeof entry.expiresAt !== 'number' || !isCachedTokenValid(entry.expiresAt, query.nowSeconds))
        continue;
      return { accessToken, user };
    }
    return null;
  } catch {
    // Storage that refuses to be read holds no session we can use.
    return null;
  }
}

function readUser(storage: Storage, clientId: string): IdentityUser | null {
  const entry = parse(storage.getItem(`${PREFIX}::${clientId}::${USER_SUFFIX}`));
  if (!isRecord(entry) || !isRecord(entry.decodedToken) || !isRecord(entry.decodedToken.user)) return null;
  return entry.decodedToken.user as IdentityUser;
}
