import type { License } from '@pod-console/sdk';
import { createContext, useContext } from 'react';

/**
 * The licences selected on the Licences page, read by the row checkboxes and the "select all" checkbox. A context
 * rather than the table's column definitions: a click on a checkbox then re-renders the checkboxes, not every row
 * (and the columns, which the table's row orders are keyed by, stay the same).
 */
export interface LicenseSelection {
  /** The ids selected, among the licences the page holds (an id that disappeared with a refresh is not here). */
  selected: ReadonlySet<string>;
  /** The licences the search and filters find, across every page. */
  found: readonly License[];
  /** Whether a search or filter narrows `found`. */
  filtered: boolean;
  /**
   * Whether only the first licences are in (docs/decisions/0053-first-page-of-licences.md): `found` is not every
   * licence, so "select all" waits.
   */
  waiting?: boolean;
  toggle: (licenseId: string, selected: boolean) => void;
  /** Selects every licence found (the selection elsewhere stays), or unselects them all. */
  toggleFound: (selected: boolean) => void;
}

const NONE: LicenseSelection = {
  selected: new Set(),
  found: [],
  filtered: false,
  toggle: () => undefined,
  toggleFound: () => undefined,
};

export const LicenseSelectionContext = createContext<LicenseSelection>(NONE);

export const useLicenseSelection = () => useContext(LicenseSelectionContext);
