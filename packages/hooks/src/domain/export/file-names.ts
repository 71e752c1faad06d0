// The names exports are saved under, the same whether the API names the download or the console saves it.

/** An organization's name as part of a file name: lower-case ASCII letters and digits joined by dashes. */
export function fileNameSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'organization';
}

/**
 * `<what>-<organization>-<yyyy-mm-dd>.<extension>`: `what` names the export (`activity`, `licenses`,
 * `organization`), the day is `now`'s in UTC, the day the console prints everywhere.
 */
export function exportFileName(what: string, organizationName: string, now: Date, extension = 'csv'): string {
  return `${what}-${fileNameSlug(organizationName)}-${now.toISOString().slice(0, 10)}.${extension}`;
}
