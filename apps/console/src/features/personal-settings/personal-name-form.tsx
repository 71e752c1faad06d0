import { personalNameSchema, type PersonalNameValues } from '@pod-console/hooks/domain';
import { TextField } from '../../components/ui/text-field';
import { DraftFormActions } from '../../lib/draft-form-actions';
import { useDraftForm } from '../../lib/use-draft-form';

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
  // spec §5: "First name is required" / "Last name is required", from the domain schema.
  const form = useDraftForm({ saved: { firstName, lastName }, schema: personalNameSchema, saving, onSave });

  const field = (key: keyof PersonalNameValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={key}
      autoComplete={autoComplete}
      value={form.values[key]}
      error={form.errors[key]}
      onChange={(event) => form.change(key, event.target.value)}
    />
  );

  return (
    <form
      onSubmit={form.submit}
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
      <DraftFormActions dirty={form.dirty} saving={saving} onCancel={form.cancel} />
    </form>
  );
}
