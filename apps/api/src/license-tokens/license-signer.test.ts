// The keys of licence tokens (docs/decisions/0043-offline-licence-tokens.md): one key signs at a time for every
// process on the database; a key the API made is replaced after 90 days, a configured one when the deployment
// configures another; a token signed before a rotation keeps verifying until it ends, and only then does its key
// leave the published set.
import { verifyLicenseToken } from '@pod-console/sdk';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DRIVERS } from '../test-support/test-database';
import { createLicenseSigner, parseSigningKey } from './license-signer';

const DAY = 86_400_000;
const START = new Date('2026-12-01T00:00:00.000Z');
const at = (days: number) => new Date(START.getTime() + days * DAY);
const subject = {
  organizationId: '11111111-1111-4111-8111-111111111111',
  organizationName: 'Iris Studio',
  licenseId: '22222222-2222-4222-8222-222222222222',
  deviceName: 'Dock iPad 7',
  plan: 'business' as const,
  licenseExpiresAt: null,
};

async function configuredKey(kid?: string) {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return parseSigningKey(JSON.stringify({ ...(await exportJWK(privateKey)), ...(kid && { kid }) }));
}

describe.each(TEST_DRIVERS)('the licence token keys on %s', (driver) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterEach(async () => {
    await database.db.deleteFrom('license_signing_keys').execute();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('makes one key for two processes that sign at the same moment on one database', async () => {
    const first = createLicenseSigner(database.db);
    const second = createLicenseSigner(database.db);
    const [a, b] = await Promise.all([first.sign(subject, START), second.sign(subject, START)]);
    const keys = await first.publishedKeys(START);
    expect(keys).toHaveLength(1);
    expect(await second.publishedKeys(START)).toEqual(keys);
    await expect(verifyLicenseToken(a, { jwks: { keys }, now: START })).resolves.toMatchObject({
      status: 'valid',
    });
    await expect(verifyLicenseToken(b, { jwks: { keys }, now: START })).resolves.toMatchObject({
      status: 'valid',
    });
  });

  it('replaces a key it made after 90 days; the old one verifies its tokens until they end, then leaves', async () => {
    const made = createLicenseSigner(database.db);
    await made.sign(subject, START);
    // Its last token, on day 89.
    const before = await createLicenseSigner(database.db).sign(subject, at(89));
    // A process started later reads the key again (another has no cache to go by).
    const later = createLicenseSigner(database.db);
    const after = await later.sign(subject, at(91));
    const keys = await later.publishedKeys(at(91));
    expect(keys).toHaveLength(2);
    const kids = keys.map((key) => key.kid);
    const kidOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
    expect(kids).toEqual([kidOf(after), kidOf(before)]);
    await expect(verifyLicenseToken(before, { jwks: { keys }, now: at(97) })).resolves.toMatchObject({
      status: 'grace',
    });
    // The old key went on signing until day 91 at the latest; its tokens end 14 days later, with the recheck's margin.
    expect((await later.publishedKeys(at(91 + 14))).map((key) => key.kid)).toEqual(kids);
    expect((await later.publishedKeys(at(91 + 15))).map((key) => key.kid)).toEqual([kidOf(after)]);
  });

  it('signs with a configured key, publishing only its public half, and keeps the old one when another is configured', async () => {
    const one = await configuredKey('deploy-1');
    const two = await configuredKey();
    expect(two.kid).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const signedByOne = await createLicenseSigner(database.db, { configuredKey: one }).sign(subject, START);
    const stored = await database.db.selectFrom('license_signing_keys').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kid: 'deploy-1', private_jwk: null });
    expect(JSON.stringify(stored)).not.toContain(one.privateJwk.d);

    const signer = createLicenseSigner(database.db, { configuredKey: two });
    const signedByTwo = await signer.sign(subject, at(1));
    const keys = await signer.publishedKeys(at(1));
    expect(keys.map((key) => key.kid)).toEqual([two.kid, 'deploy-1']);
    expect(keys.every((key) => !('d' in key))).toBe(true);
    for (const token of [signedByOne, signedByTwo])
      await expect(verifyLicenseToken(token, { jwks: { keys }, now: at(2) })).resolves.toMatchObject({
        status: 'valid',
      });
  });

  it('refuses a LICENSE_SIGNING_KEY that is not a private P-256 JWK, without repeating it', async () => {
    await expect(parseSigningKey('not json')).rejects.toThrow('LICENSE_SIGNING_KEY is not JSON');
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    const publicOnly = JSON.stringify(await exportJWK(publicKey));
    const error = await parseSigningKey(publicOnly).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('private EC P-256 JWK');
    expect((error as Error).message).not.toContain(publicOnly);
  });
});
