import { useAdminOrganizationActivity } from '@pod-console/hooks';
import { useState } from 'react';
import { useCursorPages } from '../../components/activity/use-cursor-pages';
import { AdminOrganizationActivity } from './admin-organization-activity';
import { TABLE_DEFAULT_PAGE_SIZE } from '../../lib/ui-constants';

export interface AdminOrganizationActivityContainerProps {
  organizationId: string;
  organizationName: string;
}

/**
 * An organization's activity log for the platform admin (GET /admin/organizations/{id}/activity), asked for once
 * "Show activity" opens it: spec §9's table page size, newest first, Next and Previous by cursor.
 */
export function AdminOrganizationActivityContainer({
  organizationId,
  organizationName,
}: AdminOrganizationActivityContainerProps) {
  const [open, setOpen] = useState(false);
  const pages = useCursorPages('');
  const activity = useAdminOrganizationActivity(
    organizationId,
    { ...(pages.cursor != null ? { cursor: pages.cursor } : {}), limit: TABLE_DEFAULT_PAGE_SIZE },
    { enabled: open },
  );
  const nextCursor = activity.data?.nextCursor ?? null;
  return (
    <AdminOrganizationActivity
      organizationName={organizationName}
      open={open}
      onToggle={() => setOpen((opened) => !opened)}
      entries={activity.data?.items ?? null}
      busy={activity.isPlaceholderData}
      loadFailed={activity.isError}
      onRetry={() => void activity.refetch()}
      pageNumber={pages.pageNumber}
      onPreviousPage={pages.previous}
      onNextPage={nextCursor == null ? null : () => pages.next(nextCursor)}
    />
  );
}
