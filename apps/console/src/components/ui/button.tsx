import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-300 disabled:text-gray-700',
  secondary:
    'border border-gray-300 bg-white text-gray-900 hover:bg-gray-100 disabled:bg-gray-100 disabled:text-gray-600',
  ghost: 'text-gray-900 hover:bg-gray-100 disabled:text-gray-600',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-gray-300 disabled:text-gray-700',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * The button's request is under way: it shows the spinner (spec §9: size 30 in buttons), cannot be pressed
   * again, and tells assistive technology it is busy.
   */
  busy?: boolean;
}

export const buttonClassName = (variant: ButtonVariant = 'primary', className = '') =>
  `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', className, type = 'button', busy = false, disabled, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
});
