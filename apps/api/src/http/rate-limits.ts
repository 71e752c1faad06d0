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
  /** `POST /oauth/token` (code exchanges, refreshes) from one client address at the identity provider, all of them. */
  tokenRequestsPerClient: RateLimit;
  /**
   * Those of them the provider refused (4xx): past this many, one more refusal answers 429 instead, while a valid
   * grant from the same address still gets its tokens (decision 0035).
   */
  failedTokenRequestsPerClient: RateLimit;
  /** Login and sign-up form posts (`POST /interaction/…`) from one client address at the identity provider. */
  signInPostsPerClient: RateLimit;
  /** Those of them the provider refused (4xx), counted and answered as `failedTokenRequestsPerClient`. */
  failedSignInPostsPerClient: RateLimit;
  /** Licence claims (`claimLicense`, the Pod Creator app) from one client address, all of them. */
  licenseClaimsPerAddress: RateLimit;
  /** Those of them refused (4xx): past this many, one more refusal answers 429 instead; a valid claim still succeeds. */
  failedLicenseClaimsPerAddress: RateLimit;
  /** Reports that a claiming device is in use (`reportLicenseSeen`, the Pod Creator app) from one client address. */
  licenseSeenReportsPerAddress: RateLimit;
  /** Those of them refused (4xx), counted and answered as `failedLicenseClaimsPerAddress`. */
  failedLicenseSeenReportsPerAddress: RateLimit;
  /** Reads of the licence tokens' public keys (`getLicenseSigningKeys`, the Pod Creator app) from one client address. */
  licenseKeySetReadsPerAddress: RateLimit;
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
 * 600 token requests a minute per address, valid or not: a console tab exchanges one code at sign-in and refreshes
 * about every 9 minutes (access tokens live 10), so an office, school or carrier address holds thousands of people
 * below it. It bounds the provider's work for one address; refusals have their own, lower limit.
 */
export const TOKEN_REQUESTS_PER_CLIENT: RateLimit = { max: 600, windowMs: MINUTE_MS };

/**
 * 60 refused token requests a minute per address (an expired or forged refresh token, a code used twice): an honest
 * tab meets one now and then, a script guessing tokens sixty in its first second. Past it, refusals answer 429 and
 * valid grants still succeed, so a flood from one address locks no honest caller behind it out (decision 0035).
 */
export const FAILED_TOKEN_REQUESTS_PER_CLIENT: RateLimit = { max: 60, windowMs: MINUTE_MS };

/** 300 login or sign-up posts a minute per address: a person posts one per sign-in. */
export const SIGN_IN_POSTS_PER_CLIENT: RateLimit = { max: 300, windowMs: MINUTE_MS };

/**
 * 20 refused login or sign-up posts per 15 minutes per address: OWASP's guidance and the identity providers' brute-force
 * protections count failed attempts in the tens per quarter hour, not successful ones; past it, refusals answer 429
 * and a correct sign-in from the same address still goes through.
 */
export const FAILED_SIGN_IN_POSTS_PER_CLIENT: RateLimit = { max: 20, windowMs: 15 * MINUTE_MS };

/**
 * 300 claims a minute per address, valid or not: a device claims its licence once, and a fleet set up behind one
 * address claims a few a second at most. It bounds the work one address causes; refusals have their own limit.
 */
export const LICENSE_CLAIMS_PER_ADDRESS: RateLimit = { max: 300, windowMs: MINUTE_MS };

/**
 * 30 refused claims a minute per address (an unknown or used link): a script trying ids to find a claim link meets it
 * at once (and an id is a random UUID besides), while the devices behind the address go on claiming theirs.
 */
export const FAILED_LICENSE_CLAIMS_PER_ADDRESS: RateLimit = { max: 30, windowMs: MINUTE_MS };

/**
 * 1,200 in-use reports a minute per address: each device reports now and then (minutes apart), so a campus of
 * devices behind one address stays below it.
 */
export const LICENSE_SEEN_REPORTS_PER_ADDRESS: RateLimit = { max: 1200, windowMs: MINUTE_MS };

/**
 * 120 refused reports a minute per address (a wrong key, a revoked licence): a script trying keys does not get far,
 * and the devices whose licence still holds go on reporting.
 */
export const FAILED_LICENSE_SEEN_REPORTS_PER_ADDRESS: RateLimit = { max: 120, windowMs: MINUTE_MS };

/**
 * 300 reads of the signing keys a minute per address, as many as claims: an app fetches them after a claim and now
 * and then while online (they are cacheable for 5 minutes), so a fleet behind one address stays far below it.
 */
export const LICENSE_KEY_SET_READS_PER_ADDRESS: RateLimit = { max: 300, windowMs: MINUTE_MS };

export const DEFAULT_RATE_LIMITS: Readonly<RateLimitSettings> = {
  writesPerUser: WRITES_PER_USER,
  invitationsPerOrganization: INVITATIONS_PER_ORGANIZATION,
  tokenRequestsPerClient: TOKEN_REQUESTS_PER_CLIENT,
  failedTokenRequestsPerClient: FAILED_TOKEN_REQUESTS_PER_CLIENT,
  signInPostsPerClient: SIGN_IN_POSTS_PER_CLIENT,
  failedSignInPostsPerClient: FAILED_SIGN_IN_POSTS_PER_CLIENT,
  licenseClaimsPerAddress: LICENSE_CLAIMS_PER_ADDRESS,
  failedLicenseClaimsPerAddress: FAILED_LICENSE_CLAIMS_PER_ADDRESS,
  licenseSeenReportsPerAddress: LICENSE_SEEN_REPORTS_PER_ADDRESS,
  failedLicenseSeenReportsPerAddress: FAILED_LICENSE_SEEN_REPORTS_PER_ADDRESS,
  licenseKeySetReadsPerAddress: LICENSE_KEY_SET_READS_PER_ADDRESS,
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
