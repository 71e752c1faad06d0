import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors, type ParseResult } from './form-errors';

export interface SchemaFormOptions<S extends Record<string, string>, T> {
  /** What the fields hold at first. */
  initial: S;
  /** The domain's schema for the form (spec §5 messages). */
  schema: { safeParse: (values: S) => ParseResult<T> };
  /** While true, submitting does nothing (a request is under way). */
  busy: boolean;
  /** Called with the schema's (trimmed, valid) values. The fields keep what was typed whatever the outcome. */
  onSubmit: (values: T) => void;
}

/**
 * A form checked by one of the domain's schemas: its values, one error per field, typing that clears that
 * field's error (spec §5), and a submit that shows every message or hands over the valid values. Forms over
 * saved values that refresh in the background use useDraftForm instead.
 */
export function useSchemaForm<S extends Record<string, string>, T>({
  initial,
  schema,
  busy,
  onSubmit,
}: SchemaFormOptions<S, T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof S & string>>({});
  return {
    values,
    errors,
    change: <K extends keyof S & string>(key: K, value: S[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest as FieldErrors<keyof S & string>);
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const result = schema.safeParse(values);
      setErrors(fieldErrorsOf(result));
      if (result.success) onSubmit(result.data);
    },
  };
}
