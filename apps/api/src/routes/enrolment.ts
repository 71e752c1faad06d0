// Zero-touch enrolment for managed devices (docs/decisions/0041-zero-touch-enrolment.md): an organization's enrolment
// tokens (Owner and Admin, `enrolment:manage`), and the Pod Creator app's enrolment, which claims a free licence for
// the device's label as a claim does (routes/app-licenses.ts). A token is answered once, at creation; only its
// SHA-256 is stored; neither tokens nor keys are logged (http/server.ts logs method, URL and addresses).
import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { getAssignLicensesBlock, licenseCountsFromTallies, repeatsClaim } from '@pod-console/hooks/domain';
import {
  ENROLMENT_MESSAGES,
  ENROLMENT_TOKEN_PREFIX,
  ENROLMENT_TOKENS_MAX,
  enrolmentTokenExpiry,
  enrolmentTokenRefusal,
  enrolmentTokenStatus,
  NO_FREE_LICENSE_REFUSAL,
  pickEnrolmentLicense,
  type EnrolmentRefusal,
} from '@pod-console/hooks/fleet';

import { recordActivity, userActor, type ActivityActor } from '../activity/record-activity';
import { recordDeviceUsage } from '../data/device-usage';
import {
  claimableForLabel,
  claimedForLabel,
  countEnrolmentTokenUse,
  createEnrolmentToken,
  enrolmentAssignmentState,
  enrolmentTokensOf,
  insertEnrolledLicense,
  lockEnrolmentToken,
  lockEnrolmentTokenByHash,
  organizationForToken,
  revokeEnrolmentToken,
  unrevokedEnrolmentTokens,
} from '../data/enrolment-tokens';
import { claimLicense, replaceClaimKey, setLicenseIdentifier } from '../data/licenses';
import { lockOrganization } from '../db/organization-lock';
import type { EnrolmentTokenRow } from '../db/schema';
import type { ApiContext } from '../http/context';
import { licenseKeyHash, newLicenseKey, requestHashOf } from '../license-tokens/license-keys';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, HttpProblem, notFound } from '../http/problem';
import { bodyOf, paramsOf, textOf, userOf } from '../http/request';
import { personName } from '../read-models/person';
import { planActivityInput } from '../read-models/subscription';
import { iso, isoOrNull, type Wire } from '../read-models/wire';
import { organizationNotFound, requirePermission } from './access';

type EnrolmentOperations =
  'listEnrolmentTokens' | 'createEnrolmentToken' | 'revokeEnrolmentToken' | 'enrolLicense';

const enrolmentTokenNotFound = () => notFound('No such enrolment token in this organization.');

/** 32 random bytes, base64url: beyond guessing, so one fast hash is enough to store it. */
function newEnrolmentToken(): string {
  return ENROLMENT_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function toWire(row: EnrolmentTokenRow): Wire<'EnrolmentToken'> {
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    max_uses: row.max_uses,
    uses: row.uses,
    expires_at: isoOrNull(row.expires_at),
    revoked_at: isoOrNull(row.revoked_at),
    created_at: iso(row.created_at),
    created_by: row.created_by_name,
    last_used_at: isoOrNull(row.last_used_at),
  };
}

const refused = (refusal: EnrolmentRefusal) => new HttpProblem(refusal.status, refusal.message);

/** A token unknown, or of another organization: the same answer, naming the field, so no other one is revealed. */
const unknownToken = () => badRequest('enrolmentToken', ENROLMENT_MESSAGES.unknownToken);

export function enrolmentHandlers(context: ApiContext): Pick<OperationHandlers, EnrolmentOperations> {
  const { db } = context;
  return {
    async listEnrolmentTokens(request) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      await requirePermission(db, organizationId, user, 'enrolment:manage');
      const rows = await enrolmentTokensOf(db, organizationId);
      return { enrolment_tokens: rows.map(toWire) } satisfies Wire<'EnrolmentTokenList'>;
    },

    async createEnrolmentToken(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const body = bodyOf<Wire<'CreateEnrolmentTokenRequest'>>(request);
      // Named as a service account is, with its rule and messages (decision 0041).
      const name = textOf('serviceAccountName', 'name', body.name);
      const now = context.now();
      const token = newEnrolmentToken();
      const row = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'enrolment:manage');
        // The organization's lock makes the count and the insert one step: two creations cannot both take the last.
        if (!(await lockOrganization(trx, organizationId))) throw organizationNotFound();
        const unrevoked = await unrevokedEnrolmentTokens(trx, organizationId);
        const active = unrevoked.filter(
          (t) =>
            enrolmentTokenStatus(
              { revokedAt: t.revoked_at, expiresAt: t.expires_at, maxUses: t.max_uses, uses: t.uses },
              now,
            ) === 'active',
        ).length;
        if (active >= ENROLMENT_TOKENS_MAX) throw conflict(ENROLMENT_MESSAGES.tooMany(ENROLMENT_TOKENS_MAX));
        const created = await createEnrolmentToken(trx, {
          id: randomUUID(),
          organizationId,
          name,
          tokenSha256: tokenHash(token),
          maxUses: body.maxUses ?? null,
          expiresAt: enrolmentTokenExpiry(now, body.lifetimeDays),
          createdBy: { id: user.id, name: personName(user) ?? user.email },
          now,
        });
        await recordActivity(trx, now, {
          organizationId,
          kind: 'enrolment_token.created',
          actor: userActor(user),
          subject: name,
          after: { max_uses: created.max_uses, expires_at: isoOrNull(created.expires_at) },
        });
        return created;
      });
      reply.code(201);
      return { enrolment_token: toWire(row), token } satisfies Wire<'CreatedEnrolmentToken'>;
    },

    async revokeEnrolmentToken(request) {
      const user = userOf(request);
      const { organizationId, enrolmentTokenId } = paramsOf<{
        organizationId: string;
        enrolmentTokenId: string;
      }>(request);
      const now = context.now();
      const row = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'enrolment:manage');
        const token = await lockEnrolmentToken(trx, organizationId, enrolmentTokenId);
        if (!token) throw enrolmentTokenNotFound();
        if (token.revoked_at !== null) return token;
        const revoked = await revokeEnrolmentToken(trx, token.id, now);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'enrolment_token.revoked',
          actor: userActor(user),
          subject: token.name,
        });
        return revoked;
      });
      return toWire(row);
    },

    async enrolLicense(request, reply) {
      const { organizationId, enrolmentToken, label: sent } = bodyOf<Wire<'EnrolLicenseRequest'>>(request);
      // The label is the device's name: a device name's rule and messages, naming the field `label`.
      const label = textOf('deviceName', 'label', sent);
      const now = context.now();
      const licenseKey = newLicenseKey();
      const keyHash = licenseKeyHash(licenseKey);
      const requestHash = requestHashOf(request.headers);
      const enrolled = await db.transaction().execute(async (trx) => {
        // The token's row first, locked: its uses are counted under it.
        const token = await lockEnrolmentTokenByHash(trx, tokenHash(enrolmentToken));
        if (!token || token.organization_id !== organizationId) throw unknownToken();
        // The enrolment that holds the label's licence, sent again after its answer was lost (decision 0043): a new
        // key, the same claim, no use counted. Before the token's refusal, as a claim's repeat comes before its own.
        const held = await claimedForLabel(trx, organizationId, label);
        if (
          held &&
          repeatsClaim(
            {
              claimRequestHash: held.claim_request_hash,
              deviceName: held.device_name,
              claimedAt: held.claimed_at,
              lastSeenAt: held.last_seen_at,
            },
            { requestHash, deviceName: label },
            now,
          )
        ) {
          const row = await replaceClaimKey(trx, held.id, keyHash);
          return { licenseId: held.id, claimedAt: row.claimed_at, expiresAt: row.expires_at };
        }
        const refusal = enrolmentTokenRefusal(
          {
            revokedAt: token.revoked_at,
            expiresAt: token.expires_at,
            maxUses: token.max_uses,
            uses: token.uses,
          },
          now,
        );
        if (refusal) throw refused(refusal);
        // The organization's lock, the order every writer of its licences and tallies takes (db/organization-lock.ts):
        // the free licence found, or the seat counted, stays free until this commits.
        if (!(await lockOrganization(trx, organizationId))) throw unknownToken();
        const free = pickEnrolmentLicense(await claimableForLabel(trx, organizationId, label, now), label);
        const actor: ActivityActor = { type: 'device', userId: null, name: label, email: null };
        let licenseId: string;
        if (free) {
          licenseId = free.id;
          if (free.identifier !== label) {
            await setLicenseIdentifier(trx, licenseId, label);
            await recordActivity(trx, now, {
              organizationId,
              kind: 'license.identifier_changed',
              actor,
              subject: label,
              before: { identifier: free.identifier },
              after: { identifier: label },
            });
          }
        } else {
          // spec §4: a new licence only within the organization's unassigned seats and while its plan allows adding.
          const state = await enrolmentAssignmentState(trx, organizationId);
          const counts = licenseCountsFromTallies({
            assigned: state?.assigned_licenses ?? 0,
            trial: state?.trial_licenses ?? 0,
            purchased: state?.pod_admin_license_count ?? 0,
          });
          if (getAssignLicensesBlock(counts, planActivityInput(state), now, 1)) {
            throw refused(NO_FREE_LICENSE_REFUSAL);
          }
          licenseId = randomUUID();
          await insertEnrolledLicense(trx, { id: licenseId, organizationId, identifier: label, now });
          await recordActivity(trx, now, { organizationId, kind: 'license.assigned', actor, subject: label });
        }
        const row = await claimLicense(trx, {
          organizationId,
          licenseId,
          keyHash,
          deviceName: label,
          requestHash,
          now,
        });
        if (!row) throw refused(NO_FREE_LICENSE_REFUSAL);
        await countEnrolmentTokenUse(trx, token.id, now);
        await recordActivity(trx, now, { organizationId, kind: 'license.claimed', actor, subject: label });
        await recordDeviceUsage(trx, {
          organizationId,
          licenseId,
          deviceName: label,
          at: now,
          claimed: true,
        });
        return { licenseId, claimedAt: row.claimed_at, expiresAt: row.expires_at };
      });
      // As a claim: a member polling this process next sees the seat claimed (app.ts leaves app calls to handlers).
      context.memberships?.forget(organizationId);
      const organization = await organizationForToken(db, organizationId);
      const licenseToken = await context.licenseSigner.sign(
        {
          organizationId,
          organizationName: organization.organization_name,
          licenseId: enrolled.licenseId,
          deviceName: label,
          plan: organization.plan,
          licenseExpiresAt: enrolled.expiresAt,
        },
        now,
      );
      reply.code(201);
      return {
        licenseId: enrolled.licenseId,
        licenseKey,
        organizationId,
        organizationName: organization.organization_name,
        identifier: label,
        claimed_at: iso(enrolled.claimedAt ?? now),
        expires_at: isoOrNull(enrolled.expiresAt),
        license_token: licenseToken,
      } satisfies Wire<'ClaimLicenseResponse'>;
    },
  };
}
