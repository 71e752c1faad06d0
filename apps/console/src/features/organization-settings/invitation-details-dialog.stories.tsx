import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvitationDetailsDialog } from './invitation-details-dialog';
import { EXPIRED_INVITATION, NOW, PENDING_INVITATION } from './organization-settings-fixtures';

const meta = {
  title: 'Organization Settings/Invitation Details',
  component: InvitationDetailsDialog,
  args: { invitation: PENDING_INVITATION, now: NOW, onClose: fn(), onCancelInvitation: fn() },
} satisfies Meta<typeof InvitationDetailsDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Invitation Details open, a pending invitation; Cancel Invitation asks to cancel it. */
export const PendingInvitation: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Invitation Details' })).toBeVisible();
    await expect(body().getByText('margaret@example.com')).toBeVisible();
    await expect(body().getByText('Pending')).toBeVisible();
    await expect(body().getByText('Expires on').nextElementSibling).toHaveTextContent('Nov 28, 2026');
    await userEvent.click(body().getByRole('button', { name: 'Cancel Invitation' }));
    await expect(args.onCancelInvitation).toHaveBeenCalledWith(PENDING_INVITATION);
  },
};

/** Invitation Details, an expired invitation (red). */
export const ExpiredInvitation: Story = {
  args: { invitation: EXPIRED_INVITATION },
  play: async () => {
    await expect(await body().findByText('Expired')).toHaveClass('text-red-700');
    await expect(body().getByText('Expired on').nextElementSibling).toHaveTextContent('Nov 20, 2026');
  },
};

/** Pending Members, cancelling: the buttons wait and the dialog stays. */
export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ args }) => {
    const cancel = await body().findByRole('button', { name: 'Cancel Invitation' });
    await expect(cancel).toBeDisabled();
    await expect(within(cancel).getByTestId('spinner')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
