import { zodResolver } from '@hookform/resolvers/zod';
import type { WriteFailureField } from '@pod-console/hooks/domain';
import type { FormEvent } from 'react';
import { useForm, type FieldPath, type FieldValues } from 'react-hook-form';
import { CHECK_ON_SUBMIT } from './check-on-submit';
import { useServerFieldErrors } from './use-server-field-errors';
import type { z } from './schemas';

export interface SavedValuesFormOptions<T extends FieldValues> {
  /** The saved values; they may refresh while the user types (the organization is polled every 10 s). */
  saved: T;
  /** The domain's schema for the form (spec §5 messages); its parsed (trimmed) values are what is saved. */
  schema: z.ZodMiniType<T, T>;
  saving: boolean;
  /** Resolves when saved (the form starts again from what was saved); rejects on failure (what was typed stays). */
  onSave: (values: T) => Promise<unknown>;
  /** The API's messages for the fields after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<FieldPath<T>>[];
}

/** What Cancel and a successful save do: drop what was typed and the messages (resetOptions would keep them). */
const START_AGAIN = { keepDirtyValues: false, keepErrors: false };

/**
 * A settings form over saved values (spec §2), on react-hook-form: a changed field keeps what was typed when the
 * saved values refresh, an unchanged one follows them; Cancel restores them and a successful save starts from them.
 * Mount it with `key={organizationId}` so switching organization starts afresh
 * (docs/decisions/0008-forms-react-hook-form.md).
 */
export function useSavedValuesForm<T extends FieldValues>({
  saved,
  schema,
  saving,
  onSave,
  fieldErrors,
}: SavedValuesFormOptions<T>) {
  const form = useForm<T, unknown, T>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(schema),
    values: saved,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  useServerFieldErrors(form.setError, fieldErrors);
  const dirty = form.formState.isDirty;
  // The failure is the caller's to report (a toast); here it only means "keep the values for a retry".
  const save = form.handleSubmit((values) =>
    onSave(values).then(
      () => form.reset(values, START_AGAIN),
      () => undefined,
    ),
  );
  return {
    form,
    /** The props of SettingsFormCard but its title and fields. */
    card: {
      dirty,
      saving,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        if (dirty && !saving) void save(event);
      },
      onCancel: () => form.reset(undefined, START_AGAIN),
    },
  };
}
