/**
 * The name an exported activity log is saved under: `activity-<organization>-<yyyy-mm-dd>.csv`, the organization's
 * name as a slug (ASCII letters and digits, words joined by '-') and the day of `now` in UTC, the day the console
 * prints everywhere.
 */
export function activityFileName(organizationName: string, now: Date): string {
  const slug = organizationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `activity-${slug === '' ? 'organization' : slug}-${now.toISOString().slice(0, 10)}.csv`;
}
