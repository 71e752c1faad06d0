import type { EnrolmentToken } from '@pod-console/sdk';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { LoadFailed } from '../../components/ui/load-failed';
import { useDataTable } from '../../components/ui/use-data-table';
import { enrolmentTokensColumns } from './enrolment-tokens-columns';
import { ManagedAppConfig } from './managed-app-config';
import { TableCard } from './table-card';

/** Where the token goes in the configuration shown before one is created: it is shown once, at its creation. */
export const TOKEN_PLACEHOLDER = 'PASTE-THE-ENROLMENT-TOKEN-HERE';

export interface DeployWithMdmSectionProps {
  /** The tokens' query: loading shows a skeleton, error offers a retry. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** Newest first, as the API lists them. */
  tokens: readonly EnrolmentToken[];
  now: Date;
  apiUrl: string;
  organizationId: string;
  onCreate: () => void;
  onRevoke: (token: EnrolmentToken) => void;
}

const TITLE_ID = 'deploy-with-mdm-title';
const TABLE_TITLE_ID = 'enrolment-tokens-title';
const NONE: readonly EnrolmentToken[] = [];

/**
 * Organization Settings, "Deploy with MDM" (docs/decisions/0041-zero-touch-enrolment.md), for the Owner and Admins:
 * the managed app configuration for Jamf Pro or Intune, and the enrolment tokens it carries.
 */
export function DeployWithMdmSection({
  status,
  onRetry,
  tokens,
  now,
  apiUrl,
  organizationId,
  onCreate,
  onRevoke,
}: DeployWithMdmSectionProps) {
  const sorted = status === 'ready' ? tokens : NONE;
  const columns = useMemo(() => enrolmentTokensColumns({ now, onRevoke }), [now, onRevoke]);
  const table = useDataTable({ data: sorted, columns });
  return (
    <TableCard
      titleId={TITLE_ID}
      title="Deploy with MDM"
      action={<Button onClick={onCreate}>Create enrolment token</Button>}
    >
      <div className="-mt-2 space-y-4 px-4 pb-4 sm:px-6">
        <p className="text-sm text-fg-muted">
          Enrol a fleet of managed devices without opening a claim link on each: create an enrolment token,
          paste the managed app configuration into your device manager, and each device claims a free license
          under its device name. The token is shown once, when you create it.
        </p>
        <ManagedAppConfig apiUrl={apiUrl} organizationId={organizationId} token={TOKEN_PLACEHOLDER} />
      </div>
      <h3
        id={TABLE_TITLE_ID}
        className="border-t border-line px-4 pt-4 text-base font-semibold text-fg sm:px-6"
      >
        Enrolment tokens
      </h3>
      {status === 'loading' ? (
        <div role="status" aria-label="Loading enrolment tokens" className="space-y-3 px-4 py-4 sm:px-6">
          <div className="h-10 animate-pulse rounded-md bg-line" />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="px-4 py-4 sm:px-6">
          <LoadFailed message="The enrolment tokens could not be loaded." onRetry={onRetry} />
        </div>
      ) : null}
      {status === 'ready' && sorted.length === 0 ? (
        <p className="px-4 py-4 text-sm text-fg sm:px-6">No enrolment tokens yet.</p>
      ) : null}
      {status === 'ready' && sorted.length > 0 ? (
        <div
          role="region"
          aria-label="Enrolment tokens table"
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus @xl:[&_table]:min-w-[50rem]"
        >
          <DataTable table={table} labelledBy={TABLE_TITLE_ID} breakpoint="xl" frame="inset" />
        </div>
      ) : null}
    </TableCard>
  );
}
