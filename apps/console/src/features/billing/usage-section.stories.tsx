import { organizationUsageOf, wireOrganizationUsage } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageSection } from './usage-section';

const USAGE = organizationUsageOf(wireOrganizationUsage());

const meta = {
  title: 'Plan & Billing/Usage',
  component: UsageSection,
  decorators: [(Story) => <main className="mx-auto max-w-6xl p-4 sm:p-6">{Story()}</main>],
  args: { status: 'ready', usage: USAGE, plan: 'business', onRetry: fn() },
} satisfies Meta<typeof UsageSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Business: 18 of 150 monthly active users; the chart, and the table behind it, newest day first. */
export const WithinThePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('18 of 150 monthly active users')).toBeVisible();
    await expect(canvas.getByText('2 of 18 claimed')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'Active devices per day, last 90 days' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(91);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 27, 2026');
  },
};

/** Starter: 30 devices against 25 monthly active users, with what the extra 5 mean. */
export const PastTheAllowance: Story = {
  args: { plan: 'starter', usage: { ...USAGE, monthlyActiveDevices: 30 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30 of 25 monthly active users')).toBeVisible();
    await expect(
      canvas.getByText("5 devices past the plan's allowance, billed as extra monthly active users."),
    ).toBeVisible();
  },
};

export const Enterprise: Story = {
  args: { plan: 'enterprise' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('18 this month (custom allowance)')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', usage: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading usage' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', usage: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
