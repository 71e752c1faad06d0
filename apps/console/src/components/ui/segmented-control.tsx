import { useId, type ReactNode } from 'react';

export interface SegmentedControlOption<T extends string> {
  value: T;
  /** What the segment says; it is the radio's accessible name. */
  label: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  /** Names the group for assistive technology ("Billing period"). */
  legend: string;
  /** Show the legend above the segments; hidden, it is still read. */
  showLegend?: boolean;
  options: readonly SegmentedControlOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * One choice of two to four, all in view: native radio buttons drawn as segments, so the arrow keys move the choice
 * and a screen reader hears "radio, 1 of 2" without any script of ours.
 */
export function SegmentedControl<T extends string>({
  legend,
  showLegend = false,
  options,
  value,
  onChange,
  className = '',
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className={showLegend ? 'text-sm font-medium text-fg' : 'sr-only'}>{legend}</legend>
      <div
        className={`inline-flex rounded-md border border-line-strong bg-surface-raised p-1 ${showLegend ? 'mt-1' : ''}`}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
              value === option.value ? 'bg-accent text-fg-on-accent' : 'text-fg hover:bg-surface-sunken'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
