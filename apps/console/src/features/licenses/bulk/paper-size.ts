export type PaperSize = 'a4' | 'letter';

export const PAPER_SIZES: readonly PaperSize[] = ['a4', 'letter'];

export const PAPER_SIZE_LABELS: Readonly<Record<PaperSize, string>> = { a4: 'A4', letter: 'Letter' };

// Letter is the paper of North and Central America and the Philippines; the rest of the world prints on A4.
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'PR',
  'GT',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
  'DO',
  'CO',
  'VE',
  'CL',
  'BZ',
]);

/** The paper the person most likely has, from the browser's language ("en-US" → Letter, "fr" → A4). */
export function defaultPaperSize(locale: string | undefined): PaperSize {
  try {
    const region = new Intl.Locale(locale ?? 'en').maximize().region;
    return region != null && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
  } catch {
    // Not a language tag the browser knows.
    return 'a4';
  }
}
