import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Tooltip } from './tooltip';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** Its accessible name, also shown by the tip on hover and focus: the action and its object. */
  label: string;
  /** The icon, decorative (`aria-hidden`): the label names the button. */
  icon: ReactNode;
  variant?: 'ghost' | 'danger';
  /**
   * Show the label as a tip. Off where the icon is a convention that needs none (a disclosure chevron), so the
   * name is not read twice.
   */
  tooltip?: boolean;
}

const VARIANTS = {
  ghost: 'text-fg hover:bg-surface-sunken',
  danger: 'text-danger-fg hover:bg-danger-subtle',
};

/** A square button with only an icon: named for assistive technology, its name shown as a tip for everyone else. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  tooltip = true,
  type = 'button',
  className = '',
  ...props
}: IconButtonProps) {
  const button = (
    <button
      type={type}
      aria-label={label}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:text-fg-subtle ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {icon}
    </button>
  );
  if (!tooltip) return button;
  return (
    <Tooltip content={label} floating>
      {button}
    </Tooltip>
  );
}
