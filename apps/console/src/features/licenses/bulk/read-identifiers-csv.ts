import { identifiersFromCsvRows } from '@pod-console/hooks/domain';
import Papa from 'papaparse';
import { CSV_MAX_BYTES, FILE_MESSAGES } from './bulk-license-texts';

export type IdentifiersFile = { ok: true; identifiers: string[] } | { ok: false; message: string };

/** The text of a file that is no text (an image, a spreadsheet saved as .xlsx) holds NUL characters. */
const NUL = String.fromCharCode(0);

/**
 * The identifiers of an uploaded CSV (`identifiersFromCsvRows`), parsed by papaparse; a line break in a quoted field
 * becomes a space. Refused, with words for the person, when too large, unreadable or without identifiers.
 */
export async function readIdentifiersCsv(file: Blob): Promise<IdentifiersFile> {
  if (file.size > CSV_MAX_BYTES) return { ok: false, message: FILE_MESSAGES.tooLarge };
  let text: string;
  try {
    // UTF-8, the byte order mark dropped.
    text = await file.text();
  } catch {
    return { ok: false, message: FILE_MESSAGES.unreadable };
  }
  if (text.includes(NUL)) return { ok: false, message: FILE_MESSAGES.unreadable };
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  // Rows of different lengths are fine (a first column alone); quotes left open are not.
  if (parsed.errors.some((error) => error.type === 'Quotes'))
    return { ok: false, message: FILE_MESSAGES.unreadable };
  const identifiers = identifiersFromCsvRows(parsed.data).map((identifier) =>
    identifier.replace(/\r\n|\r|\n/g, ' '),
  );
  if (identifiers.every((identifier) => identifier.trim() === ''))
    return { ok: false, message: FILE_MESSAGES.noIdentifiers };
  return { ok: true, identifiers };
}
