import {
  idleFilterHint,
  MESSAGES,
  NO_LICENSE_FILTERS,
  overLicenseLimit,
  permissionDeniedMessage,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LICENSES, MANY_LICENSES, STORY_NOW } from './license-fixtures';
import { DEFAULT_LICENSE_VIEW } from './license-search';
import { LicensesPage } from './licenses-page';
import { LicensesPageError } from './licenses-page-error';
import { LicensesPageLoading } from './licenses-page-loading';

const meta = {
  title: 'Licences/Page (Home)',
  component: LicensesPage,
  args: {
    banners: [],
    assigned: 4,
    unassigned: 1,
    licenses: LICENSES,
    now: STORY_NOW,
    onEdit: fn(),
    onRevoke: fn(),
    onShowLink: fn(),
    onRegenerateLink: fn(),
    onReleaseDevice: fn(),
    onRevokeSelected: fn(),
    onExport: fn(),
    onPrintSelected: fn(),
  },
} satisfies Meta<typeof LicensesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, identifier: string) =>
  within(canvas.getByRole('rowheader', { name: identifier }).closest('tr') as HTMLElement);

/** Summary cards; Table, one page: every status, Claimed True / False, Trial / Pod Creator. */
export const TableOnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const summary = within(canvas.getByRole('list', { name: 'License summary' }));
    await expect(summary.getByText('Pod Creators').nextElementSibling).toHaveTextContent('4');
    await expect(
      summary.getByText(MESSAGES.podCreatorLicensesAvailable).nextElementSibling,
    ).toHaveTextContent('1');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pod Creators' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + LICENSES.length);

    const studio = rowOf(canvas, 'Studio iPad');
    await expect(studio.getByRole('cell', { name: 'Active' })).toBeVisible();
    await expect(studio.getByRole('cell', { name: 'True' })).toBeVisible();
    await expect(studio.getByRole('cell', { name: 'Pod Creator' })).toBeVisible();
    await expect(rowOf(canvas, 'Field kit').getByRole('cell', { name: 'False' })).toBeVisible();
    const trial = rowOf(canvas, 'Trial tablet');
    await expect(trial.getByRole('cell', { name: 'Active • Expires Nov 30, 2026' })).toBeVisible();
    await expect(trial.getByRole('cell', { name: 'Trial' })).toBeVisible();
    const expired = rowOf(canvas, 'Old laptop').getByRole('cell', { name: 'Expired Oct 1, 2026' });
    await expect(expired).toHaveClass('text-danger-fg');
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Each row offers edit identifier, revoke and show QR code/link, named after its licence. */
export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit identifier of Field kit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(LICENSES[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke license of Old laptop' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(LICENSES[3]);
    await userEvent.click(canvas.getByRole('button', { name: 'QR / Link of Studio iPad' }));
    await expect(args.onShowLink).toHaveBeenCalledWith(LICENSES[0]);
  },
};

/**
 * A Billing member's view: every licence shows; Edit and Revoke stay in each row, disabled, and say why on hover and
 * focus; QR / Link, which only shows, still opens.
 */
export const RowActionsRefusedToTheRole: Story = {
  args: { manageBlockedBecause: permissionDeniedMessage('BILLING', 'licenses:manage') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reason = permissionDeniedMessage('BILLING', 'licenses:manage');
    const edit = canvas.getByRole('button', { name: 'Edit identifier of Field kit' });
    const revoke = canvas.getByRole('button', { name: 'Revoke license of Old laptop' });
    for (const button of [edit, revoke]) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(reason);
      await userEvent.click(button);
    }
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.hover(revoke);
    await expect(within(document.body).getByRole('tooltip')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'QR / Link of Studio iPad' }));
    await expect(args.onShowLink).toHaveBeenCalledWith(LICENSES[0]);
  },
};

/** Table, several pages: 10 a page by default (spec §9), Next and Previous, rows per page. */
export const TableSeveralPages: Story = {
  args: { licenses: MANY_LICENSES, assigned: 23, unassigned: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 23')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Pod Creator 11' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('21–23 of 23')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(24);
  },
};

/** Table, several pages, opened on the last page. */
export const TableLastPage: Story = {
  args: { licenses: MANY_LICENSES, assigned: 23, unassigned: 2, initialPage: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** The first 20 licences of an organization of 50,000 (docs/decisions/0053-first-page-of-licences.md). */
const FIRST_PAGE = {
  licenses: MANY_LICENSES.slice(0, 20),
  more: { total: 50_000, assigned: 49_000, trial: 0 },
  assigned: 49_000,
  unassigned: 1_000,
};

/**
 * A large organization's first page, before its whole answer: the first rows show in the organization's order and
 * the counts come from the tallies, while search, filters, sorting, select all, paging and the export wait, and say so.
 */
export const FirstPageWhileEveryLicenseLoads: Story = {
  args: FIRST_PAGE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('list', { name: 'License summary' }));
    await expect(summary.getByText('Pod Creators').nextElementSibling).toHaveTextContent('49,000');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('rowheader', { name: 'Pod Creator 01' })).toBeVisible();
    await expect(canvas.getByText('Loading all 50,000 licenses…')).toBeVisible();
    await expect(canvas.queryByText(/^Showing/)).toBeNull();
    await expect(canvas.getByText('Pod Creator licenses, page 1 of 5000')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Search licenses')).toBeDisabled();
    await expect(canvas.getByLabelText('Status')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Select all licenses (loading)' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Identifier/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // A row's own actions and its checkbox need only that licence.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Pod Creator 02' }));
    await expect(canvas.getByRole('button', { name: 'Export 1 selected' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'QR / Link of Pod Creator 01' }));
    await expect(args.onShowLink).toHaveBeenCalledWith(MANY_LICENSES[0]);
  },
};

/** The same first page asked for a search: it waits for every licence rather than search only the first ones. */
export const FirstPageSearchWaits: Story = {
  args: { ...FIRST_PAGE, view: { ...DEFAULT_LICENSE_VIEW, search: 'Pod Creator 2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByLabelText('Search licenses')).toHaveValue('Pod Creator 2');
    await expect(canvas.getAllByText('Loading all 50,000 licenses…')).toHaveLength(2);
    await expect(
      canvas.getByText(/Search, filters, sorting and pages past the first 20 licenses show once/),
    ).toBeVisible();
  },
};

/** The same first page opened on a page past its licences (page 3 of 10 rows, 20 held): that page waits too. */
export const FirstPageLaterPageWaits: Story = {
  args: { ...FIRST_PAGE, initialPage: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByText('Loading all 50,000 licenses…')).toHaveLength(2);
  },
};

/** Every licence in (the whole answer after the first page): the first page's view with everything back. */
export const FirstPageThenEveryLicense: Story = {
  args: { ...FIRST_PAGE, more: null, licenses: MANY_LICENSES, assigned: 23, unassigned: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Loading all/)).toBeNull();
    await expect(canvas.getByText('Showing 23 of 23 licenses')).toBeVisible();
    await expect(canvas.getByLabelText('Search licenses')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** empty state "No Pod Creators" / "Add Pod Creators to your organization.". */
export const Empty: Story = {
  args: { licenses: [], assigned: 0, unassigned: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.noPodCreators)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.noPodCreatorsHint)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** spec §2 order: banners first, then "Home". Banners: trial with days left and canceled. */
export const WithBanners: Story = {
  args: {
    banners: [
      { kind: 'trial', daysLeft: 5, endsAt: '2026-11-28T12:00:00Z' },
      { kind: 'canceled', until: '2026-12-01T00:00:00Z' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notices = canvas.getByRole('region', { name: 'Subscription notices' });
    await expect(notices).toHaveTextContent('Your free trial ends in 5 days');
    await expect(notices).toHaveTextContent('Dec 1, 2026');
    await expect(within(notices).getAllByRole('link', { name: 'Go to Plan & Billing' })).toHaveLength(2);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Home' });
    await expect(notices.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Banners: "Payment Failed" with grace days left. */
export const PaymentFailedBanner: Story = {
  args: {
    banners: [{ kind: 'payment-failed', graceDaysLeft: 3, graceEndsAt: '2026-11-26T00:00:00Z' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Payment Failed')).toBeVisible();
  },
};

/** Banners: "Organization Locked". */
export const OrganizationLockedBanner: Story = {
  args: { banners: [{ kind: 'locked' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Organization Locked')).toBeVisible();
  },
};

/**
 * Over the limit after a downgrade: 4 assigned, the plan includes 1. Every licence stays; the page says why no
 * new one can be added, below the summary.
 */
export const OverTheLimit: Story = {
  args: { assigned: 4, unassigned: 0, overLimit: { assigned: 4, available: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text =
      'Your plan includes 1 Pod Creator and 4 are assigned. Revoke 3 to assign new ones, or upgrade your plan.';
    await expect(overLicenseLimit({ assigned: 4, available: 1 })).toBe(text);
    const notice = canvas.getByText(text);
    await expect(notice).toBeVisible();
    const summary = canvas.getByRole('list', { name: 'License summary' });
    await expect(summary.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + LICENSES.length);
  },
};

/** Within the limit: no such notice. */
export const WithinTheLimit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Your plan includes/)).toBeNull();
  },
};

/** Narrow (375 px): the cards stack and the table scrolls sideways in a focusable region. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('list', { name: 'License summary' });
    const [first, second] = Array.from(summary.children).map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    const region = canvas.getByRole('region', { name: /Pod Creator licenses/ });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** Wide (1280 px): the two summary cards side by side. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('list', { name: 'License summary' });
    const [first, second] = Array.from(summary.children).map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
  },
};

/** While the organization and its plan load. */
export const Loading: Story = {
  render: () => <LicensesPageLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading licenses' })).toBeVisible();
  },
};

/** The organization could not be read: a way to try again. */
export const LoadFailed: Story = {
  render: () => <LicensesPageError onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The licenses could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

const rows = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/**
 * Search and filters applied (from the address): the search box, each filter showing its value, the order, and
 * "Showing 2 of 4 licenses" said politely as it changes.
 */
export const FiltersApplied: Story = {
  args: {
    view: {
      ...DEFAULT_LICENSE_VIEW,
      search: 'i',
      status: 'active',
      claimed: 'claimed',
      sort: { column: 'identifier', desc: true },
    },
    onViewChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search licenses')).toHaveValue('i');
    await expect(canvas.getByLabelText('Status')).toHaveDisplayValue('Active');
    await expect(canvas.getByLabelText('Claimed')).toHaveDisplayValue('Claimed');
    await expect(canvas.getByLabelText('Type')).toHaveDisplayValue('Any type');
    const count = canvas.getByText('Showing 2 of 4 licenses');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(rows(canvas)).toEqual(['Trial tablet', 'Studio iPad']);
    await expect(canvas.getByRole('columnheader', { name: /Identifier/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.selectOptions(canvas.getByLabelText('Claimed'), 'all');
    await expect(args.onViewChange).toHaveBeenCalledWith({ claimed: 'all' }, undefined);
    await userEvent.type(canvas.getByLabelText('Search licenses'), 'p');
    await expect(args.onViewChange).toHaveBeenLastCalledWith({ search: 'ip' }, { replace: true });
  },
};

/**
 * The same filters on a phone (from the address): folded behind "Filters (2)", the search beside it; opening it
 * shows each filter with its value.
 */
export const FiltersAppliedNarrow: Story = {
  args: FiltersApplied.args,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search licenses')).toHaveValue('i');
    const filters = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByLabelText('Status')).not.toBeVisible();
    await userEvent.click(filters);
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Status')).toHaveDisplayValue('Active');
    await expect(canvas.getByLabelText('Claimed')).toHaveDisplayValue('Claimed');
  },
};

/** At 640 px and wider the filters sit beside the search: no Filters button. */
export const FiltersAppliedWide: Story = {
  args: FiltersApplied.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    await expect(canvas.getByLabelText('Status')).toBeVisible();
  },
};

/** The search follows each key, without regard to case; the filters narrow it further. */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search licenses'), 'T');
    await waitFor(() =>
      expect(rows(canvas)).toEqual(['Studio iPad', 'Field kit', 'Trial tablet', 'Old laptop']),
    );
    await userEvent.type(canvas.getByLabelText('Search licenses'), 'A');
    await waitFor(() => expect(rows(canvas)).toEqual(['Trial tablet']));
    await expect(canvas.getByText('Showing 1 of 4 licenses')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Search licenses'));
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(rows(canvas)).toEqual(['Old laptop']));
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'trial');
    await expect(await canvas.findByText('No licenses match')).toBeVisible();
  },
};

/**
 * Nothing matches: "No licenses match" and Clear filters (the summary stays; spec §2's "No Pod Creators" is only for
 * an organization without licences).
 */
export const NoMatch: Story = {
  args: { view: { ...DEFAULT_LICENSE_VIEW, search: 'zeppelin', type: 'trial' }, onViewChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No licenses match')).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.noPodCreators)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Showing 0 of 4 licenses')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onViewChange).toHaveBeenCalledWith(NO_LICENSE_FILTERS, undefined);
  },
};

/** Two selected: the selection bar revokes, prints or lets them go; Export saves just those. */
export const SelectionBar: Story = {
  args: { selectedIds: new Set(['lic-studio', 'lic-expired']), onSelectedIdsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select Studio iPad' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select Field kit' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select all 4 licenses' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke selected' }));
    await expect(args.onRevokeSelected).toHaveBeenCalledWith([LICENSES[0], LICENSES[3]]);
    await userEvent.click(canvas.getByRole('button', { name: 'Print QR codes' }));
    await expect(args.onPrintSelected).toHaveBeenCalledWith([LICENSES[0], LICENSES[3]]);
    await userEvent.click(canvas.getByRole('button', { name: 'Export 2 selected' }));
    await expect(args.onExport).toHaveBeenCalledWith([LICENSES[0], LICENSES[3]]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Field kit' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(
      new Set(['lic-studio', 'lic-expired', 'lic-field']),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(new Set());
  },
};

/**
 * "Select all" takes every licence the filters find, on every page, and only those; one unselected makes it mixed.
 * A selection stays through a search, and the bar says how many it hides.
 */
export const SelectAllAcrossPages: Story = {
  args: { licenses: MANY_LICENSES, assigned: 23, unassigned: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Claimed'), 'claimed');
    await expect(await canvas.findByText('Showing 12 of 23 licenses')).toBeVisible();
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all 12 licenses found' });
    await userEvent.click(selectAll);
    await expect(canvas.getByText('12 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Pod Creator 23' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Pod Creator 23' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all 12 licenses found' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await userEvent.type(canvas.getByLabelText('Search licenses'), 'Pod Creator 0');
    await expect(await canvas.findByText('Showing 5 of 23 licenses')).toBeVisible();
    await expect(canvas.getByText('11 selected')).toBeVisible();
    await expect(canvas.getByText('(6 not shown)')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all 5 licenses found' })).toBeChecked();
  },
};

/**
 * A Billing member may select and print or export, which only read; Revoke selected stays, disabled, and says why.
 */
export const SelectionRevokeRefusedToTheRole: Story = {
  args: {
    manageBlockedBecause: permissionDeniedMessage('BILLING', 'licenses:manage'),
    selectedIds: new Set(['lic-field']),
    onSelectedIdsChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const revoke = canvas.getByRole('button', { name: 'Revoke selected' });
    await expect(revoke).toHaveAttribute('aria-disabled', 'true');
    await expect(revoke).toHaveAccessibleDescription(permissionDeniedMessage('BILLING', 'licenses:manage'));
    await userEvent.click(revoke);
    await expect(args.onRevokeSelected).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Print QR codes' }));
    await expect(args.onPrintSelected).toHaveBeenCalledWith([LICENSES[1]]);
    const regenerate = canvas.getByRole('button', { name: 'Regenerate link of Field kit' });
    await expect(regenerate).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Nothing selected: Export CSV saves what the search and filters find. */
export const ExportWhatIsFound: Story = {
  args: { view: { ...DEFAULT_LICENSE_VIEW, claimed: 'unclaimed' }, onViewChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith([LICENSES[1]]);
  },
};

/**
 * Narrow (375 px): the cards have no header row, so "Select all" shows above them, with its name; a card leaves
 * out what its licence does not have.
 */
export const SelectionNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { selectedIds: new Set(['lic-trial']), onSelectedIdsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Status', hidden: true })).not.toBeVisible();
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all 4 licenses' });
    await expect(selectAll).toBeVisible();
    await userEvent.click(selectAll);
    await expect(args.onSelectedIdsChange).toHaveBeenCalledWith(
      new Set(['lic-trial', 'lic-studio', 'lic-field', 'lic-expired']),
    );
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke selected' })).toBeVisible();
  },
};

/**
 * Idle seats (docs/decisions/0044-idle-seat-recovery.md): the claim filter's "Idle seats" finds the claimed licences
 * not seen for the organization's days (30 here), says so, and the selection releases their devices.
 */
export const IdleSeatsFound: Story = {
  args: {
    view: { ...DEFAULT_LICENSE_VIEW, claimed: 'idle' },
    onViewChange: fn(),
    idleDays: 30,
    onReleaseSelected: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(idleFilterHint(30))).toBeVisible();
    await expect(canvas.getByText('Showing 1 of 4 licenses')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Old laptop' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Old laptop' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Release 1 seat' }));
    await expect(args.onReleaseSelected).toHaveBeenCalledWith([LICENSES[3]]);
  },
};

/** Releasing a selection counts and sends only its claimed licences; a selection of none claimed offers no release. */
export const ReleaseSelectedOnlyClaimed: Story = {
  args: { onReleaseSelected: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Field kit' }));
    await expect(canvas.queryByRole('button', { name: /^Release \d+ seats?$/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Studio iPad' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Release 1 seat' }));
    await expect(args.onReleaseSelected).toHaveBeenCalledWith([LICENSES[0]]);
  },
};

/** A role without `licenses:manage` (Billing): Release is refused with the reason. */
export const ReleaseSelectedRefusedToBilling: Story = {
  args: {
    onReleaseSelected: fn(),
    manageBlockedBecause: permissionDeniedMessage('BILLING', 'licenses:manage'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Studio iPad' }));
    const release = canvas.getByRole('button', { name: 'Release 1 seat' });
    await expect(release).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(release);
    await expect(args.onReleaseSelected).not.toHaveBeenCalled();
  },
};
