import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { DELIVERIES, HELP_DESK } from './webhooks-fixtures';

const meta = {
  title: 'Organization Settings/Webhook deliveries',
  component: WebhookDeliveriesDialog,
  args: {
    endpoint: HELP_DESK,
    status: 'ready',
    deliveries: DELIVERIES,
    onClose: fn(),
    onRetry: fn(),
    onRedeliver: fn(),
  },
} satisfies Meta<typeof WebhookDeliveriesDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Newest first: a revocation being retried after a 503 with the answer's start, a claim delivered; Redeliver. */
export const Log: Story = {
  play: async ({ args }) => {
    await expect(await body().findByText('Retrying')).toBeVisible();
    await expect(body().getByText(/3 attempts, last .*: HTTP 503 in 120 ms/)).toBeVisible();
    await expect(body().getByText('<html><body>Service Unavailable</body></html>')).toBeVisible();
    await expect(body().getByText('Delivered')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Redeliver license.claimed' }));
    await expect(args.onRedeliver).toHaveBeenCalledWith(DELIVERIES[1]);
  },
};

export const Empty: Story = {
  args: { deliveries: [] },
  play: async () => {
    await expect(await body().findByText('Nothing has been sent to this endpoint yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', deliveries: [] },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading deliveries' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', deliveries: [] },
  play: async ({ args }) => {
    await expect(await body().findByText('The deliveries could not be loaded.')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
