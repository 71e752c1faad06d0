// The rate limits of the API and of the identity provider (docs/decisions/0018-hardening.md, "Rate limits"): each
// a number of calls per window for one key, counted in the product database (`rate-limit-store.ts`) so that every
// process on one database shares the count. Each is set where a person using the product never meets it.

export interface RateLimit {
  /** Calls accepted in one window; the next one answers 429 until the window ends. */
  max: number;
  /** The window, in milliseconds. It starts with the first call of a key and does not slide. */
  windowMs: number;
}

export interface RateLimitSettings {
  /** Writes (the contract's operations that declare 429) of one signed-in user. */
  writesPerUser: RateLimit;
  /** Invitations (`createInvitation`) of one organization, whoever of its members sends them. */
  invitationsPerOrganization: RateLimit;
  /** `POST /oauth/token` (code exchanges, refreshes) from one client address at the identity provider. */
  tokenRequestsPerClient: RateLimit;
  /** Login and sign-up form posts (`POST /interaction/…`) from one client address at the identity provider. */
  signInPostsPerClient: RateLimit;
  /** Licence claims (`claimLicense`, the Pod Creator app) from one client address. */
  licenseClaimsPerAddress: RateLimit;
  /** Reports that a claiming device is in use (`reportLicenseSeen`, the Pod Creator app) from one client address. */
  licenseSeenReportsPerAddress: RateLimit;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * 120 writes a minute per user: two a second, every second, for a minute. The console makes one write per click
 * or form; the densest real use (assigning licences one after another) stays far below it.
 */
export const WRITES_PER_USER: RateLimit = { max: 120, windowMs: MINUTE_MS };

/** 100 invitations a day per organization: a team invites a handful at a time, a spammer thousands. */
export const INVITATIONS_PER_ORGANIZATION: RateLimit = { max: 100, windowMs: DAY_MS };

/**
 * 60 token requests a minute per address: a console tab exchanges one code at sign-in and refreshes about every 9
 * minutes (access tokens live 10), so one address holds hundreds of tabs below it.
 */
export const TOKEN_REQUESTS_PER_CLIENT: RateLimit = { max: 60, windowMs: MINUTE_MS };

/** 60 login or sign-up posts a minute per address: a person posts one per sign-in. */
export const SIGN_IN_POSTS_PER_CLIENT: RateLimit = { max: 60, windowMs: MINUTE_MS };

/**
 * 30 claims a minute per address: a device claims its licence once, and a room of devices set up behind one
 * address claims a few a minute; a script trying ids to find a claim link meets the limit at once (and an id is a
 * random UUID besides).
 */
export const LICENSE_CLAIMS_PER_ADDRESS: RateLimit = { max: 30, windowMs: MINUTE_MS };

/**
 * 120 in-use reports a minute per address: each device reports now and then (minutes apart), so a building of
 * devices behind one address stays below it; a script trying keys does not get far.
 */
export const LICENSE_SEEN_REPORTS_PER_ADDRESS: RateLimit = { max: 120, windowMs: MINUTE_MS };

export const DEFAULT_RATE_LIMITS: Readonly<RateLimitSettings> = {
  writesPerUser: WRITES_PER_USER,
  invitationsPerOrganization: INVITATIONS_PER_ORGANIZATION,
  tokenRequestsPerClient: TOKEN_REQUESTS_PER_CLIENT,
  signInPostsPerClient: SIGN_IN_POSTS_PER_CLIENT,
  licenseClaimsPerAddress: LICENSE_CLAIMS_PER_ADDRESS,
  licenseSeenReportsPerAddress: LICENSE_SEEN_REPORTS_PER_ADDRESS,
};

/** The defaults with the given limits instead; `false` (tests and benchmarks that need bursts) limits nothing. */
export function resolveRateLimits(
  settings: Partial<RateLimitSettings> | false | undefined,
): RateLimitSettings | null {
  if (settings === false) return null;
  return { ...DEFAULT_RATE_LIMITS, ...settings };
}

/**
 * A wait in words a person can act on, rounded up so that waiting that long is always enough: "1 second",
 * "45 seconds", "2 minutes", "24 hours".
 */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 2 * 60) return plural(whole, 'second');
  if (whole < 2 * 60 * 60) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'hour');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
