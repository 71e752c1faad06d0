import { permissionDeniedMessage } from '@pod-console/hooks/domain';
import { WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HELP_DESK, WAREHOUSE, WEBHOOK_ENDPOINTS } from './webhooks-fixtures';
import { WebhooksSection } from './webhooks-section';

const meta = {
  title: 'Organization Settings/Webhooks',
  component: WebhooksSection,
  decorators: [(Story) => <main className="mx-auto max-w-4xl p-4 sm:p-6">{Story()}</main>],
  args: {
    status: 'ready',
    endpoints: WEBHOOK_ENDPOINTS,
    blockedBecause: null,
    onRetry: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onRotate: fn(),
    onSendTest: fn(),
    onShowDeliveries: fn(),
  },
} satisfies Meta<typeof WebhooksSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each endpoint with its state and its last day of deliveries; the one disabled for failing says why. */
export const Endpoints: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(HELP_DESK.url)).toBeVisible();
    await expect(canvas.getByText('Enabled')).toBeVisible();
    await expect(canvas.getByText('Last 24 hours: 42 delivered, 0 failed')).toBeVisible();
    await expect(canvas.getByText('Disabled after failures')).toBeVisible();
    await expect(canvas.getByText(WEBHOOK_MESSAGES.disabledForFailures)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Send test event to ${WAREHOUSE.url}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Send test event to ${HELP_DESK.url}` }));
    await expect(args.onSendTest).toHaveBeenCalledWith(HELP_DESK);
    await userEvent.click(canvas.getByRole('button', { name: `Deliveries to ${HELP_DESK.url}` }));
    await expect(args.onShowDeliveries).toHaveBeenCalledWith(HELP_DESK);
    await userEvent.click(canvas.getByRole('button', { name: `Rotate secret of ${HELP_DESK.url}` }));
    await expect(args.onRotate).toHaveBeenCalledWith(HELP_DESK);
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** None yet: the section says so and offers to add one. */
export const Empty: Story = {
  args: { endpoints: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This organization has no webhook endpoints yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', endpoints: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading webhooks' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', endpoints: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The webhooks could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A License manager reads why the webhooks are not theirs, and sees none. */
export const NotForThisRole: Story = {
  args: {
    status: 'blocked',
    endpoints: [],
    blockedBecause: permissionDeniedMessage('LICENSE_MANAGER', 'webhooks:manage'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(permissionDeniedMessage('LICENSE_MANAGER', 'webhooks:manage')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  },
};
