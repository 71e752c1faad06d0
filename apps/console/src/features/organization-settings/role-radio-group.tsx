import {
  ASSIGNABLE_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type AssignableRole,
} from '@pod-console/hooks/domain';
import { RadioGroup } from '../../components/ui/radio-group';

export interface RoleRadioGroupProps {
  legend: string;
  value: AssignableRole | null;
  onChange: (role: AssignableRole) => void;
  disabled?: boolean;
  /** The roles offered; a service account's are SERVICE_ACCOUNT_ROLES (docs/decisions/0028-service-accounts.md). */
  roles?: readonly AssignableRole[];
}

/**
 * The roles an invitation or a role change can give (the domain's ASSIGNABLE_ROLES: ownership moves only by a
 * transfer), each with what it may do. Each radio is named by its role alone and described by that sentence; the
 * whole box takes the click.
 */
export function RoleRadioGroup({
  legend,
  value,
  onChange,
  disabled = false,
  roles = ASSIGNABLE_ROLES,
}: RoleRadioGroupProps) {
  return (
    <RadioGroup
      legend={legend}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={roles.map((role) => ({
        value: role,
        label: ROLE_LABELS[role],
        description: ROLE_DESCRIPTIONS[role],
      }))}
    />
  );
}
