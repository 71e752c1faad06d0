import {
  ACTIVITY_KINDS,
  activityActorName,
  activityKindLabel,
  describeActivity,
  describeActivityChange,
  formatDateTime,
  MESSAGES,
  permissionDeniedMessage,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACTIVITY_ENTRIES, ACTIVITY_PEOPLE } from '../../components/activity/activity-fixtures';
import { NO_ACTIVITY_FILTERS } from '../../components/activity/activity-filter-values';
import { ActivityPage, type ActivityPageProps } from './activity-page';

const meta = {
  title: 'Activity/Page',
  component: ActivityPage,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: {
    blockedReason: null,
    filters: NO_ACTIVITY_FILTERS,
    onFiltersChange: fn(),
    people: ACTIVITY_PEOPLE,
    entries: ACTIVITY_ENTRIES,
    busy: false,
    loadFailed: false,
    onRetry: fn(),
    pageNumber: 1,
    onPreviousPage: null as ActivityPageProps['onPreviousPage'],
    onNextPage: fn() as ActivityPageProps['onNextPage'],
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof ActivityPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** Every entry reads as the domain words it: when, who, the kind and its sentence, and the change. */
async function expectEveryKind(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name: 'Activity' });
  // Each entry's row, by its row header (the header row is hidden in the card layout).
  const rows = within(table)
    .getAllByRole('rowheader')
    .map((header) => header.closest('tr')!);
  await expect(rows).toHaveLength(ACTIVITY_KINDS.length);
  for (const [index, entry] of ACTIVITY_ENTRIES.entries()) {
    const row = within(rows[index]!);
    await expect(row.getByRole('rowheader')).toHaveTextContent(formatDateTime(entry.occurredAt));
    await expect(row.getByRole('rowheader').querySelector('time')).toHaveAttribute(
      'datetime',
      entry.occurredAt,
    );
    await expect(row.getByText(activityActorName(entry), { exact: true })).toBeVisible();
    await expect(row.getByText(activityKindLabel(entry.kind), { exact: true })).toBeVisible();
    await expect(row.getByText(describeActivity(entry), { exact: true })).toBeVisible();
    const change = describeActivityChange(entry);
    if (change !== '') await expect(row.getByText(change, { exact: true })).toBeVisible();
  }
}

/** Loading: the heading, the filters and Export, the table's shape in its place. */
export const Loading: Story = {
  args: { entries: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading activity' })).toBeVisible();
    await expect(canvas.getByLabelText('Kind')).toHaveValue('');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Nothing recorded yet, no filter set. */
export const Empty: Story = {
  args: { entries: [], onNextPage: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.noActivity)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Filters set and nothing matches them: "No activity matches these filters", and a way back to all of it. */
export const FilteredEmpty: Story = {
  args: {
    entries: [],
    onNextPage: null,
    filters: { kind: 'member.removed', actor: 'user-grace', from: '2026-11-01', to: '2026-11-24' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.noActivityMatches)).toBeVisible();
    await expect(canvas.getByLabelText('Kind')).toHaveValue('member.removed');
    await expect(canvas.getByLabelText('Person')).toHaveValue('user-grace');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_ACTIVITY_FILTERS);
  },
};

/** One entry of every kind (wide): a table, newest first; each filter and Next ask the container. */
export const ListWithEveryKind: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectEveryKind(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'When' })).toBeVisible();
    await expect(canvas.getByText('Page 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // The kinds come in the domain's groups, after "All activity".
    const kind = canvas.getByLabelText('Kind');
    await expect(within(kind).getByRole('option', { name: 'All activity' })).toBeInTheDocument();
    await expect(kind.querySelectorAll('optgroup')[1]).toHaveAttribute('label', 'Members');
    await userEvent.selectOptions(kind, 'Role changed');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ kind: 'member.role_changed' });
    await userEvent.selectOptions(canvas.getByLabelText('Person'), 'Grace Hopper');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ actor: 'user-grace' });
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-01');
    // A day replaces the address's entry: its field reports one at each keystroke of the year.
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ from: '2026-11-01' }, { replace: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** The same at 375 px: a card per entry, nothing wider than the screen. */
export const ListNarrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expectEveryKind(canvasElement);
    // Cards: the column headers are hidden, each value carries its column's name.
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'When' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const control of canvasElement.querySelectorAll('button, select, input')) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth + 0.5);
    }
  },
};

/**
 * The payment provider's changes read as words a person uses ("Trial", "Past due", "Business", "Annually"), never
 * the provider's raw values ("trialing", "past_due").
 */
export const ProviderChangesInWords: Story = {
  args: {
    entries: ACTIVITY_ENTRIES.filter(
      (entry) => entry.kind.startsWith('subscription.') || entry.kind.startsWith('payment.'),
    ).map((entry) =>
      entry.kind === 'subscription.changed'
        ? {
            ...entry,
            before: { product: 'starter', status: 'trialing', interval: 'month' },
            after: { product: 'business', status: 'active', interval: 'year' },
          }
        : entry,
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Activity' }));
    await expect(
      table.getByText('Plan: Starter → Business; Status: Trial → Active; Billing: Monthly → Annually'),
    ).toBeVisible();
    await expect(table.getByText('Status: Active → Past due')).toBeVisible();
    await expect(table.getByText('Status: Past due → Active')).toBeVisible();
    await expect(table.queryByText(/trialing|past_due|business|month\b/)).toBeNull();
  },
};

/** A later page while the next one loads: the old entries stay, marked busy, and paging waits. */
export const NextPageLoading: Story = {
  args: { pageNumber: 2, busy: true, onPreviousPage: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Activity' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** The last page of several: Previous goes back, Next is off. */
export const LastPage: Story = {
  args: { pageNumber: 3, onPreviousPage: fn(), onNextPage: null, entries: ACTIVITY_ENTRIES.slice(0, 4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPreviousPage).toHaveBeenCalledOnce();
  },
};

/** Export under way: its button is busy. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export CSV' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The log could not be loaded: the filters stay, with a retry. */
export const LoadError: Story = {
  args: { entries: null, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The activity could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A role that may not read the log (Billing): the words why, no filters, no table and no export. */
export const NoPermission: Story = {
  args: { entries: null, blockedReason: permissionDeniedMessage('BILLING', 'activity:read') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Your role (Billing) cannot see the activity log. Ask someone with the Owner or Admin role.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Kind')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
