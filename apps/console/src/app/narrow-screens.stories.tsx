import { MESSAGES } from '@pod-console/hooks/domain';
import { wireActivityEntry, wireActivityPage, wireLicense } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  EXPIRED_INVITATION,
  GRACE_MEMBER,
  LINUS_MEMBER,
  PENDING_INVITATION,
  wireInvitation,
  wireMember,
} from '../features/organization-settings/organization-settings-fixtures';
import {
  wireOrganizationPage,
  wireOrganizationRows,
} from '../features/admin-organizations/admin-organizations-fixtures';
import { WIRE_PRICING, wireSubscription } from '../testing/billing-fixtures';
import {
  ADA,
  TERMS_DOCUMENT,
  WIRE_ACTIVE_SUBSCRIPTION,
  wireOrganization,
  wireUser,
} from '../testing/fixtures';
import { answer } from '../testing/story-api';
import { StoryApp } from '../testing/story-app';
import { STORY_VIEWPORTS } from '../testing/story-viewport';

// Every screen of the shell on a 375 px phone (docs/decisions/0014-narrow-tables.md): nothing is wider than the
// screen, so the page never scrolls sideways, and every control (each table row's actions above all) lies
// inside it, where a thumb or the keyboard reaches it.

const WIDTH = STORY_VIEWPORTS.narrow.width;

/** Long identifiers, every status, both types: the widest rows Home shows. */
const MANY_LICENSES = Array.from({ length: 30 }, (_, index) =>
  wireLicense({
    id: `lic-${index + 1}`,
    identifier: `Reception desk tablet, second floor, east wing ${index + 1}`,
    license_key_hash: index % 2 === 0 ? `key-${index + 1}` : null,
    trial: index % 3 === 0,
    expires_at: index % 3 === 0 ? '2099-12-31T00:00:00Z' : index % 5 === 0 ? '2020-01-01T00:00:00Z' : null,
  }),
);

const signedIn = (organization = wireOrganization()): RequestHandler[] => [
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer('get', '/organizations/{organizationId}', organization),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
  answer('get', '/external/subscription/pricing', WIRE_PRICING),
];

const meta = {
  title: 'App/Narrow screens',
  component: StoryApp,
  parameters: { toaster: false },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { handlers: signedIn() },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Inside the screen from left to right (a pixel of rounding allowed). */
async function expectInsideTheScreen(element: Element, what: string) {
  const { left, right } = element.getBoundingClientRect();
  await expect(left, `${what} starts on screen`).toBeGreaterThanOrEqual(-0.5);
  await expect(right, `${what} ends on screen`).toBeLessThanOrEqual(WIDTH + 0.5);
}

/**
 * The page is no wider than the screen, and every visible button, link and field lies inside it.
 * `document.documentElement.scrollWidth` is what scrolls sideways when it exceeds the window.
 */
async function expectNothingWiderThanTheScreen() {
  await expect(window.innerWidth).toBe(WIDTH);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(WIDTH);
  const controls = document.body.querySelectorAll('button, a[href], input, select, textarea');
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // not rendered (a closed menu, a hidden header)
    await expectInsideTheScreen(
      control,
      control.getAttribute('aria-label') ?? control.textContent ?? control.tagName,
    );
  }
}

/** Each action button is visible and inside the screen. */
async function expectActionsReachable(names: readonly string[]) {
  for (const name of names) {
    const action = body().getByRole('button', { name });
    await expect(action).toBeVisible();
    await expectInsideTheScreen(action, name);
  }
}

/** Home with 30 licences with long identifiers: one card per licence, its three actions on screen. */
export const HomeWithManyLicenses: Story = {
  parameters: { route: '/' },
  args: { handlers: signedIn(wireOrganization({ licenses: MANY_LICENSES })) },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const table = await body().findByRole('table', { name: /Pod Creator licenses/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
    await expectNothingWiderThanTheScreen();
    const firstPage = MANY_LICENSES.slice(0, 10).map((license) => license.identifier);
    await expectActionsReachable(
      firstPage.flatMap((label) => [
        `Edit identifier of ${label}`,
        `QR / Link of ${label}`,
        `Revoke license of ${label}`,
      ]),
    );
    await expectActionsReachable(['Previous page', 'Next page']);
  },
};

/**
 * Home on a phone: the status, claimed and type filters fold behind one "Filters" button beside the search, so the
 * first licence shows without scrolling; opening it shows them, and its name counts the filters set.
 */
export const HomeFiltersFoldOnAPhone: Story = {
  parameters: { route: '/' },
  args: { handlers: signedIn(wireOrganization({ licenses: MANY_LICENSES })) },
  play: async () => {
    const table = await body().findByRole('table', { name: /Pod Creator licenses/ });
    const firstLicence = within(table).getAllByRole('row')[0]!;
    await expect(firstLicence.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await expect(body().getByRole('searchbox', { name: 'Search licenses' })).toBeVisible();
    const filters = body().getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    for (const label of ['Status', 'Claimed', 'Type'])
      await expect(body().getByLabelText(label)).not.toBeVisible();

    await userEvent.click(filters);
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(filters.getAttribute('aria-controls')!)!;
    for (const label of ['Status', 'Claimed', 'Type']) {
      await expect(within(panel).getByLabelText(label)).toBeVisible();
    }
    await userEvent.selectOptions(body().getByLabelText('Claimed'), 'claimed');
    await expect(await body().findByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await userEvent.selectOptions(body().getByLabelText('Type'), 'trial');
    await expect(await body().findByRole('button', { name: 'Filters (2)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNothingWiderThanTheScreen();

    await userEvent.click(body().getByRole('button', { name: 'Filters (2)' }));
    await expect(body().getByLabelText('Claimed')).not.toBeVisible();
  },
};

/** Plan & Billing: the current plan and the plan picker. */
export const PlanAndBilling: Story = {
  parameters: { route: '/billing' },
  args: {
    handlers: [
      answer('get', '/organizations/{organizationId}/subscription', { subscription: wireSubscription() }),
      ...signedIn(),
    ],
  },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Plan & Billing' })).toBeVisible();
    await expect(await body().findByRole('region', { name: 'Current Plan' })).toBeVisible();
    await expectNothingWiderThanTheScreen();
  },
};

/** Organization Settings with members and invitations: a card per person, Remove and Details on screen. */
export const OrganizationSettingsWithMembersAndInvitations: Story = {
  parameters: { route: '/settings/organization' },
  args: {
    handlers: signedIn(
      wireOrganization({
        organization_users: [
          wireMember({ id: ADA.id, email: ADA.email, firstName: ADA.firstName, lastName: ADA.lastName }),
          wireMember(GRACE_MEMBER),
          wireMember(LINUS_MEMBER),
        ],
        pending_invitations: [wireInvitation(PENDING_INVITATION, 5), wireInvitation(EXPIRED_INVITATION, -3)],
      }),
    ),
  },
  play: async () => {
    await expect(
      await body().findByRole('heading', { level: 1, name: 'Organization Settings' }),
    ).toBeVisible();
    await body().findByRole('table', { name: 'Pending Members' });
    await expectNothingWiderThanTheScreen();
    await expectActionsReachable([
      'Invite Member',
      'Remove Grace Hopper',
      'Remove Linus Torvalds',
      `Details for ${PENDING_INVITATION.email}`,
      `Details for ${EXPIRED_INVITATION.email}`,
    ]);
    // The longest address of the fixtures stays inside its card.
    await expectInsideTheScreen(body().getByText(LINUS_MEMBER.email), LINUS_MEMBER.email);
  },
};

/** Personal Settings: the name form. */
export const PersonalSettings: Story = {
  parameters: { route: '/settings/personal' },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Personal Settings' })).toBeVisible();
    await expect(body().getByLabelText('First Name')).toHaveValue('Ada');
    await expectNothingWiderThanTheScreen();
  },
};

/** Organizations (platform admin): a card per organization, its details toggle and both actions on screen. */
export const AdminOrganizations: Story = {
  parameters: { route: '/admin/organizations' },
  args: {
    handlers: [
      answer('get', '/users/current-user', wireUser({ system_role: 'SUPER_ADMIN' })),
      answer('get', '/admin/organizations', wireOrganizationPage(wireOrganizationRows(new Date()))),
      ...signedIn(),
    ],
  },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await body().findByRole('table', { name: 'Organizations' });
    await expectNothingWiderThanTheScreen();
    await expectActionsReachable(
      ['Nowhere Guild', 'Harbor Academy', 'Analytical Engines'].flatMap((name) => [
        `Show details of ${name}`,
        `Edit license count of ${name}`,
        `Delete trial licenses of ${name}`,
      ]),
    );
    await expectActionsReachable(['Previous page', 'Next page']);
  },
};

/** Activity: a card per entry with long subjects and changes; the filters, Export CSV and paging on screen. */
export const Activity: Story = {
  parameters: { route: '/activity' },
  args: {
    handlers: [
      answer(
        'get',
        '/organizations/{organizationId}/activity',
        wireActivityPage({
          items: [
            wireActivityEntry({
              id: '00000000-0000-4000-8000-000000000901',
              subject: 'Reception desk tablet, second floor, east wing 12',
              after: { identifier: 'Reception desk tablet, second floor, east wing 12' },
            }),
            wireActivityEntry({
              id: '00000000-0000-4000-8000-000000000902',
              kind: 'member.role_changed',
              subject: 'linus.torvalds.with.a.long.address@example.com',
              before: { role: 'ADMIN' },
              after: { role: 'LICENSE_MANAGER' },
            }),
          ],
          next_cursor: 'next',
        }),
      ),
      ...signedIn(),
    ],
  },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await body().findByText('Role: Admin → License manager');
    await expectNothingWiderThanTheScreen();
    await expectActionsReachable(['Export CSV', 'Next page']);
  },
};

/** Not found. */
export const NotFound: Story = {
  parameters: { route: '/404' },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeVisible();
    await expectNothingWiderThanTheScreen();
    await expectInsideTheScreen(body().getByRole('link', { name: 'Go to Home' }), 'Go to Home');
  },
};
