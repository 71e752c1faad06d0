import { organizationSettingsSchema, type OrganizationSettingsValues } from '@pod-console/hooks/domain';
import { TextField } from '../../components/ui/text-field';
import { textFieldProps } from '../../lib/forms/check-on-submit';
import { SaveCancelActions } from '../../lib/forms/save-cancel-actions';
import { useSavedValuesForm } from '../../lib/forms/use-saved-values-form';

export interface OrganizationNameFormProps {
  /** The saved name; it may refresh while the user types. */
  name: string;
  saving?: boolean;
  /** Resolves when saved (the form follows the saved name again); rejects on failure (what was typed stays). */
  onSave: (values: OrganizationSettingsValues) => Promise<unknown>;
}

/** spec §2 Organization Settings: the name form; Save and Cancel only while it is changed. */
export function OrganizationNameForm({ name, saving = false, onSave }: OrganizationNameFormProps) {
  // spec §5: the settings form's message reads "First name is required" (sic), from the domain schema.
  const { form, dirty, submit, cancel } = useSavedValuesForm({
    saved: { organizationName: name },
    schema: organizationSettingsSchema,
    saving,
    onSave,
  });

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
        autoComplete="organization"
        {...textFieldProps(form, 'organizationName')}
      />
      <SaveCancelActions dirty={dirty} saving={saving} onCancel={cancel} />
    </form>
  );
}
