import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegenerateLicenseLinkDialog } from './regenerate-license-link-dialog';

const meta = {
  title: 'Licences/Regenerate link dialog',
  component: RegenerateLicenseLinkDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(), identifier: 'Field kit' },
} satisfies Meta<typeof RegenerateLicenseLinkDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Confirm: says that the old link and QR code stop working. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(
      await body().findByRole('heading', { name: 'Regenerate the link of Field kit?' }),
    ).toBeVisible();
    await expect(body().getByText(/current link and its QR code stop working at once/)).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Regenerate link' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Regenerating: the spinner; neither button nor Escape can interrupt. */
export const Regenerating: Story = {
  args: { regenerating: true },
  play: async ({ args }) => {
    const confirm = await body().findByRole('button', { name: 'Regenerate link' });
    await expect(confirm).toBeDisabled();
    await expect(within(confirm).getByTestId('spinner')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
