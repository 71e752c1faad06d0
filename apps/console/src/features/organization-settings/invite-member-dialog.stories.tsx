import { VALIDATION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InviteMemberDialog } from './invite-member-dialog';

const meta = {
  title: 'Organization Settings/Invite to Organization',
  component: InviteMemberDialog,
  args: { open: true, onClose: fn(), onInvite: fn() },
} satisfies Meta<typeof InviteMemberDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Invite to Organization, empty ("Email is required"). */
export const Empty: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Invite to Organization' })).toBeVisible();
    await waitFor(() => expect(body().getByLabelText('Email')).toHaveFocus());
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    await expect(body().getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** Invite to Organization, no "@" ("Invalid email format"); the error clears on typing. */
export const NoAtSign: Story = {
  play: async ({ args }) => {
    const email = await body().findByLabelText('Email');
    await userEvent.type(email, 'margaret.example.com{Enter}');
    await expect(body().getByText(VALIDATION_MESSAGES.emailInvalid)).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Invalid email format');
    await userEvent.type(email, 'x');
    await expect(body().queryByText(VALIDATION_MESSAGES.emailInvalid)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'margaret@example.com{Enter}');
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'margaret@example.com' });
    // For the picture: the message state.
    await userEvent.clear(email);
    await userEvent.type(email, 'margaret.example.com{Enter}');
  },
};

/** Invite to Organization, sending: the buttons wait, Escape does not close. */
export const Sending: Story = {
  args: { sending: true, defaultEmail: 'margaret@example.com' },
  play: async ({ args }) => {
    const send = await body().findByRole('button', { name: 'Send Invitation' });
    await expect(send).toBeDisabled();
    await expect(within(send).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape close it. */
export const CancelCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
