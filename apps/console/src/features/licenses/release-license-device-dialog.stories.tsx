import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReleaseLicenseDeviceDialog } from './release-license-device-dialog';

const meta = {
  title: 'Licences/Release device dialog',
  component: ReleaseLicenseDeviceDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(), device: 'Studio iPad 3', identifier: 'Studio iPad' },
} satisfies Meta<typeof ReleaseLicenseDeviceDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Confirm: names the device and the licence, and says the same link can claim it again. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Release Studio iPad 3?' })).toBeVisible();
    await expect(body().getByText('License of Studio iPad')).toBeVisible();
    await expect(
      body().getByText('The device stops using this license and the same link can claim it again.'),
    ).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Release device' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Releasing: the spinner; neither button nor Escape can interrupt. */
export const Releasing: Story = {
  args: { releasing: true },
  play: async ({ args }) => {
    const confirm = await body().findByRole('button', { name: 'Release device' });
    await expect(confirm).toBeDisabled();
    await expect(within(confirm).getByTestId('spinner')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
