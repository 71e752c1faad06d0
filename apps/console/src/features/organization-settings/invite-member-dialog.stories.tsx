import {
  DEFAULT_MEMBER_ROLE,
  INVITATION_OUTCOME_LABELS,
  INVITE_ADDRESS_MESSAGES,
  ROLE_LABELS,
  VALIDATION_MESSAGES,
} from '@pod-console/hooks/domain';
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
const addresses = () => body().getByLabelText('Email addresses');

/** Invite to Organization, empty ("Email is required"); the default role is chosen. */
export const Empty: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Invite to Organization' })).toBeVisible();
    await waitFor(() => expect(addresses()).toHaveFocus());
    await expect(body().getByRole('radio', { name: ROLE_LABELS[DEFAULT_MEMBER_ROLE] })).toBeChecked();
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    await expect(body().getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(addresses()).toHaveAccessibleDescription(VALIDATION_MESSAGES.emailRequired);
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/**
 * Invite to Organization, an address without "@" among valid ones: "Invalid email format" naming it; the message
 * clears on typing, and once corrected every address goes with the chosen role.
 */
export const InvalidAddress: Story = {
  play: async ({ args }) => {
    const field = await body().findByLabelText('Email addresses');
    await userEvent.type(field, 'grace@example.com, alan.example.com');
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    const message = INVITE_ADDRESS_MESSAGES.invalidIn(['alan.example.com']);
    await expect(body().getByText(message)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(message);
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.type(field, 'x');
    await expect(body().queryByText(message)).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, ' grace@example.com,\nalan@example.com  GRACE@example.com');
    await userEvent.click(body().getByRole('radio', { name: 'Billing' }));
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      emails: ['grace@example.com', 'alan@example.com'],
      role: 'BILLING',
    });
    // For the picture: the message state.
    await userEvent.clear(field);
    await userEvent.type(field, 'grace@example.com, alan.example.com');
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
  },
};

/** Invite to Organization, sending: the buttons and the roles wait, Escape does not close, the text stays. */
export const Sending: Story = {
  args: {
    sending: true,
    defaultEmails: 'margaret@example.com\nalan@example.com',
    defaultRole: 'LICENSE_MANAGER',
  },
  play: async ({ args }) => {
    const send = await body().findByRole('button', { name: 'Send Invitation' });
    await expect(send).toBeDisabled();
    await expect(within(send).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body().getByRole('radio', { name: 'License manager' })).toBeChecked();
    await expect(body().getByRole('radio', { name: 'License manager' })).toBeDisabled();
    await expect(addresses()).toHaveValue('margaret@example.com\nalan@example.com');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Invite to Organization, sent: what became of each address; Done closes. */
export const Results: Story = {
  args: {
    results: [
      { email: 'margaret@example.com', outcome: 'invited', invitationId: 'invitation-margaret' },
      { email: 'grace@example.com', outcome: 'already_member', invitationId: null },
      { email: 'alan@example.com', outcome: 'already_invited', invitationId: null },
    ],
  },
  play: async ({ args }) => {
    const list = await body().findByRole('list', { name: 'Invitation results' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `margaret@example.com${INVITATION_OUTCOME_LABELS.invited}`,
      `grace@example.com${INVITATION_OUTCOME_LABELS.already_member}`,
      `alan@example.com${INVITATION_OUTCOME_LABELS.already_invited}`,
    ]);
    await expect(body().queryByLabelText('Email addresses')).toBeNull();
    const done = body().getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    await userEvent.click(done);
    await expect(args.onClose).toHaveBeenCalledOnce();
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

/** At 375 px: the addresses, the roles and both buttons fit. */
export const Narrow: Story = {
  args: { defaultEmails: 'margaret@example.com' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const send = await body().findByRole('button', { name: 'Send Invitation' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
