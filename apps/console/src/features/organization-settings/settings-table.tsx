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
    <section aria-labelledby={titleId} className="rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface SettingsTableColumn {
  label: string;
  className: string;
  /** Named for screen readers only (the actions column). */
  hidden?: boolean;
}

export interface SettingsTableProps {
  /** The id of the card's heading, which names the table. */
  labelledBy: string;
  columns: readonly SettingsTableColumn[];
  /** The rows. */
  children: ReactNode;
}

/** A people table of Organization Settings: column headers, then one row per member or invitation. */
export function SettingsTable({ labelledBy, columns, children }: SettingsTableProps) {
  return (
    <table aria-labelledby={labelledBy} className="w-full table-fixed text-left text-sm">
      <thead className="border-y border-gray-200 bg-gray-50 text-xs tracking-wide text-gray-700 uppercase">
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">{children}</tbody>
    </table>
  );
}
