import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACME } from '../../testing/fixtures';
import { LeaveOrganizationDialog } from './leave-organization-dialog';

const meta = {
  title: 'Organization Settings/Leave organization',
  component: LeaveOrganizationDialog,
  args: { open: true, organizationName: ACME.name, onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof LeaveOrganizationDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Leaving asks first, and says that only a new invitation brings you back. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Leave organization' })).toBeVisible();
    await expect(body().getByText(/You will no longer manage/)).toHaveTextContent(
      'Leave Acme Robotics? You will no longer manage or see its licenses, members or billing. To come back, a member must invite you again.',
    );
    await userEvent.click(body().getByRole('button', { name: 'Leave' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Leaving: the buttons wait and the dialog stays. */
export const Leaving: Story = {
  args: { leaving: true },
  play: async ({ args }) => {
    const leave = await body().findByRole('button', { name: 'Leave' });
    await expect(leave).toBeDisabled();
    await expect(within(leave).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
