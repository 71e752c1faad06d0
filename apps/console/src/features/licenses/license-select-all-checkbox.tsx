import { useEffect, useMemo, useRef } from 'react';
import { plural } from '../../lib/plural';
import { checkboxClassName } from './license-row-checkbox';
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
  const { selected, found, filtered, toggleFound } = useLicenseSelection();
  const ref = useRef<HTMLInputElement>(null);
  const selectedFound = useMemo(() => {
    if (selected.size === 0) return 0;
    let count = 0;
    for (const license of found) if (selected.has(license.id)) count += 1;
    return count;
  }, [selected, found]);
  const all = found.length > 0 && selectedFound === found.length;
  const some = selectedFound > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  const name = `Select all ${plural(found.length, 'license')}${filtered ? ' found' : ''}`;

  const checkbox = (
    <input
      ref={ref}
      type="checkbox"
      aria-label={labelled ? undefined : name}
      checked={all}
      disabled={found.length === 0}
      onChange={() => toggleFound(!all)}
      className={`${checkboxClassName} disabled:cursor-not-allowed`}
    />
  );
  if (!labelled) return checkbox;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-fg">
      {checkbox}
      {name}
    </label>
  );
}
