// A large organization's licences arrive in two steps (docs/decisions/0053-first-page-of-licences.md): a first page,
// the first LICENSES_FIRST_PAGE_SIZE licences in the organization's order, then the whole answer of spec §7. These
// rules say what that order is and the counts before every licence is in; what a first page can show on its own is
// license-list.ts's `firstLicensesShow`, beside the filters it reads.
import { licenseCountsFromTallies, type LicenseCountSummary } from './license-counts';

/**
 * The organization's own order of its licences (spec §7: oldest first), by field, ties broken by the next: the
 * order of the whole answer, of the licence table before any sort, and so the order in which a first page is cut.
 * The API orders its SQL by these fields (`created_at`, then `id`).
 */
export const LICENSE_LIST_ORDER = ['createdAt', 'id'] as const;
export type LicenseListOrderField = (typeof LICENSE_LIST_ORDER)[number];

/** What a first page says beside its licences: how many there are in all, and spec §4's tallies over them. */
export interface MoreLicenses {
  total: number;
  assigned: number;
  trial: number;
}

/** Whether the licences held are every one: `more` is null for a whole answer, or counts no more than are held. */
export function holdsEveryLicense(held: number, more: MoreLicenses | null | undefined): boolean {
  return more == null || more.total <= held;
}

/** spec §4 counts from a first page's tallies (the same formula as getLicenseCounts, over every licence). */
export function licenseCountsOfMore(more: MoreLicenses, purchased: number): LicenseCountSummary {
  return licenseCountsFromTallies({ assigned: more.assigned, trial: more.trial, purchased });
}
