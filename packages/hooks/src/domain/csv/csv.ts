// CSV files the product writes (the activity log's, the licences'): RFC 4180, CRLF line ends.

/** One CSV field: quoted when it must be, and never read by a spreadsheet as a formula (OWASP CSV injection). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV line (RFC 4180, CRLF) from its fields. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
