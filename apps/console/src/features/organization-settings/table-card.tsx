import type { ReactNode } from 'react';

export interface TableCardProps {
  titleId: string;
  title: string;
  /** A button beside the title (Members: "Invite Member"). */
  action?: ReactNode;
  children: ReactNode;
}

/** The card each table of Organization Settings sits in: its heading names the section and the table. */
export function TableCard({ titleId, title, action, children }: TableCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-line bg-surface-raised shadow-raised"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
