import { useMemo } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { plural } from '../../lib/plural';
import { useLicenseSelection } from './license-selection-context';

export interface LicenseSelectAllCheckboxProps {
  /** Shows its name beside it (above the cards), instead of naming it for assistive technology only (the header). */
  labelled?: boolean;
}

/**
 * Selects every licence the search and filters find, across every page, or unselects them: checked when all of
 * them are selected, mixed when some are.
 */
export function LicenseSelectAllCheckbox({ labelled = false }: LicenseSelectAllCheckboxProps) {
  const { selected, found, filtered, waiting = false, toggleFound } = useLicenseSelection();
  const selectedFound = useMemo(() => {
    if (selected.size === 0) return 0;
    let count = 0;
    for (const license of found) if (selected.has(license.id)) count += 1;
    return count;
  }, [selected, found]);
  const all = found.length > 0 && selectedFound === found.length;
  const some = selectedFound > 0 && !all;
  // Before every licence is in, "all" would be only the first ones: it waits (decision 0053).
  const name = waiting
    ? 'Select all licenses (loading)'
    : `Select all ${plural(found.length, 'license')}${filtered ? ' found' : ''}`;

  return (
    <Checkbox
      label={name}
      hideLabel={!labelled}
      checked={all}
      indeterminate={some}
      disabled={waiting || found.length === 0}
      onChange={() => toggleFound(!all)}
    />
  );
}
