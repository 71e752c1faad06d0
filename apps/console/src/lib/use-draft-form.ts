import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors, type ParseResult } from './form-errors';
import { useFormDraft } from './use-form-draft';

export interface DraftFormOptions<S extends Record<string, string>, T> {
  /** The saved values; they may refresh while the user types (the draft wins while it differs). */
  saved: S;
  /** The domain's schema for the form (spec §5 messages). */
  schema: { safeParse: (values: S) => ParseResult<T> };
  saving: boolean;
  /** Resolves when saved (the draft is dropped); rejects on failure (the draft stays for a retry). */
  onSave: (values: T) => Promise<unknown>;
}

/**
 * A settings form over saved values: a draft (useFormDraft), one error per field from the schema, and the
 * Save / Cancel flow. Submitting does nothing while saving or unchanged; typing clears that field's error;
 * Cancel drops the draft and the errors.
 */
export function useDraftForm<S extends Record<string, string>, T>({
  saved,
  schema,
  saving,
  onSave,
}: DraftFormOptions<S, T>) {
  const draft = useFormDraft(saved);
  const [errors, setErrors] = useState<FieldErrors<keyof S & string>>({});
  return {
    values: draft.values,
    dirty: draft.dirty,
    errors,
    change: <K extends keyof S & string>(key: K, value: S[K]) => {
      draft.set(key, value);
      setErrors(({ [key]: _cleared, ...rest }) => rest as FieldErrors<keyof S & string>);
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (saving || !draft.dirty) return;
      const result = schema.safeParse(draft.values);
      setErrors(fieldErrorsOf(result));
      if (result.success) onSave(result.data).then(draft.reset, () => undefined);
    },
    cancel: () => {
      draft.reset();
      setErrors({});
    },
  };
}
