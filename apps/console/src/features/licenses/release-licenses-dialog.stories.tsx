import { IDLE_SEAT_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReleaseLicensesDialog } from './release-licenses-dialog';

const meta = {
  title: 'Licences/Release selected dialog',
  component: ReleaseLicensesDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(), identifiers: ['Dock iPad 7', 'Dock iPad 8'] },
} satisfies Meta<typeof ReleaseLicensesDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Confirm: names the seats and says what a release keeps; Release sends it, Cancel does not. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(body().getByRole('heading', { name: 'Release 2 seats?' })).toBeVisible();
    await expect(body().getByText(IDLE_SEAT_MESSAGES.releaseConfirmText)).toBeVisible();
    const list = within(body().getByRole('list', { name: 'Seats to release' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dock iPad 7',
      'Dock iPad 8',
    ]);
    await userEvent.click(body().getByRole('button', { name: 'Release 2 seats' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Many: the first five by name, then how many more. */
export const Many: Story = {
  args: { identifiers: Array.from({ length: 12 }, (_, index) => `Kiosk ${index + 1}`) },
  play: async () => {
    await expect(body().getByRole('heading', { name: 'Release 12 seats?' })).toBeVisible();
    await expect(
      within(body().getByRole('list', { name: 'Seats to release' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(body().getByText('and 7 more')).toBeVisible();
  },
};

/** Releasing: the confirmation waits with its spinner. */
export const Releasing: Story = {
  args: { identifiers: ['Dock iPad 7'], releasing: true },
  play: async () => {
    await expect(body().getByRole('heading', { name: 'Release 1 seat?' })).toBeVisible();
  },
};
