// The platform admin's service accounts come from configuration only, never from the console
// (docs/decisions/0028-service-accounts.md): PLATFORM_SERVICE_ACCOUNTS lists them as `client_id:sha256` pairs,
// separated by commas, where sha256 is the hex SHA-256 of the client secret (`printf %s "$SECRET" | sha256sum`),
// so the configuration never holds a secret either.
import { isServiceAccountClientId } from '@pod-console/hooks/domain';

import type { PlatformServiceAccount } from './provider';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The accounts `text` lists; throws a message naming the entry that is wrong and why. */
export function parsePlatformServiceAccounts(text: string | undefined): PlatformServiceAccount[] {
  if (!text?.trim()) return [];
  const seen = new Set<string>();
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry, index) => {
      const where = `PLATFORM_SERVICE_ACCOUNTS entry ${index + 1}`;
      const [clientId = '', secretSha256 = '', ...rest] = entry.split(':');
      if (rest.length > 0 || !secretSha256) {
        throw new Error(
          `${where}: expected client_id:sha256, e.g. sa_<24 letters or digits>:<64 hex digits>`,
        );
      }
      if (!isServiceAccountClientId(clientId)) {
        throw new Error(`${where}: the client id must be sa_ and 24 lower-case letters or digits`);
      }
      const fingerprint = secretSha256.toLowerCase();
      if (!SHA256_HEX.test(fingerprint)) {
        throw new Error(
          `${where}: the secret's SHA-256 must be 64 hex digits (printf %s "$SECRET" | sha256sum)`,
        );
      }
      if (seen.has(clientId)) throw new Error(`${where}: ${clientId} is listed twice`);
      seen.add(clientId);
      return { clientId, secretSha256: fingerprint };
    });
}
