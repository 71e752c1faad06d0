// Verifies the bearer access tokens the console sends (spec §1: the API is called with a bearer access token).
// The same checks serve the local identity provider and Auth0: both sign RS256 JWTs and publish their keys at
// `{issuer}.well-known/jwks.json`.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface AccessTokenClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  /**
   * The client id when the token was issued to a client for itself (the client-credentials grant: a service
   * account), null when it was issued for a person. oidc-provider makes such a token's `sub` its `client_id`;
   * Auth0 makes it `{azp}@clients`.
   */
  client: string | null;
  /** The `org_id` claim: the organization a service account's token was issued for; null when absent. */
  organizationId: string | null;
}

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** Leeway for `exp`, `nbf` and `iat`, in seconds. Default 60 (spec §5: expiry with 60 s leeway). */
  clockToleranceSeconds?: number;
  /**
   * How many verified tokens to remember until they expire (default 10,000; 0: none). The console sends the same
   * token with every call for its lifetime, and its 10 s polls are most calls: checking the RS256 signature once
   * per token, not per call, keeps an unchanged poll cheap. Only tokens that verified are remembered.
   */
  cacheSize?: number;
  /** The clock the expiry is checked against, remembered tokens' included (tests). Default Date.now. */
  now?: () => number;
}

const DEFAULT_CACHE_SIZE = 10_000;

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/** Anything wrong with an access token. `reason` says what, for logs and 401 bodies; it never holds the token. */
export class InvalidAccessTokenError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidAccessTokenError';
    this.reason = reason;
  }
}

/**
 * Header `typ` values accepted, case-insensitively: `at+jwt` (RFC 9068, as oidc-provider issues) and `JWT` (Auth0
 * without its RFC 9068 profile). An ID token still cannot pass: its audience is the client id, and it is checked.
 */
const ACCEPTED_TYPES = new Set(['at+jwt', 'application/at+jwt', 'jwt']);

const DEFAULT_CLOCK_TOLERANCE_SECONDS = 60; // spec §5

export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const { issuer, audience, keys } = options;
  const clockTolerance = options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS;
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;
  const now = options.now ?? Date.now;
  // Insertion order is age: the oldest entry goes first when the map is full.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  const verify = async (token: string): Promise<AccessTokenClaims> => {
    const remembered = verified.get(token);
    if (remembered) {
      if (now() < remembered.expiresAtMs) return remembered.claims;
      verified.delete(token);
    }
    const { claims, exp } = await verifyOnce(token);
    if (cacheSize > 0) {
      if (verified.size >= cacheSize) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAtMs: (exp + clockTolerance) * 1000 });
    }
    return claims;
  };

  const verifyOnce = async (token: string): Promise<{ claims: AccessTokenClaims; exp: number }> => {
    if (typeof token !== 'string' || token.length === 0) throw new InvalidAccessTokenError('no token');

    let payload: JWTPayload;
    try {
      const result = await jwtVerify(token, keys, {
        issuer,
        audience,
        // RS256 only: rejects `alg: none` and HS256 tokens "signed" with the public key (key confusion).
        algorithms: ['RS256'],
        clockTolerance,
        currentDate: new Date(now()),
        requiredClaims: ['sub', 'exp'],
      });
      const typ = result.protectedHeader.typ?.toLowerCase();
      if (!typ || !ACCEPTED_TYPES.has(typ)) {
        throw new InvalidAccessTokenError(
          `unexpected token type ${JSON.stringify(result.protectedHeader.typ ?? null)}`,
        );
      }
      payload = result.payload;
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) throw error;
      throw new InvalidAccessTokenError(reasonOf(error));
    }

    if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
      throw new InvalidAccessTokenError('the "sub" claim is not a non-empty string');
    }
    return {
      claims: {
        sub: payload.sub,
        email: stringClaim(payload.email),
        // Only a literal true counts: the console's e-mail verification gate (spec §1) must not open on "true".
        emailVerified: payload.email_verified === true,
        givenName: stringClaim(payload.given_name),
        familyName: stringClaim(payload.family_name),
        client: clientOf(payload),
        organizationId: stringClaim(payload.org_id),
      },
      // requiredClaims makes `exp` present; jose has checked it is a number.
      exp: payload.exp!,
    };
  };

  return verify;
}

/** The client a client-credentials token was issued to, or null for a person's token (AccessTokenClaims.client). */
function clientOf(payload: JWTPayload): string | null {
  const clientId = stringClaim(payload.client_id) ?? stringClaim(payload.azp);
  if (!clientId) return null;
  return payload.sub === clientId || payload.sub === `${clientId}@clients` ? clientId : null;
}

/** The issuer's key set, fetched on demand and cached by jose (refetched when an unknown `kid` shows up). */
export function remoteKeys(issuer: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive, RFC 9110), else null. */
export function extractBearerToken(authorizationHeader: string | undefined): string | null {
  if (!authorizationHeader) return null;
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorizationHeader);
  return match?.[1] ?? null;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function reasonOf(error: unknown): string {
  // jose's messages name the failed check (claim, algorithm, signature) and never echo the token; their other
  // properties (e.g. the payload) are deliberately not carried over.
  if (error instanceof errors.JWTExpired) return 'the token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) return error.message;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature verification failed';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'the signing algorithm is not allowed';
  if (error instanceof errors.JWKSNoMatchingKey) return 'no key of the issuer matches the token';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return 'the token is malformed';
  if (error instanceof errors.JWKSTimeout) return "the issuer's keys could not be fetched in time";
  if (error instanceof errors.JOSEError) return error.message;
  // Anything else is most likely the key fetch failing (network); say so without details that might leak.
  return "the token could not be verified (the issuer's keys may be unreachable)";
}
