import type { ComponentProps } from 'react';
import { fieldControlClass, fieldControlProps, FieldFrame, useFieldIds } from './field-frame';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  /** A validation message; shown under the field and tied to it with aria-describedby. */
  error?: string | null;
}

/**
 * A labelled native select, drawn like TextField: the browser's own list keeps the keyboard, touch and screen
 * reader behaviour every platform expects. The options are its children; `ref` reaches the <select>. `min-w-0` lets
 * it narrow in a grid column below its longest option.
 */
export function Select({ label, error, className, children, ...props }: SelectProps) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <select {...fieldControlProps(ids, error)} className={`${fieldControlClass(error)} min-w-0`} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}
