import { type WriteFailureField } from '@pod-console/hooks/domain';
import { TextField } from '../../components/ui/text-field';
import { textFieldProps } from '../../lib/forms/check-on-submit';
import { SettingsFormCard } from '../../components/forms/settings-form-card';
import { useSavedValuesForm } from '../../lib/forms/use-saved-values-form';
import { type PersonalNameValues, personalNameSchema } from '../../lib/forms/schemas';

export interface PersonalNameFormProps {
  /** The saved names; they may refresh while the user types. */
  firstName: string;
  lastName: string;
  saving?: boolean;
  /** Resolves when saved (the form follows the saved names again); rejects on failure (what was typed stays). */
  onSave: (values: PersonalNameValues) => Promise<unknown>;
  /** The API's messages for the names after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<keyof PersonalNameValues>[];
}

/** spec §2 Personal Settings: first and last name; Save and Cancel only while changed. */
export function PersonalNameForm({
  firstName,
  lastName,
  saving = false,
  onSave,
  fieldErrors,
}: PersonalNameFormProps) {
  // spec §5: "First name is required" / "Last name is required", from the domain schema.
  const { form, card } = useSavedValuesForm({
    saved: { firstName, lastName },
    schema: personalNameSchema,
    saving,
    onSave,
    fieldErrors,
  });

  return (
    <SettingsFormCard title="Name" {...card}>
      <div className="mt-4 grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" {...textFieldProps(form, 'firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...textFieldProps(form, 'lastName')} />
      </div>
    </SettingsFormCard>
  );
}
