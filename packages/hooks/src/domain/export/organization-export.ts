// What an Owner's download of their organization holds (docs/decisions/0038-export-and-account-deletion.md): one
// ZIP of JSON and CSV files, the same records in both. The API fills the records; these rules name the files,
// order the columns and write the CSV, so a spreadsheet and a script read the same thing.
import { csvLine } from '../csv/csv';

export type ExportValue = string | number | boolean | null;

/** The tables of the archive, each as `<table>.json` (an array of records) and `<table>.csv`, in these columns. */
export const ORGANIZATION_EXPORT_COLUMNS = {
  members: ['user_id', 'email', 'first_name', 'last_name', 'role', 'joined_at'],
  service_accounts: [
    'id',
    'name',
    'role',
    'client_id',
    'created_at',
    'created_by',
    'revoked_at',
    'last_token_at',
  ],
  invitations: [
    'id',
    'email',
    'role',
    'status',
    'invited_by',
    'created_at',
    'expires_at',
    'answered_at',
    'last_sent_at',
  ],
  licenses: [
    'id',
    'identifier',
    'type',
    'trial',
    'revoked',
    'claimed',
    'device_name',
    'claimed_at',
    'last_seen_at',
    'created_at',
    'expires_at',
    'revoked_at',
  ],
  subscription_history: ['occurred_at', 'kind', 'actor', 'description', 'change'],
} as const;

export type OrganizationExportTable = keyof typeof ORGANIZATION_EXPORT_COLUMNS;
export type ExportRecord<T extends OrganizationExportTable> = Record<
  (typeof ORGANIZATION_EXPORT_COLUMNS)[T][number],
  ExportValue
>;

/** A table as CSV: a header row, then one line per record in the table's columns; null is an empty field. */
export function exportTableCsv<T extends OrganizationExportTable>(
  table: T,
  records: readonly ExportRecord<T>[],
): string {
  const columns = ORGANIZATION_EXPORT_COLUMNS[table] as readonly (keyof ExportRecord<T>)[];
  const lines = [csvLine(columns as readonly string[])];
  for (const record of records) lines.push(csvLine(columns.map((column) => exportText(record[column]))));
  return lines.join('');
}

function exportText(value: ExportValue): string {
  return value === null ? '' : String(value);
}

/** The archive's files, in its order, each with what it holds (the README of the archive lists them). */
export const ORGANIZATION_EXPORT_FILES: ReadonlyArray<{ name: string; holds: string }> = [
  { name: 'README.txt', holds: 'this list' },
  { name: 'organization.json', holds: 'the organization: name, owner, Pod Creator licence count, dates' },
  { name: 'members.json, members.csv', holds: 'its members (people) with their roles' },
  {
    name: 'service-accounts.json, service-accounts.csv',
    holds: 'its service accounts (never a client secret: none is kept)',
  },
  {
    name: 'invitations.json, invitations.csv',
    holds: 'every invitation, answered or not (never the invitation link)',
  },
  {
    name: 'licenses.json, licenses.csv',
    holds: 'every licence, revoked ones included, with the device that claimed it (never a licence key)',
  },
  { name: 'subscription.json', holds: 'the plan as it is now, or null' },
  {
    name: 'subscription-history.json, subscription-history.csv',
    holds: 'plan changes and payments, from the activity log',
  },
  { name: 'activity.json, activity.csv', holds: 'the whole activity log, newest first' },
];

/** The table a file of the archive holds: `service_accounts` is `service-accounts.json` and `.csv`. */
export function exportTableFileName(table: OrganizationExportTable, extension: 'json' | 'csv'): string {
  return `${table.replaceAll('_', '-')}.${extension}`;
}

/** README.txt of the archive: what it is, when it was made, and what each file holds. */
export function organizationExportReadme(organizationName: string, exportedAt: Date): string {
  const lines = [
    `Pod Console: the data of ${organizationName}`,
    `Exported ${exportedAt.toISOString()} (UTC). Times in the files are ISO 8601, in UTC.`,
    '',
    ...ORGANIZATION_EXPORT_FILES.map((file) => `${file.name}: ${file.holds}`),
    '',
  ];
  return lines.join('\r\n');
}
