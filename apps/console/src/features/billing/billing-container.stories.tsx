import { MESSAGES, permissionDeniedMessage } from '@pod-console/hooks/domain';
import { wireOrganizationUsage, wireOrganizationUser } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { ACME, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, fail, hang } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { WIRE_PRICING, wireSubscription } from '../../testing/billing-fixtures';
import { BillingContainer } from './billing-container';

const ORIGIN = 'http://console.story.test';
const CHECKOUT_URL = 'http://127.0.0.1:4000/payments/checkout?plan=business';
const PORTAL_URL = 'http://127.0.0.1:4000/payments/portal?plan=business';

const pricing = answer('get', '/external/subscription/pricing', WIRE_PRICING);
const noPlan = answer('get', '/organizations/{organizationId}/subscription', { subscription: null });
const business = answer('get', '/organizations/{organizationId}/subscription', {
  subscription: wireSubscription(),
});

interface ContainerStoryArgs {
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
  redirect: (url: string) => void;
}

function ContainerStory({ handlers, onSent, redirect }: ContainerStoryArgs) {
  return (
    <StoryProviders
      handlers={[
        ...handlers,
        answer('get', '/users/current-user', wireUser()),
        answer('get', '/organizations/{organizationId}/usage', wireOrganizationUsage()),
      ]}
      onSent={onSent}
    >
      <main className="p-6">
        <BillingContainer
          organizationId={ACME.id}
          organizationName={ACME.name}
          redirect={redirect}
          origin={ORIGIN}
        />
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Plan & Billing/Page over the API',
  component: ContainerStory,
  parameters: { toaster: false, route: '/billing' },
  args: { handlers: [pricing, business], redirect: fn() },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Loading skeleton while the subscription is on its way. */
export const LoadingFromTheApi: Story = {
  args: { handlers: [pricing, hang('get', '/organizations/{organizationId}/subscription')] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading plan and billing' }),
    ).toBeVisible();
  },
};

const checkout = sentRequests();
/** spec §2: no plan → checkout with the chosen plan and period, then the browser goes to the provider. */
export const CheckoutStarts: Story = {
  args: {
    handlers: [
      pricing,
      noPlan,
      answer('post', '/subscription/create-checkout-session', { url: CHECKOUT_URL }),
    ],
    onSent: checkout.onSent,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Annually/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Business' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(CHECKOUT_URL));
    await expect(checkout.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: expect.stringContaining('/subscription/create-checkout-session'),
        body: {
          organizationId: ACME.id,
          subscriptionType: 'business',
          billingPeriod: 'annually',
          successUrl: `${ORIGIN}/subscription/success`,
          cancelUrl: `${ORIGIN}/subscription/cancel`,
        },
      }),
    );
  },
};

/** Checkout failed ("Failed to start checkout. Please try again."); the button works again. */
export const CheckoutFailed: Story = {
  args: { handlers: [pricing, noPlan, fail('post', '/subscription/create-checkout-session')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Starter' }));
    await expectToast(MESSAGES.checkoutFailed);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose Starter' })).toBeEnabled());
    await expect(args.redirect).not.toHaveBeenCalled();
  },
};

const portal = sentRequests();
/** spec §2: with a plan → the customer portal, returning to /billing. */
export const PortalOpens: Story = {
  args: {
    handlers: [
      pricing,
      business,
      answer('post', '/subscription/create-customer-portal-session', { url: PORTAL_URL }),
    ],
    onSent: portal.onSent,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(PORTAL_URL));
    await expect(portal.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        body: { organizationId: ACME.id, returnUrl: `${ORIGIN}/billing` },
      }),
    );
  },
};

/** Portal failed ("Failed to open customer portal. Please try again."); the button works again. */
export const PortalFailed: Story = {
  args: { handlers: [pricing, business, fail('post', '/subscription/create-customer-portal-session', 503)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Downgrade to Starter' }));
    await expectToast(MESSAGES.customerPortalFailed);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Downgrade to Starter' })).toBeEnabled());
    await expect(args.redirect).not.toHaveBeenCalled();
  },
};

/** Enterprise over the API: the card's Contact Sales opens the modal; no portal call is made. */
export const EnterpriseContactSales: Story = {
  args: {
    handlers: [
      pricing,
      answer('get', '/organizations/{organizationId}/subscription', {
        subscription: wireSubscription({ product: 'enterprise' }),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Sales' }));
    const body = within(document.body);
    await expect(await body.findByRole('heading', { name: 'Contact Sales' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('heading', { name: 'Contact Sales' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Contact Sales' })).toHaveFocus();
  },
};

const licenseManagerViewed = sentRequests();
/**
 * Signed in as a License manager: the role comes from the cached user and organization; Manage Subscription says
 * why it is refused (the API's words) and sends nothing, the browser stays.
 */
export const LicenseManagerCannotChangeThePlan: Story = {
  args: {
    handlers: [
      pricing,
      business,
      answer('get', '/users/current-user', wireUser({ id: 'user-hedy' })),
      answer(
        'get',
        '/organizations/{organizationId}',
        wireOrganization({
          organization_users: [
            wireOrganizationUser({ user_id: 'user-ada', role: 'OWNER' }),
            wireOrganizationUser({
              user_id: 'user-hedy',
              email: 'hedy@example.com',
              role: 'LICENSE_MANAGER',
            }),
          ],
        }),
      ),
    ],
    onSent: licenseManagerViewed.onSent,
  },
  play: async ({ canvasElement, args }) => {
    // Looked up again on each try: the button may render before the member's role is in, as another element.
    const manage = () => within(canvasElement).getByRole('button', { name: 'Manage Subscription' });
    await waitFor(() =>
      expect(manage()).toHaveAccessibleDescription(
        permissionDeniedMessage('LICENSE_MANAGER', 'billing:manage'),
      ),
    );
    await userEvent.click(manage());
    await expect(args.redirect).not.toHaveBeenCalled();
    await expect(licenseManagerViewed.holder.sent.every((request) => request.method === 'GET')).toBe(true);
  },
};
