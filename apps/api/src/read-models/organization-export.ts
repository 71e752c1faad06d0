// An Owner's download of everything their organization holds (docs/decisions/0038-export-and-account-deletion.md),
// written into a ZIP as it is read. The files, their columns and the CSV are the domain's
// (export/organization-export.ts); this file reads the rows, in the caller's transaction, so every file shows the
// same moment. No secret is read: no licence key hash, invitation token or client secret hash.
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_KIND_GROUPS,
  activityActorName,
  activityCsvRow,
  csvLine,
  describeActivity,
  describeActivityChange,
  exportTableCsv,
  exportTableFileName,
  organizationExportReadme,
  type ActivityKind,
  type ExportRecord,
  type OrganizationExportTable,
} from '@pod-console/hooks/domain';

import type { Executor, UserRow } from '../db/schema';
import { activityEntryViews } from './activity';
import { personName } from './person';
import { findSubscription, subscriptionView } from './subscription';
import { isoOrNull, type Wire } from './wire';

/** Where the files go (http/zip-archive.ts's archive): a file written in pieces, or at once. */
export interface ExportFiles {
  file(name: string): { write(text: string): void; end(): void };
  text(name: string, text: string): void;
}

/** Activity entries read at a time: one batch of text is in memory, whatever the log's length. */
export const EXPORT_ACTIVITY_BATCH = 1000;

/** The kinds the subscription history holds: the activity filter's "Plan & Billing" group. */
const PLAN_KINDS: ReadonlySet<ActivityKind> = new Set(
  ACTIVITY_KIND_GROUPS.find((group) => group.label === 'Plan & Billing')?.kinds ?? [],
);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function table<T extends OrganizationExportTable>(
  zip: ExportFiles,
  name: T,
  records: readonly ExportRecord<T>[],
): void {
  zip.text(exportTableFileName(name, 'json'), json(records));
  zip.text(exportTableFileName(name, 'csv'), exportTableCsv(name, records));
}

/** Writes the organization's files into `zip`: answers its name, null when there is no such organization. */
export async function writeOrganizationExport(
  db: Executor,
  zip: ExportFiles,
  organizationId: string,
  exportedBy: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
  exportedAt: Date,
): Promise<string | null> {
  const organization = await db
    .selectFrom('organizations')
    .innerJoin('users as owner', 'owner.id', 'organizations.owner_user_id')
    .select([
      'organizations.id',
      'organizations.name',
      'organizations.created_at',
      'organizations.pod_admin_license_count',
      'owner.id as owner_id',
      'owner.email as owner_email',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
    ])
    .where('organizations.id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) return null;

  zip.text('README.txt', organizationExportReadme(organization.name, exportedAt));
  zip.text(
    'organization.json',
    json({
      id: organization.id,
      name: organization.name,
      created_at: isoOrNull(organization.created_at),
      owner: {
        user_id: organization.owner_id,
        email: organization.owner_email,
        name: personName({
          first_name: organization.owner_first_name,
          last_name: organization.owner_last_name,
        }),
      },
      pod_creator_license_count: organization.pod_admin_license_count,
      exported_at: exportedAt.toISOString(),
      exported_by: { email: exportedBy.email, name: personName(exportedBy) },
    }),
  );

  const members = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'memberships.role',
      'memberships.created_at',
    ])
    .where('memberships.organization_id', '=', organizationId)
    .where('users.kind', '=', 'person')
    .orderBy('memberships.created_at')
    .orderBy('users.email')
    .execute();
  table(
    zip,
    'members',
    members.map((m) => ({
      user_id: m.id,
      email: m.email,
      first_name: m.first_name,
      last_name: m.last_name,
      role: m.role,
      joined_at: isoOrNull(m.created_at),
    })),
  );

  const serviceAccounts = await db
    .selectFrom('service_accounts')
    .select([
      'id',
      'name',
      'role',
      'client_id',
      'created_at',
      'created_by_name',
      'revoked_at',
      'last_token_at',
    ])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  table(
    zip,
    'service_accounts',
    serviceAccounts.map((a) => ({
      id: a.id,
      name: a.name,
      role: a.role,
      client_id: a.client_id,
      created_at: isoOrNull(a.created_at),
      created_by: a.created_by_name,
      revoked_at: isoOrNull(a.revoked_at),
      last_token_at: isoOrNull(a.last_token_at),
    })),
  );

  const invitations = await db
    .selectFrom('invitations')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by_user_id')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.status',
      'inviter.email as inviter_email',
      'invitations.created_at',
      'invitations.expires_at',
      'invitations.answered_at',
      'invitations.last_sent_at',
    ])
    .where('invitations.organization_id', '=', organizationId)
    .orderBy('invitations.created_at')
    .orderBy('invitations.id')
    .execute();
  table(
    zip,
    'invitations',
    invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      status: i.status,
      invited_by: i.inviter_email,
      created_at: isoOrNull(i.created_at),
      expires_at: isoOrNull(i.expires_at),
      answered_at: isoOrNull(i.answered_at),
      last_sent_at: isoOrNull(i.last_sent_at),
    })),
  );

  const licenses = await db
    .selectFrom('licenses')
    .select([
      'id',
      'identifier',
      'trial',
      'revoked_at',
      'claimed_at',
      'device_name',
      'last_seen_at',
      'created_at',
      'expires_at',
      (eb) => eb('license_key_hash', 'is not', null).as('claimed'),
    ])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  table(
    zip,
    'licenses',
    licenses.map((l) => ({
      id: l.id,
      identifier: l.identifier,
      type: 'POD_ADMIN',
      trial: l.trial,
      revoked: l.revoked_at !== null,
      claimed: Boolean(l.claimed),
      device_name: l.device_name,
      claimed_at: isoOrNull(l.claimed_at),
      last_seen_at: isoOrNull(l.last_seen_at),
      created_at: isoOrNull(l.created_at),
      expires_at: isoOrNull(l.expires_at),
      revoked_at: isoOrNull(l.revoked_at),
    })),
  );

  const subscription = await findSubscription(db, organizationId);
  const subscriptionJson: Wire<'Subscription'> | null = subscription ? subscriptionView(subscription) : null;
  zip.text('subscription.json', json(subscriptionJson));

  // The whole log, newest first, one batch at a time; the plan's entries are also the subscription history.
  const history: ExportRecord<'subscription_history'>[] = [];
  const activityJson = zip.file('activity.json');
  const activityCsv = zip.file('activity.csv');
  activityJson.write('[');
  activityCsv.write(csvLine(ACTIVITY_CSV_COLUMNS));
  let first = true;
  for await (const batch of activityEntryViews(db, organizationId, EXPORT_ACTIVITY_BATCH)) {
    activityJson.write(
      batch.map(({ view }) => `${first ? ((first = false), '\n') : ',\n'}${JSON.stringify(view)}`).join(''),
    );
    activityCsv.write(batch.map(({ input }) => csvLine(activityCsvRow(input))).join(''));
    for (const { input } of batch) {
      if (!PLAN_KINDS.has(input.kind)) continue;
      history.push({
        occurred_at: input.occurredAt,
        kind: input.kind,
        actor: activityActorName(input),
        description: `${activityActorName(input)} ${describeActivity(input)}`,
        change: describeActivityChange(input) || null,
      });
    }
  }
  activityJson.write('\n]\n');
  activityJson.end();
  activityCsv.end();
  table(zip, 'subscription_history', history);
  return organization.name;
}
