import { formatDate, formatDateTime } from '@pod-console/hooks/domain';
import {
  ENROLMENT_STATUS_LABELS,
  enrolmentTokenStatus,
  type EnrolmentTokenStatus,
} from '@pod-console/hooks/fleet';
import type { EnrolmentToken } from '@pod-console/sdk';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { dataColumnHelper } from '../../components/ui/use-data-table';

export interface EnrolmentTokensColumnsContext {
  now: Date;
  onRevoke: (token: EnrolmentToken) => void;
}

const column = dataColumnHelper<EnrolmentToken>();
const STATUS_TONES: Record<EnrolmentTokenStatus, BadgeTone> = {
  active: 'success',
  revoked: 'neutral',
  expired: 'neutral',
  used_up: 'warning',
};

/**
 * The enrolment tokens table (docs/decisions/0041-zero-touch-enrolment.md): name, devices enrolled of its limit, its
 * expiry, its last use, its status, and Revoke while it is not revoked.
 */
export const enrolmentTokensColumns = ({ now, onRevoke }: EnrolmentTokensColumnsContext) =>
  column.columns([
    column.accessor('name', {
      header: 'Name',
      meta: { rowHeader: true },
      cell: ({ row, getValue }) => (
        <span className="block">
          <span className="block truncate font-medium text-fg">{getValue()}</span>
          <span className="block text-xs text-fg-muted">
            {formatDate(row.original.createdAt)}
            {row.original.createdBy ? ` by ${row.original.createdBy}` : ''}
          </span>
        </span>
      ),
    }),
    column.accessor((token) => token.uses, {
      id: 'uses',
      header: 'Devices enrolled',
      meta: { className: '@xl:w-32' },
      cell: ({ row }) =>
        row.original.maxUses == null
          ? `${row.original.uses}`
          : `${row.original.uses} of ${row.original.maxUses}`,
    }),
    column.accessor('expiresAt', {
      header: 'Expires',
      meta: { className: '@xl:w-28' },
      cell: ({ getValue }) => formatDate(getValue()) || 'Never',
    }),
    column.accessor('lastUsedAt', {
      header: 'Last used',
      meta: { className: '@xl:w-32' },
      cell: ({ getValue }) => formatDateTime(getValue()) || 'Never',
    }),
    column.accessor((token) => enrolmentTokenStatus(token, now), {
      id: 'status',
      header: 'Status',
      meta: { className: '@xl:w-24' },
      cell: ({ getValue }) => (
        <Badge tone={STATUS_TONES[getValue()]}>{ENROLMENT_STATUS_LABELS[getValue()]}</Badge>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: '@xl:w-24' },
      cell: ({ row }) =>
        row.original.revokedAt == null ? (
          <Button
            variant="ghost"
            className="!min-h-8 !px-2 !py-1 !text-danger-fg"
            aria-label={`Revoke ${row.original.name}`}
            onClick={() => onRevoke(row.original)}
          >
            Revoke
          </Button>
        ) : null,
    }),
  ]);
