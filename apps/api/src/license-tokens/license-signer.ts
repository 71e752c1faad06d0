// Signs licence tokens and publishes their keys (docs/decisions/0043-offline-licence-tokens.md). The key comes from
// the deployment (`LICENSE_SIGNING_KEY`, a private EC P-256 JWK whose private half never reaches the database) or,
// without one, is made by the API itself and kept in the database, replaced every LICENSE_SIGNING_KEY_ROTATION_DAYS.
// Either way every process signs with the one current key, and a key that stops signing stays published for as long
// as a token it signed can live, so rotating breaks no token already issued. Neither keys nor tokens are logged.
import {
  LICENSE_SIGNING_KEY_ROTATION_DAYS,
  LICENSE_TOKEN_GRACE_DAYS,
  LICENSE_TOKEN_TYPE,
  LICENSE_TOKEN_VALID_DAYS,
  licenseTokenPayload,
  MS_PER_DAY,
  type LicenseTokenSubject,
} from '@pod-console/hooks/domain';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { Kysely } from 'kysely';

import {
  currentSigningKey,
  insertSigningKey,
  lockSigningKeys,
  publishedSigningKeys,
  retireSigningKeysBut,
} from '../data/license-signing-keys';
import type { Database } from '../db/schema';

/** The one algorithm of licence tokens: ES256 verifies in every WebCrypto, phones' included. */
const ALGORITHM = 'ES256';

/** How long a process signs with the key it read before it reads again (another process may have rotated). */
const KEY_RECHECK_MS = 5 * 60_000;

/** A public key as the contract's `LicenseSigningKey` publishes it. */
export interface PublishedSigningKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export interface LicenseSigner {
  /** A signed licence token for `subject` at `now`. */
  sign(subject: LicenseTokenSubject, now: Date): Promise<string>;
  /** The keys to publish at `now`, newest first (the signing key made first if there is none). */
  publishedKeys(now: Date): Promise<PublishedSigningKey[]>;
}

/** A private EC P-256 JWK with a `kid`, as `LICENSE_SIGNING_KEY` gives it. */
export interface ConfiguredSigningKey {
  kid: string;
  privateJwk: JWK;
}

/**
 * Reads `LICENSE_SIGNING_KEY` (a private EC P-256 JWK as JSON; its `kid`, or its thumbprint without one). Throws a
 * message naming the variable, never its value.
 */
export async function parseSigningKey(value: string): Promise<ConfiguredSigningKey> {
  let jwk: JWK;
  try {
    jwk = JSON.parse(value) as JWK;
  } catch {
    throw new Error('LICENSE_SIGNING_KEY is not JSON: give a private EC P-256 JWK.');
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string' || !jwk.x || !jwk.y)
    throw new Error(
      'LICENSE_SIGNING_KEY must be a private EC P-256 JWK (kty "EC", crv "P-256", with d, x and y).',
    );
  const kid = jwk.kid ?? (await keyId(jwk));
  if (kid.length > 64) throw new Error('LICENSE_SIGNING_KEY: its kid must be at most 64 characters.');
  return { kid, privateJwk: { ...jwk, kid } };
}

/** A key's id: its RFC 7638 thumbprint, so it says nothing but which key it is. */
async function keyId(jwk: JWK): Promise<string> {
  return (await calculateJwkThumbprint(jwk, 'sha256')).slice(0, 32);
}

function publicHalf(jwk: JWK, kid: string): PublishedSigningKey {
  return { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, kid, alg: ALGORITHM, use: 'sig' };
}

interface SigningKey {
  kid: string;
  key: CryptoKey;
  readAt: number;
}

export function createLicenseSigner(
  db: Kysely<Database>,
  options: { configuredKey?: ConfiguredSigningKey } = {},
): LicenseSigner {
  const { configuredKey } = options;
  let current: SigningKey | undefined;
  let reading: Promise<SigningKey> | undefined;

  /** Under the lock: the configured key made current, or the made key, replaced once it is too old. */
  async function chooseKey(now: Date): Promise<{ kid: string; privateJwk: JWK }> {
    return db.transaction().execute(async (trx) => {
      await lockSigningKeys(trx);
      const signing = await currentSigningKey(trx);
      if (configuredKey) {
        if (signing?.kid !== configuredKey.kid) {
          await insertSigningKey(trx, {
            kid: configuredKey.kid,
            publicJwk: { ...publicHalf(configuredKey.privateJwk, configuredKey.kid) },
            privateJwk: null,
            now,
          });
          await retireSigningKeysBut(trx, configuredKey.kid, now);
        }
        return configuredKey;
      }
      const rotateBefore = now.getTime() - LICENSE_SIGNING_KEY_ROTATION_DAYS * MS_PER_DAY;
      if (signing?.private_jwk && signing.created_at.getTime() > rotateBefore)
        return { kid: signing.kid, privateJwk: JSON.parse(signing.private_jwk) as JWK };
      const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
      const privateJwk = await exportJWK(privateKey);
      const kid = await keyId(privateJwk);
      await insertSigningKey(trx, {
        kid,
        publicJwk: { ...publicHalf(privateJwk, kid) },
        privateJwk: JSON.stringify({ ...privateJwk, kid }),
        now,
      });
      await retireSigningKeysBut(trx, kid, now);
      return { kid, privateJwk };
    });
  }

  async function signingKey(now: Date): Promise<SigningKey> {
    if (current && now.getTime() - current.readAt < KEY_RECHECK_MS && now.getTime() >= current.readAt)
      return current;
    reading ??= (async () => {
      try {
        const chosen = await chooseKey(now);
        const key = (await importJWK({ ...chosen.privateJwk, alg: ALGORITHM }, ALGORITHM)) as CryptoKey;
        current = { kid: chosen.kid, key, readAt: now.getTime() };
        return current;
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  }

  return {
    async sign(subject, now) {
      const { kid, key } = await signingKey(now);
      return new SignJWT({ ...licenseTokenPayload(subject, now) })
        .setProtectedHeader({ alg: ALGORITHM, kid, typ: LICENSE_TOKEN_TYPE })
        .sign(key);
    },

    async publishedKeys(now) {
      await signingKey(now);
      // A retired key signed its last token at most KEY_RECHECK_MS after it was retired (a process that read it just
      // before), and that token ends at most valid + grace days later.
      const lifetime = (LICENSE_TOKEN_VALID_DAYS + LICENSE_TOKEN_GRACE_DAYS) * MS_PER_DAY + KEY_RECHECK_MS;
      const keys = await publishedSigningKeys(db, new Date(now.getTime() - lifetime));
      return keys.map((jwk) => publicHalf(jwk, jwk.kid!));
    },
  };
}
