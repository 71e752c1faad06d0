import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACME } from '../../testing/fixtures';
import { GRACE_MEMBER } from './organization-settings-fixtures';
import { RemoveMemberDialog } from './remove-member-dialog';

const meta = {
  title: 'Organization Settings/Remove Member',
  component: RemoveMemberDialog,
  args: { member: GRACE_MEMBER, organizationName: ACME.name, onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof RemoveMemberDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Members: remove asks first. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Remove Member' })).toBeVisible();
    await expect(body().getByText(/from Acme Robotics\?/)).toHaveTextContent(
      'Remove Grace Hopper (grace@example.com) from Acme Robotics?',
    );
    await userEvent.click(body().getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(GRACE_MEMBER);
  },
};

/** Members, removing: the buttons wait and the dialog stays. */
export const Removing: Story = {
  args: { removing: true },
  play: async ({ args }) => {
    const remove = await body().findByRole('button', { name: 'Remove' });
    await expect(remove).toBeDisabled();
    await expect(within(remove).getByTestId('spinner')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
