import { DEFAULT_MEMBER_ROLE, isAssignableRole, type AssignableRole } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { memberName } from './members-columns';
import { RoleRadioGroup } from './role-radio-group';

export interface ChangeRoleDialogProps {
  /** The member whose role changes; null closes the dialog. */
  member: OrganizationMember | null;
  onClose: () => void;
  saving?: boolean;
  onSave: (member: OrganizationMember, role: AssignableRole) => void;
  /** Stories open the dialog with another role already chosen. */
  defaultRole?: AssignableRole;
}

function RoleForm({
  member,
  onClose,
  saving,
  onSave,
  defaultRole,
}: Omit<ChangeRoleDialogProps, 'member'> & { member: OrganizationMember }) {
  const [role, setRole] = useState<AssignableRole>(
    defaultRole ?? (isAssignableRole(member.role) ? member.role : DEFAULT_MEMBER_ROLE),
  );
  const unchanged = role === member.role;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged && !saving) onSave(member, role);
      }}
    >
      <RoleRadioGroup legend="Role" value={role} onChange={setRole} disabled={saving} />
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

/**
 * Members, "Change role": the roles a member can be given, each with what it may do; Save only once another role is
 * chosen. The dialog holds its member, so a refresh behind it changes nothing; it stays open on failure.
 */
export function ChangeRoleDialog({
  member,
  onClose,
  saving = false,
  onSave,
  defaultRole,
}: ChangeRoleDialogProps) {
  return (
    <Modal
      open={member != null}
      onClose={saving ? () => undefined : onClose}
      title="Change role"
      description={member ? `Choose what ${memberName(member)} (${member.email}) may do.` : undefined}
    >
      {member ? (
        <RoleForm
          key={member.id}
          member={member}
          onClose={onClose}
          saving={saving}
          onSave={onSave}
          defaultRole={defaultRole}
        />
      ) : null}
    </Modal>
  );
}
