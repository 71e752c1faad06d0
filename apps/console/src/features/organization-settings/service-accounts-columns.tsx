import {
  formatDate,
  formatDateTime,
  ROLE_LABELS,
  SERVICE_ACCOUNT_MESSAGES,
  serviceAccountStatus,
} from '@pod-console/hooks/domain';
import type { ServiceAccount } from '@pod-console/sdk';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { dataColumnHelper } from '../../components/ui/use-data-table';
import { toast } from '../../lib/toast';
import { copyText } from '../../lib/copy-text';
import { COPY_TOAST_DURATION_MS } from '../../lib/ui-constants';

export interface ServiceAccountsColumnsContext {
  /**
   * Whether the signed-in member may revoke (members:manage). Without it the column goes: an action a role never
   * uses is not shown (docs/decisions/0028-service-accounts.md).
   */
  canManage: boolean;
  onRevoke: (account: ServiceAccount) => void;
}

const rowAction = '!min-h-8 !px-2 !py-1';
const column = dataColumnHelper<ServiceAccount>();

async function copyClientId(account: ServiceAccount) {
  const copied = await copyText(account.clientId);
  toast(
    copied
      ? { title: SERVICE_ACCOUNT_MESSAGES.clientIdCopied, duration: COPY_TOAST_DURATION_MS }
      : { title: SERVICE_ACCOUNT_MESSAGES.copyRefused, variant: 'destructive' },
  );
}

/**
 * The service accounts table: name, role, client id (to copy), who created it and when, its last token, whether it
 * is active, and Revoke for the active ones. The rows come in the domain's order (sortServiceAccounts).
 */
export const serviceAccountsColumns = ({ canManage, onRevoke }: ServiceAccountsColumnsContext) => {
  const columns = [
    column.accessor('name', {
      header: 'Name',
      meta: { rowHeader: true },
      cell: ({ getValue }) => <span className="block truncate font-medium text-fg">{getValue()}</span>,
    }),
    column.accessor((account) => ROLE_LABELS[account.role], {
      id: 'role',
      header: 'Role',
      meta: { className: '@xl:w-28' },
    }),
    column.accessor('clientId', {
      header: 'Client ID',
      meta: { className: '@xl:w-48' },
      cell: ({ row, getValue }) => (
        <span className="inline-flex min-w-0 max-w-full flex-wrap items-center gap-x-1">
          <code className="min-w-0 font-mono text-xs break-all text-fg">{getValue()}</code>
          <Button
            variant="ghost"
            className={rowAction}
            aria-label={`Copy client ID of ${row.original.name}`}
            onClick={() => void copyClientId(row.original)}
          >
            Copy
          </Button>
        </span>
      ),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      meta: { className: '@xl:w-28' },
      cell: ({ row, getValue }) => (
        <span className="block">
          {formatDate(getValue())}
          {row.original.createdBy ? (
            <span className="block text-xs text-fg-muted">by {row.original.createdBy}</span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('lastTokenAt', {
      header: 'Last token',
      meta: { className: '@xl:w-28' },
      cell: ({ getValue }) => formatDateTime(getValue()) || 'Never',
    }),
    column.accessor((account) => serviceAccountStatus(account), {
      id: 'status',
      header: 'Status',
      meta: { className: '@xl:w-24' },
      cell: ({ row, getValue }) =>
        getValue() === 'active' ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <span className="inline-flex flex-col items-start gap-0.5">
            <Badge>Revoked</Badge>
            <span className="text-xs text-fg-muted">{formatDate(row.original.revokedAt)}</span>
          </span>
        ),
    }),
  ];
  if (!canManage) return column.columns(columns);
  return column.columns([
    ...columns,
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: '@xl:w-24' },
      cell: ({ row }) =>
        serviceAccountStatus(row.original) === 'active' ? (
          <Button
            variant="ghost"
            className={`${rowAction} !text-danger-fg`}
            aria-label={`Revoke ${row.original.name}`}
            onClick={() => onRevoke(row.original)}
          >
            Revoke
          </Button>
        ) : null,
    }),
  ]);
};
