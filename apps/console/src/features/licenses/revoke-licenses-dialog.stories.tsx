import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RevokeLicensesDialog } from './revoke-licenses-dialog';

const meta = {
  title: 'Licences/Revoke selected licenses dialog',
  component: RevokeLicensesDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    identifiers: ['Studio iPad', 'Field kit', 'Trial tablet'],
  },
} satisfies Meta<typeof RevokeLicensesDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Three selected: each named, and a destructive confirm that says how many. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Revoke 3 licenses?' })).toBeVisible();
    const listed = within(body().getByRole('list', { name: 'Licenses to revoke' }));
    await expect(listed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Studio iPad',
      'Field kit',
      'Trial tablet',
    ]);
    await expect(body().queryByText(/more$/)).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Revoke 3 licenses' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Many selected: the first five by name, and how many more. */
export const ManySelected: Story = {
  args: { identifiers: Array.from({ length: 1204 }, (_, index) => `Kiosk ${index + 1}`) },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Revoke 1204 licenses?' })).toBeVisible();
    await expect(body().getAllByRole('listitem')).toHaveLength(5);
    await expect(body().getByText('and 1,199 more')).toBeVisible();
  },
};

/** One selected: singular words. */
export const OneSelected: Story = {
  args: { identifiers: ['Studio iPad'] },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Revoke 1 license?' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Revoke 1 license' })).toBeEnabled();
  },
};

/** Revoking: the spinner; neither button nor Escape can interrupt. */
export const Revoking: Story = {
  args: { revoking: true },
  play: async ({ args }) => {
    const revoke = await body().findByRole('button', { name: 'Revoke 3 licenses' });
    await expect(revoke).toBeDisabled();
    await expect(within(revoke).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
