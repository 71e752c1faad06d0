import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

export interface SettingsFormCardProps {
  title: string;
  /** The form differs from the saved values: only then are Save and Cancel enabled. */
  dirty: boolean;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * spec §2 settings forms: a titled card around the fields, with Save (submits the form) and Cancel, enabled only
 * while the form is changed. useSavedValuesForm gives every prop but the title and the fields.
 */
export function SettingsFormCard({
  title,
  dirty,
  saving,
  onSubmit,
  onCancel,
  children,
}: SettingsFormCardProps) {
  const titleId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
      <div className="mt-4 flex gap-3">
        <Button type="submit" disabled={!dirty} busy={saving}>
          Save
        </Button>
        <Button variant="secondary" disabled={!dirty || saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
