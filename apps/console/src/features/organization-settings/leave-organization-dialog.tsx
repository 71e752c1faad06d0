import { ConfirmDialog } from '../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Leave organization"
      confirmLabel="Leave"
      onConfirm={onConfirm}
      busy={leaving}
    >
      <p className="text-sm text-fg">
        Leave <strong>{organizationName}</strong>? You will no longer manage or see its licenses, members or
        billing. To come back, a member must invite you again.
      </p>
    </ConfirmDialog>
  );
}
