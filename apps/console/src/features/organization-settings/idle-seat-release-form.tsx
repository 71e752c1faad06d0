import {
  IDLE_SEAT_DAYS_DEFAULT,
  IDLE_SEAT_MESSAGES,
  type WriteFailureField,
} from '@pod-console/hooks/domain';
import { useController } from 'react-hook-form';
import { SettingsFormCard } from '../../components/forms/settings-form-card';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/text-field';
import { textFieldProps } from '../../lib/forms/check-on-submit';
import { type IdleSeatReleaseValues, idleSeatReleaseSchema } from '../../lib/forms/schemas';
import { useSavedValuesForm } from '../../lib/forms/use-saved-values-form';

export interface IdleSeatReleaseFormProps {
  /** The saved setting: N days, or null while off; it may refresh while the user edits. */
  days: number | null;
  saving?: boolean;
  /** Resolves when saved; rejects on failure (what was chosen stays). */
  onSave: (days: number | null) => Promise<unknown>;
  /** The API's message for the days after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<'idleSeatReleaseDays'>[];
  /** Why the member's role may not change it (`blockedBecause('settings:manage')`), or null. */
  blockedBecause?: string | null;
}

/**
 * Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md): "release seats not seen for N days", off by
 * default; turning it on offers 30 days.
 */
export function IdleSeatReleaseForm({
  days,
  saving = false,
  onSave,
  fieldErrors,
  blockedBecause = null,
}: IdleSeatReleaseFormProps) {
  const { form, card } = useSavedValuesForm<IdleSeatReleaseValues>({
    saved: { idleSeatReleaseOn: days !== null, idleSeatReleaseDays: String(days ?? IDLE_SEAT_DAYS_DEFAULT) },
    schema: idleSeatReleaseSchema,
    saving,
    onSave: (values) => onSave(values.idleSeatReleaseOn ? Number(values.idleSeatReleaseDays) : null),
    fieldErrors,
  });
  const on = useController({ control: form.control, name: 'idleSeatReleaseOn' });
  const readOnly = blockedBecause != null;

  return (
    <SettingsFormCard
      title={IDLE_SEAT_MESSAGES.settingTitle}
      actionsName={IDLE_SEAT_MESSAGES.settingTitle.toLowerCase()}
      blockedBecause={blockedBecause}
      {...card}
    >
      <Checkbox
        className="mt-4"
        label={IDLE_SEAT_MESSAGES.settingLabel}
        description={IDLE_SEAT_MESSAGES.settingDescription}
        name={on.field.name}
        checked={on.field.value}
        disabled={readOnly}
        onChange={(event) => on.field.onChange(event.target.checked)}
        onBlur={on.field.onBlur}
      />
      {on.field.value ? (
        <TextField
          className="mt-4 max-w-40"
          label={IDLE_SEAT_MESSAGES.daysLabel}
          inputMode="numeric"
          autoComplete="off"
          readOnly={readOnly}
          {...textFieldProps(form, 'idleSeatReleaseDays')}
        />
      ) : null}
    </SettingsFormCard>
  );
}
