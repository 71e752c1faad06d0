import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SIGNING_KEY_FILE } from '../identity/signing-key';
import {
  ALICE,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  TestBrowser,
  signInAndGetTokens,
  startTestIdentityProvider,
  type TestIdentityProvider,
  type TokenResponse,
} from '../test-support/test-browser';
import {
  createAccessTokenVerifier,
  extractBearerToken,
  InvalidAccessTokenError,
  remoteKeys,
  type AccessTokenVerifier,
} from './verify-access-token';

let idp: TestIdentityProvider;
let tokens: TokenResponse;
let verify: AccessTokenVerifier;
/** The provider's own private key, read from its data directory, to mint tokens the provider would not issue. */
let providerKey: CryptoKey;
let providerKid: string;

beforeAll(async () => {
  idp = await startTestIdentityProvider();
  tokens = await signInAndGetTokens(new TestBrowser(idp.issuer), ALICE.id);
  verify = createAccessTokenVerifier({
    issuer: idp.issuer,
    audience: TEST_AUDIENCE,
    keys: remoteKeys(idp.issuer),
  });
  const jwk = JSON.parse(await readFile(join(idp.dataDir, SIGNING_KEY_FILE), 'utf8')) as JWK & {
    kid: string;
  };
  providerKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  providerKid = jwk.kid;
});

afterAll(async () => {
  await idp?.close();
});

const now = () => Math.floor(Date.now() / 1000);

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: idp.issuer,
    aud: TEST_AUDIENCE,
    sub: ALICE.id,
    client_id: TEST_CLIENT_ID,
    iat: now(),
    exp: now() + 600,
    email: ALICE.email,
    email_verified: true,
    ...overrides,
  };
}

async function mint(
  payload: JWTPayload,
  { key = providerKey, typ = 'at+jwt' as string | null, kid = providerKid } = {},
): Promise<string> {
  // typ null: no typ header at all.
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid, ...(typ !== null && { typ }) })
    .sign(key);
}

async function rejection(token: string, verifier = verify): Promise<InvalidAccessTokenError> {
  const error = await verifier(token).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidAccessTokenError);
  const invalid = error as InvalidAccessTokenError;
  // The reason goes to logs and 401 bodies: it must never carry the token.
  if (token) {
    expect(invalid.message).not.toContain(token);
    expect(invalid.reason).not.toContain(token.split('.')[1] ?? token);
  }
  return invalid;
}

describe('createAccessTokenVerifier', () => {
  it('accepts a token the provider issued through code flow with PKCE and returns the account claims', async () => {
    await expect(verify(tokens.access_token)).resolves.toEqual({
      sub: ALICE.id,
      email: ALICE.email,
      emailVerified: true,
      givenName: ALICE.givenName,
      familyName: ALICE.familyName,
      // The console's token names its client too, but it was issued for a person.
      client: null,
      organizationId: null,
    });
  });

  it('gives null names and an unverified e-mail when the token lacks those claims', async () => {
    const token = await mint(claims({ email: undefined, email_verified: 'true' }));

    await expect(verify(token)).resolves.toEqual({
      sub: ALICE.id,
      email: null,
      emailVerified: false,
      givenName: null,
      familyName: null,
      client: null,
      organizationId: null,
    });
  });

  it.each([
    ['oidc-provider', { sub: 'sa_0123456789abcdefghijklmn', client_id: 'sa_0123456789abcdefghijklmn' }],
    [
      'Auth0',
      {
        sub: 'sa_0123456789abcdefghijklmn@clients',
        azp: 'sa_0123456789abcdefghijklmn',
        client_id: undefined,
      },
    ],
  ])(
    'names the client of a token %s issued to a client for itself, and its organization',
    async (_by, who) => {
      const token = await mint(claims({ email: undefined, ...who, org_id: 'org-1' }));
      await expect(verify(token)).resolves.toMatchObject({
        client: 'sa_0123456789abcdefghijklmn',
        organizationId: 'org-1',
      });
    },
  );

  it('rejects an empty token', async () => {
    expect((await rejection('')).reason).toBe('no token');
  });

  it('rejects a token signed by another RSA key under the same kid', async () => {
    const other = await generateKeyPair('RS256');
    const reason = (await rejection(await mint(claims(), { key: other.privateKey }))).reason;

    expect(reason).toBe('signature verification failed');
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const changed = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;

    expect((await rejection(tampered)).reason).toBe('signature verification failed');
  });

  it('rejects a token for another audience', async () => {
    const elsewhere = createAccessTokenVerifier({
      issuer: idp.issuer,
      audience: 'https://other.example/api',
      keys: remoteKeys(idp.issuer),
    });

    expect((await rejection(tokens.access_token, elsewhere)).reason).toMatch(/"aud"/);
    expect((await rejection(await mint(claims({ aud: 'https://other.example/api' })))).reason).toMatch(
      /"aud"/,
    );
  });

  it('rejects the ID token, whose audience is the client', async () => {
    expect((await rejection(tokens.id_token)).reason).toMatch(/"aud"|type/);
  });

  it('rejects a token from another issuer', async () => {
    const strict = createAccessTokenVerifier({
      issuer: 'http://127.0.0.1:1/',
      audience: TEST_AUDIENCE,
      keys: remoteKeys(idp.issuer),
    });

    expect((await rejection(tokens.access_token, strict)).reason).toMatch(/"iss"/);
    expect((await rejection(await mint(claims({ iss: 'https://evil.example/' })))).reason).toMatch(/"iss"/);
  });

  it('rejects a token expired longer ago than the 60 s tolerance, and accepts one within it', async () => {
    const expired = await mint(claims({ iat: now() - 3600, exp: now() - 61 }));
    const justExpired = await mint(claims({ iat: now() - 3600, exp: now() - 30 }));

    expect((await rejection(expired)).reason).toBe('the token has expired');
    await expect(verify(justExpired)).resolves.toMatchObject({ sub: ALICE.id });
  });

  it('rejects a token that is not valid yet', async () => {
    expect((await rejection(await mint(claims({ nbf: now() + 300 })))).reason).toMatch(/"nbf"/);
  });

  it('rejects an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims())).toString('base64url');

    expect((await rejection(`${header}.${payload}.`)).reason).toBe('the signing algorithm is not allowed');
  });

  it('rejects an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const publicJwk = (await (await fetch(new URL('.well-known/jwks.json', idp.issuer))).json()) as {
      keys: JWK[];
    };
    const publicKey = (await importJWK(publicJwk.keys[0]!, 'RS256')) as CryptoKey;
    for (const secret of [
      new TextEncoder().encode(await exportSPKI(publicKey)),
      new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey))),
    ]) {
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: providerKid })
        .sign(secret);

      expect((await rejection(token)).reason).toBe('the signing algorithm is not allowed');
    }
  });

  it('rejects a token without a subject', async () => {
    expect((await rejection(await mint(claims({ sub: undefined })))).reason).toMatch(/"sub"/);
  });

  it('accepts typ JWT, as Auth0 issues, and rejects a missing or foreign typ', async () => {
    await expect(verify(await mint(claims(), { typ: 'JWT' }))).resolves.toMatchObject({ sub: ALICE.id });
    await expect(verify(await mint(claims(), { typ: 'application/at+jwt' }))).resolves.toMatchObject({
      sub: ALICE.id,
    });
    expect((await rejection(await mint(claims(), { typ: null }))).reason).toMatch(/token type/);
    expect((await rejection(await mint(claims(), { typ: 'logout+jwt' }))).reason).toMatch(/token type/);
  });

  it('rejects garbage', async () => {
    expect((await rejection('not-a-jwt')).reason).toBe('the token is malformed');
  });
});

describe('extractBearerToken', () => {
  it('returns the token of a Bearer header, whatever the case of the scheme', () => {
    expect(extractBearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(extractBearerToken('bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(extractBearerToken('BEARER abc-_.def=')).toBe('abc-_.def=');
  });

  it('returns null when there is no bearer token', () => {
    expect(extractBearerToken(undefined)).toBeNull();
    expect(extractBearerToken('')).toBeNull();
    expect(extractBearerToken('Bearer')).toBeNull();
    expect(extractBearerToken('Bearer ')).toBeNull();
    expect(extractBearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(extractBearerToken('Bearer two tokens')).toBeNull();
  });
});

describe('remembered tokens', () => {
  it('checks a token’s signature once, then answers from memory until the token expires', async () => {
    let keyLookups = 0;
    const keys = remoteKeys(idp.issuer);
    let clock = Date.now();
    const remembering = createAccessTokenVerifier({
      issuer: idp.issuer,
      audience: TEST_AUDIENCE,
      keys: (...args) => {
        keyLookups += 1;
        return keys(...args);
      },
      now: () => clock,
    });
    const token = await mint(claims({ exp: now() + 600 }));
    const first = await remembering(token);
    const second = await remembering(token);
    expect(second).toEqual(first);
    expect(first.sub).toBe(ALICE.id);
    expect(keyLookups).toBe(1);

    // Past its expiry and the 60 s leeway, the remembered token is checked again, and jose refuses it.
    clock += (600 + 61) * 1000;
    await remembering(token).then(
      () => expect.unreachable('a token past its expiry was accepted'),
      () => undefined,
    );
    expect(keyLookups).toBe(2);
  });

  it('remembers nothing that failed, and nothing with cacheSize 0', async () => {
    let keyLookups = 0;
    const keys = remoteKeys(idp.issuer);
    const counting = (cacheSize: number) =>
      createAccessTokenVerifier({
        issuer: idp.issuer,
        audience: TEST_AUDIENCE,
        keys: (...args) => {
          keyLookups += 1;
          return keys(...args);
        },
        cacheSize,
      });
    const wrongAudience = await mint(claims({ aud: 'https://elsewhere.example' }));
    const strict = counting(10);
    await expect(strict(wrongAudience)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(strict(wrongAudience)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    const none = counting(0);
    const token = await mint(claims());
    await none(token);
    await none(token);
    expect(keyLookups).toBeGreaterThanOrEqual(3);
  });
});
