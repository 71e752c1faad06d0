import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

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
    <Card title={title} titleId={titleId} action={action} padded={false}>
      {children}
    </Card>
  );
}
