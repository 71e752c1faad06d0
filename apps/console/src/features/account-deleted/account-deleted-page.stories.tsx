import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountDeletedPage } from './account-deleted-page';

const meta = {
  title: 'Account deleted',
  component: AccountDeletedPage,
  parameters: { route: '/account-deleted' },
} satisfies Meta<typeof AccountDeletedPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Account deleted: says so, and that the person is signed out; its link loads the console afresh, to sign in. */
export const AccountDeleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: MESSAGES.accountDeleted, level: 1 })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('You are signed out.');
    await expect(canvas.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/');
  },
};

/** Account deleted at 375 px: the card fits the screen. */
export const AccountDeletedNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: MESSAGES.accountDeleted, level: 1 });
    await expect(heading).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Go to sign-in' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
