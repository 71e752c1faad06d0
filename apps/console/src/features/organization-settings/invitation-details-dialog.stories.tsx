import { permissionDeniedMessage } from '@pod-console/hooks/domain';
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

/**
 * Invitation Details open, a pending invitation: its role, who invited, when it was last sent, its status and
 * expiry; Cancel Invitation asks to cancel it.
 */
export const PendingInvitation: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Invitation Details' })).toBeVisible();
    await expect(body().getByText('margaret@example.com')).toBeVisible();
    await expect(body().getByText('Role').nextElementSibling).toHaveTextContent('Admin');
    await expect(body().getByText('Invited by').nextElementSibling).toHaveTextContent('Ada Lovelace');
    await expect(body().getByText('Last sent').nextElementSibling).toHaveTextContent('Nov 21, 2026');
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
    await expect(await body().findByText('Expired')).toHaveClass('text-danger-fg');
    await expect(body().getByText('Expired on').nextElementSibling).toHaveTextContent('Nov 20, 2026');
  },
};

/** Invitation Details, whoever invited is gone: no "Invited by" line. */
export const InviterGone: Story = {
  args: { invitation: { ...PENDING_INVITATION, invitedByName: null } },
  play: async () => {
    await expect(await body().findByText('Role')).toBeVisible();
    await expect(body().queryByText('Invited by')).toBeNull();
  },
};

/** Invitation Details seen by a License manager: Cancel Invitation stays, disabled, with the reason. */
export const CancelRefusedToTheRole: Story = {
  args: { cancelBlockedBecause: permissionDeniedMessage('LICENSE_MANAGER', 'members:manage') },
  play: async ({ args }) => {
    const cancel = await body().findByRole('button', { name: 'Cancel Invitation' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription(
      permissionDeniedMessage('LICENSE_MANAGER', 'members:manage'),
    );
    await userEvent.click(cancel);
    await expect(args.onCancelInvitation).not.toHaveBeenCalled();
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
