// The Pod Creator app's calls, claim and last seen, without a bearer token
// (docs/decisions/0027-licences-at-scale.md). The key is made here, sent once and stored only as its SHA-256
// (spec §3); neither the key nor the bodies are logged (http/server.ts logs method, URL and addresses).
import { createHash, timingSafeEqual } from 'node:crypto';

import {
  CLAIM_MESSAGES,
  claimRefusal,
  getLicenseStatus,
  repeatsClaim,
  type ClaimRefusal,
} from '@pod-console/hooks/domain';

import { recordActivity, type ActivityActor } from '../activity/record-activity';
import {
  claimLicense,
  lockLicenseKey,
  lockLicenseToClaim,
  markLicenseSeen,
  replaceClaimKey,
} from '../data/licenses';
import { recordDeviceUsage } from '../data/device-usage';
import { licenseKeyHash, newLicenseKey, requestHashOf } from '../license-tokens/license-keys';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { conflict, gone, HttpProblem } from '../http/problem';
import { bodyOf, textOf } from '../http/request';
import { iso, isoOrNull, type Wire } from '../read-models/wire';

/** Whether `key` is the key whose hash is stored, compared in constant time (the digests, of equal length). */
function keyMatches(key: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const given = createHash('sha256').update(key, 'utf8').digest();
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** The domain's refusal, answered as a problem whose `detail` is what the app shows the person. */
const refused = (refusal: ClaimRefusal) => new HttpProblem(refusal.status, refusal.message);

/** A key that does not (or no longer) hold the licence: the app is told to claim it again. */
const wrongKey = () => new HttpProblem(401, CLAIM_MESSAGES.wrongKey);

/** The contract's operations this file answers. */
type AppLicenseOperations = 'claimLicense' | 'reportLicenseSeen' | 'getLicenseSigningKeys';

export function appLicenseHandlers(context: ApiContext): Pick<OperationHandlers, AppLicenseOperations> {
  const { db } = context;
  return {
    async claimLicense(request, reply) {
      const { licenseId, organizationId, deviceName } = bodyOf<Wire<'ClaimLicenseRequest'>>(request);
      const device = textOf('deviceName', 'deviceName', deviceName);
      const now = context.now();
      const licenseKey = newLicenseKey();
      const requestHash = requestHashOf(request.headers);
      const claimed = await db.transaction().execute(async (trx) => {
        // Both ids must match: a claim link names its organization, and an id of another one is not this licence.
        const license = await lockLicenseToClaim(trx, organizationId, licenseId);
        if (!license) throw refused(claimRefusal(undefined, now)!);
        const held = {
          claimRequestHash: license.claim_request_hash,
          deviceName: license.device_name,
          claimedAt: license.claimed_at,
          lastSeenAt: license.last_seen_at,
        };
        // The claim that holds it, sent again after its answer was lost: a new key, the same claim (decision 0043).
        // Before the refusal rule, so a licence claimed a moment before its expiry is still given back.
        if (license.revoked_at === null && repeatsClaim(held, { requestHash, deviceName: device }, now)) {
          const row = await replaceClaimKey(trx, licenseId, licenseKeyHash(licenseKey));
          return {
            ...row,
            identifier: license.identifier,
            organizationName: license.organization_name,
            plan: license.plan,
          };
        }
        const refusal = claimRefusal(
          {
            revokedAt: license.revoked_at,
            expiresAt: license.expires_at,
            // spec §3: a key present means claimed (the domain's rule, on the stored hash).
            claimed: getLicenseStatus(
              {
                licenseKey: license.license_key_hash,
                expiresAt: isoOrNull(license.expires_at),
                trial: license.trial,
              },
              now,
            ).claimed,
          },
          now,
        );
        if (refusal) throw refused(refusal);
        // Only while still unclaimed: the lock above already makes it so, and this keeps it so whatever reads it.
        const row = await claimLicense(trx, {
          organizationId,
          licenseId,
          keyHash: licenseKeyHash(licenseKey),
          deviceName: device,
          requestHash,
          now,
        });
        if (!row) throw conflict(CLAIM_MESSAGES.claimed);
        const actor: ActivityActor = { type: 'device', userId: null, name: device, email: null };
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.claimed',
          actor,
          subject: license.identifier,
        });
        await recordDeviceUsage(trx, {
          organizationId,
          licenseId,
          deviceName: device,
          at: now,
          claimed: true,
        });
        return {
          ...row,
          identifier: license.identifier,
          organizationName: license.organization_name,
          plan: license.plan,
        };
      });
      // The organization's remembered memberships go now, not when the feed says so: a member polling this process
      // next sees the claim (app.ts leaves the app's calls to their handlers).
      context.memberships?.forget(organizationId);
      const licenseToken = await context.licenseSigner.sign(
        {
          organizationId,
          organizationName: claimed.organizationName,
          licenseId,
          deviceName: device,
          plan: claimed.plan,
          licenseExpiresAt: claimed.expires_at,
        },
        now,
      );
      reply.code(201);
      return {
        licenseId,
        licenseKey,
        organizationId,
        organizationName: claimed.organizationName,
        identifier: claimed.identifier,
        claimed_at: iso(claimed.claimed_at ?? now),
        expires_at: isoOrNull(claimed.expires_at),
        license_token: licenseToken,
      } satisfies Wire<'ClaimLicenseResponse'>;
    },

    async reportLicenseSeen(request) {
      const { licenseId, licenseKey } = bodyOf<Wire<'ReportLicenseSeenRequest'>>(request);
      const now = context.now();
      const seen = await db.transaction().execute(async (trx) => {
        // Locked, so a release or a revocation either comes first (and this answers 401 or 410) or waits for it.
        const license = await lockLicenseKey(trx, licenseId);
        if (license?.revoked_at != null) throw gone(CLAIM_MESSAGES.revoked);
        // An unknown id answers as a wrong key does: the app's answer is the same (claim again).
        if (!license || !keyMatches(licenseKey, license.license_key_hash)) throw wrongKey();
        const marked = await markLicenseSeen(trx, licenseId, now);
        // One row per device and day (decision 0042): what Plan & Billing's usage counts.
        await recordDeviceUsage(trx, {
          organizationId: marked.organization_id,
          licenseId,
          deviceName: license.device_name ?? '',
          at: now,
        });
        return {
          ...marked,
          organizationName: license.organization_name,
          plan: license.plan,
          device: license.device_name,
        };
      });
      // Only this licence's organization is forgotten: a report names no organization, and forgetting every one
      // on each report would empty this process's poll cache as often as devices report.
      context.memberships?.forget(seen.organization_id);
      // A report renews the token; a refused one (above) renews nothing, so a released or revoked licence stops
      // working offline when its last token ends (decision 0043).
      const licenseToken = await context.licenseSigner.sign(
        {
          organizationId: seen.organization_id,
          organizationName: seen.organizationName,
          licenseId,
          deviceName: seen.device ?? '',
          plan: seen.plan,
          licenseExpiresAt: seen.expires_at,
        },
        now,
      );
      return {
        licenseId,
        last_seen_at: iso(seen.last_seen_at ?? now),
        expires_at: isoOrNull(seen.expires_at),
        license_token: licenseToken,
      } satisfies Wire<'ReportLicenseSeenResponse'>;
    },

    async getLicenseSigningKeys(_request, reply) {
      // Cacheable: a new key signs only after processes re-read it, and a retired one stays published for weeks.
      reply.header('cache-control', 'public, max-age=300');
      return {
        keys: await context.licenseSigner.publishedKeys(context.now()),
      } satisfies Wire<'LicenseSigningKeySet'>;
    },
  };
}
