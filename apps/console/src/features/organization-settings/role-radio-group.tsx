import {
  ASSIGNABLE_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type AssignableRole,
} from '@pod-console/hooks/domain';
import { useId } from 'react';

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
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className="mt-2 space-y-2">
        {roles.map((role) => {
          const labelId = `${id}-${role}-label`;
          const descriptionId = `${id}-${role}-description`;
          return (
            <label
              key={role}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
                value === role ? 'border-accent bg-accent-subtle' : 'border-line-strong hover:bg-surface'
              }`}
            >
              <input
                type="radio"
                name={id}
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                className="mt-0.5 size-4 shrink-0 accent-accent"
              />
              <span>
                <span id={labelId} className="block font-medium text-fg">
                  {ROLE_LABELS[role]}
                </span>
                <span id={descriptionId} className="block text-fg-muted">
                  {ROLE_DESCRIPTIONS[role]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
