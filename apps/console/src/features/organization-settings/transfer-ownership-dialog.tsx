import { ROLE_AFTER_TRANSFER, ROLE_DESCRIPTIONS, ROLE_LABELS } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { memberName } from './members-columns';

export interface TransferOwnershipDialogProps {
  /** The member who would become the Owner; null closes the dialog. */
  member: OrganizationMember | null;
  organizationName: string;
  onClose: () => void;
  transferring?: boolean;
  onConfirm: (member: OrganizationMember) => void;
}

/**
 * Members, "Transfer ownership": says what changes for both people (the member becomes the Owner, the sender takes
 * ROLE_AFTER_TRANSFER) before anything is sent; only its confirm button sends it.
 */
export function TransferOwnershipDialog({
  member,
  organizationName,
  onClose,
  transferring = false,
  onConfirm,
}: TransferOwnershipDialogProps) {
  const name = member ? memberName(member) : '';
  return (
    <ConfirmDialog
      open={member != null}
      onClose={onClose}
      title="Transfer ownership"
      confirmLabel="Transfer ownership"
      onConfirm={() => member && onConfirm(member)}
      confirmDisabled={member == null}
      busy={transferring}
    >
      {member ? (
        <div className="space-y-3 text-sm text-fg">
          <p>
            Make <strong>{name}</strong> ({member.email}) the {ROLE_LABELS.OWNER} of {organizationName}?
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              {name} becomes {ROLE_LABELS.OWNER}: {ROLE_DESCRIPTIONS.OWNER}
            </li>
            <li>
              You become {ROLE_LABELS[ROLE_AFTER_TRANSFER]}: {ROLE_DESCRIPTIONS[ROLE_AFTER_TRANSFER]}
            </li>
          </ul>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
