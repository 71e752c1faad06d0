import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TERMS_DOCUMENT, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';

const meta = {
  title: 'Personal Settings/Route',
  component: StoryApp,
  parameters: { toaster: false, route: '/settings/personal' },
  args: {
    handlers: [
      answer('get', '/users/current-user', wireUser()),
      answer('get', '/users/terms-of-service', {
        currentTermsOfService: TERMS_DOCUMENT,
        signedTermsOfService: [TERMS_DOCUMENT],
      }),
      answer('get', '/organizations/{organizationId}', wireOrganization()),
      answer('get', '/organizations/{organizationId}/subscription', { subscription: null }),
    ],
  },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /settings/personal in the shell: the sidebar marks it; the display name is the subheader. */
export const PersonalSettingsInTheShell: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Personal Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(body.getByTestId('personal-subheader')).toHaveTextContent('Ada Lovelace');
    await expect(body.getByLabelText('First Name')).toHaveValue('Ada');
  },
};

/** Narrow (375 px): the same screen under the drawer's toggle. */
export const PersonalSettingsNarrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();
    await expect(body.getByRole('button', { name: /Open navigation/ })).toBeVisible();
  },
};
