import { BUTTON_SPINNER_SIZE } from '../../lib/ui-constants';

export interface SpinnerProps {
  /** Pixels; spec §9: 30 in buttons. */
  size?: number;
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
  className?: string;
}

export function Spinner({ size = BUTTON_SPINNER_SIZE, label, className = '' }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="spinner"
      className={`inline-block shrink-0 animate-spin rounded-full border-[3px] border-current border-r-transparent align-middle ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
