import { zodResolver } from '@hookform/resolvers/zod';
import { isLicenseCountInput, licenseCountHint, type WriteFailureField } from '@pod-console/hooks/domain';
import { useId, useMemo, type ChangeEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import { licenseCountSchema, z } from '../../lib/forms/schemas';

export interface EditLicenseCountDialogProps {
  open: boolean;
  onClose: () => void;
  organizationName: string;
  /** The organization's Pod Admin licence count when the dialog opened; the field starts from it. */
  licenseCount: number;
  /** The licences currently assigned: the lowest count allowed (spec §5). */
  assigned: number;
  saving?: boolean;
  /** Called with the new count, a whole number from `assigned` up. */
  onSave: (licenseCount: number) => void;
  /** Stories open the dialog with something already typed. */
  initialValue?: string;
  /** The API's message for the count after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<'licenseCount'>[];
}

export const EDIT_LICENSE_COUNT_TITLE = 'Edit Pod Admin License Count';
export const LICENSE_COUNT_LABEL = 'Pod Admin License Count';

/**
 * spec §2 "Edit Pod Admin License Count" with spec §5's licence count rule. The form lives while the dialog is
 * open, so a refresh of the table does not overwrite what was typed and a failed save keeps it for another try.
 */
export function EditLicenseCountDialog({
  open,
  onClose,
  organizationName,
  saving = false,
  ...props
}: EditLicenseCountDialogProps) {
  const close = () => {
    // A request in flight cannot be taken back: the dialog waits for its answer.
    if (!saving) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={EDIT_LICENSE_COUNT_TITLE}
      description={
        <>
          Set how many Pod Admin licenses <span className="font-semibold text-fg">{organizationName}</span>{' '}
          has.
        </>
      }
    >
      <LicenseCountForm onClose={close} saving={saving} {...props} />
    </Modal>
  );
}

type LicenseCountFormProps = Omit<EditLicenseCountDialogProps, 'open' | 'saving' | 'organizationName'> & {
  saving: boolean;
};

/** The dialog's content: mounted while the dialog is open, so each opening starts from the current count. */
function LicenseCountForm({
  onClose,
  licenseCount,
  assigned,
  saving,
  onSave,
  initialValue,
  fieldErrors,
}: LicenseCountFormProps) {
  const hintId = useId();
  const schema = useMemo(() => z.object({ licenseCount: licenseCountSchema(assigned) }), [assigned]);
  const form = useForm({
    // Checked as it is typed, so the hint turns into an error as soon as the count goes below the assigned ones.
    mode: 'onChange',
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: { licenseCount: initialValue ?? String(licenseCount) },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'licenseCount' });
  useServerFieldErrors(form.setError, fieldErrors);
  // Checked as it renders, so Save and the message are right on the first frame (a count that starts below
  // the assigned licences shows so at once), before the resolver's asynchronous check.
  const check = schema.safeParse({ licenseCount: field.value });
  // An empty field has nothing to correct yet: the hint says what to type, and Save stays disabled.
  // The API's message (a refused save) stays until the count is changed.
  const error =
    field.value === '' ? undefined : (check.error?.issues[0]?.message ?? fieldState.error?.message);

  // spec §5: the field holds only empty or a whole non-negative number. A change that would make it anything
  // else (".", "-", "e", a letter, a pasted "1.5") is refused: the field shows its value again (put back here, as
  // the runtime leaves a refused edit in the element, decision 0058), and the caret stays where it was instead of
  // jumping to the end.
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    if (isLicenseCountInput(input.value)) {
      field.onChange(input.value);
      return;
    }
    const caret = (input.selectionStart ?? field.value.length) - (input.value.length - field.value.length);
    input.value = field.value;
    input.setSelectionRange(caret, caret);
  };

  const save = form.handleSubmit((values) => {
    if (!saving) onSave(values.licenseCount);
  });

  return (
    <form onSubmit={save} noValidate>
      <TextField
        label={LICENSE_COUNT_LABEL}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        data-autofocus
        readOnly={saving}
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={change}
        onBlur={field.onBlur}
        // The hint is the field's description while the count is allowed; below the assigned licences it is
        // the error itself (the same text, in the error style), and above the maximum the error replaces it.
        error={error}
        {...(error ? {} : { 'aria-describedby': hintId })}
      />
      {error ? null : (
        <p id={hintId} className="mt-1 text-sm text-fg-muted">
          {licenseCountHint(assigned)}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={!check.success} busy={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
