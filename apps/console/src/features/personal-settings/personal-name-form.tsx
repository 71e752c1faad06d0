import { personalNameSchema, type PersonalNameValues } from '@pod-console/hooks/domain';
import { TextField } from '../../components/ui/text-field';
import { textFieldProps } from '../../lib/forms/check-on-submit';
import { SaveCancelActions } from '../../lib/forms/save-cancel-actions';
import { useSavedValuesForm } from '../../lib/forms/use-saved-values-form';

export interface PersonalNameFormProps {
  /** The saved names; they may refresh while the user types. */
  firstName: string;
  lastName: string;
  saving?: boolean;
  /** Resolves when saved (the form follows the saved names again); rejects on failure (what was typed stays). */
  onSave: (values: PersonalNameValues) => Promise<unknown>;
}

/** spec §2 Personal Settings: first and last name; Save and Cancel only while changed. */
export function PersonalNameForm({ firstName, lastName, saving = false, onSave }: PersonalNameFormProps) {
  // spec §5: "First name is required" / "Last name is required", from the domain schema.
  const { form, dirty, submit, cancel } = useSavedValuesForm({
    saved: { firstName, lastName },
    schema: personalNameSchema,
    saving,
    onSave,
  });

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
        <TextField label="First Name" autoComplete="given-name" {...textFieldProps(form, 'firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...textFieldProps(form, 'lastName')} />
      </div>
      <SaveCancelActions dirty={dirty} saving={saving} onCancel={cancel} />
    </form>
  );
}
