/**
 * Formats a number and a date once, in the console's locale (spec §9's figures and dates are en-US), so the
 * browser loads its ICU data now rather than at the first screen's first formatting. Never throws: a browser
 * without Intl formats nothing here and the console as before.
 */
export function warmUpIntl(): void {
  try {
    new Intl.NumberFormat('en-US').format(1);
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(0);
  } catch {
    // Nothing to warm up.
  }
}
