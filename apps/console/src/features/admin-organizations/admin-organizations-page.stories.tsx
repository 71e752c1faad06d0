import type { AdminOrganization } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { organizationDetailsId } from './admin-organization-columns';
import { AdminOrganizationDetails } from './admin-organization-details';
import {
  NOW,
  ROW_STATE_LABELS,
  toOrganizationDetails,
  toOrganizationPage,
  wireHarborDetails,
  wireOrganizationPage,
  wireOrganizationRows,
} from './admin-organizations-fixtures';
import { AdminOrganizationsPage } from './admin-organizations-page';
import { DEFAULT_ADMIN_ORGANIZATIONS_SEARCH } from './admin-organizations-search';

const ROWS = wireOrganizationRows(NOW);
const PAGE = toOrganizationPage(wireOrganizationPage(ROWS));
const HARBOR_DETAILS = toOrganizationDetails(wireHarborDetails(NOW));

/** The panel as the container renders it once the details have come. */
const renderDetails = (organization: AdminOrganization) => (
  <section id={organizationDetailsId(organization.id)} aria-label={`Details of ${organization.name}`}>
    <AdminOrganizationDetails organization={{ ...HARBOR_DETAILS, ...organization }} now={NOW} />
  </section>
);

const meta = {
  title: 'Admin Organizations/Page',
  component: AdminOrganizationsPage,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: {
    search: DEFAULT_ADMIN_ORGANIZATIONS_SEARCH,
    onSearchChange: fn(),
    page: PAGE,
    busy: false,
    loadFailed: false,
    onRetry: fn(),
    pageStart: 0,
    onPreviousPage: fn(),
    onNextPage: fn(),
    now: NOW,
    onEditLicenseCount: fn(),
    onDeleteTrialLicenses: fn(),
    renderDetails,
  },
} satisfies Meta<typeof AdminOrganizationsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { viewport: { value: 'narrow', isRotated: false } };

const harborRow = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('button', { name: 'Show details of Harbor Academy' }) != null)!;

/** Loading: the heading and filters, a spinner in place of the table. */
export const Loading: Story = {
  args: { page: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading organizations' })).toBeVisible();
    await expect(canvas.getByLabelText('Filter organizations')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

async function expectLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('8 organizations')).toBeVisible();
  const table = canvas.getByRole('table', { name: 'Organizations' });
  for (const label of ROW_STATE_LABELS) {
    await expect(within(table).getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
  }
  const harbor = within(harborRow(canvasElement));
  for (const text of [
    'Harbor Academy',
    'Hana Harbor',
    'hana@harbor-academy.example',
    'Business',
    'Trial',
    '3 of 5',
  ]) {
    await expect(harbor.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(canvas.getByText('1–8 of 8')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
}

/** Loaded, wide: one organization in each state of spec §4, newest first. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    await expectLoaded(canvasElement);
    const canvas = within(canvasElement);
    // Newest first: the contract's default order, shown by the Created header.
    await expect(canvas.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The state shares the Plan column, under the plan: no State column, and Plan sorts by plan.
    await expect(canvas.queryByRole('columnheader', { name: 'State' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'State' })).toBeNull();
    const harborPlan = within(harborRow(canvasElement)).getByText('Business', { exact: true }).closest('td')!;
    await expect(harborPlan).toHaveTextContent(/^BusinessTrial$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Plan' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ sort: 'plan' });
    // No trial licences: nothing to delete, and its tooltip says so on hover.
    const nothingToDelete = canvas.getByRole('button', { name: 'Delete trial licenses of Nowhere Guild' });
    await expect(nothingToDelete).toBeDisabled();
    await expect(nothingToDelete).toHaveAccessibleDescription('No trial licenses to delete');
    await userEvent.hover(nothingToDelete.parentElement!);
    await expect(await canvas.findByRole('tooltip', { name: 'No trial licenses to delete' })).toBeVisible();
    await userEvent.unhover(nothingToDelete.parentElement!);
    await expect(canvas.queryByRole('tooltip', { name: 'No trial licenses to delete' })).toBeNull();
    // An icon button: its tooltip shows on keyboard focus and hides with Escape.
    const edit = canvas.getByRole('button', { name: 'Edit license count of Harbor Academy' });
    edit.focus();
    const editTip = await canvas.findByRole('tooltip', { name: 'Edit license count' });
    await expect(editTip).toBeVisible();
    await expect(edit).toHaveAccessibleDescription('Edit license count');
    // The tip opens leftwards from the last column, so it stays on screen.
    await expect(editTip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await expect(editTip).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete trial licenses of Harbor Academy' }));
    await expect(args.onDeleteTrialLicenses).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Harbor Academy' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit license count of Analytical Engines' }));
    await expect(args.onEditLicenseCount).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Analytical Engines' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Organization' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ sort: 'name' });
    await userEvent.click(canvas.getByRole('button', { name: 'Created' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ sort: 'created' });
  },
};

/** Loaded, narrow (375 px): a card per organization. */
export const LoadedNarrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expectLoaded(canvasElement);
  },
};

/** Sorted by licences, descending: the header says so. */
export const SortedByLicenses: Story = {
  args: { search: { ...DEFAULT_ADMIN_ORGANIZATIONS_SEARCH, sort: '-assigned' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Licenses' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
    // Descending goes to ascending, never to no order.
    await userEvent.click(canvas.getByRole('button', { name: 'Licenses' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ sort: 'assigned' });
  },
};

/** The next query is loading: the old rows stay, the table is busy. */
export const Busy: Story = {
  args: { busy: true, search: { ...DEFAULT_ADMIN_ORGANIZATIONS_SEARCH, q: 'har' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Organizations' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByLabelText('Filter organizations')).toHaveValue('har');
  },
};

/** Filters set, nothing matches: "No organizations match" and Clear filters. */
export const NoMatch: Story = {
  args: {
    search: { ...DEFAULT_ADMIN_ORGANIZATIONS_SEARCH, q: 'zebra', plan: 'starter', state: 'locked' },
    page: toOrganizationPage(wireOrganizationPage([])),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No organizations match')).toBeVisible();
    await expect(canvas.getByText('0 organizations')).toBeVisible();
    await expect(canvas.getByLabelText('Plan')).toHaveValue('starter');
    await expect(canvas.getByLabelText('State')).toHaveValue('locked');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ q: '', plan: null, state: null });
  },
};

/** The list could not be loaded: a retry. */
export const LoadFailed: Story = {
  args: { page: null, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The organizations could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** One of several pages: "11–20 of 42", both directions open. */
export const MiddlePage: Story = {
  args: {
    pageStart: 10,
    page: { ...PAGE, total: 42, nextCursor: 'cursor-next', previousCursor: 'cursor-previous' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('42 organizations')).toBeVisible();
    await expect(canvas.getByText('11–18 of 42')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPreviousPage).toHaveBeenCalledOnce();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ limit: 25 });
  },
};

/** A page opened from a link with a cursor: its first row's number is unknown. */
export const PageOfUnknownStart: Story = {
  args: { pageStart: null, page: { ...PAGE, total: 42, nextCursor: 'n', previousCursor: 'p' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('8 of 42')).toBeVisible();
  },
};

async function expandHarbor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Show details of Harbor Academy' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveFocus();
  const panel = canvas.getByRole('region', { name: 'Details of Harbor Academy' });
  await expect(toggle).toHaveAttribute('aria-controls', panel.id);
  for (const heading of ['Members', 'Pending invitations', 'Licenses', 'Subscription']) {
    await expect(within(panel).getByRole('heading', { name: heading })).toBeVisible();
  }
  const details = within(panel);
  await expect(details.getByText('kai@harbor-academy.example')).toBeVisible();
  await expect(details.getByText('Expires Nov 28, 2026')).toBeVisible();
  await expect(details.getByText('Expired Nov 20, 2026')).toBeVisible();
  await expect(details.getByText('trialing')).toBeVisible();
  return { toggle, panel };
}

/** A row expanded (wide): a row across the table with members, invitations, licences and subscription. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const { toggle, panel } = await expandHarbor(canvasElement);
    // The panel's row comes right after Harbor Academy's.
    await expect(harborRow(canvasElement).nextElementSibling).toContainElement(panel);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Details of Harbor Academy' }),
    ).toBeNull();
  },
};

/** A row expanded (375 px): a section under the card. */
export const ExpandedNarrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expandHarbor(canvasElement);
  },
};
