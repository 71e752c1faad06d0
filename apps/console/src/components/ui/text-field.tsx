import type { ComponentProps } from 'react';
import { fieldControlClass, fieldControlProps, FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** A validation message; shown under the field and tied to it with aria-describedby. */
  error?: string | null;
}

/**
 * A labelled input. `ref` (a prop in React 19) reaches the <input>, so react-hook-form's `register` can be
 * spread onto it.
 */
export function TextField({ label, error, className, readOnly, ...props }: TextFieldProps) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <input
        {...fieldControlProps(ids, error)}
        readOnly={readOnly}
        className={fieldControlClass(error, readOnly)}
        {...props}
      />
    </FieldFrame>
  );
}
