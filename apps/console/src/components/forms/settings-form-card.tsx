import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { cardClassName } from '../ui/card';
import { GatedButton } from '../ui/gated-button';

export interface SettingsFormCardProps {
  title: string;
  /** The form differs from the saved values: only then are Save and Cancel enabled. */
  dirty: boolean;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /**
   * Why the form may not be saved (a role's missing permission), or null. The fields show read-only (the caller's
   * part), the reason shows under the title for everyone, and Save, disabled, says it on hover and focus.
   */
  blockedBecause?: string | null;
  /**
   * What Save and Cancel act on, for assistive technology where a page has several such cards ("Save idle seats"):
   * each button's name starts with its visible word, so speech input still finds it.
   */
  actionsName?: string;
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
  blockedBecause = null,
  actionsName,
  children,
}: SettingsFormCardProps) {
  const titleId = useId();
  const reasonId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      aria-describedby={blockedBecause ? reasonId : undefined}
      className={cardClassName()}
    >
      <h2 id={titleId} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {blockedBecause ? (
        <p id={reasonId} className="mt-1 text-sm text-fg-muted">
          {blockedBecause}
        </p>
      ) : null}
      {children}
      <div className="mt-4 flex gap-3">
        <GatedButton
          blockedBecause={blockedBecause}
          type="submit"
          disabled={!dirty}
          busy={saving}
          aria-label={actionsName ? `Save ${actionsName}` : undefined}
        >
          Save
        </GatedButton>
        <Button
          variant="secondary"
          disabled={!dirty || saving}
          onClick={onCancel}
          aria-label={actionsName ? `Cancel ${actionsName}` : undefined}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
