import {
  BUTTON_SPINNER_SIZE,
  organizationSettingsSchema,
  type OrganizationSettingsValues,
} from '@pod-console/hooks/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import { useFormDraft } from './use-form-draft';

export interface OrganizationNameFormProps {
  /** The saved name; it may refresh while the user types. */
  name: string;
  saving?: boolean;
  /** Resolves when saved (the draft is dropped); rejects on failure (the draft stays for a retry). */
  onSave: (values: OrganizationSettingsValues) => Promise<unknown>;
}

/** spec §2 Organization Settings: the name form; Save and Cancel only while it is changed. */
export function OrganizationNameForm({ name, saving = false, onSave }: OrganizationNameFormProps) {
  const draft = useFormDraft({ organizationName: name });
  const [errors, setErrors] = useState<FieldErrors<keyof OrganizationSettingsValues>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || !draft.dirty) return;
    // spec §5: the settings form's message reads "First name is required" (sic), from the domain schema.
    const result = organizationSettingsSchema.safeParse(draft.values);
    setErrors(fieldErrorsOf(result));
    if (result.success) onSave(result.data).then(draft.reset, () => undefined);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="organization-name-title"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="organization-name-title" className="text-lg font-semibold text-gray-900">
        Organization
      </h2>
      <TextField
        className="mt-4 max-w-md"
        label="Organization Name"
        name="organizationName"
        autoComplete="organization"
        value={draft.values.organizationName}
        error={errors.organizationName}
        onChange={(event) => {
          draft.set('organizationName', event.target.value);
          setErrors({});
        }}
      />
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
