import { getSubscriptionState } from '@pod-console/hooks/domain';
import type { Subscription } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NOW, SUBSCRIPTIONS } from '../../testing/billing-fixtures';
import { SubscriptionBanners } from './subscription-banners';

const meta = {
  title: 'Plan & Billing/Subscription banners',
  component: SubscriptionBanners,
  decorators: [(Story) => <main className="p-6">{Story()}</main>],
  args: { banners: [] },
} satisfies Meta<typeof SubscriptionBanners>;
export default meta;

type Story = StoryObj<typeof meta>;

// The banners are the domain's answer for a subscription at NOW, as the pages compute them.
const bannersOf = (subscription: Subscription) => getSubscriptionState(subscription, NOW).banners;

/** Banners, trial with N days left. */
export const TrialDaysLeft: Story = {
  args: { banners: bannersOf(SUBSCRIPTIONS.trial) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free Trial')).toBeVisible();
    await expect(canvas.getByText('Your free trial ends in 5 days, on Nov 28, 2026.')).toBeVisible();
  },
};

/** Banners, trial ends today. */
export const TrialEndsToday: Story = {
  args: { banners: bannersOf(SUBSCRIPTIONS.trialEndsToday) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your free trial ends today.')).toBeVisible();
  },
};

/** Banners, trial expired. */
export const TrialExpired: Story = {
  args: { banners: bannersOf(SUBSCRIPTIONS.trialExpired) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trial Expired')).toBeVisible();
    await expect(canvas.getByText(/Your free trial ended on Nov 22, 2026\./)).toBeVisible();
  },
};

/** Banners, canceled (active until date). */
export const CanceledActiveUntil: Story = {
  args: { banners: bannersOf(SUBSCRIPTIONS.canceled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subscription Canceled')).toBeVisible();
    await expect(canvas.getByText(/Your plan stays active until Dec 5, 2026\./)).toBeVisible();
  },
};

/** Banners, "Payment Failed" with N grace days left (7 days from the period start). */
export const PaymentFailedGraceDaysLeft: Story = {
  args: { banners: bannersOf(SUBSCRIPTIONS.paymentFailed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment Failed')).toBeVisible();
    await expect(canvas.getByText(/within 3 days \(by Nov 26, 2026\)/)).toBeVisible();
  },
};

/** Banners, "Organization Locked" once the grace days have run out. */
export const OrganizationLocked: Story = {
  args: { banners: bannersOf(SUBSCRIPTIONS.locked) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Organization Locked')).toBeVisible();
    await expect(canvas.queryByText('Payment Failed')).toBeNull();
  },
};

/** Several at once, most urgent first (the domain's order); the Licences page links to Plan & Billing. */
export const SeveralWithBillingLink: Story = {
  args: {
    banners: [
      { kind: 'payment-failed', graceDaysLeft: 1, graceEndsAt: '2026-11-24T00:00:00Z' },
      { kind: 'canceled', until: '2026-12-05T12:00:00Z' },
    ],
    showBillingLink: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banners = canvasElement.querySelectorAll('[data-banner]');
    await expect([...banners].map((banner) => banner.getAttribute('data-banner'))).toEqual([
      'payment-failed',
      'canceled',
    ]);
    await expect(canvas.getByText(/within 1 day \(by Nov 24, 2026\)/)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Go to Plan & Billing' })[0]).toHaveAttribute(
      'href',
      '/billing',
    );
  },
};

/** An active paid plan: no banner at all. */
export const None: Story = {
  args: { banners: bannersOf(SUBSCRIPTIONS.business) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Subscription notices' })).toBeNull();
  },
};
