import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import type { LicenseSigningKey, LicenseSigningKeySet } from './entities';
import { LicenseTokenError, verifyLicenseToken } from './license-token';

const issued = new Date('2026-12-01T09:00:00.000Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const day = 86_400;
const claims = {
  sub: '22222222-2222-4222-8222-222222222222',
  org: '11111111-1111-4111-8111-111111111111',
  org_name: 'Iris Studio',
  device: 'Dock iPad 7',
  plan: 'business',
  iat: seconds(issued),
  grace_from: seconds(issued) + 7 * day,
  exp: seconds(issued) + 14 * day,
  license_exp: null,
};

let privateKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: LicenseSigningKeySet;

async function publicJwk(key: CryptoKey, kid: string): Promise<LicenseSigningKey> {
  const { x, y } = await exportJWK(key);
  return { kty: 'EC', crv: 'P-256', x: x!, y: y!, kid, alg: 'ES256', use: 'sig' };
}

const sign = (payload: object, kid = 'k1', key = privateKey, typ = 'license+jwt') =>
  new SignJWT({ ...payload }).setProtectedHeader({ alg: 'ES256', kid, typ }).sign(key);

async function failure(token: Promise<unknown>): Promise<string> {
  const error = await token.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LicenseTokenError);
  return (error as LicenseTokenError).reason;
}

beforeAll(async () => {
  const first = await generateKeyPair('ES256');
  const second = await generateKeyPair('ES256');
  privateKey = first.privateKey;
  otherKey = second.privateKey;
  jwks = { keys: [await publicJwk(second.publicKey, 'k2'), await publicJwk(first.publicKey, 'k1')] };
});

describe('verifyLicenseToken', () => {
  it('answers what a valid token says, in camelCase, with the key its kid names', async () => {
    const token = await sign(claims);
    await expect(
      verifyLicenseToken(token, { jwks, now: new Date('2026-12-02T00:00:00.000Z') }),
    ).resolves.toEqual({
      status: 'valid',
      licenseId: claims.sub,
      organizationId: claims.org,
      organizationName: 'Iris Studio',
      deviceName: 'Dock iPad 7',
      plan: 'business',
      issuedAt: issued,
      graceFrom: new Date('2026-12-08T09:00:00.000Z'),
      expiresAt: new Date('2026-12-15T09:00:00.000Z'),
      licenseExpiresAt: null,
    });
  });

  it('says a token is in its grace period from grace_from until it ends', async () => {
    const token = await sign(claims);
    const check = (iso: string) => verifyLicenseToken(token, { jwks, now: new Date(iso) });
    await expect(check('2026-12-08T08:59:59.000Z')).resolves.toMatchObject({ status: 'valid' });
    await expect(check('2026-12-08T09:00:00.000Z')).resolves.toMatchObject({ status: 'grace' });
    await expect(check('2026-12-15T08:59:58.000Z')).resolves.toMatchObject({ status: 'grace' });
  });

  it('refuses a token past its grace period as expired', async () => {
    const token = await sign(claims);
    expect(
      await failure(verifyLicenseToken(token, { jwks, now: new Date('2026-12-15T09:00:01.000Z') })),
    ).toBe('expired');
  });

  it('refuses a token whose kid no key of the set has, so the app fetches the keys again', async () => {
    const token = await sign(claims, 'k9');
    expect(await failure(verifyLicenseToken(token, { jwks, now: issued }))).toBe('unknown_key');
  });

  it('refuses a token signed by another key under a published kid, an altered one, and another type', async () => {
    const now = issued;
    expect(await failure(verifyLicenseToken(await sign(claims, 'k1', otherKey), { jwks, now }))).toBe(
      'invalid',
    );
    const [header, , signature] = (await sign(claims)).split('.');
    const altered = Buffer.from(JSON.stringify({ ...claims, device: 'Thief iPad' })).toString('base64url');
    expect(await failure(verifyLicenseToken(`${header}.${altered}.${signature}`, { jwks, now }))).toBe(
      'invalid',
    );
    expect(
      await failure(verifyLicenseToken(await sign(claims, 'k1', privateKey, 'JWT'), { jwks, now })),
    ).toBe('invalid');
  });

  it('refuses a signed token that lacks the licence claims', async () => {
    const { device: _device, ...withoutDevice } = claims;
    expect(await failure(verifyLicenseToken(await sign(withoutDevice), { jwks, now: issued }))).toBe(
      'invalid',
    );
  });

  it('reads the licence’s own expiry when the token carries one', async () => {
    const licenseEnd = seconds(issued) + 2 * day;
    const token = await sign({ ...claims, grace_from: licenseEnd, exp: licenseEnd, license_exp: licenseEnd });
    await expect(verifyLicenseToken(token, { jwks, now: issued })).resolves.toMatchObject({
      licenseExpiresAt: new Date('2026-12-03T09:00:00.000Z'),
    });
  });
});
