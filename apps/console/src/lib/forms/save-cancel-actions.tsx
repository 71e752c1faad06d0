import { BUTTON_SPINNER_SIZE } from '@pod-console/hooks/domain';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

export interface SaveCancelActionsProps {
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
}

/** spec §2 settings forms: Save (submits the form) and Cancel, enabled only while the form is changed. */
export function SaveCancelActions({ dirty, saving, onCancel }: SaveCancelActionsProps) {
  return (
    <div className="mt-4 flex gap-3">
      <Button type="submit" disabled={!dirty || saving} aria-busy={saving || undefined}>
        {saving ? <Spinner size={BUTTON_SPINNER_SIZE} /> : null}Save
      </Button>
      <Button variant="secondary" disabled={!dirty || saving} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
