import {
  billingPeriodOf,
  getSubscriptionState,
  MESSAGES,
  permissionDeniedMessage,
} from '@pod-console/hooks/domain';
import type { Subscription } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillingPage, type BillingPageProps } from './billing-page';
import { NOW, PRICING, SUBSCRIPTIONS } from '../../testing/billing-fixtures';

const SALES_EMAIL = 'support@pod-console.local';

/** The page's props for a subscription at NOW, as the container computes them. */
const forSubscription = (
  subscription: Subscription | null,
): Pick<BillingPageProps, 'subscription' | 'state' | 'period'> => ({
  subscription,
  state: getSubscriptionState(subscription, NOW),
  period: billingPeriodOf(subscription),
});

const meta = {
  title: 'Plan & Billing/Page',
  component: BillingPage,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: {
    status: 'ready',
    subscription: null,
    state: getSubscriptionState(null, NOW),
    pricing: PRICING,
    period: 'monthly',
    onPeriodChange: fn(),
    onCheckout: fn(),
    onManage: fn(),
    contactSalesOpen: false,
    onContactSales: fn(),
    onCloseContactSales: fn(),
    salesEmail: SALES_EMAIL,
    organizationName: 'Acme Robotics',
  },
} satisfies Meta<typeof BillingPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Loading skeleton. */
export const LoadingSkeleton: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading plan and billing' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Current Plan' })).toBeNull();
  },
};

/** The subscription could not be loaded: a retry. */
export const LoadFailed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your plan could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No plan (checkout flow): Starter and Business start a checkout, Enterprise is Contact Sales. */
export const NoPlanCheckout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a Plan' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Current Plan' })).toBeNull();
    await expect(canvas.getByText('$19.00')).toBeVisible();
    await expect(canvas.getByText('1 Pod Creator')).toBeVisible();
    await expect(canvas.getByText('5 Pod Creators')).toBeVisible();
    await expect(canvas.getByText('150 monthly active users')).toBeVisible();
    await expect(canvas.getByText('Unlimited pods')).toBeVisible();
    await expect(canvas.getByText('On-prem available')).toBeVisible();
    await expect(canvas.getAllByText('Extra monthly active users $1.00 each')).toHaveLength(3);
    await expect(canvas.getAllByText('10 GB shared storage')).toHaveLength(3);
    await expect(canvas.getAllByText('7-day free trial')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Business' }));
    await expect(args.onCheckout).toHaveBeenCalledWith('business');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Sales' }));
    await expect(args.onContactSales).toHaveBeenCalledOnce();
  },
};

/** No plan, narrow (375 px): the plan cards stack. */
export const NoPlanNarrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const starter = canvas.getByRole('button', { name: 'Choose Starter' }).getBoundingClientRect();
    const business = canvas.getByRole('button', { name: 'Choose Business' }).getBoundingClientRect();
    await expect(business.top).toBeGreaterThan(starter.bottom);
  },
};

/** Starter current: higher plans offer an upgrade (Enterprise through Contact Sales). */
export const StarterCurrent: Story = {
  args: forSubscription(SUBSCRIPTIONS.starter),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Current Plan' }));
    await expect(card.getByText('Starter')).toBeVisible();
    await expect(card.getByText('$19.00 / month')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Business' }));
    await expect(args.onManage).toHaveBeenCalledWith('business');
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Enterprise' }));
    await expect(args.onContactSales).toHaveBeenCalledOnce();
  },
};

/** Business current, monthly: the card (interval, price, period end, invoice); lower plan: downgrade only. */
export const BusinessCurrentMonthly: Story = {
  args: forSubscription(SUBSCRIPTIONS.business),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Current Plan' }));
    await expect(card.getByText('Business')).toBeVisible();
    await expect(card.getByText('Monthly')).toBeVisible();
    await expect(card.getByText('$99.00 / month')).toBeVisible();
    await expect(card.getByText('Dec 13, 2026')).toBeVisible();
    await expect(card.getByText('Invoice amount').nextElementSibling).toHaveTextContent('$99.00');
    await expect(canvas.getByRole('heading', { name: 'Change Plan' })).toBeVisible();
    // Lower plan: downgrade only.
    const starter = within(canvas.getByRole('listitem', { name: 'Starter' }));
    await expect(starter.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Downgrade to Starter',
    ]);
    await userEvent.click(starter.getByRole('button', { name: 'Downgrade to Starter' }));
    await expect(args.onManage).toHaveBeenCalledWith('starter');
    await userEvent.click(card.getByRole('button', { name: 'Manage Subscription' }));
    await expect(args.onManage).toHaveBeenLastCalledWith('business');
  },
};

/**
 * A License manager's view of a Starter plan: the plan shows; Manage Subscription and the plan changes stay in place,
 * disabled, and say why on hover and focus; Contact Sales, which only shows an address, still opens.
 */
export const PlanButtonsRefusedToTheRole: Story = {
  args: {
    ...forSubscription(SUBSCRIPTIONS.starter),
    manageBlockedBecause: permissionDeniedMessage('LICENSE_MANAGER', 'billing:manage'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reason = permissionDeniedMessage('LICENSE_MANAGER', 'billing:manage');
    const manage = canvas.getByRole('button', { name: 'Manage Subscription' });
    const upgrade = canvas.getByRole('button', { name: 'Upgrade to Business' });
    for (const button of [manage, upgrade]) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(reason);
      await userEvent.click(button);
    }
    await expect(args.onManage).not.toHaveBeenCalled();
    upgrade.focus();
    await expect(within(document.body).getByRole('tooltip')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Enterprise' }));
    await expect(args.onContactSales).toHaveBeenCalledOnce();
  },
};

/** No plan yet, seen by a Billing-less role: the checkout buttons say why they are refused. */
export const CheckoutRefusedToTheRole: Story = {
  args: { manageBlockedBecause: permissionDeniedMessage('LICENSE_MANAGER', 'billing:manage') },
  play: async ({ canvasElement, args }) => {
    const choose = within(canvasElement).getByRole('button', { name: 'Choose Starter' });
    await expect(choose).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(choose);
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/** Annual interval, annual saving shown. */
export const BusinessCurrentAnnual: Story = {
  args: forSubscription(SUBSCRIPTIONS.businessAnnual),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Current Plan' }));
    await expect(card.getByText('Annually')).toBeVisible();
    await expect(card.getByText('$891.00 / year')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Annually/ })).toBeChecked();
    await expect(canvas.getByText('Save 25%')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Business' })).toHaveTextContent('$891.00 / year');
    await expect(canvas.getByText('$14.25 / month billed annually, save 25%')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('monthly');
  },
};

/** Monthly interval; the toggle is keyboard operable (arrow keys move between the radios). */
export const MonthlyToggleByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    canvas.getByRole('radio', { name: 'Monthly' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('annually');
  },
};

/** Enterprise current: Contact Sales, no portal; lower plans go to Contact Sales too. */
export const EnterpriseCurrent: Story = {
  args: forSubscription(SUBSCRIPTIONS.enterprise),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Current Plan' }));
    await expect(card.getByText('Enterprise')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
    await expect(card.getByText('Invoice amount').nextElementSibling).toHaveTextContent('Custom');
    await userEvent.click(card.getByRole('button', { name: 'Contact Sales' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Downgrade to Business' }));
    await expect(args.onContactSales).toHaveBeenCalledTimes(2);
    await expect(args.onManage).not.toHaveBeenCalled();
  },
};

/** Contact Sales modal: an e-mail to the configured address. */
export const ContactSalesOpen: Story = {
  args: { ...forSubscription(SUBSCRIPTIONS.enterprise), contactSalesOpen: true },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Contact Sales' })).toBeVisible();
    await expect(body().getByRole('link', { name: `Email ${SALES_EMAIL}` })).toHaveAttribute(
      'href',
      `mailto:${SALES_EMAIL}?subject=Enterprise%20plan%20for%20Acme%20Robotics`,
    );
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await expect(args.onCloseContactSales).toHaveBeenCalledOnce();
  },
};

/** Subscription Change notice, pending change (product, price, date). */
export const PendingChange: Story = {
  args: forSubscription(SUBSCRIPTIONS.pendingUpgrade),
  play: async ({ canvasElement }) => {
    const notice = within(within(canvasElement).getByRole('region', { name: 'Subscription Change' }));
    await expect(notice.getByText(/Your plan changes to/)).toHaveTextContent(
      'Your plan changes to Business at $99.00 per billing period on Dec 13, 2026.',
    );
    await expect(notice.queryByText(/Starter includes/)).toBeNull();
  },
};

/** Subscription Change notice, Business → Starter (extra text). */
export const PendingBusinessToStarter: Story = {
  args: forSubscription(SUBSCRIPTIONS.businessToStarter),
  play: async ({ canvasElement }) => {
    const notice = within(within(canvasElement).getByRole('region', { name: 'Subscription Change' }));
    await expect(notice.getByText(/Your plan changes to/)).toHaveTextContent(
      'Your plan changes to Starter at $19.00 per billing period on Dec 13, 2026.',
    );
    await expect(
      notice.getByText(/Starter includes 1 Pod Creator and 25 monthly active users/),
    ).toBeVisible();
  },
};

/** Banner on the page, trial with N days left (banners come first, then the card). */
export const BannerTrialDaysLeft: Story = {
  args: forSubscription(SUBSCRIPTIONS.trial),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your free trial ends in 5 days, on Nov 28, 2026.')).toBeVisible();
    const banners = canvas.getByRole('region', { name: 'Subscription notices' });
    const card = canvas.getByRole('region', { name: 'Current Plan' });
    await expect(banners.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Banner on the page, trial ends today. */
export const BannerTrialEndsToday: Story = {
  args: forSubscription(SUBSCRIPTIONS.trialEndsToday),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your free trial ends today.')).toBeVisible();
  },
};

/** Banner on the page, trial expired. */
export const BannerTrialExpired: Story = {
  args: forSubscription(SUBSCRIPTIONS.trialExpired),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Trial Expired')).toBeVisible();
  },
};

/** Banner on the page, canceled (active until date). */
export const BannerCanceled: Story = {
  args: forSubscription(SUBSCRIPTIONS.canceled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your plan stays active until Dec 5, 2026\./)).toBeVisible();
    await expect(canvas.getByText('Active until')).toBeVisible();
  },
};

/** Banner on the page, "Payment Failed" with N grace days left. */
export const BannerPaymentFailed: Story = {
  args: forSubscription(SUBSCRIPTIONS.paymentFailed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment Failed')).toBeVisible();
    await expect(canvas.getByText(/within 3 days/)).toBeVisible();
  },
};

/** Banner on the page, "Organization Locked". */
export const BannerOrganizationLocked: Story = {
  args: forSubscription(SUBSCRIPTIONS.locked),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Organization Locked')).toBeVisible();
  },
};

/** A checkout is starting: that button waits, the others are disabled. */
export const CheckoutStarting: Story = {
  args: { checkoutPlan: 'starter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const starter = canvas.getByRole('button', { name: 'Choose Starter' });
    await expect(starter).toBeDisabled();
    await expect(starter).toHaveAttribute('aria-busy', 'true');
    await expect(within(starter).getByTestId('spinner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Business' })).toBeDisabled();
  },
};

/** The customer portal is opening from the current plan card. */
export const PortalOpening: Story = {
  args: { ...forSubscription(SUBSCRIPTIONS.business), portalPlan: 'business' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Manage Subscription' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Downgrade to Starter' })).toBeDisabled();
  },
};

/** The catalogue is still loading: the facts show, the prices wait. */
export const PricesLoading: Story = {
  args: { pricing: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('price-skeleton')).toHaveLength(3);
  },
};

/** The catalogue failed: the facts still show. */
export const PricesFailed: Story = {
  args: { pricing: null, pricingFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Prices could not be loaded. Reload the page to try again.')).toBeVisible();
    await expect(canvas.getByText('1 Pod Creator')).toBeVisible();
  },
};

/** Wide (1280 px), Business with a pending change and a banner: three plan cards side by side. */
export const WideBusiness: Story = {
  args: forSubscription(SUBSCRIPTIONS.canceled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const starter = canvas.getByRole('listitem', { name: 'Starter' }).getBoundingClientRect();
    const business = canvas.getByRole('listitem', { name: 'Business' }).getBoundingClientRect();
    await expect(business.top).toBe(starter.top);
    await expect(canvas.queryByText(MESSAGES.checkoutFailed)).toBeNull();
  },
};
