import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { TERMS_DOCUMENT, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer } from '../../testing/story-api';
import { sentRequests } from '../../testing/story-providers';
import { StoryApp } from '../../testing/story-app';
import { WIRE_LICENSES } from './license-fixtures';

// The Licences page inside the whole console: the route, the shell, and the sidebar card's "Add Pod Creator"
// opening the same dialog (spec §2).

const handlers = [
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer(
    'get',
    '/organizations/{organizationId}',
    wireOrganization({ license_counts: { POD_ADMIN: 4 }, licenses: WIRE_LICENSES }),
  ),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
  answer('post', '/licenses/assign-member-to-license', { licenseId: 'lic-new' }),
];

const meta = {
  title: 'Licences/In the console',
  component: StoryApp,
  parameters: { toaster: false, route: '/members' },
  args: { handlers },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** spec §2: / is the Licences page too; the sidebar marks Licenses current. */
export const IndexRoute: Story = {
  parameters: { route: '/' },
  play: async () => {
    await expect(await body().findByRole('list', { name: 'License summary' })).toBeVisible();
    await expect(body().getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(body().getByRole('link', { name: 'Licenses' })).toHaveAttribute('aria-current', 'page');
  },
};

const fromSidebar = sentRequests();
/** Wide (1280 px): the sidebar card's "Add Pod Creator" opens "Generate Pod Creator License". */
export const SidebarAddPodCreatorWide: Story = {
  args: { handlers, onSent: fromSidebar.onSent },
  play: async () => {
    const card = within(await body().findByRole('region', { name: 'Organization summary' }));
    await expect(card.getByText('4 / 5 Pod Creators')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Add Pod Creator' }));
    await expect(await body().findByRole('heading', { name: 'Generate Pod Creator License' })).toBeVisible();
    await userEvent.type(body().getByLabelText('Identifier'), 'Stage camera');
    await userEvent.click(body().getByRole('button', { name: 'Next' }));
    await userEvent.click(body().getByRole('radio', { name: 'Link' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expectToast(MESSAGES.success, MESSAGES.assignSucceeded);
    await expect(await body().findByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
    await expect(fromSidebar.holder.sent).toContainEqual(
      expect.objectContaining({ body: expect.objectContaining({ identifier: 'Stage camera' }) }),
    );
  },
};

/** Narrow (375 px): from the drawer's card; the drawer gives way to the dialog, which takes the keyboard. */
export const SidebarAddPodCreatorNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(await body().findByRole('list', { name: 'License summary' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Open navigation' }));
    const card = within(await body().findByRole('region', { name: 'Organization summary' }));
    await userEvent.click(card.getByRole('button', { name: 'Add Pod Creator' }));
    await expect(await body().findByRole('heading', { name: 'Generate Pod Creator License' })).toBeVisible();
    await userEvent.type(body().getByLabelText('Identifier'), 'Stage camera');
    await expect(body().getByLabelText('Identifier')).toHaveValue('Stage camera');
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(body().queryByRole('heading', { name: 'Generate Pod Creator License' })).toBeNull(),
    );
  },
};

/**
 * A shared link opens the same view: the search, filters and order come from the address. Wide (1280 px): the
 * table beside the sidebar, every column in it.
 */
export const ViewFromTheAddress: Story = {
  parameters: { route: '/members?q=i&claimed=claimed&sort=-identifier' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async () => {
    await expect(await body().findByLabelText('Search licenses')).toHaveValue('i');
    await expect(body().getByLabelText('Claimed')).toHaveDisplayValue('Claimed');
    await expect(body().getByText('Showing 2 of 4 licenses')).toBeVisible();
    await expect(
      body()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Trial tablet', 'Studio iPad']);
    await expect(body().getByRole('columnheader', { name: /Identifier/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const table = body().getByRole('table', { name: /Pod Creator licenses/ });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};
