import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import type { WriteFailureField } from '@pod-console/hooks/domain';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import { licenseIdentifierSchema } from '../../lib/forms/schemas';

export interface EditLicenseIdentifierDialogProps {
  open: boolean;
  onClose: () => void;
  /** The licence's identifier when the dialog opened; the field starts from it. */
  identifier: string;
  saving?: boolean;
  /** Called with the trimmed, valid, changed identifier. */
  onSave: (identifier: string) => void;
  /** Stories open the dialog with something already typed. */
  initialValue?: string;
  /** The API's message for the field after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<'identifier'>[];
}

export const EDIT_LICENSE_IDENTIFIER_TITLE = 'Edit License Identifier';

/**
 * spec §2 "Edit License Identifier" (spec §5: "Identifier is required"). Save is enabled only when the value
 * differs from the licence's; the form lives while the dialog is open, so a refresh of the organization does not
 * overwrite what was typed and a failed save keeps it for another try.
 */
export function EditLicenseIdentifierDialog({
  open,
  onClose,
  saving = false,
  ...props
}: EditLicenseIdentifierDialogProps) {
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Modal open={open} onClose={close} title={EDIT_LICENSE_IDENTIFIER_TITLE}>
      <IdentifierForm onClose={close} saving={saving} {...props} />
    </Modal>
  );
}

/** The dialog's content: mounted while the dialog is open, so each opening starts from the licence's identifier. */
function IdentifierForm({
  onClose,
  identifier,
  saving,
  onSave,
  initialValue,
  fieldErrors,
}: Omit<EditLicenseIdentifierDialogProps, 'open' | 'saving'> & { saving: boolean }) {
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(licenseIdentifierSchema),
    defaultValues: { identifier: initialValue ?? identifier },
  });
  useServerFieldErrors(form.setError, fieldErrors);
  const value = useWatch({ control: form.control, name: 'identifier' });
  const unchanged = value.trim() === identifier.trim();
  const save = form.handleSubmit((values) => {
    if (!saving && !unchanged) onSave(values.identifier);
  });

  return (
    <form onSubmit={save} noValidate>
      <TextField
        label="Identifier"
        autoComplete="off"
        disabled={saving}
        {...textFieldProps(form, 'identifier')}
      />
      <p className="mt-2 text-sm text-fg-muted">Personal information is not required.</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={unchanged} busy={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
