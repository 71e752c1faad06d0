import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-fg-on-accent hover:bg-accent-hover disabled:bg-line-strong disabled:text-fg-muted',
  secondary:
    'border border-line-strong bg-surface-raised text-fg hover:bg-surface-sunken disabled:bg-surface-sunken disabled:text-fg-subtle',
  ghost: 'text-fg hover:bg-surface-sunken disabled:text-fg-subtle',
  danger: 'bg-danger text-fg-on-accent hover:bg-danger-hover disabled:bg-line-strong disabled:text-fg-muted',
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
  `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', className, type = 'button', busy = false, disabled, autoFocus, children, ...props },
  ref,
) {
  const own = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLButtonElement);
  // `autoFocus` focuses the button as it mounts, also where it replaces other content in an open dialog: the
  // runtime writes the attribute, which a browser reads only as the page loads (decision 0058).
  const focusOnMount = useRef(autoFocus);
  useLayoutEffect(() => {
    if (focusOnMount.current) own.current?.focus();
  }, []);
  // A busy button is disabled, and Chromium drops the focus of a disabled element at its next style update (to
  // <body>), or keeps it if the request ends first: the focus after a request depended on timing. The button that
  // had the focus as its request began has it again when the request ends, unless the user moved it meanwhile, so
  // a keyboard user keeps their place after a failure (spec §9: the form stays for a retry) and every run shows
  // the same picture (docs/decisions/0040-visual-review.md).
  const focusedWhenBusy = useRef(false);
  useLayoutEffect(() => {
    const button = own.current;
    if (!button) return;
    if (busy) {
      focusedWhenBusy.current = document.activeElement === button;
      return;
    }
    if (!focusedWhenBusy.current) return;
    focusedWhenBusy.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) button.focus();
  }, [busy]);
  return (
    <button
      ref={own}
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
