import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BABBAGE_AND_CO, DIFFERENCE_LTD } from './admin-dialog-fixtures';
import { DeleteTrialLicensesDialog } from './delete-trial-licenses-dialog';

const meta = {
  title: 'Organizations (admin)/Delete trial licenses dialog',
  component: DeleteTrialLicensesDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    organizationName: DIFFERENCE_LTD.name,
    trialLicenseCount: DIFFERENCE_LTD.trialLicenseCount,
    assignedTrialLicenseCount: DIFFERENCE_LTD.assignedTrialLicenseCount,
  },
} satisfies Meta<typeof DeleteTrialLicensesDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
// Dialogs portal to <body>; the Headless UI root has no size, so assertions are on its content.
const body = () => within(document.body);

/** Confirm, some of them assigned: both sentences; Cancel has the focus (the safer default). */
export const ConfirmWithAssigned: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Delete trial licenses' })).toBeVisible();
    await expect(body().getByText('4 trial licenses of Difference Ltd will be deleted.')).toBeVisible();
    await expect(
      body().getByText('2 of them are assigned: the people holding them lose them.'),
    ).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Enter on the focused Cancel closes: the destructive action is never one key away.
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(body().getByRole('button', { name: 'Delete trial licenses' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Confirm, one trial licence, nobody holds it: singular, no second sentence. */
export const ConfirmWithoutAssigned: Story = {
  args: {
    organizationName: BABBAGE_AND_CO.name,
    trialLicenseCount: BABBAGE_AND_CO.trialLicenseCount,
    assignedTrialLicenseCount: BABBAGE_AND_CO.assignedTrialLicenseCount,
  },
  play: async ({ args }) => {
    await expect(await body().findByText('1 trial license of Babbage & Co will be deleted.')).toBeVisible();
    await expect(body().queryByText(/assigned/)).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Delete trial licenses' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** One of several is assigned: singular second sentence. */
export const OneOfThemAssigned: Story = {
  args: { trialLicenseCount: 3, assignedTrialLicenseCount: 1 },
  play: async () => {
    await expect(
      await body().findByText('3 trial licenses of Difference Ltd will be deleted.'),
    ).toBeVisible();
    await expect(body().getByText('1 of them is assigned: the person holding it loses it.')).toBeVisible();
  },
};

/** Deleting: the spinner (spec §9: 30 px); neither button nor Escape can interrupt. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ args }) => {
    const remove = await body().findByRole('button', { name: 'Delete trial licenses' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await expect(within(remove).getByTestId('spinner')).toHaveStyle({ width: '30px' });
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Escape closes it (controlled: onClose). */
export const Escape: Story = {
  play: async ({ args }) => {
    await body().findByRole('heading', { name: 'Delete trial licenses' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Narrow (375 px): the text wraps and both buttons stay on screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const text = (
      await body().findByText('2 of them are assigned: the people holding them lose them.')
    ).getBoundingClientRect();
    await expect(text.right).toBeLessThanOrEqual(window.innerWidth);
    for (const name of ['Cancel', 'Delete trial licenses']) {
      const button = body().getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(button.left).toBeGreaterThanOrEqual(0);
    }
  },
};
