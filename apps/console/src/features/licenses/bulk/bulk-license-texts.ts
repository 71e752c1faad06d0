// The words of bulk creation and the QR sheet. Spec §8 names none of them (it predates adding several licences at
// once), so they follow its style: "Success!" with a line saying what happened, the failure titled as assigning one.
import {
  LICENSE_BATCH_MAX,
  LICENSE_TYPE_LABEL,
  type BulkLicensePreview,
  type BulkLicenseResult,
} from '@pod-console/hooks/domain';
import { plural } from '../../../lib/plural';

export const BULK_LICENSES_TITLE = `Add ${LICENSE_TYPE_LABEL} licenses`;
export const BULK_LICENSES_BUTTON = 'Add several';
export const IDENTIFIERS_LABEL = 'Identifiers, one per line';
export const UPLOAD_CSV_LABEL = 'Upload CSV';
export const PRINT_SHEET_TITLE = 'QR code sheet';
export const NOTHING_TO_PRINT = 'Nothing to print';

/** The largest CSV the dialog reads: far more than 500 identifiers take, small enough to parse at once. */
export const CSV_MAX_BYTES = 1024 * 1024;

export const FILE_MESSAGES = {
  tooLarge: 'This file is larger than 1 MB. Upload a smaller CSV file, or paste the identifiers instead.',
  unreadable: 'This file could not be read as CSV. Save it as CSV (UTF-8) and try again.',
  noIdentifiers:
    'This file has no identifiers. Put one identifier a row, under an "identifier" heading or first.',
} as const;

/** "Success!" — "5 licenses created." */
export const licensesCreated = (count: number) => `${plural(count, 'license')} created.`;

/** The result view's title: "5 licenses created". */
export const licensesCreatedTitle = (count: number) => `${plural(count, 'license')} created`;

/** The create button says how many it creates; with none to create it says what it would do. */
export const createButtonLabel = (count: number) =>
  count === 0 ? 'Create licenses' : `Create ${plural(count, 'license')}`;

/** What the file filled in, so the person knows the text now comes from it. */
export const loadedFromFile = (count: number, fileName: string) =>
  `${plural(count, 'line')} loaded from ${fileName}. Check them below before creating.`;

// Each result's count as a phrase, in the order they read best; a result with none is left out.
const COUNT_PHRASES: Record<Exclude<BulkLicenseResult, 'valid'>, (count: number) => string> = {
  duplicate: (count) => plural(count, 'duplicate'),
  existing: (count) => `${count} already ${count === 1 ? 'exists' : 'exist'}`,
  empty: (count) => `${count} empty`,
  invalid: (count) => `${count} invalid`,
  over_limit: (count) => `${count} over the free licenses`,
};

/** "5 will be created · 1 duplicate · 1 empty": always the licences to create, then each kind of problem there is. */
export function previewSummary(counts: BulkLicensePreview['counts']): string {
  const problems = (Object.keys(COUNT_PHRASES) as (keyof typeof COUNT_PHRASES)[])
    .filter((result) => counts[result] > 0)
    .map((result) => COUNT_PHRASES[result](counts[result]));
  return [`${counts.valid} will be created`, ...problems].join(' · ');
}

/** How many can be created now (spec §4: the free licences, unassigned), and the batch limit when it is lower. */
export function freeLicenses(free: number): string {
  if (free === 0) return 'No free licenses: none can be created now.';
  const frees = `${plural(free, 'free license')}.`;
  return free > LICENSE_BATCH_MAX ? `${frees} Up to ${LICENSE_BATCH_MAX} can be created at a time.` : frees;
}
