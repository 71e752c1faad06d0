import { type WriteFailureField } from '@pod-console/hooks/domain';
import { TextField } from '../../components/ui/text-field';
import { textFieldProps } from '../../lib/forms/check-on-submit';
import { SettingsFormCard } from '../../components/forms/settings-form-card';
import { useSavedValuesForm } from '../../lib/forms/use-saved-values-form';
import { type OrganizationSettingsValues, organizationSettingsSchema } from '../../lib/forms/schemas';

export interface OrganizationNameFormProps {
  /** The saved name; it may refresh while the user types. */
  name: string;
  saving?: boolean;
  /** Resolves when saved (the form follows the saved name again); rejects on failure (what was typed stays). */
  onSave: (values: OrganizationSettingsValues) => Promise<unknown>;
  /** The API's message for the name after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<'organizationName'>[];
  /**
   * Why the member's role may not rename (`blockedBecause('settings:manage')`), or null: the name shows read-only
   * with the reason (docs/decisions/0024-organization-roles.md).
   */
  blockedBecause?: string | null;
}

/** spec §2 Organization Settings: the name form; Save and Cancel only while it is changed. */
export function OrganizationNameForm({
  name,
  saving = false,
  onSave,
  fieldErrors,
  blockedBecause = null,
}: OrganizationNameFormProps) {
  // spec §5: the settings form's message reads "First name is required" (sic), from the domain schema.
  const { form, card } = useSavedValuesForm({
    saved: { organizationName: name },
    schema: organizationSettingsSchema,
    saving,
    onSave,
    fieldErrors,
  });

  return (
    <SettingsFormCard title="Organization" blockedBecause={blockedBecause} {...card}>
      <TextField
        className="mt-4 max-w-md"
        label="Organization Name"
        autoComplete="organization"
        readOnly={blockedBecause != null}
        {...textFieldProps(form, 'organizationName')}
      />
    </SettingsFormCard>
  );
}
