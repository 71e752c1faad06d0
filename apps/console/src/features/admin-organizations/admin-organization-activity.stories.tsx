import { activityKindLabel, MESSAGES } from '@pod-console/hooks/domain';
import { wireActivityEntry, type WireActivityPage } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACTIVITY_ENTRIES } from '../../components/activity/activity-fixtures';
import { apiUrl, type SentRequest } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import {
  AdminOrganizationActivity,
  type AdminOrganizationActivityProps,
} from './admin-organization-activity';
import { AdminOrganizationActivityContainer } from './admin-organization-activity-container';
import { organizationDetailsId } from './admin-organization-columns';
import { AdminOrganizationDetails } from './admin-organization-details';
import {
  NOW,
  toOrganizationDetails,
  toOrganizationPage,
  wireHarborDetails,
  wireOrganizationPage,
  wireOrganizationRows,
} from './admin-organizations-fixtures';
import { AdminOrganizationsPage } from './admin-organizations-page';
import { DEFAULT_ADMIN_ORGANIZATIONS_SEARCH } from './admin-organizations-search';

// The activity section of an organization's expanded row (docs/decisions/0026-activity-log.md): each state of the
// section, then the section over the API, asserting the calls it sends.

const meta = {
  title: 'Admin Organizations/Activity section',
  component: AdminOrganizationActivity,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: {
    organizationName: 'Harbor Academy',
    open: true,
    onToggle: fn(),
    entries: ACTIVITY_ENTRIES.slice(0, 10),
    busy: false,
    loadFailed: false,
    onRetry: fn(),
    pageNumber: 1,
    onPreviousPage: null as AdminOrganizationActivityProps['onPreviousPage'],
    onNextPage: fn() as AdminOrganizationActivityProps['onNextPage'],
  },
} satisfies Meta<typeof AdminOrganizationActivity>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** Closed: only the heading and "Show activity"; nothing is asked for. */
export const Closed: Story = {
  args: { open: false, entries: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Activity' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Show activity of Harbor Academy' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Opened, the first page on its way. */
export const Loading: Story = {
  args: { entries: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading activity of Harbor Academy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide activity of Harbor Academy' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The latest entries (wide): the Activity page's table, then Previous and Next. */
export const Latest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Activity of Harbor Academy' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    await expect(within(table).getByRole('columnheader', { name: 'Change' })).toBeVisible();
    await expect(within(table).getByText(activityKindLabel('admin.trial_licenses_deleted'))).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Hide activity of Harbor Academy' });
    await expect(toggle).toHaveAttribute('aria-controls', table.closest('[id]')!.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
  },
};

/** The same at 375 px: a card per entry, nothing wider than the screen. */
export const LatestNarrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Activity of Harbor Academy' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    await expect(within(table).queryByRole('columnheader', { name: 'When' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing recorded. */
export const Empty: Story = {
  args: { entries: [], onNextPage: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.noActivity)).toBeVisible();
  },
};

/** The log could not be loaded: a retry. */
export const LoadError: Story = {
  args: { entries: null, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The activity of Harbor Academy could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const HARBOR_DETAILS = toOrganizationDetails(wireHarborDetails(NOW));

/** The Organizations page with Harbor Academy's row open and its activity shown, as the containers render it. */
function InTheRow() {
  return (
    <AdminOrganizationsPage
      search={DEFAULT_ADMIN_ORGANIZATIONS_SEARCH}
      onSearchChange={fn()}
      page={toOrganizationPage(wireOrganizationPage(wireOrganizationRows(NOW)))}
      busy={false}
      loadFailed={false}
      onRetry={fn()}
      pageStart={0}
      onPreviousPage={fn()}
      onNextPage={fn()}
      now={NOW}
      onEditLicenseCount={fn()}
      onDeleteTrialLicenses={fn()}
      renderDetails={(organization) => (
        <section id={organizationDetailsId(organization.id)} aria-label={`Details of ${organization.name}`}>
          <AdminOrganizationDetails organization={{ ...HARBOR_DETAILS, ...organization }} now={NOW} />
          <AdminOrganizationActivity
            organizationName={organization.name}
            open
            onToggle={fn()}
            entries={ACTIVITY_ENTRIES.slice(0, 10)}
            busy={false}
            loadFailed={false}
            onRetry={fn()}
            pageNumber={1}
            onPreviousPage={null}
            onNextPage={fn()}
          />
        </section>
      )}
    />
  );
}

/** Opens Harbor Academy's row; its activity lies inside the window, no box scrolling sideways. */
async function expectActivityInTheRow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Show details of Harbor Academy' }));
  const table = await canvas.findByRole('table', { name: 'Activity of Harbor Academy' });
  await expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
  for (let box: HTMLElement | null = table; box != null; box = box.parentElement) {
    await expect(
      box.scrollWidth,
      `<${box.tagName.toLowerCase()} class="${box.className}">`,
    ).toBeLessThanOrEqual(box.clientWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  return table;
}

/**
 * In the expanded row at 1280 px, in the 976 px the main area has beside the sidebar: the entries are a table
 * under the details.
 */
export const InTheExpandedRow: StoryObj<typeof InTheRow> = {
  render: () => (
    <div className="w-[976px]">
      <InTheRow />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = await expectActivityInTheRow(canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'When' })).toBeVisible();
  },
};

/** In the expanded card at 375 px: a card per entry. */
export const InTheExpandedRowNarrow: StoryObj<typeof InTheRow> = {
  render: () => <InTheRow />,
  globals: narrow,
  play: async ({ canvasElement }) => {
    const table = await expectActivityInTheRow(canvasElement);
    await expect(within(table).queryByRole('columnheader', { name: 'When' })).toBeNull();
  },
};

const HARBOR_ID = '00000000-0000-4000-8000-000000000006';
const FIRST: WireActivityPage = {
  items: [wireActivityEntry({ kind: 'admin.license_count_changed', subject: '8' })],
  next_cursor: 'cursor-older',
};
const OLDER: WireActivityPage = {
  items: [
    wireActivityEntry({
      id: '9e17a5ad-1ad2-4bf3-8eaf-c0e16c8daebf',
      kind: 'organization.created',
      subject: 'Harbor Academy',
    }),
  ],
  next_cursor: null,
};

/** The calls to the admin's activity endpoint, by their query strings. */
const activityQueries = (sent: SentRequest[]) =>
  sent
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith(`/admin/organizations/${HARBOR_ID}/activity`))
    .map((url) => url.search);

const overTheApi = sentRequests();
/**
 * Over the API: nothing is asked for until "Show activity"; then the latest ten (spec §9's table page size), and
 * Next asks by the page's cursor.
 */
export const OverTheApi: StoryObj<typeof AdminOrganizationActivityContainer> = {
  render: () => (
    <StoryProviders
      onSent={overTheApi.onSent}
      handlers={[
        http.get(apiUrl('/admin/organizations/{organizationId}/activity'), ({ request }) =>
          HttpResponse.json(
            new URL(request.url).searchParams.get('cursor') === 'cursor-older' ? OLDER : FIRST,
          ),
        ),
      ]}
    >
      <AdminOrganizationActivityContainer organizationId={HARBOR_ID} organizationName="Harbor Academy" />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Show activity of Harbor Academy' });
    await expect(activityQueries(overTheApi.holder.sent)).toEqual([]);
    await userEvent.click(toggle);
    await expect(await canvas.findByText('set the Pod Creator license count to 8')).toBeVisible();
    await expect(activityQueries(overTheApi.holder.sent)).toEqual(['?limit=10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('created the organization Harbor Academy')).toBeVisible();
    await expect(activityQueries(overTheApi.holder.sent).at(-1)).toBe('?cursor=cursor-older&limit=10');
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(canvas.getByText('set the Pod Creator license count to 8')).toBeVisible());
  },
};
