import type { ComponentProps } from 'react';
import { fieldControlClass, fieldControlProps, FieldFrame, useFieldIds } from './field-frame';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** A validation message; shown under the field and tied to it with aria-describedby. */
  error?: string | null;
}

/**
 * A labelled textarea: the TextField of text that spans lines. `ref` (a prop in React 19) reaches the <textarea>,
 * so react-hook-form's `register` can be spread onto it.
 */
export function TextAreaField({ label, error, className, rows = 4, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <textarea
        {...fieldControlProps(ids, error)}
        rows={rows}
        className={fieldControlClass(error)}
        {...props}
      />
    </FieldFrame>
  );
}
