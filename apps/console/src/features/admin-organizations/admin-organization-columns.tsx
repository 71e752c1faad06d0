import {
  formatDate,
  getDisplayName,
  getOrganizationState,
  licenseCountsFromTallies,
  ORGANIZATION_STATE_LABELS,
  PLAN_FACTS,
} from '@pod-console/hooks/domain';
import type { AdminOrganization } from '@pod-console/sdk';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { Tooltip } from '../../components/ui/tooltip';
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

// Nine columns beside the sidebar (spec §2) must fit the main area of a 1280 px window without scrolling sideways
// (docs/decisions/0014-narrow-tables.md): half the usual padding between columns, fixed widths for all but the
// name, numbers right-aligned under headers that may wrap, and the row's actions as icon buttons. That is 52rem
// of fixed columns and about 7rem for the name; below 59rem the table's own container query makes each row a
// card (admin-organization-table.tsx, components/ui/data-table-layout.ts).
const compact = '@min-[59rem]:!px-2';
const numeric = `${compact} @min-[59rem]:text-right`;
const column = dataColumnHelper<AdminOrganization>();

// In the card layout an action shows its label beside the icon; in the table only the icon, named by the same
// (visually hidden) label and said on hover or focus by its tooltip. 32 px targets either way (WCAG 2.2 2.5.8).
const rowAction = '!min-h-8 !gap-1.5 !px-2 !py-1 whitespace-nowrap @min-[59rem]:size-8 @min-[59rem]:!p-0';
const actionLabel = '@min-[59rem]:sr-only';
// The tip of an action in the last column opens leftwards from the button's right edge, so it stays on screen.
const actionTip =
  'inline-flex [&_[role=tooltip]]:right-0 [&_[role=tooltip]]:left-auto [&_[role=tooltip]]:w-max [&_[role=tooltip]]:max-w-60';

const PENCIL = <path d="M13.5 3.5l3 3L7 16H4v-3l9.5-9.5zM11.5 5.5l3 3" />;
const TRASH = <path d="M3.5 5.5h13M8 5.5V3.5h4v2M5.5 5.5l1 11h7l1-11M8.5 8.5v5M11.5 8.5v5" />;

/** A row action's icon: decorative, the button's label names it. */
const actionIcon = (path: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="size-5 shrink-0 fill-none stroke-current stroke-[1.5] [stroke-linecap:round] [stroke-linejoin:round]"
  >
    {path}
  </svg>
);

/**
 * spec §2 Organizations table. The column ids are the contract's sort values, since the server sorts; the state
 * cannot be sorted (docs/decisions/0017-platform-admin-organizations.md), so the Plan column sorts by plan.
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
      meta: { className: `@min-[59rem]:!px-1 @min-[59rem]:w-10 @max-[59rem]:float-right @max-[59rem]:py-0` },
      cell: ({ row }) => {
        const organization = row.original;
        const expanded = row.getIsExpanded();
        return (
          <IconButton
            label={`Show details of ${organization.name}`}
            // A disclosure chevron needs no tip; the name would be read twice.
            tooltip={false}
            aria-expanded={expanded}
            // Only an open panel exists to be controlled.
            aria-controls={expanded ? organizationDetailsId(organization.id) : undefined}
            onClick={row.getToggleExpandedHandler()}
            icon={
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className={`size-5 fill-none stroke-current stroke-2 transition-transform ${expanded ? 'rotate-90' : ''}`}
              >
                <path d="M8 5l5 5-5 5" />
              </svg>
            }
          />
        );
      },
    }),
    column.accessor('name', {
      id: 'name',
      header: 'Organization',
      // The one column without a fixed width: a long name wraps rather than widening the table.
      meta: {
        rowHeader: true,
        className: `${compact} @min-[59rem]:whitespace-normal @min-[59rem]:break-words`,
      },
    }),
    column.accessor(
      (organization) =>
        getDisplayName({ firstName: organization.ownerFirstName, lastName: organization.ownerLastName }),
      {
        id: 'owner',
        header: 'Owner',
        meta: { className: `${compact} @min-[59rem]:w-40` },
        // Cut to the column's width; the whole name and e-mail on hover.
        cell: ({ row, getValue }) => (
          <span className="min-w-0 text-right @min-[59rem]:block @min-[59rem]:text-left">
            <span className="block truncate" title={getValue()}>
              {getValue()}
            </span>
            {row.original.ownerEmail != null ? (
              <span className="block truncate text-fg-muted" title={row.original.ownerEmail}>
                {row.original.ownerEmail}
              </span>
            ) : null}
          </span>
        ),
      },
    ),
    column.accessor(planLabel, {
      id: 'plan',
      header: 'Plan',
      meta: { className: `${compact} @min-[59rem]:w-30` },
      cell: ({ row, getValue }) => (
        <span className="text-right @min-[59rem]:text-left">
          <span className="block">{getValue()}</span>
          <span className="block text-xs text-fg-muted">
            {ORGANIZATION_STATE_LABELS[getOrganizationState(row.original.subscription, now)]}
          </span>
        </span>
      ),
    }),
    column.accessor(
      (organization) => {
        const { assigned, available } = organizationLicenseCounts(organization);
        return `${assigned} of ${available}`;
      },
      {
        id: 'assigned',
        header: 'Licenses',
        meta: { className: `${numeric} @min-[59rem]:w-26 @min-[59rem]:whitespace-nowrap` },
      },
    ),
    column.accessor('trialLicenseCount', {
      id: 'trial',
      header: 'Trial licenses',
      meta: { className: `${numeric} @min-[59rem]:w-26` },
    }),
    column.accessor('memberCount', {
      id: 'members',
      header: 'Members',
      meta: { className: `${numeric} @min-[59rem]:w-27` },
    }),
    column.accessor((organization) => formatDate(organization.createdAt), {
      id: 'created',
      header: 'Created',
      meta: { className: `${numeric} @min-[59rem]:w-28 @min-[59rem]:whitespace-nowrap` },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: `${compact} @min-[59rem]:w-21` },
      cell: ({ row }) => {
        const organization = row.original;
        const nothingToDelete = organization.trialLicenseCount === 0;
        return (
          <div className="inline-flex flex-wrap gap-1 @min-[59rem]:flex-nowrap">
            <span className={actionTip}>
              <Tooltip content="Edit license count">
                <Button
                  variant="ghost"
                  className={rowAction}
                  onClick={() => onEditLicenseCount(organization)}
                >
                  {actionIcon(PENCIL)}
                  <span className={actionLabel}>
                    Edit license count<span className="sr-only"> of {organization.name}</span>
                  </span>
                </Button>
              </Tooltip>
            </span>
            <span className={actionTip}>
              <Tooltip content={nothingToDelete ? 'No trial licenses to delete' : 'Delete trial licenses'}>
                <Button
                  variant="ghost"
                  // A disabled button gets no pointer events: the tooltip's wrapper takes the hover instead.
                  className={`${rowAction} !text-danger-fg disabled:pointer-events-none disabled:!text-fg-subtle`}
                  // Nothing to delete without trial licences.
                  disabled={nothingToDelete}
                  onClick={() => onDeleteTrialLicenses(organization)}
                >
                  {actionIcon(TRASH)}
                  <span className={actionLabel}>
                    Delete trial licenses<span className="sr-only"> of {organization.name}</span>
                  </span>
                </Button>
              </Tooltip>
            </span>
          </div>
        );
      },
    }),
  ]);
