/**
 * The name an export is saved under: `<what>-<organization>-<yyyy-mm-dd>.csv`, the organization's name as a slug
 * (ASCII letters and digits, words joined by '-') and the day of `now` in UTC, the day the console prints
 * everywhere. `what` names the export: `activity`, `licenses`.
 */
export function exportFileName(what: string, organizationName: string, now: Date): string {
  const slug = organizationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${what}-${slug === '' ? 'organization' : slug}-${now.toISOString().slice(0, 10)}.csv`;
}
