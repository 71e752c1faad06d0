// Test support: an RS256 key standing in for the identity provider's, so tests mint real access tokens that the
// API verifies exactly as in production (issuer, audience, expiry, signature), without a running provider.
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

import { API_AUDIENCE } from '../config';
import { createAccessTokenVerifier, type AccessTokenVerifier } from '../auth/verify-access-token';

export const TEST_ISSUER = 'http://127.0.0.1:4999/';

export interface TestTokens {
  verifier: AccessTokenVerifier;
  /** A valid access token for `sub` with the given claims. */
  mint(
    claims: { sub: string; email?: string; given_name?: string; family_name?: string } & JWTPayload,
  ): Promise<string>;
  privateKey: CryptoKey;
  kid: string;
}

const kid = 'test-key';

/**
 * One RSA key pair a test process: generating one took 0.2–1 s of CPU for every API a test started, and no test
 * needs two issuers' keys to differ.
 */
let keyPair: Promise<{ privateKey: CryptoKey; publicJwk: JWK }> | undefined;

function testKeyPair() {
  keyPair ??= generateKeyPair('RS256').then(async ({ privateKey, publicKey }) => ({
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  }));
  return keyPair;
}

export async function createTestTokens(): Promise<TestTokens> {
  const { privateKey, publicJwk } = await testKeyPair();
  const verifier = createAccessTokenVerifier({
    issuer: TEST_ISSUER,
    audience: API_AUDIENCE,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  });
  return {
    verifier,
    privateKey,
    kid,
    mint: (claims) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
        .setIssuer(TEST_ISSUER)
        .setAudience(API_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
  };
}
