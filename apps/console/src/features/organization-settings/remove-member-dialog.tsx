import { getDisplayName } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export interface RemoveMemberDialogProps {
  /** The member to remove; null closes the dialog. */
  member: OrganizationMember | null;
  organizationName: string;
  onClose: () => void;
  removing?: boolean;
  onConfirm: (member: OrganizationMember) => void;
}

/** Removing a member is not undoable: the Members table asks first. */
export function RemoveMemberDialog({
  member,
  organizationName,
  onClose,
  removing = false,
  onConfirm,
}: RemoveMemberDialogProps) {
  const name = member ? getDisplayName(member) || member.email : '';
  return (
    <ConfirmDialog
      open={member != null}
      onClose={onClose}
      title="Remove Member"
      confirmLabel="Remove"
      onConfirm={() => member && onConfirm(member)}
      confirmDisabled={member == null}
      busy={removing}
    >
      {member ? (
        <p className="text-sm text-fg">
          Remove <strong>{name}</strong> ({member.email}) from {organizationName}? They will no longer manage
          its licenses, members or billing.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
