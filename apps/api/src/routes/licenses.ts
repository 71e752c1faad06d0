import { randomUUID } from 'node:crypto';

import {
  getAssignLicensesBlock,
  getLicenseStatus,
  identifierKey,
  LICENSE_BATCH_MAX,
  licenseAssignmentRefused,
  licenseCountsFromTallies,
  repeatedIdentifierIndex,
} from '@pod-console/hooks/domain';

import { recordActivity, userActor } from '../activity/record-activity';
import type { UserRow } from '../db/schema';
import {
  assignIfUnchanged,
  lockLicense,
  readAssignmentState,
  releaseLicenseDevice,
  revokeLicense,
  revokeLicenses,
  setLicenseId,
  setLicenseIdentifier,
  type AssignmentState,
} from '../data/licenses';
import { releaseLicenseDevices } from '../data/idle-seats';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, notFound } from '../http/problem';
import { bodyOf, textOf, userOf } from '../http/request';
import { planActivityInput } from '../read-models/subscription';
import { isoOrNull, type Wire } from '../read-models/wire';
import { requirePermission } from './access';

const licenseNotFound = () => notFound('No such licence in this organization (or it has been revoked).');

/** How often an assignment is decided again when its organization's plan or licence count changes under it. */
const MAX_ASSIGNMENT_ATTEMPTS = 5;

/**
 * spec §4, the domain's rule (getAssignLicensesBlock): answers `available`, or throws the 409 with the domain's
 * words. `state` undefined: the caller may manage licences, so what is missing is the plan.
 */
function decideAssignment(state: AssignmentState | undefined, now: Date, requested = 1): number {
  const counts = licenseCountsFromTallies({
    assigned: state?.assigned_licenses ?? 0,
    trial: state?.trial_licenses ?? 0,
    purchased: state?.pod_admin_license_count ?? 0,
  });
  const block = getAssignLicensesBlock(counts, planActivityInput(state), now, requested);
  if (block) throw conflict(licenseAssignmentRefused(block, counts, state ?? null, requested));
  return counts.available;
}

/**
 * Creates the licences of `identifiers` (trimmed, in order), all or none (spec §4), answering their ids in order.
 * Decided without a lock and inserted only if that state still holds (assignIfUnchanged); otherwise decided again
 * on the state the insert saw.
 */
async function assignLicenses(
  context: ApiContext,
  user: UserRow,
  organizationId: string,
  identifiers: readonly string[],
): Promise<string[]> {
  const { db } = context;
  const now = context.now();
  const licenses = identifiers.map((identifier) => ({ id: randomUUID(), identifier }));
  let state = await readAssignmentState(db, organizationId, user.id);
  for (let attempt = 1; ; attempt += 1) {
    // No row: not a member who manages licences (requirePermission's answer), or, as a member's organization always
    // has its tallies row (migration 0004), no plan: decideAssignment's refusal.
    if (!state) await requirePermission(db, organizationId, user, 'licenses:manage');
    const available = decideAssignment(state, now, licenses.length);
    const attempted = await assignIfUnchanged(db, state!, available, {
      organizationId,
      userId: user.id,
      now,
      actor: userActor(user),
      licenses,
    });
    if (attempted.inserted) return licenses.map((license) => license.id);
    if (attempt === MAX_ASSIGNMENT_ATTEMPTS) {
      const what = licenses.length === 1 ? 'the licence was' : 'the licences were';
      throw conflict(`The organization kept changing while ${what} assigned: try again.`);
    }
    state = attempted.state;
  }
}

/**
 * A list of a batch call, at most LICENSE_BATCH_MAX long. The contract says so too (maxItems), so this only keeps
 * the handler to the domain's limit should the two ever part.
 */
function batchOf<T>(field: string, items: readonly T[]): readonly T[] {
  if (items.length > LICENSE_BATCH_MAX)
    throw badRequest(field, `must have at most ${LICENSE_BATCH_MAX} items`);
  return items;
}

/**
 * The identifiers of a batch, each trimmed after the domain's rule (spec §5), none repeating another as the domain
 * compares them: a repeat answers 400 naming it and the identifier it repeats.
 */
function batchIdentifiers(identifiers: readonly string[]): string[] {
  const trimmed = batchOf('identifiers', identifiers).map((identifier, index) =>
    textOf('licenseIdentifier', `identifiers/${index}`, identifier),
  );
  const repeated = repeatedIdentifierIndex(trimmed);
  if (repeated >= 0) {
    const first = trimmed.findIndex(
      (identifier) => identifierKey(identifier) === identifierKey(trimmed[repeated]!),
    );
    throw badRequest(`identifiers/${repeated}`, `repeats identifiers/${first}`);
  }
  return trimmed;
}

/** spec §3: a licence key present means claimed (the domain's rule, on the stored hash). */
function isClaimed(
  license: { license_key_hash: string | null; expires_at: Date | null; trial: boolean },
  now: Date,
) {
  return getLicenseStatus(
    { licenseKey: license.license_key_hash, expiresAt: isoOrNull(license.expires_at), trial: license.trial },
    now,
  ).claimed;
}

/** The contract's operations this file answers. */
type LicenseOperations =
  | 'assignLicense'
  | 'assignLicenses'
  | 'revokeLicense'
  | 'revokeLicenses'
  | 'updateLicenseIdentifier'
  | 'regenerateLicenseLink'
  | 'releaseLicenseDevice'
  | 'releaseLicenseDevices';

export function licenseHandlers(context: ApiContext): Pick<OperationHandlers, LicenseOperations> {
  const { db } = context;
  return {
    async assignLicense(request, reply) {
      const user = userOf(request);
      const { organizationId, identifier } = bodyOf<Wire<'AssignLicenseRequest'>>(request);
      const trimmedIdentifier = textOf('licenseIdentifier', 'identifier', identifier);
      const [licenseId] = await assignLicenses(context, user, organizationId, [trimmedIdentifier]);
      reply.code(201);
      return { licenseId: licenseId! } satisfies Wire<'AssignLicenseResponse'>;
    },

    async assignLicenses(request, reply) {
      const user = userOf(request);
      const { organizationId, identifiers } = bodyOf<Wire<'AssignLicensesRequest'>>(request);
      const licenseIds = await assignLicenses(context, user, organizationId, batchIdentifiers(identifiers));
      reply.code(201);
      return { licenseIds } satisfies Wire<'AssignLicensesResponse'>;
    },

    async revokeLicense(request) {
      const { organizationId, licenseId } = bodyOf<Wire<'RevokeLicenseRequest'>>(request);
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        const identifier = await revokeLicense(trx, organizationId, licenseId, now);
        if (identifier === undefined) throw licenseNotFound();
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.revoked',
          actor: userActor(user),
          subject: identifier,
        });
      });
      return { success: true } satisfies Wire<'SuccessResponse'>;
    },

    async updateLicenseIdentifier(request, reply) {
      const { organizationId, licenseId, identifier } =
        bodyOf<Wire<'UpdateLicenseIdentifierRequest'>>(request);
      const trimmedIdentifier = textOf('licenseIdentifier', 'identifier', identifier);
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        // The identifier before, from the row locked until the update: the log's "before" is what it replaced.
        const before = await lockLicense(trx, organizationId, licenseId);
        if (!before) throw licenseNotFound();
        await setLicenseIdentifier(trx, licenseId, trimmedIdentifier);
        if (before.identifier === trimmedIdentifier) return;
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.identifier_changed',
          actor: userActor(user),
          subject: trimmedIdentifier,
          before: { identifier: before.identifier },
          after: { identifier: trimmedIdentifier },
        });
      });
      return reply.code(204).send();
    },

    async revokeLicenses(request) {
      const { organizationId, licenseIds } = bodyOf<Wire<'RevokeLicensesRequest'>>(request);
      const ids = batchOf('licenseIds', licenseIds);
      const user = userOf(request);
      const now = context.now();
      const revoked = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        // One revoked meanwhile is skipped (the contract: not refused).
        const rows = await revokeLicenses(trx, organizationId, ids, now);
        // In the order given: the answer's order and the log's. Ids may be sent in either case; each counts once.
        const identifierById = new Map(rows.map((row) => [row.id.toLowerCase(), row.identifier]));
        const inOrder = ids.flatMap((id) => {
          const key = id.toLowerCase();
          if (!identifierById.has(key)) return [];
          const identifier = identifierById.get(key)!;
          identifierById.delete(key);
          return [{ id, identifier }];
        });
        await recordActivity(
          trx,
          now,
          inOrder.map((license) => ({
            organizationId,
            kind: 'license.revoked' as const,
            actor: userActor(user),
            subject: license.identifier,
          })),
        );
        return inOrder.map((license) => license.id);
      });
      return { revokedLicenseIds: revoked } satisfies Wire<'RevokeLicensesResponse'>;
    },

    async regenerateLicenseLink(request) {
      const { organizationId, licenseId } = bodyOf<Wire<'LicenseActionRequest'>>(request);
      const user = userOf(request);
      const now = context.now();
      // The claim link carries the licence's id (spec §2): a new link is a new id, and the old one then names nothing.
      const newId = randomUUID();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        const license = await lockLicense(trx, organizationId, licenseId, true);
        if (!license) throw licenseNotFound();
        // A claimed licence's device holds it under this id: a new link would leave it claimed under another.
        if (isClaimed(license, now)) {
          throw conflict(
            `The licence is claimed by ${license.device_name ?? 'a device'}: release its device before regenerating its link.`,
          );
        }
        await setLicenseId(trx, licenseId, newId);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.link_regenerated',
          actor: userActor(user),
          subject: license.identifier,
        });
      });
      return { licenseId: newId } satisfies Wire<'AssignLicenseResponse'>;
    },

    async releaseLicenseDevice(request, reply) {
      const { organizationId, licenseId } = bodyOf<Wire<'LicenseActionRequest'>>(request);
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        const license = await lockLicense(trx, organizationId, licenseId);
        if (!license) throw licenseNotFound();
        if (!isClaimed(license, now)) throw conflict('The licence is not claimed: no device holds it.');
        await releaseLicenseDevice(trx, licenseId);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'license.device_released',
          actor: userActor(user),
          subject: license.identifier,
          before: { device: license.device_name },
        });
      });
      return reply.code(204).send();
    },

    async releaseLicenseDevices(request) {
      const { organizationId, licenseIds } = bodyOf<Wire<'ReleaseLicenseDevicesRequest'>>(request);
      const ids = batchOf('licenseIds', licenseIds);
      const user = userOf(request);
      const now = context.now();
      const released = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'licenses:manage');
        // One released or revoked meanwhile is skipped (the contract: not refused).
        const rows = await releaseLicenseDevices(trx, organizationId, ids);
        const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
        // In the order given: the answer's order and the log's; an id sent twice counts once.
        const inOrder = ids.flatMap((id) => {
          const row = byId.get(id.toLowerCase());
          if (!row) return [];
          byId.delete(id.toLowerCase());
          return [{ id, row }];
        });
        await recordActivity(
          trx,
          now,
          inOrder.map(({ row }) => ({
            organizationId,
            kind: 'license.device_released' as const,
            actor: userActor(user),
            subject: row.identifier,
            before: { device: row.device_name },
          })),
        );
        return inOrder.map(({ id }) => id);
      });
      return { releasedLicenseIds: released } satisfies Wire<'ReleaseLicenseDevicesResponse'>;
    },
  };
}
