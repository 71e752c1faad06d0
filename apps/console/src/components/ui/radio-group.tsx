import { useId, type ReactNode } from 'react';

export interface RadioGroupOption<T extends string> {
  value: T;
  /** The radio's accessible name. */
  label: string;
  /** What choosing it means; the radio's accessible description. */
  description?: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  /** Names the group ("Role", "Theme"). */
  legend: string;
  /** A line under the legend about the whole choice. */
  hint?: ReactNode;
  options: readonly RadioGroupOption<T>[];
  /** Controlled; null while nothing is chosen. */
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** `stack`: one option a line; `row`: side by side from the small breakpoint (short descriptions only). */
  layout?: 'stack' | 'row';
  className?: string;
}

/**
 * One choice among options that each need a sentence: native radios in boxes that take the click, each radio named
 * by its label alone and described by its sentence, so a screen reader says the name first.
 */
export function RadioGroup<T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  disabled = false,
  layout = 'stack',
  className = '',
}: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className={className}>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {hint ? <p className="text-sm text-fg-muted">{hint}</p> : null}
      <div
        className={`mt-2 ${layout === 'row' ? 'grid gap-2 sm:auto-cols-fr sm:grid-flow-col' : 'space-y-2'}`}
      >
        {options.map((option) => {
          const labelId = `${id}-${option.value}-label`;
          const descriptionId = `${id}-${option.value}-description`;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
                value === option.value
                  ? 'border-accent bg-accent-subtle'
                  : 'border-line-strong hover:bg-surface'
              }`}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-labelledby={labelId}
                aria-describedby={option.description ? descriptionId : undefined}
                className="mt-0.5 size-4 shrink-0 accent-accent"
              />
              <span>
                <span id={labelId} className="block font-medium text-fg">
                  {option.label}
                </span>
                {option.description ? (
                  <span id={descriptionId} className="block text-fg-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
