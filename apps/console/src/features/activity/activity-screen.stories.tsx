import { MESSAGES, permissionDeniedMessage } from '@pod-console/hooks/domain';
import { wireActivityEntry, wireOrganizationUser, type WireActivityPage } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { expectToast } from '../../testing/expect-toast';
import {
  ADA,
  TERMS_DOCUMENT,
  WIRE_ACTIVE_SUBSCRIPTION,
  wireOrganization,
  wireUser,
} from '../../testing/fixtures';
import { answer, apiUrl, fail, type SentRequest } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';
import { sentRequests } from '../../testing/story-providers';

// /activity inside the whole console (docs/decisions/0026-activity-log.md): the sidebar's entry for the roles that
// may read the log, the filters in the address, paging by cursor and the CSV export, each as the request it sends.

const GRACE = wireOrganizationUser({
  user_id: 'user-grace',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'ADMIN',
});

const entry = (id: string, fields: Parameters<typeof wireActivityEntry>[0]) =>
  wireActivityEntry({ id: `00000000-0000-4000-8000-0000000000${id}`, ...fields });

const PAGE_1: WireActivityPage = {
  items: [
    entry('01', { kind: 'license.revoked', subject: 'Front desk', occurred_at: '2026-11-24T09:30:00Z' }),
    entry('02', { kind: 'license.assigned', subject: 'Studio iPad 3', occurred_at: '2026-11-24T08:00:00Z' }),
  ],
  next_cursor: 'cursor-page-2',
};
const PAGE_2: WireActivityPage = {
  items: [
    entry('03', {
      kind: 'organization.renamed',
      subject: 'Acme Robotics',
      occurred_at: '2026-11-20T10:00:00Z',
    }),
  ],
  next_cursor: null,
};
const REMOVED: WireActivityPage = {
  items: [
    entry('04', { kind: 'member.removed', subject: 'bob@example.com', occurred_at: '2026-11-22T12:00:00Z' }),
  ],
  next_cursor: null,
};
const CSV = 'occurred_at,kind,actor,actor_email,description,change\r\n';

/** GET …/activity answered from its query, as the server filters and pages. */
const activityList = http.get(apiUrl('/organizations/{organizationId}/activity'), ({ request }) => {
  const params = new URL(request.url).searchParams;
  if (params.get('kind') === 'member.removed') return HttpResponse.json(REMOVED);
  if (params.get('kind') != null) return HttpResponse.json({ items: [], next_cursor: null });
  return HttpResponse.json(params.get('cursor') === 'cursor-page-2' ? PAGE_2 : PAGE_1);
});

const activityExport = http.get(
  apiUrl('/organizations/{organizationId}/activity/export'),
  () => new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
);

const signedIn = (organization = wireOrganization(), ...handlers: RequestHandler[]): RequestHandler[] => [
  ...handlers,
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer('get', '/organizations/{organizationId}', organization),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
];

const OWNER_AND_ADMIN = wireOrganization({
  organization_users: [wireOrganizationUser({ user_id: ADA.id, role: 'OWNER' }), GRACE],
});

/** The address the page is at, for the play functions (the story's router is in memory). */
function Address() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <p data-testid="address" className="sr-only">
      {search === '' ? path : `${path}?${search}`}
    </p>
  );
}

const meta = {
  title: 'Activity/In the console',
  component: StoryApp,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Address />
      </>
    ),
  ],
  parameters: { route: '/activity' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { handlers: signedIn(OWNER_AND_ADMIN, activityList, activityExport) },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const address = () => body().getByTestId('address').textContent;

/** The query strings of the calls sent to `path` so far. */
const queries = (sent: SentRequest[], path: string) =>
  sent
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith(path))
    .map((url) => url.search);

const findTable = () => body().findByRole('table', { name: 'Activity' });

const browsing = sentRequests();
/**
 * An Owner: the sidebar's Activity entry is current; Next asks for the next page by its cursor and Previous goes
 * back; a filter asks again from the first page and goes into the address; Export asks for the CSV with the same
 * filters and saves it under the organization's name.
 */
export const FiltersPagesAndExport: Story = {
  args: { onSent: browsing.onSent },
  play: async () => {
    const sent = browsing.holder.sent;
    const table = await findTable();
    await waitFor(() => expect(within(table).getByText('revoked the license of Front desk')).toBeVisible());
    // The sidebar lists Activity once the member's role is in, which may come after the table's first page.
    await expect(await body().findByRole('link', { name: 'Activity' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(queries(sent, '/activity')).toEqual(['?limit=50']);

    // Next: the page's cursor; Previous: the first page again.
    await userEvent.click(body().getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(within(table).getByText('renamed the organization to Acme Robotics')).toBeVisible(),
    );
    await expect(queries(sent, '/activity').at(-1)).toBe('?cursor=cursor-page-2&limit=50');
    await expect(body().getByText('Page 2')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(body().getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(body().getByText('Page 1')).toBeVisible());
    await expect(within(table).getByText('revoked the license of Front desk')).toBeVisible();

    // A filter from page 2: the first page of the filtered log, and the address says so.
    await userEvent.click(body().getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(body().getByText('Page 2')).toBeVisible());
    await userEvent.selectOptions(body().getByLabelText('Kind'), 'Member removed');
    await waitFor(() => expect(body().getByText('removed bob@example.com')).toBeVisible());
    await expect(queries(sent, '/activity').at(-1)).toBe('?kind=member.removed&limit=50');
    await expect(body().getByText('Page 1')).toBeVisible();
    await expect(address()).toBe('/activity?kind=member.removed');
    // The Person filter offers the members by name.
    const person = body().getByLabelText('Person');
    await expect([...person.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Anyone',
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    // The last day shown is included: the API gets the start of the next one.
    await userEvent.type(body().getByLabelText('To'), '2026-11-24');
    await waitFor(() =>
      expect(queries(sent, '/activity').at(-1)).toBe(
        `?kind=member.removed&to=${encodeURIComponent('2026-11-25T00:00:00.000Z')}&limit=50`,
      ),
    );
    await expect(address()).toBe('/activity?kind=member.removed&to=2026-11-24');

    // Export: the same filters, no paging; the answer is saved as a file, never opened by URL.
    const saved: { name?: string; href?: string } = {};
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
      saved.href = this.href;
    });
    const createObjectUrl = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(body().getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      await expect(queries(sent, '/activity/export')).toEqual([
        `?kind=member.removed&to=${encodeURIComponent('2026-11-25T00:00:00.000Z')}`,
      ]);
      await expect(saved.name).toMatch(/^activity-acme-robotics-\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(saved.href).toMatch(/^blob:/);
      const blob = createObjectUrl.mock.calls[0]![0] as Blob;
      await expect(blob.type).toBe('text/csv');
      await expect(await blob.text()).toBe(CSV);
    } finally {
      click.mockRestore();
      createObjectUrl.mockRestore();
    }
  },
};

const fromAddress = sentRequests();
/** Opened from a link with filters: they show in the fields and go with the first call. */
export const FiltersFromTheAddress: Story = {
  parameters: { route: '/activity?kind=payment.failed&actor=user-grace&from=2026-11-01&to=2026-11-24' },
  args: { onSent: fromAddress.onSent },
  play: async () => {
    await expect(await body().findByText(MESSAGES.noActivityMatches)).toBeVisible();
    await expect(body().getByLabelText('Kind')).toHaveValue('payment.failed');
    await waitFor(() => expect(body().getByLabelText('Person')).toHaveValue('user-grace'));
    await expect(body().getByLabelText('From')).toHaveValue('2026-11-01');
    const [first] = queries(fromAddress.holder.sent, '/activity');
    await expect(Object.fromEntries(new URLSearchParams(first))).toEqual({
      kind: 'payment.failed',
      actor: 'user-grace',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
      limit: '50',
    });
    await userEvent.click(body().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe('/activity'));
    await expect(
      await within(await findTable()).findByText('revoked the license of Front desk'),
    ).toBeVisible();
  },
};

/** The export fails: its toast names the failure, and the page stays as it was. */
export const ExportFails: Story = {
  args: {
    handlers: signedIn(
      OWNER_AND_ADMIN,
      activityList,
      fail('get', '/organizations/{organizationId}/activity/export', 500),
    ),
  },
  parameters: { toaster: false },
  play: async () => {
    await findTable();
    await userEvent.click(body().getByRole('button', { name: 'Export CSV' }));
    await expectToast(MESSAGES.activityExportFailed);
    await expect(body().getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

const BILLING_WORDS = permissionDeniedMessage('BILLING', 'activity:read');

/**
 * A Billing member who types /activity: no Activity in the navigation, and the page says why in the API's words
 * (not an error).
 */
export const BillingRoleSeesWhy: Story = {
  args: {
    handlers: signedIn(
      wireOrganization({
        organization_users: [
          wireOrganizationUser({ user_id: ADA.id, role: 'BILLING' }),
          { ...GRACE, role: 'OWNER' },
        ],
        owner_user_id: GRACE.user_id,
      }),
      // What the API answers a role without activity:read, should the page ask before the role is known.
      http.get(apiUrl('/organizations/{organizationId}/activity'), () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Forbidden', status: 403, detail: BILLING_WORDS },
          { status: 403, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    ),
  },
  play: async () => {
    await expect(await body().findByText(BILLING_WORDS)).toBeVisible();
    await expect(body().getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(body().getByRole('link', { name: 'Licenses' })).toBeVisible();
    await expect(body().queryByRole('link', { name: 'Activity' })).toBeNull();
    await expect(body().queryByText('The activity could not be loaded.')).toBeNull();
    await expect(body().queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

/** At 375 px the drawer lists Activity; the entries are cards, and nothing is wider than the screen. */
export const NarrowDrawer: Story = {
  parameters: { route: '/' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Open navigation' }));
    const drawer = await body().findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('link', { name: 'Activity' }));
    const table = await findTable();
    await waitFor(() => expect(within(table).getByText('revoked the license of Front desk')).toBeVisible());
    await expect(address()).toBe('/activity');
    await expect(within(table).queryByRole('columnheader', { name: 'When' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
