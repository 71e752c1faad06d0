import type { WireAdminOrganizationPage } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { TERMS_DOCUMENT, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, fail, hang, type SentRequest } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';
import { sentRequests } from '../../testing/story-providers';
import {
  ROW_STATE_LABELS,
  wireHarborDetails,
  wireManyOrganizationRows,
  wireOrganizationPage,
  wireOrganizationRows,
} from './admin-organizations-fixtures';

// The Organizations page inside the whole console (spec §2, §6): the route and its guard, the sidebar link, and
// every filter, sort, page and expanded row as the requests it sends. The answers are computed from the real
// clock, as the page's state column is.

const NOW = new Date();
const ROWS = wireOrganizationRows(NOW);
const HARBOR = ROWS[5]!;

type ListAnswer = WireAdminOrganizationPage | 'fail' | 'hang';

/** GET /admin/organizations answered from its query (the server filters, sorts and pages). */
const list = (answerFor: (params: URLSearchParams, call: number) => ListAnswer): RequestHandler => {
  let calls = 0;
  return http.get(apiUrl('/admin/organizations'), ({ request }) => {
    calls += 1;
    const result = answerFor(new URL(request.url).searchParams, calls);
    if (result === 'hang') return new Promise<never>(() => {});
    if (result === 'fail') {
      return HttpResponse.json(
        { type: 'about:blank', title: 'Internal Server Error', status: 500 },
        { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
      );
    }
    return HttpResponse.json(result);
  });
};

/** The rows whose name or owner e-mail holds `q`, as the server matches them. */
const filtered = (params: URLSearchParams) => {
  const q = (params.get('q') ?? '').toLowerCase();
  const plan = params.get('plan');
  return wireOrganizationPage(
    ROWS.filter(
      (row) =>
        (row.name.toLowerCase().includes(q) || (row.owner_email ?? '').includes(q)) &&
        (plan == null || (plan === 'none' ? row.subscription == null : row.subscription?.product === plan)),
    ),
  );
};

const signedIn = (systemRole: 'SUPER_ADMIN' | 'USER', ...handlers: RequestHandler[]): RequestHandler[] => [
  ...handlers,
  answer('get', '/users/current-user', wireUser({ system_role: systemRole })),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer('get', '/organizations/{organizationId}', wireOrganization()),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
];

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
  title: 'Admin Organizations/In the console',
  component: StoryApp,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Address />
      </>
    ),
  ],
  parameters: {
    toaster: false,
    route: '/admin/organizations',
    viewport: {
      // A small laptop: the sidebar shows (spec §2), the main area beside it is 720 px.
      options: {
        laptop: { name: 'Laptop (1024 px)', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      },
    },
  },
  // 1280 px unless a story says otherwise (the sidebar beside the page).
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { handlers: signedIn('SUPER_ADMIN', list(filtered)) },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The query strings of the list calls sent so far (not the expanded rows' calls). */
const listQueries = (sent: SentRequest[]) =>
  sent
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith('/admin/organizations'))
    .map((url) => url.search);

const address = () => body().getByTestId('address').textContent;

const findTable = () => body().findByRole('table', { name: 'Organizations' });

const rowOf = async (name: string) => {
  const toggle = await body().findByRole('button', { name: `Show details of ${name}` });
  return toggle.closest('tr')!;
};

const loaded = sentRequests();
/** The platform admin's page (wide): every state of spec §4, the sidebar link current, one plain call. */
export const Loaded: Story = {
  args: { onSent: loaded.onSent },
  play: async () => {
    const table = await findTable();
    await expect(body().getByText('8 organizations')).toBeVisible();
    for (const label of ROW_STATE_LABELS) {
      await expect(within(table).getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
    }
    const harbor = within(await rowOf('Harbor Academy'));
    for (const text of ['Hana Harbor', 'Business', 'Trial', '3 of 5']) {
      await expect(harbor.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(body().getByRole('link', { name: 'Organizations' })).toHaveAttribute('aria-current', 'page');
    // Defaults stay out of the query: newest first, 10 a page.
    await expect(listQueries(loaded.holder.sent)).toEqual(['']);
  },
};

/** Inside the window from left to right (a pixel of rounding allowed). */
async function expectInsideTheWindow(element: Element, what: string) {
  const { left, right } = element.getBoundingClientRect();
  await expect(left, `${what} starts on screen`).toBeGreaterThanOrEqual(-0.5);
  await expect(right, `${what} ends on screen`).toBeLessThanOrEqual(window.innerWidth + 0.5);
}

/**
 * Nothing scrolls sideways: not the table's own box (its container query's), not the main area, not the page;
 * and every row's toggle and actions lie on screen (docs/decisions/0014-narrow-tables.md).
 */
async function expectNoSidewaysScroll(table: HTMLElement) {
  // The table and every box around it (its container query's, the page's region, main, the page itself): none is
  // wider inside than it is.
  for (let box: HTMLElement | null = table; box != null; box = box.parentElement) {
    const what = `<${box.tagName.toLowerCase()} class="${box.className}">`;
    await expect(box.scrollWidth, what).toBeLessThanOrEqual(box.clientWidth);
  }
  await expect(document.documentElement.scrollWidth, 'the page').toBeLessThanOrEqual(window.innerWidth);
  for (const name of ROWS.map((row) => row.name)) {
    for (const action of [
      `Show details of ${name}`,
      `Edit license count of ${name}`,
      `Delete trial licenses of ${name}`,
    ]) {
      const button = within(table).getByRole('button', { name: action });
      await expect(button).toBeVisible();
      await expectInsideTheWindow(button, action);
    }
  }
}

/**
 * At 1280 px, beside the sidebar, the rows are a table (its header row shows) that fits the main area, with
 * Plan and State in one column and the row's actions as icon buttons with tooltips.
 */
export const FitsBesideTheSidebar: Story = {
  play: async () => {
    const table = await findTable();
    await expect(window.innerWidth).toBe(1280);
    // The sidebar beside the page, not the drawer.
    await expect(body().queryByRole('button', { name: 'Open navigation' })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Plan' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'State' })).toBeNull();
    await expectNoSidewaysScroll(table);
    // Icons only: each action's label is for assistive technology, its tooltip for the eye.
    const edit = within(table).getByRole('button', { name: 'Edit license count of Harbor Academy' });
    await expect(edit.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expect(edit.getBoundingClientRect().width).toBeLessThan(40);
    await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** At 1024 px the main area beside the sidebar is too narrow for the columns: a card per organization. */
export const CardsOnALaptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async () => {
    const table = await findTable();
    await expect(window.innerWidth).toBe(1024);
    await expect(body().queryByRole('button', { name: 'Open navigation' })).toBeNull();
    // The header row is hidden in the card layout; each card names its actions in words.
    await expect(within(table).queryByRole('columnheader', { name: 'Plan' })).toBeNull();
    await expect(
      within(table).getByRole('button', { name: 'Edit license count of Harbor Academy' }),
    ).toHaveTextContent('Edit license count of Harbor Academy');
    await expect(within(table).getAllByText('Edit license count')[0]).toBeVisible();
    await expectNoSidewaysScroll(table);
  },
};

/** The same at 375 px: a card per organization, the link in the drawer. */
export const LoadedNarrow: Story = {
  globals: narrow,
  play: async () => {
    await findTable();
    await expect(body().getByText('8 organizations')).toBeVisible();
    await expect(within(await rowOf('Harbor Academy')).getByText('3 of 5')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Open navigation' }));
    await expect(await body().findByRole('link', { name: 'Organizations' })).toBeVisible();
  },
};

/** The first answer is on its way. */
export const Loading: Story = {
  args: {
    handlers: signedIn(
      'SUPER_ADMIN',
      list(() => 'hang'),
    ),
  },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading organizations' })).toBeVisible();
    await expect(body().getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  },
};

const filtering = sentRequests();
/** Typing asks the server on every keystroke, the choices too; the address keeps the view, page 1. */
export const FilterSendsQueries: Story = {
  args: { onSent: filtering.onSent },
  parameters: { route: '/admin/organizations?cursor=page-2&sort=name' },
  play: async () => {
    await findTable();
    const box = body().getByLabelText('Filter organizations');
    await expect(box).toHaveAttribute('placeholder', 'Name, owner e-mail or id');
    await userEvent.type(box, 'harbor');
    await expect(box).toHaveValue('harbor');
    await waitFor(() => expect(listQueries(filtering.holder.sent).at(-1)).toBe('?q=harbor&sort=name'));
    // Every keystroke, no debounce; the cursor of the earlier view is dropped.
    await expect(listQueries(filtering.holder.sent)).toEqual([
      '?sort=name&cursor=page-2',
      '?q=h&sort=name',
      '?q=ha&sort=name',
      '?q=har&sort=name',
      '?q=harb&sort=name',
      '?q=harbo&sort=name',
      '?q=harbor&sort=name',
    ]);
    await expect(await body().findByText('1 organization')).toBeVisible();
    await expect(address()).toBe('/admin/organizations?q=harbor&sort=name');

    await userEvent.selectOptions(body().getByLabelText('Plan'), 'Business');
    await waitFor(() =>
      expect(listQueries(filtering.holder.sent).at(-1)).toBe('?q=harbor&plan=business&sort=name'),
    );
    await userEvent.selectOptions(body().getByLabelText('State'), 'Trial');
    await waitFor(() =>
      expect(listQueries(filtering.holder.sent).at(-1)).toBe('?q=harbor&plan=business&state=trial&sort=name'),
    );
    await expect(address()).toBe('/admin/organizations?q=harbor&plan=business&state=trial&sort=name');
    const states = within(body().getByLabelText('State')).getAllByRole('option');
    await expect(states.map((option) => option.textContent)).toEqual([
      'All states',
      ...['No plan', 'Locked', 'Payment problem', 'Canceled', 'Trial expired', 'Trial', 'Active', 'Inactive'],
    ]);
    const plans = within(body().getByLabelText('Plan')).getAllByRole('option');
    await expect(plans.map((option) => option.textContent)).toEqual([
      'All plans',
      'Starter',
      'Business',
      'Enterprise',
      'No plan',
    ]);
  },
};

/** While the next answer is on its way, the old rows stay and the table says it is busy. */
export const Busy: Story = {
  args: {
    handlers: signedIn(
      'SUPER_ADMIN',
      list((params) => (params.has('q') ? 'hang' : filtered(params))),
    ),
  },
  play: async () => {
    const table = await findTable();
    await userEvent.type(body().getByLabelText('Filter organizations'), 'x');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(body().getByLabelText('Filter organizations')).toHaveValue('x');
  },
};

const sorting = sentRequests();
/** A column header asks the server for its order: ascending, then descending. */
export const SortSendsQueries: Story = {
  args: { onSent: sorting.onSent },
  play: async () => {
    await findTable();
    const last = () => listQueries(sorting.holder.sent).at(-1);
    await userEvent.click(body().getByRole('button', { name: 'Organization' }));
    await waitFor(() => expect(last()).toBe('?sort=name'));
    await waitFor(() =>
      expect(body().getByRole('columnheader', { name: 'Organization' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await userEvent.click(body().getByRole('button', { name: 'Organization' }));
    await waitFor(() => expect(last()).toBe('?sort=-name'));
    await userEvent.click(body().getByRole('button', { name: 'Licenses' }));
    await waitFor(() => expect(last()).toBe('?sort=assigned'));
    await userEvent.click(body().getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(last()).toBe('?sort=created'));
    // Back to newest first: the default, left out of the query.
    await userEvent.click(body().getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(last()).toBe(''));
    await expect(address()).toBe('/admin/organizations');
  },
};

const clearing = sentRequests();
/** Nothing matches: "No organizations match"; Clear filters asks for everything again. */
export const NoMatchThenClear: Story = {
  args: { onSent: clearing.onSent },
  parameters: { route: '/admin/organizations?q=zebra&plan=starter' },
  play: async () => {
    await expect(await body().findByText('No organizations match')).toBeVisible();
    await expect(body().getByLabelText('Filter organizations')).toHaveValue('zebra');
    await userEvent.click(body().getByRole('button', { name: 'Clear filters' }));
    await findTable();
    await expect(body().getByText('8 organizations')).toBeVisible();
    await expect(body().getByLabelText('Filter organizations')).toHaveValue('');
    await expect(body().getByLabelText('Plan')).toHaveValue('');
    await expect(listQueries(clearing.holder.sent)).toEqual(['?q=zebra&plan=starter', '']);
    await expect(address()).toBe('/admin/organizations');
  },
};

/** The list fails: a message and Try again, which asks again. */
export const LoadFailedThenRetry: Story = {
  args: {
    handlers: signedIn(
      'SUPER_ADMIN',
      list((params, call) => (call === 1 ? 'fail' : filtered(params))),
    ),
  },
  play: async () => {
    await expect(await body().findByText('The organizations could not be loaded.')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Try again' }));
    await findTable();
    await expect(body().getByText('8 organizations')).toBeVisible();
  },
};

async function expandHarbor() {
  await findTable();
  const toggle = body().getByRole('button', { name: 'Show details of Harbor Academy' });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveFocus();
  return toggle;
}

const expanding = sentRequests();
/** A row expanded (wide): its own call, then members, invitations, licences and subscription. */
export const RowExpanded: Story = {
  args: {
    onSent: expanding.onSent,
    handlers: signedIn(
      'SUPER_ADMIN',
      list(filtered),
      answer('get', '/admin/organizations/{organizationId}', wireHarborDetails(NOW)),
    ),
  },
  play: async () => {
    const toggle = await expandHarbor();
    const panel = await body().findByRole('region', { name: 'Details of Harbor Academy' });
    await expect(toggle).toHaveAttribute('aria-controls', panel.id);
    for (const heading of ['Members', 'Pending invitations', 'Licenses', 'Subscription']) {
      await expect(await within(panel).findByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(within(panel).getByText('kai@harbor-academy.example')).toBeVisible();
    await expect(within(panel).getByText('mara@harbor-academy.example')).toBeVisible();
    await expect(expanding.holder.sent.map((request) => new URL(request.url).pathname)).toContain(
      `/admin-console/v1/admin/organizations/${HARBOR.id}`,
    );
  },
};

/** The same at 375 px: a section under the card. */
export const RowExpandedNarrow: Story = {
  ...RowExpanded,
  args: {
    handlers: signedIn(
      'SUPER_ADMIN',
      list(filtered),
      answer('get', '/admin/organizations/{organizationId}', wireHarborDetails(NOW)),
    ),
  },
  globals: narrow,
  play: async () => {
    await expandHarbor();
    const panel = await body().findByRole('region', { name: 'Details of Harbor Academy' });
    await expect(await within(panel).findByRole('heading', { name: 'Subscription' })).toBeVisible();
  },
};

/** An expanded row's call fails: a message in the panel and Try again. */
export const RowDetailsFail: Story = {
  args: {
    handlers: signedIn('SUPER_ADMIN', list(filtered), fail('get', '/admin/organizations/{organizationId}')),
  },
  play: async () => {
    await expandHarbor();
    const panel = await body().findByRole('region', { name: 'Details of Harbor Academy' });
    await expect(
      await within(panel).findByText('The details of Harbor Academy could not be loaded.'),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An expanded row's details on their way. */
export const RowDetailsLoading: Story = {
  args: {
    handlers: signedIn('SUPER_ADMIN', list(filtered), hang('get', '/admin/organizations/{organizationId}')),
  },
  play: async () => {
    await expandHarbor();
    await expect(
      await body().findByRole('status', { name: 'Loading details of Harbor Academy' }),
    ).toBeVisible();
  },
};

const MANY = wireManyOrganizationRows(NOW, 12);
const paged = (params: URLSearchParams): ListAnswer => {
  const cursor = params.get('cursor');
  return cursor === 'page-2'
    ? wireOrganizationPage(MANY.slice(10), { total: 12, previous_cursor: 'page-1' })
    : wireOrganizationPage(MANY.slice(0, 10), { total: 12, next_cursor: 'page-2' });
};
const paging = sentRequests();
/** Two pages: Next and Previous send the server's cursors and say which rows show. */
export const Paging: Story = {
  args: { onSent: paging.onSent, handlers: signedIn('SUPER_ADMIN', list(paged)) },
  play: async () => {
    await findTable();
    await expect(body().getByText('12 organizations')).toBeVisible();
    await expect(body().getByText('1–10 of 12')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(body().getByRole('button', { name: 'Next page' }));
    await expect(await body().findByText('11–12 of 12')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(address()).toBe('/admin/organizations?cursor=page-2');
    await userEvent.click(body().getByRole('button', { name: 'Previous page' }));
    await expect(await body().findByText('1–10 of 12')).toBeVisible();
    await expect(listQueries(paging.holder.sent)).toEqual(['', '?cursor=page-2', '?cursor=page-1']);
    await userEvent.selectOptions(body().getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(listQueries(paging.holder.sent).at(-1)).toBe('?limit=25'));
  },
};

/** The row actions open the platform admin's dialogs for the row clicked. */
export const RowActionsOpenDialogs: Story = {
  play: async () => {
    await findTable();
    await userEvent.click(body().getByRole('button', { name: 'Edit license count of Harbor Academy' }));
    const edit = await body().findByRole('dialog', { name: 'Edit Pod Admin License Count' });
    await expect(within(edit).getByLabelText('Pod Admin License Count')).toHaveValue('2');
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(body().getByRole('button', { name: 'Delete trial licenses of Harbor Academy' }));
    const remove = await body().findByRole('dialog', { name: 'Delete trial licenses' });
    await expect(remove).toHaveTextContent('3 trial licenses of Harbor Academy will be deleted.');
  },
};

const outsider = sentRequests();
/** Anybody but a platform admin: "Page not found" at the address, no link, no call (spec §6). */
export const NotAPlatformAdmin: Story = {
  args: { onSent: outsider.onSent, handlers: signedIn('USER', list(filtered)) },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(body().queryByRole('link', { name: 'Organizations' })).toBeNull();
    await expect(body().queryByRole('heading', { name: 'Organizations' })).toBeNull();
    await expect(listQueries(outsider.holder.sent)).toEqual([]);
  },
};

/** The same at 375 px, the drawer open: no Organizations link there either. */
export const NotAPlatformAdminNarrow: Story = {
  args: { handlers: signedIn('USER', list(filtered)) },
  globals: narrow,
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Open navigation' }));
    await expect(await body().findByRole('link', { name: 'Licenses' })).toBeVisible();
    await expect(body().queryByRole('link', { name: 'Organizations' })).toBeNull();
  },
};
