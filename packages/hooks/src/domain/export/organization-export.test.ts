import { describe, expect, it } from 'vitest';

import { exportFileName, fileNameSlug } from './file-names';
import {
  exportTableCsv,
  exportTableFileName,
  ORGANIZATION_EXPORT_FILES,
  organizationExportReadme,
} from './organization-export';

describe('exportTableCsv', () => {
  it('writes the header and each record in the table’s columns, null as an empty field', () => {
    const csv = exportTableCsv('members', [
      {
        user_id: 'u1',
        email: 'alice@example.com',
        first_name: 'Alice',
        last_name: null,
        role: 'OWNER',
        joined_at: '2026-01-02T03:04:05.000Z',
      },
    ]);
    expect(csv).toBe(
      'user_id,email,first_name,last_name,role,joined_at\r\n' +
        'u1,alice@example.com,Alice,,OWNER,2026-01-02T03:04:05.000Z\r\n',
    );
  });

  it('quotes what must be quoted and keeps a formula from running in a spreadsheet', () => {
    const csv = exportTableCsv('subscription_history', [
      {
        occurred_at: 't',
        kind: 'subscription.changed',
        actor: '=HYPERLINK("x")',
        description: 'a, b',
        change: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`t,subscription.changed,"'=HYPERLINK(""x"")","a, b",`);
  });
});

describe('the archive’s names', () => {
  it('names each table’s files with dashes', () => {
    expect(exportTableFileName('service_accounts', 'csv')).toBe('service-accounts.csv');
    expect(exportTableFileName('licenses', 'json')).toBe('licenses.json');
  });

  it('names the download after the organization and the day', () => {
    const now = new Date('2026-12-06T23:30:00Z');
    expect(exportFileName('organization', 'Café Zürich & Co.', now, 'zip')).toBe(
      'organization-cafe-zurich-co-2026-12-06.zip',
    );
    expect(exportFileName('activity', '***', now)).toBe('activity-organization-2026-12-06.csv');
    expect(fileNameSlug('a'.repeat(59) + ' b')).toBe('a'.repeat(59));
  });

  it('lists every file in the README with when it was made', () => {
    const readme = organizationExportReadme('Acme', new Date('2026-12-06T10:00:00Z'));
    expect(readme.split('\r\n').slice(0, 2)).toEqual([
      'Pod Console: the data of Acme',
      'Exported 2026-12-06T10:00:00.000Z (UTC). Times in the files are ISO 8601, in UTC.',
    ]);
    for (const file of ORGANIZATION_EXPORT_FILES) expect(readme).toContain(`${file.name}: ${file.holds}`);
  });
});
