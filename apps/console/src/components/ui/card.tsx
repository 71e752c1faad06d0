import { useId, type ReactNode } from 'react';

/** The raised surface, for an element that must stay another tag (a form): border, radius and shadow tokens. */
export const cardClassName = (padded = true, className = '') =>
  `rounded-lg border border-line bg-surface-raised shadow-raised ${padded ? 'p-4 sm:p-6' : ''} ${className}`;

export interface CardProps {
  /** The heading; it names the card as a region (a `section` labelled by it). */
  title?: string;
  /** The heading's id, when something else points at it; one is made otherwise. */
  titleId?: string;
  /** A button beside the heading ("Invite Member"). */
  action?: ReactNode;
  /** Pad the content; off for a table that runs to the card's edges (the heading keeps its padding). */
  padded?: boolean;
  children: ReactNode;
  className?: string;
}

/** A raised card around one section of a page; with a title it is a region named by its heading. */
export function Card({ title, titleId, action, padded = true, children, className = '' }: CardProps) {
  const madeId = useId();
  const headingId = titleId ?? madeId;
  if (title == null) return <div className={cardClassName(padded, className)}>{children}</div>;
  return (
    <section aria-labelledby={headingId} className={cardClassName(padded, className)}>
      <div className={`flex flex-wrap items-center justify-between gap-3 ${padded ? '' : 'p-4 sm:px-6'}`}>
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
