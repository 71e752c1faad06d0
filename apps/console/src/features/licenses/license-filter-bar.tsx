import {
  LICENSE_CLAIM_FILTERS,
  LICENSE_FILTER_LABELS,
  LICENSE_STATUS_FILTERS,
  LICENSE_TYPE_FILTERS,
  NO_LICENSE_FILTERS,
  type LicenseFilters,
} from '@pod-console/hooks/domain';
import { memo, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

export interface LicenseFilterChangeOptions {
  /** Replace the address's history entry instead of adding one (the search box: no entry per keystroke). */
  replace?: boolean;
}

export interface LicenseFilterBarProps {
  filters: LicenseFilters;
  onChange: (change: Partial<LicenseFilters>, options?: LicenseFilterChangeOptions) => void;
}

const fieldClassName =
  'mt-1 block w-full min-w-0 rounded-md border border-line-input bg-surface-raised px-3 py-2 text-sm text-fg shadow-raised focus:outline-2 focus:outline-offset-1 focus:outline-focus';
const labelClassName = 'block text-sm font-medium text-fg';

type FilterKey = Exclude<keyof LicenseFilters, 'search'>;

const FILTERS: ReadonlyArray<{ key: FilterKey; label: string; values: readonly string[] }> = [
  { key: 'status', label: 'Status', values: LICENSE_STATUS_FILTERS },
  { key: 'claimed', label: 'Claimed', values: LICENSE_CLAIM_FILTERS },
  { key: 'type', label: 'Type', values: LICENSE_TYPE_FILTERS },
];

/**
 * Finding licences (docs/decisions/0027-licences-at-scale.md): a search of the identifier, followed as it is typed,
 * and the status, claimed and type filters, as the Activity page's filter bar lays its filters out. On a phone the
 * three filters fold behind one "Filters (n)" button beside the search, so the first licence is on the first screen;
 * the search stays out, being what a person most often does there.
 */
function LicenseFilterBarView({ filters, onChange }: LicenseFilterBarProps) {
  const ids = { status: useId(), claimed: useId(), type: useId() };
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const setCount = FILTERS.filter(({ key }) => filters[key] !== NO_LICENSE_FILTERS[key]).length;
  // The box shows exactly what was typed (spaces included) while the address keeps it trimmed; when the address's
  // search changes otherwise (Clear filters, Back), the box takes it.
  const [text, setText] = useState(filters.search);
  const [addressText, setAddressText] = useState(filters.search);
  if (filters.search !== addressText) {
    setAddressText(filters.search);
    if (text.trim() !== filters.search) setText(filters.search);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-4 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <TextField
        label="Search licenses"
        type="search"
        placeholder="Identifier"
        autoComplete="off"
        className="sm:col-span-3 lg:col-span-1"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ search: event.target.value }, { replace: true });
        }}
      />
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="sm:hidden"
      >
        Filters{setCount > 0 ? ` (${setCount})` : ''}
      </Button>
      {/* From sm the filters are the grid's own cells again, always shown. */}
      <div id={panelId} className={`col-span-2 gap-4 sm:contents ${open ? 'grid' : 'hidden'}`}>
        {FILTERS.map(({ key, label, values }) => (
          <div key={key}>
            <label htmlFor={ids[key]} className={labelClassName}>
              {label}
            </label>
            <select
              id={ids[key]}
              value={filters[key]}
              onChange={(event) => onChange({ [key]: event.target.value } as Partial<LicenseFilters>)}
              className={fieldClassName}
            >
              {values.map((value) => (
                <option key={value} value={value}>
                  {(LICENSE_FILTER_LABELS[key] as Record<string, string>)[value]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Memoised: the page renders again for what does not concern the filters (a selection), the filter bar not. */
export const LicenseFilterBar = memo(LicenseFilterBarView);
