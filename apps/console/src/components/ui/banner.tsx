import type { HTMLAttributes, ReactNode } from 'react';

export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

// The subtle surface with its own foreground token (4.5:1 in both themes); the stripe in the tone's strong colour.
const TONES: Record<BannerTone, string> = {
  info: 'border-info bg-info-subtle text-info-fg',
  success: 'border-success bg-success-subtle text-success-fg',
  warning: 'border-warning bg-warning-subtle text-warning-fg',
  danger: 'border-danger bg-danger-subtle text-danger-fg',
};

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: BannerTone;
  /** What it is about, in a few words ("Payment Failed"). */
  title: string;
  /** What happened and what to do. */
  children?: ReactNode;
  /** A link or a button that does what the text asks. */
  action?: ReactNode;
}

/** A notice across a page about the organization's state: it stays while the state does, unlike a toast. */
export function Banner({ tone = 'info', title, children, action, className = '', ...props }: BannerProps) {
  return (
    <div className={`rounded-lg border-l-4 px-4 py-3 text-sm ${TONES[tone]} ${className}`} {...props}>
      <p className="font-semibold">{title}</p>
      {children ? <p className="mt-1">{children}</p> : null}
      {action ? <p className="mt-2">{action}</p> : null}
    </div>
  );
}
