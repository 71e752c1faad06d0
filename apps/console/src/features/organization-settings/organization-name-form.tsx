import { organizationSettingsSchema, type OrganizationSettingsValues } from '@pod-console/hooks/domain';
import { TextField } from '../../components/ui/text-field';
import { DraftFormActions } from '../../lib/draft-form-actions';
import { useDraftForm } from '../../lib/use-draft-form';

export interface OrganizationNameFormProps {
  /** The saved name; it may refresh while the user types. */
  name: string;
  saving?: boolean;
  /** Resolves when saved (the draft is dropped); rejects on failure (the draft stays for a retry). */
  onSave: (values: OrganizationSettingsValues) => Promise<unknown>;
}

/** spec §2 Organization Settings: the name form; Save and Cancel only while it is changed. */
export function OrganizationNameForm({ name, saving = false, onSave }: OrganizationNameFormProps) {
  // spec §5: the settings form's message reads "First name is required" (sic), from the domain schema.
  const form = useDraftForm({
    saved: { organizationName: name },
    schema: organizationSettingsSchema,
    saving,
    onSave,
  });

  return (
    <form
      onSubmit={form.submit}
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
        value={form.values.organizationName}
        error={form.errors.organizationName}
        onChange={(event) => form.change('organizationName', event.target.value)}
      />
      <DraftFormActions dirty={form.dirty} saving={saving} onCancel={form.cancel} />
    </form>
  );
}
