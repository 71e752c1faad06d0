import { getLicenseStatus, toTime, type LicenseStatus } from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';
import { dataColumnHelper } from '../../components/ui/use-data-table';
import { licenseLabel } from './license-label';

export interface LicenseColumnsContext {
  /** The status rule reads the clock through this (the domain takes `now`). */
  now: Date;
  onEdit: (license: License) => void;
  onRevoke: (license: License) => void;
  onShowLink: (license: License) => void;
  /**
   * Why the member's role may not edit or revoke (`blockedBecause('licenses:manage')`), or null: both stay in
   * place, disabled, and say it (docs/decisions/0024-organization-roles.md); QR / Link, which only shows, stays.
   */
  manageBlockedBecause?: string | null;
}

/** Sorting by status orders by expiry, soonest first; a licence that never expires comes last. */
const expiry = (license: License) => toTime(license.expiresAt) ?? Number.POSITIVE_INFINITY;
const byNumber = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

const rowAction = '!min-h-8 !px-2 !py-1';
const column = dataColumnHelper<License>();

/**
 * spec §2 licence table: identifier, status (spec §4), Claimed (True/False), type (Trial or Pod Creator), and
 * each row's actions, named after its licence: edit identifier, show QR code / link, revoke.
 */
export const licenseColumns = ({
  now,
  onEdit,
  onRevoke,
  onShowLink,
  manageBlockedBecause = null,
}: LicenseColumnsContext) =>
  column.columns([
    column.accessor(licenseLabel, {
      id: 'identifier',
      header: 'Identifier',
      sortFn: 'alphanumeric',
      meta: { rowHeader: true },
    }),
    column.accessor((license) => getLicenseStatus(license, now), {
      id: 'status',
      header: 'Status',
      sortFn: (a, b) => byNumber(expiry(a.original), expiry(b.original)),
      meta: {
        className: '@4xl:w-60 @4xl:whitespace-nowrap',
        // spec §4: expired licences show their status in red (red-700 on white: 6.5:1, AA).
        cellClassName: (status: LicenseStatus) => (status.expired ? 'font-medium text-red-700' : undefined),
      },
      cell: ({ getValue }) => getValue().text,
    }),
    column.accessor((license) => getLicenseStatus(license, now).claimedLabel, {
      id: 'claimed',
      header: 'Claimed',
      sortFn: 'basic',
      meta: { className: '@4xl:w-28' },
    }),
    column.accessor((license) => getLicenseStatus(license, now).typeLabel, {
      id: 'type',
      header: 'Type',
      sortFn: 'text',
      meta: { className: '@4xl:w-32 @4xl:whitespace-nowrap' },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: '@4xl:w-64' },
      cell: ({ row }) => {
        const license = row.original;
        const label = licenseLabel(license);
        return (
          <div className="inline-flex flex-wrap gap-1 @4xl:flex-nowrap">
            <GatedButton
              blockedBecause={manageBlockedBecause}
              variant="ghost"
              className={rowAction}
              onClick={() => onEdit(license)}
            >
              Edit<span className="sr-only"> identifier of {label}</span>
            </GatedButton>
            <Button variant="ghost" className={rowAction} onClick={() => onShowLink(license)}>
              QR / Link<span className="sr-only"> of {label}</span>
            </Button>
            <GatedButton
              blockedBecause={manageBlockedBecause}
              variant="ghost"
              // Red only while it can be pressed: refused, it looks like the other refused action.
              className={manageBlockedBecause ? rowAction : `${rowAction} !text-red-700`}
              onClick={() => onRevoke(license)}
            >
              Revoke<span className="sr-only"> license of {label}</span>
            </GatedButton>
          </div>
        );
      },
    }),
  ]);
