import { LICENSE_BATCH_MAX } from '@pod-console/hooks/domain';

/** The QR code sheet's route, inside the shell. */
export const PRINT_SHEET_PATH = '/licenses/print';

/**
 * What the sheet is opened with: the licences' ids, in history state. Never in the address: a licence id is the
 * claim link's secret (docs/decisions/0002-app-links.md), and an address ends up in history, logs and referrers.
 */
export interface PrintSheetState {
  licenseIds: string[];
}

/**
 * The ids the sheet prints, from whatever history state the page has (none after opening the address directly):
 * strings only, each once, in order, at most one batch.
 */
export function licenseIdsFromHistoryState(state: unknown): string[] {
  const ids = (state as Partial<PrintSheetState> | null)?.licenseIds;
  if (!Array.isArray(ids)) return [];
  const seen = new Set<string>();
  for (const id of ids) if (typeof id === 'string' && id !== '') seen.add(id);
  return [...seen].slice(0, LICENSE_BATCH_MAX);
}
