import { BUTTON_SPINNER_SIZE, personalNameSchema, type PersonalNameValues } from '@pod-console/hooks/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import { useFormDraft } from '../organization-settings/use-form-draft';

export interface PersonalNameFormProps {
  /** The saved names; they may refresh while the user types. */
  firstName: string;
  lastName: string;
  saving?: boolean;
  /** Resolves when saved (the draft is dropped); rejects on failure (the draft stays for a retry). */
  onSave: (values: PersonalNameValues) => Promise<unknown>;
}

/** spec §2 Personal Settings: first and last name; Save and Cancel only while changed. */
export function PersonalNameForm({ firstName, lastName, saving = false, onSave }: PersonalNameFormProps) {
  const draft = useFormDraft({ firstName, lastName });
  const [errors, setErrors] = useState<FieldErrors<keyof PersonalNameValues>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || !draft.dirty) return;
    // spec §5: "First name is required" / "Last name is required", from the domain schema.
    const result = personalNameSchema.safeParse(draft.values);
    setErrors(fieldErrorsOf(result));
    if (result.success) onSave(result.data).then(draft.reset, () => undefined);
  };

  const field = (key: keyof PersonalNameValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={key}
      autoComplete={autoComplete}
      value={draft.values[key]}
      error={errors[key]}
      onChange={(event) => {
        draft.set(key, event.target.value);
        setErrors(({ [key]: _cleared, ...rest }) => rest);
      }}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="personal-name-title"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="personal-name-title" className="text-lg font-semibold text-gray-900">
        Name
      </h2>
      <div className="mt-4 grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
        {field('firstName', 'First Name', 'given-name')}
        {field('lastName', 'Last Name', 'family-name')}
      </div>
      <div className="mt-4 flex gap-3">
        <Button type="submit" disabled={!draft.dirty || saving} aria-busy={saving || undefined}>
          {saving ? <Spinner size={BUTTON_SPINNER_SIZE} /> : null}Save
        </Button>
        <Button
          variant="secondary"
          disabled={!draft.dirty || saving}
          onClick={() => {
            draft.reset();
            setErrors({});
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
