import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

export interface LeaveOrganizationDialogProps {
  open: boolean;
  organizationName: string;
  onClose: () => void;
  leaving?: boolean;
  onConfirm: () => void;
}

/** Leaving is undone only by a new invitation: Organization Settings asks first. */
export function LeaveOrganizationDialog({
  open,
  organizationName,
  onClose,
  leaving = false,
  onConfirm,
}: LeaveOrganizationDialogProps) {
  return (
    <Modal
      open={open}
      onClose={leaving ? () => undefined : onClose}
      title="Leave organization"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={leaving}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={leaving}>
            Leave
          </Button>
        </>
      }
    >
      <p className="text-sm text-fg">
        Leave <strong>{organizationName}</strong>? You will no longer manage or see its licenses, members or
        billing. To come back, a member must invite you again.
      </p>
    </Modal>
  );
}
