import { ROLE_DESCRIPTIONS } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangeRoleDialog } from './change-role-dialog';
import { GRACE_MEMBER, HEDY_MEMBER } from './organization-settings-fixtures';

const meta = {
  title: 'Organization Settings/Change role',
  component: ChangeRoleDialog,
  args: { member: GRACE_MEMBER, onClose: fn(), onSave: fn() },
} satisfies Meta<typeof ChangeRoleDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/**
 * Change role open on Grace (an Admin): the roles a member can be given, hers chosen, each described; Save waits
 * for another role, then sends it.
 */
export const Open: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Change role' })).toBeVisible();
    await expect(body().getByText('Choose what Grace Hopper (grace@example.com) may do.')).toBeVisible();
    await expect(
      body()
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ADMIN', 'BILLING', 'LICENSE_MANAGER']);
    await expect(body().queryByRole('radio', { name: 'Owner' })).toBeNull();
    const admin = body().getByRole('radio', { name: 'Admin' });
    await expect(admin).toBeChecked();
    await expect(admin).toHaveAccessibleDescription(ROLE_DESCRIPTIONS.ADMIN);
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(body().getByText('License manager'));
    await expect(body().getByRole('radio', { name: 'License manager' })).toBeChecked();
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(GRACE_MEMBER, 'LICENSE_MANAGER');
  },
};

/** Change role, another role chosen with the keyboard: arrow keys move between the roles. */
export const ChosenWithTheKeyboard: Story = {
  args: { member: HEDY_MEMBER },
  play: async ({ args }) => {
    const current = await body().findByRole('radio', { name: 'License manager' });
    await waitFor(() => expect(current).toBeChecked());
    current.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(body().getByRole('radio', { name: 'Billing' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(HEDY_MEMBER, 'BILLING');
  },
};

/** Change role, saving: the buttons wait, the roles are locked, Escape does not close. */
export const Saving: Story = {
  args: { saving: true, defaultRole: 'BILLING' },
  play: async ({ args }) => {
    const save = await body().findByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(within(save).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('radio', { name: 'Billing' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel closes it without a change. */
export const CancelCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
