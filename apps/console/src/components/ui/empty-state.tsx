import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What there is none of ("No licenses match"). */
  title: string;
  /** Why, or how to get some. */
  children?: ReactNode;
  /** The way forward: a button or a link ("Clear filters", "Add License"). */
  action?: ReactNode;
  className?: string;
}

/** Where a list or a table would be, when there is nothing in it: says so, and offers the way forward. */
export function EmptyState({ title, children, action, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`rounded-lg border border-dashed border-line-strong bg-surface-raised px-6 py-12 text-center ${className}`}
    >
      <p className="text-base font-semibold text-fg">{title}</p>
      {children ? <p className="mx-auto mt-1 max-w-prose text-sm text-fg-muted">{children}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
