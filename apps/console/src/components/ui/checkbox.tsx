import { useId, type ComponentProps, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'ref'> {
  /** Its name: shown beside it, or (with `hideLabel`) given to assistive technology only. */
  label: string;
  /** Name it without showing the label, where the place says it (a table row's checkbox). */
  hideLabel?: boolean;
  /** A line under the label about what checking it means. */
  description?: ReactNode;
  /** Some of what it stands for is checked, not all ("mixed"). */
  indeterminate?: boolean;
}

const boxClassName =
  'size-4 shrink-0 cursor-pointer accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed';

/** A native checkbox with its name; the label, when shown, takes the click. */
export function Checkbox({
  label,
  hideLabel = false,
  description,
  indeterminate = false,
  className = '',
  ...props
}: CheckboxProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const box = (
    <input
      // `indeterminate` is a property with no attribute: set on the element after each render.
      ref={(node) => {
        if (node) node.indeterminate = indeterminate;
      }}
      id={id}
      type="checkbox"
      aria-label={hideLabel ? label : undefined}
      aria-describedby={description ? descriptionId : undefined}
      className={`${boxClassName} ${hideLabel ? className : ''}`}
      {...props}
    />
  );
  if (hideLabel) return box;
  // The description sits outside the label, so the name is the label alone and the description is read after it.
  return (
    <div className={`flex items-start gap-2 text-sm text-fg ${className}`}>
      <span className="flex h-5 items-center">{box}</span>
      <span>
        <label htmlFor={id} className="block cursor-pointer font-medium">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="block text-fg-muted">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
