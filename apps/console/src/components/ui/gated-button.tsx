import { Button, type ButtonProps, type ButtonVariant } from './button';
import { Tooltip } from './tooltip';

export interface GatedButtonProps extends ButtonProps {
  /**
   * Why the action cannot be used now, in words for the person (a role's missing permission, no free licence), or
   * null when it can: the button then is an ordinary Button.
   */
  blockedBecause: string | null | undefined;
  /** Stories show the reason without hovering. */
  tooltipOpen?: boolean;
  /** The box the reason is anchored to; `flex w-full` for a button as wide as its column. */
  wrapperClassName?: string;
}

// The look of each variant's disabled state, for a button that is aria-disabled rather than disabled.
const BLOCKED: Record<ButtonVariant, string> = {
  primary: '!bg-line-strong !text-fg-muted',
  secondary: '!bg-surface-sunken !text-fg-subtle',
  ghost: '!text-fg-subtle hover:!bg-transparent',
  danger: '!bg-line-strong !text-fg-muted',
};

/**
 * A button that may be refused, and then says why. Refused, it stays where it is and focusable: aria-disabled
 * rather than disabled, so a keyboard reaches it and hears the reason, which shows in the tooltip on hover and on
 * focus (docs/decisions/0024-organization-roles.md); pressing it does nothing.
 */
export function GatedButton({
  blockedBecause,
  tooltipOpen,
  wrapperClassName = 'inline-flex',
  variant = 'primary',
  className = '',
  onClick,
  type,
  busy,
  ...props
}: GatedButtonProps) {
  if (!blockedBecause) {
    return (
      <Button variant={variant} className={className} onClick={onClick} type={type} busy={busy} {...props} />
    );
  }
  return (
    <span className={wrapperClassName}>
      <Tooltip content={blockedBecause} defaultOpen={tooltipOpen} floating>
        <Button
          {...props}
          variant={variant}
          // Never a submit: Enter in a form must not send what the button refuses.
          type="button"
          aria-disabled="true"
          className={`cursor-not-allowed ${BLOCKED[variant]} ${className}`}
        />
      </Tooltip>
    </span>
  );
}
