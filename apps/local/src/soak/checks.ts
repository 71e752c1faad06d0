// After the load: the database compared with what the clients were answered, exactly. Every acknowledged write is
// there once; a refused one left nothing; nothing is there that no client sent; and the activity log and the mail
// outbox, written in each write's own transaction, hold one entry per write done (a write done twice shows there even
// when its second run changed no row).
import { createHash } from 'node:crypto';

import type { Database } from '@pod-console/api';
import type { Kysely } from 'kysely';

import type { OrganizationLedger } from './load';

export interface Check {
  name: string;
  passed: boolean;
  /** Counts when it passed; the first offences when it did not. */
  detail: string;
}

/** What the database holds of the load, for the report. */
export interface DatabaseFigures {
  licenses: number;
  revoked: number;
  claimed: number;
  /** Claims done whose answer (the key) never reached the app. */
  claimsWithLostAnswer: number;
  invitations: number;
  /**
   * Writes answered "already done" on an attempt after the first, done by an earlier one whose answer was lost and
   * which no key replayed (none when idempotency holds).
   */
  invitationsWithLostAnswer: number;
  revocationsWithLostAnswer: number;
}

const keyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
const sameInstant = (a: Date | null, b: string | undefined) =>
  a !== null && b !== undefined && a.getTime() === Date.parse(b);

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

class Offences {
  readonly lines: string[] = [];
  count = 0;
  add(line: string) {
    this.count += 1;
    if (this.lines.length < 8) this.lines.push(line);
  }
  check(name: string, passedDetail: string): Check {
    return this.count === 0
      ? { name, passed: true, detail: passedDetail }
      : { name, passed: false, detail: `${this.count}: ${this.lines.join('; ')}` };
  }
}

export async function checkDatabase(
  db: Kysely<Database>,
  ledgers: readonly OrganizationLedger[],
): Promise<{ checks: Check[]; figures: DatabaseFigures }> {
  const organizationIds = ledgers.map((ledger) => ledger.organization.organizationId);
  const [licenses, invitations, activity, mail] = await Promise.all([
    db
      .selectFrom('licenses')
      .select([
        'id',
        'organization_id',
        'identifier',
        'revoked_at',
        'license_key_hash',
        'device_name',
        'claimed_at',
        'last_seen_at',
      ])
      .where('organization_id', 'in', organizationIds)
      .execute(),
    db
      .selectFrom('invitations')
      .select(['id', 'organization_id', 'email'])
      .where('organization_id', 'in', organizationIds)
      .execute(),
    db
      .selectFrom('activity_events')
      .select(['organization_id', 'kind', 'subject'])
      .where('organization_id', 'in', organizationIds)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select(['organization_id', 'to_address'])
      .where('organization_id', 'in', organizationIds)
      .where('kind', '=', 'invitation')
      .execute(),
  ]);

  const lost = new Offences();
  const twice = new Offences();
  const unsent = new Offences();
  const revocations = new Offences();
  const claims = new Offences();
  const reports = new Offences();
  const logged = new Offences();
  const figures: DatabaseFigures = {
    licenses: licenses.length,
    revoked: 0,
    claimed: 0,
    claimsWithLostAnswer: 0,
    invitations: invitations.length,
    invitationsWithLostAnswer: 0,
    revocationsWithLostAnswer: 0,
  };
  let acknowledged = 0;
  let refusedLeftNothing = 0;

  for (const ledger of ledgers) {
    const { organizationId } = ledger.organization;
    const rows = licenses.filter((row) => row.organization_id === organizationId);
    const byIdentifier = groupBy(rows, (row) => row.identifier ?? '');

    // Assignments: one licence per acknowledged one, with its id; none for a refused one.
    for (const [identifier, { record, licenseId }] of ledger.assignments) {
      const found = byIdentifier.get(identifier) ?? [];
      if (record.outcome === 'acknowledged') {
        acknowledged += 1;
        if (found.length === 0) lost.add(`assignment "${identifier}" (licence ${licenseId})`);
        else if (found.length > 1) twice.add(`assignment "${identifier}": ${found.length} licences`);
        else if (found[0]!.id !== licenseId)
          lost.add(`assignment "${identifier}" answered ${licenseId}, stored ${found[0]!.id}`);
      } else if (record.outcome === 'refused') {
        if (found.length > 0) unsent.add(`assignment "${identifier}" refused (${record.status}), yet stored`);
        else refusedLeftNothing += 1;
      } else if (found.length > 1) twice.add(`assignment "${identifier}": ${found.length} licences`);
    }
    for (const [identifier, found] of byIdentifier)
      if (!ledger.assignments.has(identifier))
        unsent.add(`licence "${identifier}" (${found.length}) that no client assigned`);

    for (const row of rows) {
      const license = ledger.licenses.get(row.id);
      if (!license) continue;
      // Revocations: revoked exactly when a revocation was acknowledged.
      if (row.revoked_at !== null) figures.revoked += 1;
      if (license.state === 'revoked' && row.revoked_at === null) lost.add(`revocation of ${row.id}`);
      if (license.state !== 'revoked' && row.revoked_at !== null && license.revokeSentAt === undefined)
        revocations.add(`${row.id} revoked, though no client revoked it`);
      // Claims: the key the app was answered is the one stored, with its device and time.
      if (row.license_key_hash !== null) figures.claimed += 1;
      const claim = license.claim;
      if (claim?.outcome === 'acknowledged') {
        if (row.license_key_hash !== keyHash(claim.key!))
          lost.add(`claim of ${row.id}: another key is stored`);
        else if (row.device_name !== claim.deviceName || !sameInstant(row.claimed_at, claim.claimedAt))
          claims.add(`claim of ${row.id}: stored ${row.device_name} at ${row.claimed_at?.toISOString()}`);
      } else if (claim?.outcome === 'lost') {
        figures.claimsWithLostAnswer += 1;
        if (row.license_key_hash === null || row.device_name !== claim.deviceName)
          claims.add(`claim of ${row.id} answered "already claimed", yet not claimed by this device`);
      } else if (row.license_key_hash !== null) claims.add(`${row.id} claimed, though no device claimed it`);
      // Reports: the last time a report was answered with is kept (a later report may have moved it on).
      if (
        license.lastSeenAt !== undefined &&
        (row.last_seen_at === null || row.last_seen_at.getTime() < Date.parse(license.lastSeenAt))
      )
        reports.add(`${row.id} last seen ${row.last_seen_at?.toISOString()}, answered ${license.lastSeenAt}`);
    }
    for (const record of ledger.revocations)
      if (record.outcome === 'refused' && record.attempts > 1 && record.status === 404)
        figures.revocationsWithLostAnswer += 1;

    // Invitations: one row per acknowledged one, with its id.
    const invited = invitations.filter((row) => row.organization_id === organizationId);
    const byEmail = groupBy(invited, (row) => row.email);
    for (const [email, { record, invitationId }] of ledger.invitations) {
      const found = byEmail.get(email) ?? [];
      if (record.outcome === 'acknowledged') {
        acknowledged += 1;
        if (found.length === 0) lost.add(`invitation of ${email}`);
        else if (found.length > 1) twice.add(`invitation of ${email}: ${found.length} rows`);
        else if (found[0]!.id !== invitationId)
          lost.add(`invitation of ${email} answered ${invitationId}, stored ${found[0]!.id}`);
      } else if (record.outcome === 'refused' && record.status === 409 && record.attempts > 1) {
        // "Already invited" to an address only this write used: an earlier attempt did it.
        figures.invitationsWithLostAnswer += 1;
        if (found.length !== 1) twice.add(`invitation of ${email}: ${found.length} rows`);
      } else if (record.outcome === 'refused') {
        if (found.length > 0) unsent.add(`invitation of ${email} refused (${record.status}), yet stored`);
        else refusedLeftNothing += 1;
      }
    }
    for (const [email] of byEmail)
      if (!ledger.invitations.has(email)) unsent.add(`invitation of ${email} that no client sent`);

    // The activity log and the outbox: one entry per write done.
    const entries = activity.filter((row) => row.organization_id === organizationId);
    const countOf = (kind: string) => entries.filter((row) => row.kind === kind).length;
    const expected: Array<[string, number]> = [
      ['license.assigned', rows.length],
      ['license.revoked', rows.filter((row) => row.revoked_at !== null).length],
      ['license.claimed', rows.filter((row) => row.license_key_hash !== null).length],
      ['member.invited', invited.length],
    ];
    for (const [kind, count] of expected)
      if (countOf(kind) !== count)
        twice.add(`${ledger.organization.email}: ${countOf(kind)} "${kind}" entries for ${count} done`);
    const mails = mail.filter((row) => row.organization_id === organizationId);
    if (mails.length !== invited.length)
      twice.add(
        `${ledger.organization.email}: ${mails.length} invitation mails for ${invited.length} invitations`,
      );
    for (const row of invited)
      if (mails.filter((mailRow) => mailRow.to_address === row.email).length !== 1)
        logged.add(`invitation of ${row.email} has not exactly one mail`);
  }

  return {
    figures,
    checks: [
      lost.check(
        'no acknowledged write lost',
        `${acknowledged} acknowledged assignments and invitations found, each with its answered id`,
      ),
      twice.check(
        'no write applied twice',
        'one licence per identifier, one invitation per address, one activity entry and one mail per write done',
      ),
      unsent.check(
        'nothing stored that no client sent, nothing stored for a refusal',
        `${refusedLeftNothing} refused writes left nothing`,
      ),
      revocations.check(
        'revoked exactly when a revocation was acknowledged',
        `${figures.revoked} revoked licences`,
      ),
      claims.check(
        'each claim stored with the key, device and time the app was answered',
        `${figures.claimed} claimed licences`,
      ),
      reports.check(
        'each licence last seen no earlier than its last acknowledged report',
        'every reported licence',
      ),
      logged.check('one mail per invitation', `${invitations.length} invitation mails`),
    ],
  };
}
