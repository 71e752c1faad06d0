import { licenseCountHint } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditLicenseCountDialog } from './edit-license-count-dialog';

const meta = {
  title: 'Organizations (admin)/Edit Pod Admin License Count dialog',
  component: EditLicenseCountDialog,
  args: {
    open: true,
    onClose: fn(),
    onSave: fn(),
    organizationName: 'Analytical Engines',
    licenseCount: 5,
    assigned: 3,
  },
} satisfies Meta<typeof EditLicenseCountDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
// Dialogs portal to <body>; the Headless UI root has no size, so assertions are on its content.
const body = () => within(document.body);
const HINT = licenseCountHint(3);
const field = () => body().findByLabelText('Pod Admin License Count');

/** Valid: starts at the current count with the hint as its description, focused; Save sends the new count. */
export const Valid: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Edit Pod Admin License Count' })).toBeVisible();
    await expect(body().getByText('Analytical Engines')).toBeVisible();
    const input = await field();
    await expect(input).toHaveValue('5');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(HINT);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(body().getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(12);
  },
};

/** Exactly the assigned count is allowed; Enter saves. */
export const EqualToAssigned: Story = {
  play: async ({ args }) => {
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(3);
  },
};

/** Below the assigned licences: the hint turns into the error, Save is disabled; back up, it is a hint again. */
export const BelowAssigned: Story = {
  play: async ({ args }) => {
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(HINT);
    await expect(body().getByText(HINT)).toHaveClass('text-danger-fg');
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(input, '0');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(body().getByText(HINT)).not.toHaveClass('text-danger-fg');
    await expect(body().getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A count that already starts below the assigned licences shows so at once. */
export const StartsBelowAssigned: Story = {
  args: { licenseCount: 0, assigned: 2 },
  play: async () => {
    const input = await field();
    await expect(input).toHaveValue('0');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(licenseCountHint(2));
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Empty: no error yet, the hint stays, Save disabled. */
export const Empty: Story = {
  play: async () => {
    const input = await field();
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription(HINT);
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Above the contract's maximum: its message, Save disabled. */
export const AboveMaximum: Story = {
  play: async () => {
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '1000001');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Must be at most 1,000,000 licenses');
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Non-numeric input is refused: ".", "-", "e", "x", "1.5" typed or pasted leave the value as it was. */
export const NonNumericRefused: Story = {
  play: async () => {
    const input = (await field()) as HTMLInputElement;
    for (const text of ['.', '-', 'e', 'x', ' ']) {
      await userEvent.type(input, text);
      await expect(input).toHaveValue('5');
    }
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.paste('1.5');
    await expect(input).toHaveValue('7');
    await userEvent.paste('-3');
    await expect(input).toHaveValue('7');
    // Keystroke by keystroke, only the digits of "1.5" get in.
    await userEvent.type(input, '1.5');
    await expect(input).toHaveValue('715');
    // A refused key leaves the caret where it was.
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('x');
    await waitFor(() => expect(input.selectionStart).toBe(1));
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('7015');
  },
};

/** Saving: the spinner (spec §9: 30 px), Save and Cancel disabled, Escape does not close, the value stays. */
export const Saving: Story = {
  args: { saving: true, initialValue: '8' },
  play: async ({ args }) => {
    const save = await body().findByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(within(save).getByTestId('spinner')).toHaveStyle({ width: '30px' });
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(await field()).toHaveValue('8');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape close it (controlled: onClose); nothing is saved. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.type(await field(), '0');
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Narrow (375 px): the field, the hint and both buttons stay on screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const input = (await field()).getBoundingClientRect();
    await expect(input.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(body().getByText(HINT)).toBeVisible();
    for (const name of ['Cancel', 'Save']) {
      const button = body().getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(button.left).toBeGreaterThanOrEqual(0);
    }
  },
};

/** Narrow, below the assigned licences: the error fits too. */
export const NarrowBelowAssigned: Story = {
  ...Narrow,
  args: { licenseCount: 0, assigned: 3 },
  play: async () => {
    await expect(await field()).toHaveAttribute('aria-invalid', 'true');
    const hint = body().getByText(HINT).getBoundingClientRect();
    await expect(hint.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
