// The licence CSV: RFC 4180 with CRLF line ends and a header, safe to open in a spreadsheet.

/** The export's columns, in order: snake_case, so scripts can address them by name. */
export const LICENSE_CSV_COLUMNS = [
  'identifier',
  'status',
  'claimed',
  'claimed_at',
  'device',
  'last_seen',
  'type',
  'expires_at',
] as const;

/**
 * One field. A value a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return; OWASP "CSV injection") gets a leading `'`; identifiers and device names are typed by people, so they
 * cannot be trusted. Then it is quoted when it holds a quote, a comma or a line break.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV line from its fields, CRLF-terminated as RFC 4180 asks. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
