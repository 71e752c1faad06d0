import { SERVICE_ACCOUNT_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RevokeServiceAccountDialog } from './revoke-service-account-dialog';
import { SUPPORT_DASHBOARD } from './service-accounts-fixtures';

const meta = {
  title: 'Organization Settings/Revoke service account',
  component: RevokeServiceAccountDialog,
  args: { account: SUPPORT_DASHBOARD, onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof RevokeServiceAccountDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Revoke asks first, saying what stops working. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(
      await body().findByRole('heading', { name: `Revoke ${SUPPORT_DASHBOARD.name}?` }),
    ).toBeVisible();
    await expect(body().getByText(SERVICE_ACCOUNT_MESSAGES.revokeConsequence)).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Revoke' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(SUPPORT_DASHBOARD);
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Revoking: the buttons wait and the dialog stays. */
export const Revoking: Story = {
  args: { revoking: true },
  play: async ({ args }) => {
    const revoke = await body().findByRole('button', { name: 'Revoke' });
    await expect(revoke).toBeDisabled();
    await expect(within(revoke).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
