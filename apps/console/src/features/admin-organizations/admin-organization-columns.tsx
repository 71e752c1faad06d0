import {
  formatDate,
  getDisplayName,
  getOrganizationState,
  licenseCountsFromTallies,
  ORGANIZATION_STATE_LABELS,
  PLAN_FACTS,
} from '@pod-console/hooks/domain';
import type { AdminOrganization } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { dataColumnHelper } from '../../components/ui/use-data-table';

export interface AdminOrganizationColumnsContext {
  /** The state rule reads the clock through this (the domain takes `now`). */
  now: Date;
  onEditLicenseCount: (organization: AdminOrganization) => void;
  onDeleteTrialLicenses: (organization: AdminOrganization) => void;
}

/** The id of an organization's detail panel, which its row's toggle controls. */
export const organizationDetailsId = (organizationId: string) => `organization-details-${organizationId}`;

/** spec §4 licence counts from the row's tallies: the rule the Licences page and the API use. */
export const organizationLicenseCounts = (organization: AdminOrganization) =>
  licenseCountsFromTallies({
    assigned: organization.assignedLicenseCount,
    trial: organization.trialLicenseCount,
    purchased: organization.licenseCounts.POD_ADMIN,
  });

export const planLabel = (organization: Pick<AdminOrganization, 'subscription'>) =>
  organization.subscription == null ? 'No plan' : PLAN_FACTS[organization.subscription.product].name;

const rowAction = '!min-h-8 !px-2 !py-1 whitespace-nowrap';
// Ten columns beside the sidebar: half the usual padding between them, and fixed widths for all but the name,
// so the table needs about 72rem (admin-organization-table.tsx).
const compact = '@4xl:!px-2';
const column = dataColumnHelper<AdminOrganization>();

/**
 * spec §2 Organizations table: a details toggle, then Organization, Owner, Plan, State, Licenses, Trial licenses,
 * Members, Created and each row's actions. The column ids are the contract's sort values: the server sorts, so
 * a header's click asks for `sort={id}` or `sort=-{id}`; the state is derived at `now` and is not sortable.
 */
export const adminOrganizationColumns = ({
  now,
  onEditLicenseCount,
  onDeleteTrialLicenses,
}: AdminOrganizationColumnsContext) =>
  column.columns([
    column.display({
      id: 'details',
      // Named for assistive technology only: the chevron says what the column is.
      header: () => <span className="sr-only">Details</span>,
      meta: { className: `${compact} @4xl:w-12 @max-4xl:float-right @max-4xl:py-0` },
      cell: ({ row }) => {
        const organization = row.original;
        const expanded = row.getIsExpanded();
        return (
          <button
            type="button"
            aria-expanded={expanded}
            // Only an open panel exists to be controlled.
            aria-controls={expanded ? organizationDetailsId(organization.id) : undefined}
            onClick={row.getToggleExpandedHandler()}
            className="inline-flex size-8 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span className="sr-only">Show details of {organization.name}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`size-5 fill-none stroke-current stroke-2 transition-transform ${expanded ? 'rotate-90' : ''}`}
            >
              <path d="M8 5l5 5-5 5" />
            </svg>
          </button>
        );
      },
    }),
    column.accessor('name', {
      id: 'name',
      header: 'Organization',
      meta: { rowHeader: true, className: compact },
    }),
    column.accessor(
      (organization) =>
        getDisplayName({ firstName: organization.ownerFirstName, lastName: organization.ownerLastName }),
      {
        id: 'owner',
        header: 'Owner',
        meta: { className: `${compact} @4xl:w-44` },
        cell: ({ row, getValue }) => (
          <span className="min-w-0 text-right @4xl:text-left">
            <span className="block truncate">{getValue()}</span>
            {row.original.ownerEmail != null ? (
              <span className="block truncate text-gray-700">{row.original.ownerEmail}</span>
            ) : null}
          </span>
        ),
      },
    ),
    column.accessor(planLabel, { id: 'plan', header: 'Plan', meta: { className: `${compact} @4xl:w-24` } }),
    column.accessor(
      (organization) => ORGANIZATION_STATE_LABELS[getOrganizationState(organization.subscription, now)],
      { id: 'state', header: 'State', enableSorting: false, meta: { className: `${compact} @4xl:w-28` } },
    ),
    column.accessor(
      (organization) => {
        const { assigned, available } = organizationLicenseCounts(organization);
        return `${assigned} of ${available}`;
      },
      {
        id: 'assigned',
        header: 'Licenses',
        meta: { className: `${compact} @4xl:w-24 @4xl:whitespace-nowrap` },
      },
    ),
    column.accessor('trialLicenseCount', {
      id: 'trial',
      header: 'Trial licenses',
      meta: { className: `${compact} @4xl:w-24` },
    }),
    column.accessor('memberCount', {
      id: 'members',
      header: 'Members',
      meta: { className: `${compact} @4xl:w-24` },
    }),
    column.accessor((organization) => formatDate(organization.createdAt), {
      id: 'created',
      header: 'Created',
      meta: { className: `${compact} @4xl:w-28 @4xl:whitespace-nowrap` },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: `${compact} @4xl:w-44` },
      cell: ({ row }) => {
        const organization = row.original;
        return (
          <div className="inline-flex flex-wrap gap-1 @4xl:flex-col @4xl:items-end">
            <Button variant="ghost" className={rowAction} onClick={() => onEditLicenseCount(organization)}>
              Edit license count<span className="sr-only"> of {organization.name}</span>
            </Button>
            <Button
              variant="ghost"
              className={`${rowAction} !text-red-700 disabled:!text-gray-600`}
              // Nothing to delete without trial licences.
              disabled={organization.trialLicenseCount === 0}
              onClick={() => onDeleteTrialLicenses(organization)}
            >
              Delete trial licenses<span className="sr-only"> of {organization.name}</span>
            </Button>
          </div>
        );
      },
    }),
  ]);
