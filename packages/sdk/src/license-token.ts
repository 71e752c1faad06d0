// The app's offline check of its licence (docs/decisions/0043-offline-licence-tokens.md): a licence token from a
// claim or a "seen" report, verified against the signing keys the app fetched while online (`app.getSigningKeys`).
// The token carries its own instants (when its grace starts, when it ends), so this reads them and restates no
// figure of the product.
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

import type { LicenseSigningKeySet, PlanType } from './entities';

/** Valid, or in its grace period: the app keeps working and asks the person to go online. */
export type LicenseTokenStatus = 'valid' | 'grace';

/** A verified licence token, in the SDK's camelCase. */
export interface VerifiedLicenseToken {
  status: LicenseTokenStatus;
  licenseId: string;
  organizationId: string;
  organizationName: string;
  deviceName: string;
  plan: PlanType | null;
  issuedAt: Date;
  /** From this instant the token is in its grace period. */
  graceFrom: Date;
  /** The end of the grace period: after it the token no longer verifies. */
  expiresAt: Date;
  /** The licence's own expiry, or null when it never expires. */
  licenseExpiresAt: Date | null;
}

/** Why a token did not verify. */
export type LicenseTokenFailure =
  /** Past its grace period: report again (online) for a new token. */
  | 'expired'
  /** No key of the set has the token's `kid`: fetch the keys again while online. */
  | 'unknown_key'
  /** Not a licence token, altered, or signed by another key. */
  | 'invalid';

export class LicenseTokenError extends Error {
  override readonly name = 'LicenseTokenError';
  constructor(
    readonly reason: LicenseTokenFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifyLicenseTokenOptions {
  /** The signing keys (`app.getSigningKeys()`), kept from the last time the app was online. */
  jwks: LicenseSigningKeySet;
  /** The instant to check at; the device's clock by default. */
  now?: Date;
}

// The contract's `LicenseToken`: the header's `typ` and the one algorithm its keys use.
const LICENSE_TOKEN_TYPE = 'license+jwt';
const LICENSE_TOKEN_ALGORITHM = 'ES256';

interface LicenseTokenClaims extends JWTPayload {
  sub: string;
  org: string;
  org_name: string;
  device: string;
  plan: PlanType | null;
  iat: number;
  grace_from: number;
  exp: number;
  license_exp: number | null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isInstant = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isLicenseTokenClaims(payload: JWTPayload): payload is LicenseTokenClaims {
  const claims = payload as Partial<LicenseTokenClaims>;
  return (
    isText(claims.sub) &&
    isText(claims.org) &&
    typeof claims.org_name === 'string' &&
    isText(claims.device) &&
    (claims.plan === null || isText(claims.plan)) &&
    isInstant(claims.iat) &&
    isInstant(claims.grace_from) &&
    isInstant(claims.exp) &&
    (claims.license_exp === null || isInstant(claims.license_exp))
  );
}

const instant = (seconds: number) => new Date(seconds * 1000);

/**
 * Verifies a licence token offline: its signature by a key of `jwks` (the one its `kid` names), its type, and its
 * time (not past its grace period at `now`). Answers what the token says and whether it is valid or in its grace
 * period; throws `LicenseTokenError` saying why otherwise.
 *
 * @example
 * const keys = await client.app.getSigningKeys(); // while online; keep them
 * const licence = await verifyLicenseToken(claim.licenseToken, { jwks: keys });
 * if (licence.status === 'grace') showGoOnlineNotice(licence.expiresAt);
 */
export async function verifyLicenseToken(
  token: string,
  options: VerifyLicenseTokenOptions,
): Promise<VerifiedLicenseToken> {
  const now = options.now ?? new Date();
  let payload: JWTPayload;
  try {
    // jose's JWK set type wants an index signature the SDK's entity does not declare; the shape is RFC 7517's.
    const keys = createLocalJWKSet(options.jwks as unknown as Parameters<typeof createLocalJWKSet>[0]);
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: [LICENSE_TOKEN_ALGORITHM],
      typ: LICENSE_TOKEN_TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new LicenseTokenError('expired', 'The licence token has ended: report online for a new one.');
    if (error instanceof errors.JWKSNoMatchingKey)
      throw new LicenseTokenError('unknown_key', 'No signing key matches the token: fetch the keys again.');
    throw new LicenseTokenError('invalid', 'This is not a valid licence token.');
  }
  if (!isLicenseTokenClaims(payload))
    throw new LicenseTokenError('invalid', 'This is not a valid licence token.');
  return {
    status: now.getTime() < payload.grace_from * 1000 ? 'valid' : 'grace',
    licenseId: payload.sub,
    organizationId: payload.org,
    organizationName: payload.org_name,
    deviceName: payload.device,
    plan: payload.plan,
    issuedAt: instant(payload.iat),
    graceFrom: instant(payload.grace_from),
    expiresAt: instant(payload.exp),
    licenseExpiresAt: payload.license_exp === null ? null : instant(payload.license_exp),
  };
}
