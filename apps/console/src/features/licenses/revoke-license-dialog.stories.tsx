import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RevokeLicenseDialog } from './revoke-license-dialog';

const meta = {
  title: 'Licences/Revoke License dialog',
  component: RevokeLicenseDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(), identifier: 'Studio iPad' },
} satisfies Meta<typeof RevokeLicenseDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Revoke, confirm. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Revoke License' })).toBeVisible();
    await expect(body().getByText('Studio iPad')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Revoke' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Revoking: the spinner; neither button nor Escape can interrupt. */
export const Revoking: Story = {
  args: { revoking: true },
  play: async ({ args }) => {
    const revoke = await body().findByRole('button', { name: 'Revoke' });
    await expect(revoke).toBeDisabled();
    await expect(within(revoke).getByTestId('spinner')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
