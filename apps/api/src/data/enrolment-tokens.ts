// An organization's enrolment tokens and what an enrolment reads and writes (docs/decisions/0041-zero-touch-enrolment.md,
// 0031-api-data-layer.md): routes/enrolment.ts decides, these read and write.
import { sql, type Transaction } from 'kysely';

import type { Database, EnrolmentTokenRow, Executor } from '../db/schema';

/** The organization's enrolment tokens, revoked ones too, newest first. */
export function enrolmentTokensOf(db: Executor, organizationId: string): Promise<EnrolmentTokenRow[]> {
  return db
    .selectFrom('enrolment_tokens')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The organization's tokens not revoked, as the status rule reads them (the caller counts the active ones). */
export function unrevokedEnrolmentTokens(db: Executor, organizationId: string) {
  return db
    .selectFrom('enrolment_tokens')
    .select(['revoked_at', 'expires_at', 'max_uses', 'uses'])
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .execute();
}

export interface NewEnrolmentToken {
  id: string;
  organizationId: string;
  name: string;
  tokenSha256: string;
  maxUses: number | null;
  expiresAt: Date | null;
  createdBy: { id: string; name: string };
  now: Date;
}

export function createEnrolmentToken(
  trx: Transaction<Database>,
  token: NewEnrolmentToken,
): Promise<EnrolmentTokenRow> {
  return trx
    .insertInto('enrolment_tokens')
    .values({
      id: token.id,
      organization_id: token.organizationId,
      name: token.name,
      token_sha256: token.tokenSha256,
      max_uses: token.maxUses,
      expires_at: token.expiresAt,
      created_at: token.now,
      created_by_user_id: token.createdBy.id,
      created_by_name: token.createdBy.name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A token of the organization by its id, locked until the transaction ends. */
export function lockEnrolmentToken(
  trx: Transaction<Database>,
  organizationId: string,
  tokenId: string,
): Promise<EnrolmentTokenRow | undefined> {
  return trx
    .selectFrom('enrolment_tokens')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', tokenId)
    .forUpdate()
    .executeTakeFirst();
}

export function revokeEnrolmentToken(
  trx: Transaction<Database>,
  tokenId: string,
  now: Date,
): Promise<EnrolmentTokenRow> {
  return trx
    .updateTable('enrolment_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The token a device presents, by its hash, locked until the enrolment commits: two devices enrolling at once with a
 * token limited to one use take turns, and the second finds it used up.
 */
export function lockEnrolmentTokenByHash(
  trx: Transaction<Database>,
  tokenSha256: string,
): Promise<EnrolmentTokenRow | undefined> {
  return trx
    .selectFrom('enrolment_tokens')
    .selectAll()
    .where('token_sha256', '=', tokenSha256)
    .forUpdate()
    .executeTakeFirst();
}

/** One more device enrolled with the token. */
export async function countEnrolmentTokenUse(
  trx: Transaction<Database>,
  tokenId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('enrolment_tokens')
    .set((eb) => ({ uses: eb('uses', '+', 1), last_used_at: now }))
    .where('id', '=', tokenId)
    .execute();
}

/**
 * The organization's licences a label may enrol into now, locked (the organization's lock is held, so none is
 * claimed meanwhile): not revoked, not expired, unclaimed (spec §3: no key), and named for the label — the first
 * such — or without an identifier — the first such. The domain's `pickEnrolmentLicense` chooses between them.
 */
export async function claimableForLabel(
  trx: Transaction<Database>,
  organizationId: string,
  label: string,
  now: Date,
) {
  const claimable = trx
    .selectFrom('licenses')
    .select(['id', 'identifier', 'claimed_at', 'device_name', 'last_seen_at', 'claim_request_hash'])
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .where('license_key_hash', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .forNoKeyUpdate();
  const [named, blank] = await Promise.all([
    claimable.where('identifier', '=', label).executeTakeFirst(),
    claimable
      .where((eb) => eb.or([eb('identifier', 'is', null), eb(sql`btrim(identifier)`, '=', '')]))
      .executeTakeFirst(),
  ]);
  return [named, blank].filter((row) => row !== undefined);
}

/**
 * The claimed licence of the organization named for the label, locked, with what the repeat rule reads
 * (decision 0043): an enrolment sent again after its answer was lost finds its own claim here.
 */
export function claimedForLabel(trx: Transaction<Database>, organizationId: string, label: string) {
  return trx
    .selectFrom('licenses')
    .select(['id', 'claimed_at', 'device_name', 'last_seen_at', 'claim_request_hash', 'expires_at'])
    .where('organization_id', '=', organizationId)
    .where('identifier', '=', label)
    .where('revoked_at', 'is', null)
    .where('license_key_hash', 'is not', null)
    .orderBy('claimed_at', 'desc')
    .limit(1)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * What creating a licence for a label is decided on (spec §4), read under the organization's lock: the purchased
 * count, the tallies and the plan, with the organization's name for the answer. Undefined without a plan.
 */
export function enrolmentAssignmentState(trx: Transaction<Database>, organizationId: string) {
  return trx
    .selectFrom('organizations as o')
    .innerJoin('organization_tallies as t', 't.organization_id', 'o.id')
    .innerJoin('subscriptions as s', 's.organization_id', 'o.id')
    .selectAll('s')
    .select([
      'o.name as organization_name',
      'o.pod_admin_license_count',
      't.assigned_licenses',
      't.trial_licenses',
    ])
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
}

/** The organization's name and plan, for the licence token. */
export function organizationForToken(db: Executor, organizationId: string) {
  return db
    .selectFrom('organizations')
    .leftJoin('subscriptions', 'subscriptions.organization_id', 'organizations.id')
    .select(['organizations.name as organization_name', 'subscriptions.product as plan'])
    .where('organizations.id', '=', organizationId)
    .executeTakeFirstOrThrow();
}

/** A new licence named for the label (an unassigned seat, spec §4); the caller holds the organization's lock. */
export async function insertEnrolledLicense(
  trx: Transaction<Database>,
  license: { id: string; organizationId: string; identifier: string; now: Date },
): Promise<void> {
  await trx
    .insertInto('licenses')
    .values({
      id: license.id,
      organization_id: license.organizationId,
      identifier: license.identifier,
      trial: false,
      created_at: license.now,
    })
    .execute();
}
