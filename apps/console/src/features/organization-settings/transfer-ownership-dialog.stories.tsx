import { ROLE_DESCRIPTIONS } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACME } from '../../testing/fixtures';
import { GRACE_MEMBER } from './organization-settings-fixtures';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

const meta = {
  title: 'Organization Settings/Transfer ownership',
  component: TransferOwnershipDialog,
  args: { member: GRACE_MEMBER, organizationName: ACME.name, onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof TransferOwnershipDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Transfer ownership asks first and says what happens: Grace becomes the Owner, you an Admin. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Transfer ownership' })).toBeVisible();
    await expect(body().getByText(/the Owner of Acme Robotics\?/)).toHaveTextContent(
      'Make Grace Hopper (grace@example.com) the Owner of Acme Robotics?',
    );
    await expect(body().getByText(/^Grace Hopper becomes Owner/)).toHaveTextContent(
      `Grace Hopper becomes Owner: ${ROLE_DESCRIPTIONS.OWNER}`,
    );
    await expect(body().getByText(/^You become Admin/)).toHaveTextContent(
      `You become Admin: ${ROLE_DESCRIPTIONS.ADMIN}`,
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(body().getByRole('button', { name: 'Transfer ownership' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(GRACE_MEMBER);
  },
};

/** Transferring: the buttons wait and the dialog stays. */
export const Transferring: Story = {
  args: { transferring: true },
  play: async ({ args }) => {
    const transfer = await body().findByRole('button', { name: 'Transfer ownership' });
    await expect(transfer).toBeDisabled();
    await expect(within(transfer).getByTestId('spinner')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** At 375 px the explanation and both buttons fit. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const transfer = await body().findByRole('button', { name: 'Transfer ownership' });
    await expect(transfer.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
