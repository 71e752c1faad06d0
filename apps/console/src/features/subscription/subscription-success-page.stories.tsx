import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubscriptionSuccessPage } from './subscription-success-page';

const meta = {
  title: 'Plan & Billing/Payment confirmation',
  component: SubscriptionSuccessPage,
} satisfies Meta<typeof SubscriptionSuccessPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Waiting for the payment provider's event: "Confirming your payment…", announced as a status. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(status).getByRole('heading', { level: 1 })).toHaveTextContent(
      MESSAGES.confirmingPayment,
    );
    await expect(MESSAGES.confirmingPayment).toBe('Confirming your payment…');
  },
};
