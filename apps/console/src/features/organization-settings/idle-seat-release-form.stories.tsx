import { IDLE_SEAT_MESSAGES, permissionDeniedMessage } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdleSeatReleaseForm } from './idle-seat-release-form';

const meta = {
  title: 'Organization Settings/Idle seats form',
  component: IdleSeatReleaseForm,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: { days: null, onSave: fn(async () => undefined) },
} satisfies Meta<typeof IdleSeatReleaseForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const toggle = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('checkbox', { name: IDLE_SEAT_MESSAGES.settingLabel });
const save = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Save idle seats' });

/** Off, the default: no days asked for; Save and Cancel wait for a change. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Idle seats' })).toBeVisible();
    await expect(toggle(canvas)).not.toBeChecked();
    await expect(toggle(canvas)).toHaveAccessibleDescription(IDLE_SEAT_MESSAGES.settingDescription);
    await expect(canvas.queryByLabelText(IDLE_SEAT_MESSAGES.daysLabel)).toBeNull();
    await expect(save(canvas)).toBeDisabled();
  },
};

/** Turning it on offers 30 days; Save sends them. */
export const TurningOn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(toggle(canvas));
    await expect(canvas.getByLabelText(IDLE_SEAT_MESSAGES.daysLabel)).toHaveValue('30');
    await userEvent.click(save(canvas));
    await expect(args.onSave).toHaveBeenCalledWith(30);
    await waitFor(() => expect(save(canvas)).toBeDisabled());
  },
};

/** On at 90 days: changing the days, or turning it off, sends the new setting. */
export const On: Story = {
  args: { days: 90 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(toggle(canvas)).toBeChecked();
    const days = canvas.getByLabelText(IDLE_SEAT_MESSAGES.daysLabel);
    await expect(days).toHaveValue('90');
    await userEvent.click(toggle(canvas));
    await expect(canvas.queryByLabelText(IDLE_SEAT_MESSAGES.daysLabel)).toBeNull();
    await userEvent.click(save(canvas));
    await expect(args.onSave).toHaveBeenCalledWith(null);
  },
};

/** Days out of range: the domain's message on the field, and nothing is sent. */
export const DaysOutOfRange: Story = {
  args: { days: 30 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByLabelText(IDLE_SEAT_MESSAGES.daysLabel);
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(save(canvas));
    await expect(canvas.getByText(IDLE_SEAT_MESSAGES.daysRange)).toBeVisible();
    await expect(days).toHaveAccessibleDescription(IDLE_SEAT_MESSAGES.daysRange);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: Save waits with its spinner. */
export const Saving: Story = {
  args: { days: 30, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(IDLE_SEAT_MESSAGES.daysLabel)).toHaveValue('30');
  },
};

/** Failed: what was chosen stays for another try. */
export const SaveFailedKeepsTheChoice: Story = {
  args: { days: null, onSave: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(toggle(canvas));
    await userEvent.click(save(canvas));
    await expect(args.onSave).toHaveBeenCalledWith(30);
    await expect(toggle(canvas)).toBeChecked();
    await expect(save(canvas)).toBeEnabled();
  },
};

/** A role without `settings:manage` (Billing): read-only, with the reason. */
export const ReadOnlyForBilling: Story = {
  args: { days: 30, blockedBecause: permissionDeniedMessage('BILLING', 'settings:manage') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Under the title for everyone (and again as Save's description).
    await expect(canvas.getAllByText(permissionDeniedMessage('BILLING', 'settings:manage'))[0]).toBeVisible();
    await expect(toggle(canvas)).toBeDisabled();
    await expect(canvas.getByLabelText(IDLE_SEAT_MESSAGES.daysLabel)).toHaveAttribute('readonly');
  },
};
