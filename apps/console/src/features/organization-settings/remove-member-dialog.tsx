import { getDisplayName } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

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
    <Modal
      open={member != null}
      onClose={removing ? () => undefined : onClose}
      title="Remove Member"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={removing}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={member == null}
            onClick={() => member && onConfirm(member)}
            busy={removing}
          >
            Remove
          </Button>
        </>
      }
    >
      {member ? (
        <p className="text-sm text-fg">
          Remove <strong>{name}</strong> ({member.email}) from {organizationName}? They will no longer manage
          its licenses, members or billing.
        </p>
      ) : null}
    </Modal>
  );
}
