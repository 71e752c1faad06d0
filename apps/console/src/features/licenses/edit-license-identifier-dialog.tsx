import { BUTTON_SPINNER_SIZE, licenseIdentifierSchema } from '@pod-console/hooks/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { fieldErrorsOf } from '../../lib/form-errors';

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
}

export const EDIT_LICENSE_IDENTIFIER_TITLE = 'Edit License Identifier';

/**
 * spec §2 "Edit License Identifier" (spec §5: "Identifier is required"). Save is enabled only when the value
 * differs from the licence's; the draft is local, so a refresh of the organization does not overwrite it and a
 * failed save keeps it for another try.
 */
export function EditLicenseIdentifierDialog({
  open,
  onClose,
  identifier,
  saving = false,
  onSave,
  initialValue,
}: EditLicenseIdentifierDialogProps) {
  const [value, setValue] = useState(initialValue ?? identifier);
  const [error, setError] = useState<string | undefined>(undefined);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(initialValue ?? identifier);
      setError(undefined);
    }
  }

  const unchanged = value.trim() === identifier.trim();
  const close = () => {
    if (!saving) onClose();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving || unchanged) return;
    const result = licenseIdentifierSchema.safeParse({ identifier: value });
    setError(fieldErrorsOf(result).identifier);
    if (result.success) onSave(result.data.identifier);
  };

  return (
    <Modal open={open} onClose={close} title={EDIT_LICENSE_IDENTIFIER_TITLE}>
      <form onSubmit={save} noValidate>
        <TextField
          label="Identifier"
          name="identifier"
          autoComplete="off"
          value={value}
          error={error}
          disabled={saving}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        <p className="mt-2 text-sm text-gray-700">Personal information is not required.</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={unchanged || saving} aria-busy={saving || undefined}>
            {saving ? <Spinner size={BUTTON_SPINNER_SIZE} /> : null}Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
