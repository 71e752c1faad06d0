// Bulk creation of licences (docs/decisions/0027-licences-at-scale.md): a pasted list or an uploaded CSV of
// identifiers, previewed row by row before anything is created. The console shows the preview; the API refuses a
// batch that repeats an identifier with the same comparison.
import { LICENSE_BATCH_MAX } from '../constants';
import { checkTextField } from '../validation/text-fields';

/** Identifiers are compared trimmed and without regard to case: "iPad 3" and " ipad 3" are one. */
export function identifierKey(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/** The index of the first identifier that repeats an earlier one, or -1 when each is there once. */
export function repeatedIdentifierIndex(identifiers: readonly string[]): number {
  const seen = new Set<string>();
  for (const [index, identifier] of identifiers.entries()) {
    const key = identifierKey(identifier);
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}

/** A pasted list: one identifier a line. Blank lines at the end (a final line break) are not rows. */
export function identifiersFromText(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  return lines;
}

/**
 * An uploaded CSV, already split into rows of fields: the column headed "identifier" (any case) when the first row
 * has one, else the first column of every row. Rows without fields count as empty rows.
 */
export function identifiersFromCsvRows(rows: readonly (readonly string[])[]): string[] {
  const header = rows[0]?.findIndex((field) => field.trim().toLowerCase() === 'identifier') ?? -1;
  const column = Math.max(header, 0);
  const body = header >= 0 ? rows.slice(1) : rows;
  const identifiers = body.map((row) => row[column] ?? '');
  while (identifiers.length > 0 && identifiers.at(-1)!.trim() === '') identifiers.pop();
  return identifiers;
}

export type BulkLicenseResult = 'valid' | 'duplicate' | 'existing' | 'empty' | 'invalid' | 'over_limit';

export interface BulkLicenseRow {
  /** 1-based, as the person counts the lines they pasted. */
  line: number;
  /** The identifier trimmed, as it would be created. */
  identifier: string;
  result: BulkLicenseResult;
  /** Why the row will not be created (spec §5's messages where they apply); null for a valid row. */
  message: string | null;
}

export interface BulkLicensePreview {
  rows: BulkLicenseRow[];
  /** The identifiers to create, in order: the valid rows. */
  identifiers: string[];
  /** How many rows of each result. */
  counts: Record<BulkLicenseResult, number>;
  /** How many licences can be created now: the free licences, at most `LICENSE_BATCH_MAX`. */
  limit: number;
}

export const BULK_LICENSE_RESULT_LABELS: Readonly<Record<BulkLicenseResult, string>> = {
  valid: 'Will be created',
  duplicate: 'Duplicate',
  existing: 'Already exists',
  empty: 'Empty',
  invalid: 'Invalid',
  over_limit: 'Over the free licenses',
};

/**
 * Each row's result before anything is created: empty and invalid rows with spec §5's identifier messages, a row
 * repeating an earlier one, a row whose identifier a licence already holds, and valid rows past the free licences
 * (spec §4: unassigned) or the batch limit. Only valid rows are created.
 */
export function previewBulkLicenses(
  entries: readonly string[],
  { existingIdentifiers, free }: { existingIdentifiers: Iterable<string | null>; free: number },
): BulkLicensePreview {
  const existing = new Set<string>();
  for (const identifier of existingIdentifiers) if (identifier) existing.add(identifierKey(identifier));
  const limit = Math.max(0, Math.min(free, LICENSE_BATCH_MAX));
  const firstLine = new Map<string, number>();
  const counts: Record<BulkLicenseResult, number> = {
    valid: 0,
    duplicate: 0,
    existing: 0,
    empty: 0,
    invalid: 0,
    over_limit: 0,
  };
  const identifiers: string[] = [];
  const rows = entries.map((entry, index): BulkLicenseRow => {
    const line = index + 1;
    const row = (result: BulkLicenseResult, identifier: string, message: string | null): BulkLicenseRow => {
      counts[result] += 1;
      return { line, identifier, result, message };
    };
    const check = checkTextField('licenseIdentifier', entry);
    if (!check.success) {
      return entry.trim() === ''
        ? row('empty', '', check.message)
        : row('invalid', entry.trim(), check.message);
    }
    const key = identifierKey(check.value);
    const earlier = firstLine.get(key);
    if (earlier != null) return row('duplicate', check.value, `Repeats line ${earlier}`);
    firstLine.set(key, line);
    if (existing.has(key))
      return row('existing', check.value, 'A license with this identifier already exists');
    if (identifiers.length >= limit) {
      return row(
        'over_limit',
        check.value,
        limit === free
          ? `Over the free licenses: ${free} ${free === 1 ? 'is' : 'are'} free`
          : `Over the ${LICENSE_BATCH_MAX} licenses one creation takes`,
      );
    }
    identifiers.push(check.value);
    return row('valid', check.value, null);
  });
  return { rows, identifiers, counts, limit };
}
